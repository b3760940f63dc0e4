import {
  averageRatePaise,
  type LotDrill,
  type ReportCell,
  type ReportParameters,
  type ReportRow,
} from '@cocoon/domain';
import { type RawBuilder, sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import { exactInt, exactIntOrNull } from '../../shared/exact-paise.js';
import type { ReportQueryContext } from '../report-query.js';

/**
 * The lots of the caller's scope (and the market picked) whose market date lies in a period. A lot's market date
 * is its inward date (the day it was auctioned): every report of these menus groups and filters by it, so the
 * reports agree with each other and with the lot register.
 */
export function lotsInPeriod(ctx: ReportQueryContext, params: ReportParameters, from: string, to: string) {
  let q = ctx.db
    .withSchema('read')
    .selectFrom('auction_lots as l')
    .where(scopeFilter(ctx.scope, 'l.branch_id'))
    .where('l.inward_date', '>=', from)
    .where('l.inward_date', '<=', to);
  if (params.marketId) q = q.where('l.branch_id', '=', params.marketId);
  return q;
}

const n = (v: string | number | bigint | null | undefined) => exactInt(v);

/** The sales aggregates of a group of lots, as SQL selections (bigint sums come back as text). */
export const figureSelections = [
  sql<string>`count(*)`.as('lots_inwarded'),
  sql<string>`count(l.net_grams)`.as('lots'),
  sql<string>`coalesce(sum(l.net_grams), 0)`.as('grams'),
  sql<string>`coalesce(sum(l.amount_paise), 0)`.as('amount'),
  sql<string>`coalesce(sum(l.farmer_levy_paise), 0)`.as('farmer_levy'),
  sql<string>`coalesce(sum(l.reeler_levy_paise), 0)`.as('reeler_levy'),
  sql<string>`coalesce(sum(l.farmer_net_paise), 0)`.as('farmer_net'),
  sql<string>`coalesce(sum(l.reeler_payable_paise), 0)`.as('reeler_payable'),
  sql<number | null>`min(l.rate_paise)`.as('min_rate'),
  sql<number | null>`max(l.rate_paise)`.as('max_rate'),
] as const;

export interface FigureRecord {
  lots_inwarded: string;
  lots: string;
  grams: string;
  amount: string;
  farmer_levy: string;
  reeler_levy: string;
  farmer_net: string;
  reeler_payable: string;
  min_rate: number | null;
  max_rate: number | null;
}

/**
 * The row cells of those aggregates under the shared column keys. Min and max are over the per-kg rates of the
 * sold lots, the average is weighted (Σ amount × 1000 / Σ grams), never a plain mean (money-and-reports.md).
 */
export function figureCells(r: FigureRecord) {
  const netGrams = n(r.grams);
  const amountPaise = n(r.amount);
  const farmerLevyPaise = n(r.farmer_levy);
  const reelerLevyPaise = n(r.reeler_levy);
  return {
    lotsInwarded: n(r.lots_inwarded),
    lots: n(r.lots),
    netGrams,
    amountPaise,
    farmerLevyPaise,
    reelerLevyPaise,
    totalLevyPaise: farmerLevyPaise + reelerLevyPaise,
    farmerNetPaise: n(r.farmer_net),
    reelerPayablePaise: n(r.reeler_payable),
    minRatePaise: r.min_rate === null ? null : n(r.min_rate),
    maxRatePaise: r.max_rate === null ? null : n(r.max_rate),
    avgRatePaise: averageRatePaise(amountPaise, netGrams),
  };
}

/**
 * The same aggregates under the shared column keys, the levy total and the weighted average rate computed in the
 * database too: the columns of a grouped report that the report machine pages and totals in SQL (issue 28).
 */
export const figureColumns = [
  sql<string>`count(*)`.as('lotsInwarded'),
  sql<string>`count(l.net_grams)`.as('lots'),
  sql<string>`coalesce(sum(l.net_grams), 0)`.as('netGrams'),
  sql<string>`coalesce(sum(l.amount_paise), 0)`.as('amountPaise'),
  sql<string>`coalesce(sum(l.farmer_levy_paise), 0)`.as('farmerLevyPaise'),
  sql<string>`coalesce(sum(l.reeler_levy_paise), 0)`.as('reelerLevyPaise'),
  sql<string>`coalesce(sum(l.farmer_levy_paise), 0) + coalesce(sum(l.reeler_levy_paise), 0)`.as(
    'totalLevyPaise',
  ),
  sql<string>`coalesce(sum(l.farmer_net_paise), 0)`.as('farmerNetPaise'),
  sql<string>`coalesce(sum(l.reeler_payable_paise), 0)`.as('reelerPayablePaise'),
  sql<number | null>`min(l.rate_paise)`.as('minRatePaise'),
  sql<number | null>`max(l.rate_paise)`.as('maxRatePaise'),
  // averageRatePaise in SQL: round half up of Σ amount × 1000 / Σ grams (both positive), null with no weight.
  sql<string | null>`case when sum(l.net_grams) > 0
      then round(sum(l.amount_paise) * 1000.0 / sum(l.net_grams)) end`.as('avgRatePaise'),
] as const;

/** The figure columns a definition shows: a farmer's summary computes no reeler levy (fewer sums per group). */
export const figureColumnsOf = (definition: { columns: readonly { key: string }[] }) => {
  const keys = new Set(definition.columns.map((c) => c.key));
  return figureColumns.filter((f) => keys.has(String(f.alias)));
};

/** `figureColumns`' cells read back as exact integers. */
export function figureColumnCells(record: Record<string, unknown>): Record<string, number | null> {
  const cells: Record<string, number | null> = {};
  for (const key of FIGURE_KEYS) cells[key] = exactIntOrNull(record[key] as string | number | null);
  return cells;
}
const FIGURE_KEYS = [
  'lotsInwarded',
  'lots',
  'netGrams',
  'amountPaise',
  'farmerLevyPaise',
  'reelerLevyPaise',
  'totalLevyPaise',
  'farmerNetPaise',
  'reelerPayablePaise',
  'minRatePaise',
  'maxRatePaise',
  'avgRatePaise',
] as const;

/** The drill-down filter of a row: the report's market and period, narrowed by what the row stands for. */
export function drillOf(
  params: ReportParameters,
  from: string,
  to: string,
  narrower: LotDrill = {},
): LotDrill {
  return {
    ...(params.marketId ? { marketId: params.marketId } : {}),
    from,
    to,
    status: 'sold',
    ...narrower,
  };
}

/** A market's display name, or its id when the offices master does not know it. */
export const marketName: RawBuilder<string> = sql<string>`coalesce((select b.name_en from read.branches b where b.branch_id = l.branch_id), l.branch_id::text)`;

/** The period a report asks for: its from-to, or one date. */
export function periodOf(params: ReportParameters): { from: string; to: string } {
  if (params.date) return { from: params.date, to: params.date };
  if (!params.from || !params.to) throw new Error('A report of a period was asked without one');
  return { from: params.from, to: params.to };
}

/** A row cut to a definition's columns (and its drill), so an answer carries no figure it does not show. */
export function onlyColumns(
  definition: { columns: readonly { key: string }[] },
  cells: Record<string, ReportCell | LotDrill | undefined>,
  drill?: LotDrill,
): ReportRow {
  const out: Record<string, ReportCell> = {};
  for (const c of definition.columns) out[c.key] = (cells[c.key] as ReportCell | undefined) ?? null;
  return drill ? withDrill(out, drill) : out;
}

/** A row of cells with the lots behind it (ReportRow's index signature cannot be written as one literal). */
export const withDrill = (cells: Record<string, ReportCell>, drill: LotDrill): ReportRow =>
  Object.assign({}, cells, { drill });

/**
 * The lots of the period a reeler bought (weighed to the approved bid's reeler). Read through the reeler's bids
 * (indexed by reeler and time) rather than every lot of the period: a lot is bid on the day it is inwarded, a week's
 * margin covers one put up again later.
 */
export function reelerLotsInPeriod(
  ctx: ReportQueryContext,
  params: ReportParameters,
  from: string,
  to: string,
  reelerId: string,
) {
  const bidsFrom = new Date(`${from}T00:00:00+05:30`);
  const bidsTo = new Date(Date.parse(`${to}T00:00:00+05:30`) + 8 * 86_400_000);
  return lotsInPeriod(ctx, params, from, to)
    .where('l.highest_reeler_id', '=', reelerId)
    .where('l.net_grams', 'is not', null)
    .where('l.lot_id', 'in', (eb) =>
      eb
        .selectFrom('auction_bids as bid')
        .select('bid.lot_id')
        .where('bid.reeler_id', '=', reelerId)
        .where('bid.placed_at', '>=', bidsFrom)
        .where('bid.placed_at', '<', bidsTo),
    );
}
