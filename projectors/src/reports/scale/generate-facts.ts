import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';
import { FACTS_TABLE } from './lot-facts.js';
import { RACES } from './scale-plan.js';

/**
 * A period's lot facts for every market in `scale.markets`, generated in one INSERT ... SELECT (set-based: a
 * month of 25 markets is ~100,000 lots in seconds). Deterministic: a multiplicative hash of (market, day, lot)
 * stands in for chance, so a re-run gives the same history.
 *
 * The market's year, as the department sees it: arrivals peak in the monsoon (July–September), dip in summer
 * (April–May) and grow a little every year; prices move the other way (scarce cocoons fetch more) and follow
 * the silk price's slow rise. Each lot: 60–80 kg, BV three lots in four, rates around Rs 420–650 per kg above
 * the floor set by its renditta, 4 % unsold, 5 % rejected, the rest weighed; levy 1.00 % each side (domain.md's
 * default).
 */
export async function generateFacts(
  db: ReadModelDb,
  period: { from: string; to: string; firstDay: string },
): Promise<number> {
  const [bv, cb] = RACES;
  // r(salt): 20 well-mixed bits of the lot's hash (Knuth's multiplicative hash, low bits dropped).
  const r = (salt: number) =>
    sql`((((x.key + ${salt * 1_000_003}::bigint) * 2654435761) % 4294967296) >> 12)`;
  const u = (salt: number) => sql`(${r(salt)} % 100000) / 100000.0`;
  const result = await sql`insert into ${FACTS_TABLE}
    with days as (
      select m.*, d::date as day, (d::date - ${period.firstDay}::date) as day_no,
        extract(month from d)::int as mon, (d::date - ${period.firstDay}::date) / 365 as yr
      from scale.markets m, generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
      where extract(isodow from d)::int <> m.holiday
    ), sized as (
      select days.*, greatest(1, (peak_lots
        * case when mon in (7, 8, 9) then 1.0 when mon in (10, 11) then 0.85 when mon = 6 then 0.8
               when mon in (12, 1, 2) then 0.65 when mon = 3 then 0.55 else 0.45 end
        * (0.85 + ((((market_no::bigint * 100000000 + day_no * 10000) * 2654435761) % 4294967296) >> 12) % 150 / 1000.0)
        * (0.82 + 0.02 * yr))::int) as n,
        330000 + case when mon in (4, 5) then 40000 when mon in (3, 6) then 20000 when mon in (12, 1, 2) then 10000
                      when mon in (7, 8, 9) then -20000 else 0 end + yr * 3000 as silk_rate
      from days
    ), lots as (
      select s.*, lot_no, (s.market_no::bigint * 100000000 + s.day_no * 10000 + lot_no) as key
      from sized s cross join lateral generate_series(1, s.n) lot_no
    ), drawn as (
      select x.*,
        ${r(1)} % 4 <> 0 as bv,
        case when ${r(1)} % 4 <> 0 then 1800 + ${r(2)} % 500 else 1600 + ${r(2)} % 400 end as sr,
        95000 + ${r(3)} % 15000 as cocoon_mg,
        ${r(4)} % 6 as defective,
        60000 + ${r(5)} % 20000 as net,
        ${r(6)} % 100 as fate,
        1 + ${r(7)} % 7 as bids,
        least(x.farmers - 1, floor(x.farmers * power(${u(8)}, 1.2)))::int as farmer_n,
        least(x.reelers - 1, floor(x.reelers * power(${u(9)}, 1.5)))::int as reeler_n,
        ${r(10)} % 81 as bid_step,
        ${r(11)} % 900 as bid_second,
        100 + ${r(12)} % 150 as lays,
        ${r(13)} % 800 as inward_extra,
        (x.day + time '04:30') at time zone 'UTC' + ((lot_no - 1) / 100) * interval '30 minutes' as starts
      from lots x
    ), assayed as (
      select d.*, (1300000 + sr / 2) / sr as renditta,
        case when fate < 4 then 'unsold' when fate < 9 then 'rejected' else 'weighed' end as outcome
      from drawn d
    )
    select gen_random_uuid(), a.branch_id, to_char(a.day, 'YYYY-MM-DD'), a.lot_no,
      f.id, f.name, f.code,
      case when a.bv then ${bv.id}::uuid else ${cb.id}::uuid end, case when a.bv then ${bv.shortName} else ${cb.shortName} end,
      a.lays, a.net + a.inward_extra, 60, a.cocoon_mg, (a.cocoon_mg * a.sr + 5000) / 10000, a.defective, a.sr,
      (a.defective * 10000 + 30) / 60, (60000000 + a.cocoon_mg / 2) / a.cocoon_mg, a.renditta,
      (a.silk_rate - 50000) * 100 / a.renditta,
      (a.lot_no - 1) / 100 + 1, a.starts - interval '20 minutes', a.starts, a.starts + interval '25 minutes',
      a.outcome, case when a.outcome = 'unsold' then 0 else a.bids end,
      case when a.outcome <> 'unsold' then p.id end, case when a.outcome <> 'unsold' then p.name end,
      case when a.outcome <> 'unsold' then p.code end,
      case when a.outcome <> 'unsold' then ((a.silk_rate - 50000) * 100 / a.renditta / 100 + a.bid_step) * 100 end,
      case when a.outcome <> 'unsold' then a.starts + interval '5 minutes' + a.bid_second * interval '1 second' end,
      case when a.outcome <> 'unsold' then a.starts + interval '28 minutes' end,
      case when a.outcome = 'weighed' then a.net end, 100, 100,
      (a.day + time '00:30') at time zone 'UTC' + a.lot_no * interval '12 seconds',
      case when a.outcome = 'weighed' then a.starts + interval '70 minutes' + (a.lot_no % 100) * interval '20 seconds' end,
      lower(a.code) || '.officer'
    from assayed a
    join scale.people f on f.branch_id = a.branch_id and f.kind = 'farmer' and f.n = a.farmer_n
    join scale.people p on p.branch_id = a.branch_id and p.kind = 'reeler' and p.n = a.reeler_n`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
