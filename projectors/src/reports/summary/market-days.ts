import { type QueryCreator, sql } from 'kysely';
import type { ReadModels } from '../../read-models.js';
import { refreshPartyMonths } from './party-months.js';

/** One row of `report_market_days`: a market, its market day (YYYY-MM-DD) and a race. */
export interface MarketDayKey {
  branchId: string;
  marketDate: string;
  cocoonTypeId: string;
}

// PostgreSQL takes at most 65,535 parameters a statement; three per key, twice (delete and insert).
const CHUNK = 5_000;

/**
 * Recomputes `report_market_days` for the given keys (or for every lot, 'all') from `report_lots`: the one
 * definition of a market day's figures; and the month tables of those days' months (refreshPartyMonths). The projection calls it in the transaction that changed the lots; the
 * scale generator (which writes `report_lots` straight) calls it to fill the table exactly as the projection
 * would. `db` may be `db.withSchema('rm_reports_summary_g<n>')`: every table is named through the builder.
 */
export async function refreshMarketDays(
  db: QueryCreator<ReadModels>,
  keys: readonly MarketDayKey[] | 'all',
): Promise<void> {
  if (keys === 'all') {
    await db.deleteFrom('report_market_days').execute();
    await insertMarketDays(db, null);
    await refreshPartyMonths(db, 'all');
    return;
  }
  const unique = [
    ...new Map(keys.map((k) => [`${k.branchId}|${k.marketDate}|${k.cocoonTypeId}`, k])).values(),
  ];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    await db.deleteFrom('report_market_days').where(inKeys(chunk)).execute();
    await insertMarketDays(db, chunk);
  }
  await refreshPartyMonths(db, unique);
}

/** `(branch_id, market_date, cocoon_type_id) in (…)`, typed for the index on those columns. */
const inKeys = (keys: readonly MarketDayKey[]) =>
  sql<boolean>`(branch_id, market_date, cocoon_type_id) in (${sql.join(
    keys.map((k) => sql`(${k.branchId}::uuid, ${k.marketDate}::date, ${k.cocoonTypeId}::uuid)`),
  )})`;

async function insertMarketDays(db: QueryCreator<ReadModels>, keys: readonly MarketDayKey[] | null) {
  // Sums over sold lots only: an approved lot not yet weighed has no weight or amount. min / max are over
  // rates per kg (money-and-reports.md: never over amounts). A day whose lots are all gone keeps no row.
  const sold = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}) filter (where sold), 0)`;
  let select = db
    .selectFrom('report_lots')
    .select([
      'branch_id',
      'market_date',
      'cocoon_type_id',
      sql<number>`count(*)::int`.as('lots_inwarded'),
      sql<number>`sum(inward_grams)`.as('inward_grams'),
      sql<number>`count(*) filter (where sold)::int`.as('lots_sold'),
      sold('net_grams').as('sold_grams'),
      sold('amount_paise').as('amount_paise'),
      sold('farmer_levy_paise').as('farmer_levy_paise'),
      sold('reeler_levy_paise').as('reeler_levy_paise'),
      sold('farmer_net_paise').as('farmer_net_paise'),
      sold('reeler_payable_paise').as('reeler_payable_paise'),
      sql<number>`min(rate_paise) filter (where sold)`.as('min_rate_paise'),
      sql<number>`max(rate_paise) filter (where sold)`.as('max_rate_paise'),
      sql<number>`count(*) filter (where decision = 'rejected' and not sold)::int`.as('lots_rejected'),
      sql<number>`count(distinct farmer_id)::int`.as('farmers'),
      sql<number>`count(distinct reeler_id) filter (where sold)::int`.as('reelers'),
    ])
    .groupBy(['branch_id', 'market_date', 'cocoon_type_id']);
  if (keys) {
    select = select.where(inKeys(keys));
  }
  await db
    .insertInto('report_market_days')
    .columns([
      'branch_id',
      'market_date',
      'cocoon_type_id',
      'lots_inwarded',
      'inward_grams',
      'lots_sold',
      'sold_grams',
      'amount_paise',
      'farmer_levy_paise',
      'reeler_levy_paise',
      'farmer_net_paise',
      'reeler_payable_paise',
      'min_rate_paise',
      'max_rate_paise',
      'lots_rejected',
      'farmers',
      'reelers',
    ])
    .expression(select)
    .execute();
}
