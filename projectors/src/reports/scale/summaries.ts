import { sql } from 'kysely';
import { activeGeneration } from '../../runtime/checkpoints.js';
import { generationSchema } from '../../runtime/names.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { type MarketDayKey, refreshMarketDays } from '../summary/market-days.js';
import { summaryProjection } from '../summary/summary.js';

/**
 * The MIS summary (reports.summary) of a period's lots, as that projection writes it from the lots' events:
 * report_lots, one slim row per lot copied from the auction's row (the farmer's TSC from report_customers, the
 * buyer only once a bid is approved, sold once weighed), then report_market_days recomputed by the projection's
 * own `refreshMarketDays` for the period's market days. Set-based: one INSERT ... SELECT per period.
 */
export async function writeSummaries(
  db: ReadModelDb,
  period: { from: string; to: string },
  options: { marketDays: boolean } = { marketDays: true },
): Promise<number> {
  const inserted =
    await sql`insert into read.report_lots (lot_id, branch_id, market_date, lot_no, cocoon_type_id,
      farmer_id, tsc_id, reeler_id, inward_grams, net_grams, rate_paise, amount_paise, farmer_levy_paise,
      reeler_levy_paise, farmer_net_paise, reeler_payable_paise, decision, sold)
    select l.lot_id, l.branch_id, l.inward_date::date, l.lot_no, l.cocoon_type_id, l.farmer_id, c.tsc_id,
      case when l.decision = 'approved' then l.highest_reeler_id end, l.cocoon_weight_grams, l.net_grams,
      l.rate_paise, l.amount_paise, l.farmer_levy_paise, l.reeler_levy_paise, l.farmer_net_paise,
      l.reeler_payable_paise, l.decision, l.net_grams is not null
    from read.auction_lots l left join read.report_customers c on c.customer_id = l.farmer_id
    where l.inward_date between ${period.from} and ${period.to}`.execute(db);
  if (options.marketDays) await refreshPeriod(db, period);
  return Number(inserted.numAffectedRows ?? 0);
}

/** report_market_days of a period's market days, by the projection's own recompute. */
async function refreshPeriod(db: ReadModelDb, period: { from: string; to: string }): Promise<void> {
  const { rows } = await sql<{ branch_id: string; market_date: string; cocoon_type_id: string }>`
    select distinct branch_id, to_char(market_date, 'YYYY-MM-DD') as market_date, cocoon_type_id
    from read.report_lots where market_date between ${period.from}::date and ${period.to}::date`.execute(db);
  const keys: MarketDayKey[] = rows.map((r) => ({
    branchId: r.branch_id,
    marketDate: r.market_date,
    cocoonTypeId: r.cocoon_type_id,
  }));
  const schema = generationSchema(
    summaryProjection.name,
    (await activeGeneration(db, summaryProjection.name)) ?? 1,
  );
  await refreshMarketDays(db.withSchema(schema), keys);
}

/**
 * Every market day at once, by the projection's own recompute ('all': one pass over report_lots). Loading years,
 * this beats a month at a time: the keyed recompute's tuple list is made for a batch's few days.
 */
export async function refreshAllMarketDays(db: ReadModelDb): Promise<void> {
  const schema = generationSchema(
    summaryProjection.name,
    (await activeGeneration(db, summaryProjection.name)) ?? 1,
  );
  await refreshMarketDays(db.withSchema(schema), 'all');
}

/** The farmers' TSCs as the summary keeps them from the customer events (CustomerRegistered's `tsc`). */
export async function writeSummaryCustomers(db: ReadModelDb): Promise<void> {
  await sql`insert into read.report_customers (customer_id, tsc_id)
    select customer_id, tsc_id from read.customers on conflict (customer_id) do nothing`.execute(db);
}
