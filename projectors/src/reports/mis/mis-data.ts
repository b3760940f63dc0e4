import type { ReportParameters } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import { exactInt, exactIntOrNull } from '../../shared/exact-paise.js';
import type { ReportQueryContext } from '../report-query.js';
import type { Figures, MonthlyFigures } from './mis-figures.js';

/** A date range `YYYY-MM-DD` the summary is read over. */
export interface DateRange {
  from: string;
  to: string;
}

const n = (v: string | number | null): number => exactInt(v);
const nullable = (v: string | number | null): number | null => exactIntOrNull(v);

// The summary's columns as a month's Figures; bigint sums come back as text from node-pg.
interface FigureRow {
  lots_inwarded: string | number;
  inward_grams: string | number | null;
  lots_sold: string | number;
  sold_grams: string | number | null;
  amount_paise: string | number | null;
  farmer_levy_paise: string | number | null;
  reeler_levy_paise: string | number | null;
  farmer_net_paise: string | number | null;
  lots_rejected: string | number;
  min_rate_paise: string | number | null;
  max_rate_paise: string | number | null;
}
const figuresOf = (r: FigureRow): Figures => ({
  lotsInwarded: n(r.lots_inwarded),
  inwardGrams: n(r.inward_grams),
  lotsSold: n(r.lots_sold),
  soldGrams: n(r.sold_grams),
  amountPaise: n(r.amount_paise),
  farmerLevyPaise: n(r.farmer_levy_paise),
  reelerLevyPaise: n(r.reeler_levy_paise),
  farmerNetPaise: n(r.farmer_net_paise),
  lotsRejected: n(r.lots_rejected),
  minRatePaise: nullable(r.min_rate_paise),
  maxRatePaise: nullable(r.max_rate_paise),
});

/** One group's figures per month, keyed by the group's key (e.g. `market|race`). */
export type GroupedMonths = Map<string, { ids: Record<string, string | null>; months: MonthlyFigures }>;

function collect(rows: Array<FigureRow & { month: string } & Record<string, unknown>>, keys: string[]) {
  const groups: GroupedMonths = new Map();
  for (const row of rows) {
    const ids = Object.fromEntries(keys.map((k) => [k, (row[k] as string | null) ?? null]));
    const key = keys.map((k) => ids[k] ?? '').join('|');
    let group = groups.get(key);
    if (!group) {
      group = { ids, months: new Map() };
      groups.set(key, group);
    }
    group.months.set(row.month, figuresOf(row));
  }
  return groups;
}

/**
 * Per market, race and month from `report_market_days`: the MIS reports read thousands of summary rows here,
 * never the lots. The caller's scope always applies (`scopeFilter`), whatever market the parameters name.
 */
export async function marketMonths(
  ctx: ReportQueryContext,
  params: ReportParameters,
  range: DateRange,
): Promise<GroupedMonths> {
  const month = sql<string>`to_char(d.market_date, 'YYYY-MM')`;
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('report_market_days as d')
    .where(sql<boolean>`d.market_date between ${range.from}::date and ${range.to}::date`)
    .where(scopeFilter(ctx.scope, 'd.branch_id'))
    .$if(params.marketId !== undefined, (q) => q.where('d.branch_id', '=', params.marketId as string))
    .$if(params.cocoonTypeId !== undefined, (q) =>
      q.where('d.cocoon_type_id', '=', params.cocoonTypeId as string),
    )
    .select([
      'd.branch_id',
      'd.cocoon_type_id',
      month.as('month'),
      sql<string>`sum(d.lots_inwarded)`.as('lots_inwarded'),
      sql<string>`sum(d.inward_grams)`.as('inward_grams'),
      sql<string>`sum(d.lots_sold)`.as('lots_sold'),
      sql<string>`sum(d.sold_grams)`.as('sold_grams'),
      sql<string>`sum(d.amount_paise)`.as('amount_paise'),
      sql<string>`sum(d.farmer_levy_paise)`.as('farmer_levy_paise'),
      sql<string>`sum(d.reeler_levy_paise)`.as('reeler_levy_paise'),
      sql<string>`sum(d.farmer_net_paise)`.as('farmer_net_paise'),
      sql<string>`sum(d.lots_rejected)`.as('lots_rejected'),
      sql<number | null>`min(d.min_rate_paise)`.as('min_rate_paise'),
      sql<number | null>`max(d.max_rate_paise)`.as('max_rate_paise'),
    ])
    .groupBy(['d.branch_id', 'd.cocoon_type_id', month])
    .execute();
  return collect(rows, ['branch_id', 'cocoon_type_id']);
}

/** What a per-customer MIS row groups by besides race and month: the buyer at a market, or the farmers' TSC. */
export type PartyGrouping = 'reeler' | 'tsc';

/**
 * Per (market and reeler | TSC), race and month bucket from the summary's month tables (`report_reeler_months`,
 * `report_tsc_months`): a financial year of every market is a few thousand rows, never the lots.
 */
export async function partyMonths(
  ctx: ReportQueryContext,
  params: ReportParameters,
  range: DateRange,
  grouping: PartyGrouping,
): Promise<GroupedMonths> {
  // Two buckets, not one row per month: the range's last month, and every month before it folded into the
  // range's first month. The forms ask a party only for the month, up to last month and up to the month (the
  // range being the financial year to the month), and a department has thousands of reelers.
  const lastMonth = `${range.to.slice(0, 7)}-01`;
  const month = sql<string>`case when m.month >= ${lastMonth}::date then to_char(m.month, 'YYYY-MM')
    else ${range.from.slice(0, 7)} end`;
  // Whole months: the range's first and last days fall in the months to read.
  const between = sql<boolean>`m.month between date_trunc('month', ${range.from}::date)::date and ${range.to}::date`;
  // Filters as SQL on the alias, so one builder serves both tables (their shared columns).
  const filters = sql<boolean>`${between}
    and ${sql.join(
      [
        sql`true`,
        ...(params.marketId ? [sql`m.branch_id = ${params.marketId}::uuid`] : []),
        ...(params.cocoonTypeId ? [sql`m.cocoon_type_id = ${params.cocoonTypeId}::uuid`] : []),
      ],
      sql` and `,
    )}`;
  const table = grouping === 'reeler' ? 'report_reeler_months' : 'report_tsc_months';
  // A reeler's row is per market (their purchases there); a TSC's farmers sell at several markets, added up.
  const keys = grouping === 'reeler' ? ['branch_id', 'reeler_id'] : ['tsc_id'];
  const refs = [...keys, 'cocoon_type_id'].map((k) => sql.ref(`m.${k}`));
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom(`${table} as m` as 'report_tsc_months as m')
    .where(filters)
    .where(scopeFilter(ctx.scope, 'm.branch_id'))
    .select([
      ...[...keys, 'cocoon_type_id'].map((k) => sql<string | null>`${sql.ref(`m.${k}`)}`.as(k)),
      month.as('month'),
      sql<string>`sum(m.lots_inwarded)`.as('lots_inwarded'),
      sql<string>`sum(m.inward_grams)`.as('inward_grams'),
      sql<string>`sum(m.lots_sold)`.as('lots_sold'),
      sql<string>`sum(m.sold_grams)`.as('sold_grams'),
      sql<string>`sum(m.amount_paise)`.as('amount_paise'),
      sql<string>`sum(m.farmer_levy_paise)`.as('farmer_levy_paise'),
      sql<string>`sum(m.reeler_levy_paise)`.as('reeler_levy_paise'),
      sql<string>`sum(m.farmer_net_paise)`.as('farmer_net_paise'),
      sql<string>`sum(m.lots_rejected)`.as('lots_rejected'),
      sql<number | null>`min(m.min_rate_paise)`.as('min_rate_paise'),
      sql<number | null>`max(m.max_rate_paise)`.as('max_rate_paise'),
    ])
    // By the bucket's position in the select list: its date parameters would make a repeated expression differ.
    .groupBy([...refs, sql.raw(String(refs.length + 1))])
    .execute();
  return collect(rows as unknown as Array<FigureRow & { month: string } & Record<string, unknown>>, [
    ...keys,
    'cocoon_type_id',
  ]);
}

/** Distinct farmers who sold in the range, per market and race (a farmer at two markets counts at each). */
export async function farmersWhoSold(
  ctx: ReportQueryContext,
  params: ReportParameters,
  range: DateRange,
): Promise<Map<string, number>> {
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('report_lots as l')
    .where(sql<boolean>`l.market_date between ${range.from}::date and ${range.to}::date`)
    .where('l.sold', '=', true)
    .where(scopeFilter(ctx.scope, 'l.branch_id'))
    .$if(params.marketId !== undefined, (q) => q.where('l.branch_id', '=', params.marketId as string))
    .$if(params.cocoonTypeId !== undefined, (q) =>
      q.where('l.cocoon_type_id', '=', params.cocoonTypeId as string),
    )
    .select(['l.branch_id', 'l.cocoon_type_id', sql<string>`count(distinct l.farmer_id)`.as('farmers')])
    .groupBy(['l.branch_id', 'l.cocoon_type_id'])
    .execute();
  return new Map(rows.map((r) => [`${r.branch_id}|${r.cocoon_type_id}`, Number(r.farmers)]));
}
