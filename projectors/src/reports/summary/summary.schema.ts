import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';

/** The summary tables and the indexes the MIS reports and the dashboard read by. */
export async function createSummaryTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('report_lots')
    .addColumn('lot_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('market_date', 'date', (c) => c.notNull())
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('cocoon_type_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_id', 'uuid', (c) => c.notNull())
    .addColumn('tsc_id', 'uuid')
    .addColumn('reeler_id', 'uuid')
    .addColumn('inward_grams', 'integer', (c) => c.notNull())
    .addColumn('net_grams', 'integer')
    .addColumn('rate_paise', 'integer')
    .addColumn('amount_paise', 'bigint')
    .addColumn('farmer_levy_paise', 'bigint')
    .addColumn('reeler_levy_paise', 'bigint')
    .addColumn('farmer_net_paise', 'bigint')
    .addColumn('reeler_payable_paise', 'bigint')
    .addColumn('decision', 'text')
    .addColumn('sold', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The market day's recompute reads one (market, date, race); reports read date ranges across markets.
  await sql`create index report_lots_day_idx on report_lots (branch_id, market_date, cocoon_type_id)`.execute(
    db,
  );
  await sql`create index report_lots_date_idx on report_lots (market_date, branch_id)`.execute(db);
  // Distinct farmers who sold in a month (farmer transactions): answered from the index alone.
  await sql`create index report_lots_farmers_idx on report_lots (market_date, branch_id)
    include (cocoon_type_id, farmer_id) where sold`.execute(db);

  await db.schema
    .createTable('report_market_days')
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('market_date', 'date', (c) => c.notNull())
    .addColumn('cocoon_type_id', 'uuid', (c) => c.notNull())
    .addColumn('lots_inwarded', 'integer', (c) => c.notNull())
    .addColumn('inward_grams', 'bigint', (c) => c.notNull())
    .addColumn('lots_sold', 'integer', (c) => c.notNull())
    .addColumn('sold_grams', 'bigint', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('farmer_levy_paise', 'bigint', (c) => c.notNull())
    .addColumn('reeler_levy_paise', 'bigint', (c) => c.notNull())
    .addColumn('farmer_net_paise', 'bigint', (c) => c.notNull())
    .addColumn('reeler_payable_paise', 'bigint', (c) => c.notNull())
    .addColumn('min_rate_paise', 'integer')
    .addColumn('max_rate_paise', 'integer')
    .addColumn('lots_rejected', 'integer', (c) => c.notNull())
    .addColumn('farmers', 'integer', (c) => c.notNull())
    .addColumn('reelers', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_market_days_pk', ['branch_id', 'market_date', 'cocoon_type_id'])
    .execute();
  // MIS reads a month or a financial year of every market in scope: date range first.
  await sql`create index report_market_days_date_idx on report_market_days (market_date, branch_id)`.execute(
    db,
  );

  for (const [table, party] of [
    ['report_reeler_months', 'reeler_id'],
    ['report_tsc_months', 'tsc_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('branch_id', 'uuid', (c) => c.notNull())
      .addColumn(party, 'uuid', (c) => (party === 'reeler_id' ? c.notNull() : c))
      .addColumn('month', 'date', (c) => c.notNull())
      .addColumn('cocoon_type_id', 'uuid', (c) => c.notNull())
      .addColumn('lots_inwarded', 'integer', (c) => c.notNull())
      .addColumn('inward_grams', 'bigint', (c) => c.notNull())
      .addColumn('lots_sold', 'integer', (c) => c.notNull())
      .addColumn('sold_grams', 'bigint', (c) => c.notNull())
      .addColumn('amount_paise', 'bigint', (c) => c.notNull())
      .addColumn('farmer_levy_paise', 'bigint', (c) => c.notNull())
      .addColumn('reeler_levy_paise', 'bigint', (c) => c.notNull())
      .addColumn('farmer_net_paise', 'bigint', (c) => c.notNull())
      .addColumn('lots_rejected', 'integer', (c) => c.notNull())
      .addColumn('min_rate_paise', 'integer')
      .addColumn('max_rate_paise', 'integer')
      .execute();
    // One row per market, month, race and party; farmers without a TSC are one party (nulls not distinct).
    await sql`create unique index ${sql.id(`${table}_key_idx`)} on ${sql.id(table)}
      (branch_id, month, cocoon_type_id, ${sql.id(party)}) nulls not distinct`.execute(db);
    await sql`create index ${sql.id(`${table}_month_idx`)} on ${sql.id(table)} (month, branch_id)`.execute(
      db,
    );
  }

  await db.schema
    .createTable('report_customers')
    .addColumn('customer_id', 'uuid', (c) => c.primaryKey())
    .addColumn('tsc_id', 'uuid')
    .execute();
}
