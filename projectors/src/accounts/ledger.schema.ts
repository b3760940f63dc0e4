import { sql } from 'kysely';
import type { ReadModelDb } from '../runtime/types.js';

/**
 * Keys compared byte by byte: faster in the indexes than a language collation, and the same order on every
 * server ('farmer-levy' before 'farmer:<id>').
 */
const BYTE_ORDER_TEXT = sql`text collate "C"`;

export async function createLedgerTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('ledger_postings')
    // Position and line first: rows listed by their first columns read in the order they were posted.
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('posting_date', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addColumn('entry_id', 'uuid', (c) => c.notNull())
    .addColumn('account_key', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addColumn('account_kind', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('debit_paise', 'bigint', (c) => c.notNull())
    .addColumn('credit_paise', 'bigint', (c) => c.notNull())
    .addColumn('source_kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('document_no', 'text')
    .addColumn('particulars', 'text', (c) => c.notNull())
    .addColumn('posted_by', 'text')
    .addColumn('corrects_month', 'text')
    .addPrimaryKeyConstraint('ledger_postings_pk', ['entry_id', 'line_no'])
    .execute();
  // The passbook and the reeler's standing read one account's rows by date; the amounts ride in the index so the
  // balance brought forward over years of postings is an index-only scan.
  await sql`create index ledger_postings_account on ledger_postings
    (branch_id, account_key, posting_date, position, line_no) include (debit_paise, credit_paise)`.execute(
    db,
  );
  // The trial balance on a past date subtracts what was posted after it from the running totals.
  await sql`create index ledger_postings_date on ledger_postings (branch_id, posting_date)
    include (account_key, debit_paise, credit_paise)`.execute(db);
  await db.schema
    .createTable('ledger_account_totals')
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('account_key', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addColumn('account_kind', 'text', (c) => c.notNull())
    .addColumn('customer_kind', 'text')
    .addColumn('customer_id', 'text')
    .addColumn('customer_code', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('debit_total', 'bigint', (c) => c.notNull())
    .addColumn('credit_total', 'bigint', (c) => c.notNull())
    .addColumn('first_posting_date', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addColumn('last_posting_date', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_account_totals_pk', ['branch_id', 'account_key'])
    .execute();
  await db.schema
    .createTable('ledger_lots')
    .addColumn('lot_id', 'text', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('farmer_id', 'text', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('reeler_id', 'text')
    .addColumn('reeler_name', 'text')
    .addColumn('reeler_code', 'text')
    .addColumn('sale_reeler_id', 'text')
    .addColumn('sale_amount_paise', 'bigint')
    .addColumn('sale_farmer_levy_paise', 'bigint')
    .addColumn('sale_reeler_levy_paise', 'bigint')
    .execute();
  await db.schema
    .createTable('ledger_batches')
    .addColumn('batch_id', 'text', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('batch_no', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ledger_batch_rows')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('farmer_id', 'text', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('removed', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_batch_rows_pk', ['batch_id', 'row_id'])
    .execute();
}

/**
 * The dashboard's "money outstanding from reelers" sums every reeler's balance of the markets in scope: without
 * this index an Admin's question reads every customer account of every market (farmers are most of them).
 */
export async function createReelerBalancesIndex(db: ReadModelDb): Promise<void> {
  await sql`create index ledger_account_totals_reelers on ledger_account_totals (branch_id, account_key)
    include (debit_total, credit_total) where customer_kind = 'reeler'`.execute(db);
}

/**
 * The outstanding reports (projectors/src/reports/customer-reports/customer-balances.ts and ledger-ageing.ts) at
 * every market's scale, from the indexes alone: what was posted after a date to one kind of account is a range of
 * (account_kind, posting_date) carrying the account and amounts; an account's year (its payments told by their
 * source) and its newest entries (their source, to age them) are a range of the account index, which now carries
 * the source too (the passbook and the reeler's standing read it as before).
 */
export async function createOutstandingIndexes(db: ReadModelDb): Promise<void> {
  await sql`create index ledger_postings_kind_date on ledger_postings (account_kind, posting_date)
    include (branch_id, account_key, debit_paise, credit_paise)`.execute(db);
  await sql`drop index ledger_postings_account`.execute(db);
  await sql`create index ledger_postings_account on ledger_postings
    (branch_id, account_key, posting_date, position, line_no)
    include (debit_paise, credit_paise, source_kind, source_id)`.execute(db);
}

/**
 * Each account's movement per calendar month, kept by the ledger in the same transaction as its postings
 * (ledger-store.ts). The outstanding reports as on a past date take the balance as the running total less what
 * was posted after the date: whole months after it are a row per account here, not every posting (an Admin's
 * farmers as on a day a month back were 2.3 lakh postings to sum; issue 28). Filled from the postings when added.
 */
export async function createAccountMonths(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('ledger_account_months')
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('account_key', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addColumn('account_kind', 'text', (c) => c.notNull())
    /** YYYY-MM of the postings' dates. */
    .addColumn('month', BYTE_ORDER_TEXT, (c) => c.notNull())
    .addColumn('debit_paise', 'bigint', (c) => c.notNull())
    .addColumn('credit_paise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_account_months_pk', ['branch_id', 'account_key', 'month'])
    .execute();
  await sql`create index ledger_account_months_kind on ledger_account_months (account_kind, month)
    include (branch_id, account_key, debit_paise, credit_paise)`.execute(db);
  await sql`insert into ledger_account_months
      (branch_id, account_key, account_kind, month, debit_paise, credit_paise)
    select branch_id, account_key, min(account_kind), left(posting_date, 7), sum(debit_paise), sum(credit_paise)
    from ledger_postings group by branch_id, account_key, left(posting_date, 7)`.execute(db);
}
