import { averageRatePaise, type DashboardDayFigures } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';
import { type CoveredQuery, int, intOrNull, marketRows } from './dashboard-query.js';

/** The sums a day's figures are made of, per group (a race or a market). */
export interface DayAggregate {
  key: string;
  lotsInwarded: number;
  arrivalGrams: number;
  lotsWithBids: number;
  bids: number;
  highestBidPaise: number | null;
  lotsAwaitingApproval: number;
  lotsApproved: number;
  lotsRejected: number;
  lotsUnsold: number;
  lotsWeighed: number;
  soldGrams: number;
  valuePaise: number;
  farmerLevyPaise: number;
  reelerLevyPaise: number;
  minRatePaise: number | null;
  maxRatePaise: number | null;
}

/**
 * One date's lots of the markets in scope, summed per race or per market: one pass over `auction_lots` by its
 * (inward_date, branch_id) index. A lot's state follows `lotStatusOf` (domain auction-status.ts): bidding has
 * closed when its slot ended by the server clock; closed with round bids and no decision is awaiting approval;
 * closed without a bid, or rejected, is unsold, and so is a lot of an earlier day never put in a slot.
 */
export async function dayAggregates(
  db: ReadModelDb,
  q: CoveredQuery,
  by: 'race' | 'market',
): Promise<DayAggregate[]> {
  const group = by === 'race' ? sql.ref('l.silk_name') : sql.ref('l.branch_id');
  const now = q.now.toISOString();
  const closed = sql`(l.slot_ends_at is not null and l.slot_ends_at <= ${now}::timestamptz)`;
  const notWeighed = sql`l.net_grams is null`;
  const rows = await db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .select([
      sql<string>`${group}::text`.as('key'),
      sql<string>`count(*)`.as('lots'),
      sql<string>`coalesce(sum(l.cocoon_weight_grams), 0)`.as('arrival_grams'),
      sql<string>`count(*) filter (where l.bid_count > 0)`.as('with_bids'),
      sql<string>`coalesce(sum(l.bid_count), 0)`.as('bids'),
      sql<number | null>`max(l.highest_bid_paise)`.as('highest'),
      sql<string>`count(*) filter (where ${notWeighed} and ${closed} and l.decision is null
        and l.round_bid_count > 0)`.as('awaiting'),
      sql<string>`count(*) filter (where l.decision = 'approved')`.as('approved'),
      sql<string>`count(*) filter (where l.decision = 'rejected')`.as('rejected'),
      sql<string>`count(*) filter (where ${notWeighed} and (
        (${closed} and (l.decision = 'rejected' or (l.decision is null and l.round_bid_count = 0)))
        or (l.slot_ends_at is null and l.inward_date < ${q.today})))`.as('unsold'),
      sql<string>`count(l.net_grams)`.as('weighed'),
      sql<string>`coalesce(sum(l.net_grams), 0)`.as('sold_grams'),
      sql<string>`coalesce(sum(l.amount_paise) filter (where l.net_grams is not null), 0)`.as('value'),
      sql<string>`coalesce(sum(l.farmer_levy_paise) filter (where l.net_grams is not null), 0)`.as(
        'farmer_levy',
      ),
      sql<string>`coalesce(sum(l.reeler_levy_paise) filter (where l.net_grams is not null), 0)`.as(
        'reeler_levy',
      ),
      // Min and max are over rates per kg of lots sold (weighed), never over amounts (a peer's mistake).
      sql<number | null>`min(l.rate_paise) filter (where l.net_grams is not null)`.as('min_rate'),
      sql<number | null>`max(l.rate_paise) filter (where l.net_grams is not null)`.as('max_rate'),
    ])
    .where('l.inward_date', '=', q.date)
    .where(marketRows(q, 'l.branch_id'))
    .groupBy(group)
    .orderBy(group)
    .execute();
  return rows.map((r) => ({
    key: r.key,
    lotsInwarded: int(r.lots),
    arrivalGrams: int(r.arrival_grams),
    lotsWithBids: int(r.with_bids),
    bids: int(r.bids),
    highestBidPaise: intOrNull(r.highest),
    lotsAwaitingApproval: int(r.awaiting),
    lotsApproved: int(r.approved),
    lotsRejected: int(r.rejected),
    lotsUnsold: int(r.unsold),
    lotsWeighed: int(r.weighed),
    soldGrams: int(r.sold_grams),
    valuePaise: int(r.value),
    farmerLevyPaise: int(r.farmer_levy),
    reelerLevyPaise: int(r.reeler_levy),
    minRatePaise: intOrNull(r.min_rate),
    maxRatePaise: intOrNull(r.max_rate),
  }));
}

const minOf = (values: Array<number | null>) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.min(...present) : null;
};
const maxOf = (values: Array<number | null>) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
};

/**
 * The figures of several groups together: counts and money summed exactly, min and max over the groups' rates,
 * the average weighted again from the summed value and grams (never an average of averages).
 */
export function combineDays(groups: readonly DayAggregate[], reelersBidding: number): DashboardDayFigures {
  const sum = (pick: (g: DayAggregate) => number) => groups.reduce((total, g) => total + pick(g), 0);
  const lotsInwarded = sum((g) => g.lotsInwarded);
  const lotsWithBids = sum((g) => g.lotsWithBids);
  const valuePaise = sum((g) => g.valuePaise);
  const soldGrams = sum((g) => g.soldGrams);
  const farmerLevyPaise = sum((g) => g.farmerLevyPaise);
  const reelerLevyPaise = sum((g) => g.reelerLevyPaise);
  return {
    lotsInwarded,
    arrivalGrams: sum((g) => g.arrivalGrams),
    lotsWithBids,
    lotsWithoutBids: lotsInwarded - lotsWithBids,
    bids: sum((g) => g.bids),
    reelersBidding,
    highestBidPaise: maxOf(groups.map((g) => g.highestBidPaise)),
    lotsAwaitingApproval: sum((g) => g.lotsAwaitingApproval),
    lotsApproved: sum((g) => g.lotsApproved),
    lotsRejected: sum((g) => g.lotsRejected),
    lotsUnsold: sum((g) => g.lotsUnsold),
    lotsWeighed: sum((g) => g.lotsWeighed),
    soldGrams,
    valuePaise,
    farmerLevyPaise,
    reelerLevyPaise,
    levyPaise: farmerLevyPaise + reelerLevyPaise,
    minRatePaise: minOf(groups.map((g) => g.minRatePaise)),
    maxRatePaise: maxOf(groups.map((g) => g.maxRatePaise)),
    averageRatePaise: averageRatePaise(valuePaise, soldGrams),
  };
}

/**
 * Reelers who bid on the date's lots: per race and in all (a distinct count does not add up across races, so
 * the total is its own grouping set).
 */
export async function reelersBidding(
  db: ReadModelDb,
  q: CoveredQuery,
): Promise<{ total: number; byRace: Map<string, number> }> {
  const rows = await db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    // Each lot's bids through their (lot_id, bid_no) index. `offset 0` keeps the planner from turning this into a
    // hash join that scans every bid of the months kept (it prices a day's few thousand lookups above that scan).
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('auction_bids as b')
          .select('b.reeler_id')
          .whereRef('b.lot_id', '=', 'l.lot_id')
          .offset(0)
          .as('b'),
      (join) => join.onTrue(),
    )
    .select([
      sql<string | null>`l.silk_name`.as('race'),
      sql<string>`grouping(l.silk_name)`.as('is_total'),
      sql<string>`count(distinct b.reeler_id)`.as('reelers'),
    ])
    .where('l.inward_date', '=', q.date)
    .where(marketRows(q, 'l.branch_id'))
    .groupBy(sql`grouping sets ((l.silk_name), ())`)
    .execute();
  const byRace = new Map<string, number>();
  let total = 0;
  for (const r of rows) {
    if (int(r.is_total) === 1) total = int(r.reelers);
    else byRace.set(String(r.race), int(r.reelers));
  }
  return { total, byRace };
}
