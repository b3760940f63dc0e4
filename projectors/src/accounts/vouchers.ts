import {
  ledgerMonthEventSchema,
  levyRemittanceEventSchema,
  openingBalanceEventSchema,
  type VoucherLine,
  voucherEventSchema,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';

async function createTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('acc_vouchers')
    .addColumn('voucher_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('voucher_type', 'text', (c) => c.notNull())
    .addColumn('voucher_no', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('voucher_date', 'text', (c) => c.notNull())
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('reference_no', 'text')
    .addColumn('corrects_month', 'text')
    .addColumn('reverses_id', 'uuid')
    .addColumn('reverses_no', 'text')
    .addColumn('reversed_by_id', 'uuid')
    .addColumn('reversed_by_no', 'text')
    .addColumn('suspense_paise', 'bigint', (c) => c.notNull())
    .addColumn('posted_by', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A number is unique in its book: a second row with it would be a number given twice.
  await sql`create unique index acc_vouchers_number on acc_vouchers (branch_id, voucher_type, financial_year, sequence)`.execute(
    db,
  );
  await sql`create index acc_vouchers_date on acc_vouchers (branch_id, voucher_date)`.execute(db);
  await db.schema
    .createTable('acc_opening_balances')
    .addColumn('customer_id', 'uuid', (c) => c.primaryKey())
    .addColumn('entry_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('customer_kind', 'text', (c) => c.notNull())
    .addColumn('customer_code', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('as_on', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute();
  await sql`create index acc_opening_balances_market on acc_opening_balances (branch_id)`.execute(db);
  await db.schema
    .createTable('acc_ledger_months')
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('closed_on', 'text', (c) => c.notNull())
    .addColumn('closed_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('acc_ledger_months_pk', ['branch_id', 'month'])
    .execute();
}

/** Levy remittances (issue 22): the remittance screen's list; their postings are the ledger's. */
async function createLevyRemittances(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('acc_levy_remittances')
    .addColumn('remittance_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('remittance_no', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('remitted_on', 'text', (c) => c.notNull())
    .addColumn('challan_no', 'text', (c) => c.notNull())
    .addColumn('farmer_levy_paise', 'bigint', (c) => c.notNull())
    .addColumn('reeler_levy_paise', 'bigint', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('remitted_by', 'text', (c) => c.notNull())
    .addColumn('reversal_no', 'text')
    .addColumn('reversed_on', 'text')
    .addColumn('reversal_reason', 'text')
    .execute();
  await sql`create index acc_levy_remittances_market on acc_levy_remittances (branch_id, financial_year)`.execute(
    db,
  );
}

const suspenseOf = (lines: readonly VoucherLine[]) =>
  lines
    .filter((l) => l.account.kind === 'opening-balance-suspense')
    .reduce((sum, l) => sum + l.debitPaise - l.creditPaise, 0);

async function applyOne(recorded: RecordedEvent, db: ReadModelTransaction): Promise<void> {
  const raw = { type: recorded.type, data: recorded.data };
  switch (recorded.type) {
    case 'VoucherPosted': {
      const { data: d } = voucherEventSchema.parse(raw);
      await db
        .insertInto('acc_vouchers')
        .values({
          voucher_id: d.voucherId,
          branch_id: d.marketId,
          voucher_type: d.voucherType,
          voucher_no: d.voucherNo,
          financial_year: d.financialYear,
          sequence: d.sequence,
          voucher_date: d.voucherDate,
          lines: JSON.stringify(d.lines),
          total_paise: d.lines.reduce((sum, l) => sum + l.debitPaise, 0),
          notes: d.notes,
          reference_no: d.referenceNo,
          corrects_month: d.correctsMonth,
          reverses_id: d.reverses?.voucherId ?? null,
          reverses_no: d.reverses?.voucherNo ?? null,
          reversed_by_id: null,
          reversed_by_no: null,
          suspense_paise: suspenseOf(d.lines),
          posted_by: d.postedBy,
          posted_at: recorded.metadata.occurredAt ?? recorded.recordedAt.toISOString(),
        })
        .execute();
      if (d.reverses) {
        await db
          .updateTable('acc_vouchers')
          .set({ reversed_by_id: d.voucherId, reversed_by_no: d.voucherNo })
          .where('voucher_id', '=', d.reverses.voucherId)
          .execute();
      }
      return;
    }
    case 'OpeningBalanceRecorded': {
      const { data: d } = openingBalanceEventSchema.parse(raw);
      await db
        .insertInto('acc_opening_balances')
        .values({
          customer_id: d.customerId,
          entry_id: d.entryId,
          branch_id: d.marketId,
          customer_kind: d.customerKind,
          customer_code: d.customerCode,
          customer_name: d.customerName,
          side: d.side,
          amount_paise: d.amountPaise,
          as_on: d.asOn,
          recorded_by: d.recordedBy,
        })
        .execute();
      return;
    }
    case 'LedgerMonthClosed': {
      const event = ledgerMonthEventSchema.parse(raw);
      if (event.type !== 'LedgerMonthClosed') return;
      const d = event.data;
      await db
        .insertInto('acc_ledger_months')
        .values({ branch_id: d.marketId, month: d.month, closed_on: d.closedOn, closed_by: d.closedBy })
        .execute();
      return;
    }
    case 'LevyRemitted':
    case 'LevyRemittanceReversed': {
      const event = levyRemittanceEventSchema.parse(raw);
      if (event.type === 'LevyRemittanceReversed') {
        const d = event.data;
        await db
          .updateTable('acc_levy_remittances')
          .set({ reversal_no: d.reversalNo, reversed_on: d.reversedOn, reversal_reason: d.reason })
          .where('remittance_id', '=', d.remittanceId)
          .execute();
        return;
      }
      const d = event.data;
      await db
        .insertInto('acc_levy_remittances')
        .values({
          remittance_id: d.remittanceId,
          branch_id: d.marketId,
          remittance_no: d.remittanceNo,
          financial_year: d.financialYear,
          remitted_on: d.remittedOn,
          challan_no: d.challanNo,
          farmer_levy_paise: d.farmerLevyPaise,
          reeler_levy_paise: d.reelerLevyPaise,
          notes: d.notes,
          remitted_by: d.remittedBy,
          reversal_no: null,
          reversed_on: null,
          reversal_reason: null,
        })
        .execute();
      return;
    }
    default:
      throw new Error(`accounts.vouchers does not handle ${recorded.type}`);
  }
}

/**
 * What the voucher, opening balance, month close and levy remittance screens list: vouchers with their lines (a
 * cancelled one marked with the voucher that reversed it), go-live balances, closed months, levy remittances (a
 * reversed one marked). The ledger's postings are another projection's; this one answers the documents' screens.
 */
export const vouchersProjection: Projection = {
  name: 'accounts.vouchers',
  eventTypes: [
    'VoucherPosted',
    'OpeningBalanceRecorded',
    'LedgerMonthClosed',
    'LevyRemitted',
    'LevyRemittanceReversed',
  ],
  tables: ['acc_vouchers', 'acc_opening_balances', 'acc_ledger_months', 'acc_levy_remittances'],
  migrations: { '0001_create': createTables, '0002_levy_remittances': createLevyRemittances },
  async apply(events, db) {
    // In order, one row each: a reversal updates the voucher it reverses, which an earlier event of the
    // batch may have just inserted. Vouchers are typed by hand, a few a day per market.
    for (const recorded of events) await applyOne(recorded, db);
  },
};
