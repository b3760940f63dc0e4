import { AGEING_BUCKETS, type SummaryLine } from '@cocoon/domain';
import { type RawBuilder, sql } from 'kysely';
import { exactInt, exactIntOrNull } from '../../shared/exact-paise.js';
import { type SummaryFigures, sqlReport } from '../report-rows.js';
import { lotsInPeriod, periodOf } from './lot-figures.js';

/** The bucket of an age in days, in SQL: the label of the first bucket whose upper bound it is within. */
function bucketOf(days: RawBuilder<number>): RawBuilder<string> {
  const bounded = AGEING_BUCKETS.filter((b) => Number.isFinite(b.to));
  const last = AGEING_BUCKETS[AGEING_BUCKETS.length - 1]!;
  return sql<string>`case ${sql.join(
    bounded.map((b) => sql`when ${days} <= ${sql.lit(b.to)} then ${sql.lit(b.label)}`),
    sql` `,
  )} else ${sql.lit(last.label)} end`;
}

/** The lots not sold and rejected, and per bucket the unpaid lots and what is due on them, over the rows `r`. */
const AGEING_FIGURES: SummaryFigures = {
  selections: {
    unsold: sql`count(*) filter (where r.status = 'Unsold')`,
    rejected: sql`count(*) filter (where r.status = 'Rejected')`,
    ...Object.fromEntries(
      AGEING_BUCKETS.flatMap((b, i) => [
        [`lots${i}`, sql`count(*) filter (where r.bucket = ${sql.lit(b.label)})`],
        [`due${i}`, sql`coalesce(sum(r."duePaise") filter (where r.bucket = ${sql.lit(b.label)}), 0)`],
      ]),
    ),
  },
  lines: (s) => {
    const count = (name: string) => exactInt(s[name] as string | number | null);
    return [
      { label: 'Lots not sold', value: count('unsold'), type: 'count' },
      { label: 'Lots rejected', value: count('rejected'), type: 'count' },
      ...AGEING_BUCKETS.flatMap((b, i): SummaryLine[] => [
        { label: `Unpaid ${b.label}: lots`, value: count(`lots${i}`), type: 'count' },
        { label: `Unpaid ${b.label}: due (Rs)`, value: count(`due${i}`), type: 'paise' },
      ]),
    ];
  },
};

/**
 * CocoonAuction/UnsoldAndAgeing (/app/reports/report4): the lots of the period that did not sell (no approved bid
 * weighed, or rejected), then the sold lots whose farmer is not yet fully paid, each aged from its weighing to
 * the as-on date — the To date, or today when the period runs past today. Paid counts what the farmer-dues read
 * model holds now (cash and confirmed online payments; money in transit is not yet paid to the farmer).
 *
 * One SQL select (issue 28): a month of every market is 1.4 lakh lots to filter, so the database pages the rows
 * and computes the totals and the ageing's summary in one pass, as the lot register does.
 */
export const unsoldAndAgeing = sqlReport(async (ctx, params) => {
  const { from, to } = periodOf(params);
  const asOn = to < ctx.today ? to : ctx.today;
  const sold = sql<boolean>`l.net_grams is not null`;
  const paid = sql<string>`coalesce(f.paid_paise, 0)`;
  // A weighing after the as-on date (a later correction) counts as 0 days, as the domain's ageingBucket does.
  const days = sql<number>`greatest(0, ${asOn}::date - coalesce(f.weighed_on, l.inward_date)::date)`;
  const select = lotsInPeriod(ctx, params, from, to)
    .leftJoin('accounts_farmer_lots as f', 'f.lot_id', 'l.lot_id')
    // Joined, not looked up per lot (`marketName`): a month of every market is a lakh of lots before the filter.
    .leftJoin('branches as b', 'b.branch_id', 'l.branch_id')
    .select([
      'l.lot_id as lotId',
      'l.inward_date as date',
      sql<string>`coalesce(b.name_en, l.branch_id::text)`.as('market'),
      'l.lot_no as lotNo',
      'l.farmer_code as farmerCode',
      'l.farmer_name as farmerName',
      'l.silk_name as race',
      sql<string>`case when ${sold} then (case when ${paid} > 0 then 'Part paid' else 'Unpaid' end)
        when l.decision = 'rejected' then 'Rejected' else 'Unsold' end`.as('status'),
      'l.net_grams as netGrams',
      sql<string | null>`case when ${sold} then l.farmer_net_paise end`.as('farmerNetPaise'),
      sql<string | null>`case when ${sold} then ${paid} end`.as('paidPaise'),
      sql<string | null>`case when ${sold} then l.farmer_net_paise - ${paid} end`.as('duePaise'),
      sql<string | null>`case when ${sold} then coalesce(f.weighed_on, l.inward_date) end`.as('weighedOn'),
      sql<number | null>`case when ${sold} then ${days} end`.as('days'),
      sql<string | null>`case when ${sold} then ${bucketOf(days)} end`.as('bucket'),
    ])
    .where((eb) => eb.or([eb('l.net_grams', 'is', null), eb('l.farmer_net_paise', '>', paid)]));
  const asOnLine: SummaryLine = { label: 'As on', value: asOn, type: 'date' };
  return {
    select,
    orderBy: ['date', 'market', 'lotNo', 'lotId'],
    toRow: (r) => ({
      lotId: r.lotId as string,
      date: r.date as string,
      market: r.market as string,
      lotNo: r.lotNo as number,
      farmerCode: r.farmerCode as string,
      farmerName: r.farmerName as string,
      race: r.race as string,
      status: r.status as string,
      netGrams: r.netGrams as number | null,
      farmerNetPaise: exactIntOrNull(r.farmerNetPaise as string | null),
      paidPaise: exactIntOrNull(r.paidPaise as string | null),
      duePaise: exactIntOrNull(r.duePaise as string | null),
      weighedOn: r.weighedOn as string | null,
      days: r.days as number | null,
      bucket: r.bucket as string | null,
    }),
    summaryFigures: {
      selections: AGEING_FIGURES.selections,
      lines: (s) => [asOnLine, ...AGEING_FIGURES.lines(s)],
    },
    resolved: { asOn },
  };
});
