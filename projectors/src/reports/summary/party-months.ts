import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import type { ReadModels } from '../../read-models.js';
import type { MarketDayKey } from './market-days.js';

/**
 * `report_reeler_months` and `report_tsc_months`: a month of a market and race per buyer and per farmers' TSC.
 * The reeler-wise and TSC-wise MIS forms read a financial year of every market; from the lots that is millions
 * of rows at ten years of 25 markets, from these a few thousand. Recomputed from `report_lots`, like the days.
 */
const TABLES = ['report_reeler_months', 'report_tsc_months'] as const;

interface MonthKey {
  branchId: string;
  month: string;
  monthEnd: string;
  cocoonTypeId: string;
}

function monthKeys(keys: readonly MarketDayKey[]): MonthKey[] {
  const out = new Map<string, MonthKey>();
  for (const k of keys) {
    const month = `${k.marketDate.slice(0, 7)}-01`;
    const [y, m] = month.split('-').map(Number) as [number, number];
    const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    out.set(`${k.branchId}|${month}|${k.cocoonTypeId}`, {
      branchId: k.branchId,
      month,
      monthEnd,
      cocoonTypeId: k.cocoonTypeId,
    });
  }
  return [...out.values()];
}

// The lots of some market-months: by the (branch_id, market_date, cocoon_type_id) index, one range per key.
const lotsOf = (keys: readonly MonthKey[]) =>
  sql<boolean>`(${sql.join(
    keys.map(
      (k) =>
        sql`(branch_id = ${k.branchId}::uuid and cocoon_type_id = ${k.cocoonTypeId}::uuid and market_date between ${k.month}::date and ${k.monthEnd}::date)`,
    ),
    sql` or `,
  )})`;
const rowsOf = (keys: readonly MonthKey[]) =>
  sql<boolean>`(branch_id, month, cocoon_type_id) in (${sql.join(
    keys.map((k) => sql`(${k.branchId}::uuid, ${k.month}::date, ${k.cocoonTypeId}::uuid)`),
  )})`;

const CHUNK = 500;

/** Recomputes both month tables for the market-months of the given days (or all of them). */
export async function refreshPartyMonths(
  db: QueryCreator<ReadModels>,
  keys: readonly MarketDayKey[] | 'all',
): Promise<void> {
  if (keys === 'all') {
    for (const table of TABLES) await db.deleteFrom(table).execute();
    await insertMonths(db, null);
    return;
  }
  const months = monthKeys(keys);
  for (let i = 0; i < months.length; i += CHUNK) {
    const chunk = months.slice(i, i + CHUNK);
    for (const table of TABLES) await db.deleteFrom(table).where(rowsOf(chunk)).execute();
    await insertMonths(db, chunk);
  }
}

const figures = () => {
  const sold = (column: string): RawBuilder<number> =>
    sql<number>`coalesce(sum(${sql.ref(column)}) filter (where sold), 0)`;
  return [
    sql<number>`count(*)::int`.as('lots_inwarded'),
    sql<number>`sum(inward_grams)`.as('inward_grams'),
    sql<number>`count(*) filter (where sold)::int`.as('lots_sold'),
    sold('net_grams').as('sold_grams'),
    sold('amount_paise').as('amount_paise'),
    sold('farmer_levy_paise').as('farmer_levy_paise'),
    sold('reeler_levy_paise').as('reeler_levy_paise'),
    sold('farmer_net_paise').as('farmer_net_paise'),
    sql<number>`count(*) filter (where decision = 'rejected' and not sold)::int`.as('lots_rejected'),
    sql<number>`min(rate_paise) filter (where sold)`.as('min_rate_paise'),
    sql<number>`max(rate_paise) filter (where sold)`.as('max_rate_paise'),
  ] as const;
};
const FIGURE_COLUMNS = [
  'lots_inwarded',
  'inward_grams',
  'lots_sold',
  'sold_grams',
  'amount_paise',
  'farmer_levy_paise',
  'reeler_levy_paise',
  'farmer_net_paise',
  'lots_rejected',
  'min_rate_paise',
  'max_rate_paise',
] as const;

async function insertMonths(db: QueryCreator<ReadModels>, keys: readonly MonthKey[] | null) {
  const month = sql<string>`date_trunc('month', market_date)::date`;
  const where = keys ? lotsOf(keys) : sql<boolean>`true`;
  // A reeler's month is what they bought: sold lots only (an unsold lot has no buyer).
  const reelers = db
    .selectFrom('report_lots')
    .where(where)
    .where('sold', '=', true)
    .select([
      'branch_id',
      month.as('month'),
      'cocoon_type_id',
      sql<string>`reeler_id`.as('reeler_id'),
      ...figures(),
    ])
    .groupBy(['branch_id', month, 'cocoon_type_id', 'reeler_id']);
  await db
    .insertInto('report_reeler_months')
    .columns(['branch_id', 'month', 'cocoon_type_id', 'reeler_id', ...FIGURE_COLUMNS])
    .expression(reelers)
    .execute();
  const tscs = db
    .selectFrom('report_lots')
    .where(where)
    .select(['branch_id', month.as('month'), 'cocoon_type_id', 'tsc_id', ...figures()])
    .groupBy(['branch_id', month, 'cocoon_type_id', 'tsc_id']);
  await db
    .insertInto('report_tsc_months')
    .columns(['branch_id', 'month', 'cocoon_type_id', 'tsc_id', ...FIGURE_COLUMNS])
    .expression(tscs)
    .execute();
}
