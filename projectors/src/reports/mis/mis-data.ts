import type { ReportParameters } from '@cocoon/domain';
import { type RawBuilder, sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQueryContext } from '../report-query.js';
import type { Figures, MonthlyFigures } from './mis-figures.js';

/** A date range `YYYY-MM-DD` the summary is read over. */
export interface DateRange {
  from: string;
  to: string;
}

const n = (v: string | number | null): number => (v === null ? 0 : Number(v));
const nullable = (v: string | number | null): number | null => (v === null ? null : Number(v));

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

const dayColumns = ['branch_id', 'cocoon_type_id'] as const;

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
  return collect(rows, [...dayColumns]);
}

/** What a lot-level MIS row groups by besides race and month: the buyer at a market, or the farmer's TSC. */
export type LotGrouping = 'reeler' | 'tsc' | 'market';
const LOT_GROUPS: Record<LotGrouping, string[]> = {
  reeler: ['branch_id', 'reeler_id'],
  tsc: ['tsc_id'],
  market: ['branch_id'],
};

/**
 * Per (reeler | TSC | market), race and month from `report_lots`, for the rows the market-day summary does not
 * carry. `distinctFarmers` adds the month's distinct farmers who sold (not additive over months).
 */
export async function lotMonths(
  ctx: ReportQueryContext,
  params: ReportParameters,
  range: DateRange,
  grouping: LotGrouping,
): Promise<GroupedMonths> {
  const keys = LOT_GROUPS[grouping];
  const month = sql<string>`to_char(l.market_date, 'YYYY-MM')`;
  const sold = (column: string): RawBuilder<string> =>
    sql<string>`coalesce(sum(${sql.ref(`l.${column}`)}) filter (where l.sold), 0)`;
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('report_lots as l')
    .where(sql<boolean>`l.market_date between ${range.from}::date and ${range.to}::date`)
    .where(scopeFilter(ctx.scope, 'l.branch_id'))
    .$if(params.marketId !== undefined, (q) => q.where('l.branch_id', '=', params.marketId as string))
    .$if(params.cocoonTypeId !== undefined, (q) =>
      q.where('l.cocoon_type_id', '=', params.cocoonTypeId as string),
    )
    // A reeler's rows are purchases: only sold lots have a buyer.
    .$if(grouping === 'reeler', (q) => q.where('l.sold', '=', true))
    .select([
      ...keys.map((k) => sql<string | null>`${sql.ref(`l.${k}`)}`.as(k)),
      'l.cocoon_type_id',
      month.as('month'),
      sql<string>`count(*)`.as('lots_inwarded'),
      sql<string>`sum(l.inward_grams)`.as('inward_grams'),
      sql<string>`count(*) filter (where l.sold)`.as('lots_sold'),
      sold('net_grams').as('sold_grams'),
      sold('amount_paise').as('amount_paise'),
      sold('farmer_levy_paise').as('farmer_levy_paise'),
      sold('reeler_levy_paise').as('reeler_levy_paise'),
      sold('farmer_net_paise').as('farmer_net_paise'),
      sql<string>`count(*) filter (where l.decision = 'rejected' and not l.sold)`.as('lots_rejected'),
      sql<number | null>`min(l.rate_paise) filter (where l.sold)`.as('min_rate_paise'),
      sql<number | null>`max(l.rate_paise) filter (where l.sold)`.as('max_rate_paise'),
    ])
    .groupBy([...keys.map((k) => sql.ref(`l.${k}`)), 'l.cocoon_type_id', month])
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
