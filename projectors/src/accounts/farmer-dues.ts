import {
  businessDate,
  type FarmerPaymentEvent,
  farmerPaymentEventSchema,
  type LotEvent,
  lotEventSchema,
  maskLast4,
  type PaidLot,
} from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';
import { stampOf } from '../shared/stamp.js';

async function createTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('accounts_farmer_lots')
    .addColumn('lot_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('lot_no', 'integer', (c) => c.notNull())
    .addColumn('auction_date', 'text', (c) => c.notNull())
    .addColumn('net_paise', 'bigint')
    .addColumn('weighed_on', 'text')
    .addColumn('paid_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('in_transit_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The screen's question is "who is owed money": only the lots where something is due or in transit.
  await sql`create index accounts_farmer_lots_open on accounts_farmer_lots (branch_id, farmer_id)
    where net_paise is not null and (net_paise <> paid_paise or in_transit_paise <> 0)`.execute(db);
  await sql`create index accounts_farmer_lots_farmer on accounts_farmer_lots (farmer_id)`.execute(db);

  await db.schema
    .createTable('accounts_farmer_payments')
    .addColumn('payment_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('receipt_no', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('farmer_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('lots', 'jsonb', (c) => c.notNull())
    .addColumn('lot_count', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('paid_on', 'text', (c) => c.notNull())
    .addColumn('paid_by', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reversal_no', 'text')
    .addColumn('reversal_reason', 'text')
    .addColumn('reversed_on', 'text')
    .addColumn('reversed_by', 'text')
    .execute();
  // A receipt number is unique in its market's series: a second row with it would be a double-issued receipt.
  await sql`create unique index accounts_farmer_payments_number
    on accounts_farmer_payments (branch_id, financial_year, sequence)`.execute(db);
  await sql`create index accounts_farmer_payments_date on accounts_farmer_payments (branch_id, paid_on)`.execute(
    db,
  );

  await db.schema
    .createTable('accounts_batches')
    .addColumn('batch_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('batch_no', 'text', (c) => c.notNull())
    .addColumn('batch_date', 'text', (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.notNull())
    .addColumn('template', 'text')
    .addColumn('exported_on', 'text')
    .addColumn('exported_by', 'text')
    .execute();
  await sql`create index accounts_batches_date on accounts_batches (branch_id, batch_date)`.execute(db);

  await db.schema
    .createTable('accounts_batch_rows')
    .addColumn('row_id', 'uuid', (c) => c.primaryKey())
    .addColumn('batch_id', 'uuid', (c) => c.notNull())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_id', 'uuid', (c) => c.notNull())
    .addColumn('farmer_code', 'text', (c) => c.notNull())
    .addColumn('farmer_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_masked', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text')
    .addColumn('lots', 'jsonb', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bank_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('result_on', 'text')
    .addColumn('result_at', 'timestamptz')
    .execute();
  await sql`create index accounts_batch_rows_batch on accounts_batch_rows (batch_id)`.execute(db);
  await sql`create index accounts_batch_rows_farmer on accounts_batch_rows (farmer_id, account_no)`.execute(
    db,
  );
}

/** What a payment or a bank row recovered of the farmer's overpaid lots (issue 22). */
async function addSetOffs(db: ReadModelDb): Promise<void> {
  for (const table of ['accounts_farmer_payments', 'accounts_batch_rows'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('set_offs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
  }
}

/** Adds `paid` and `inTransit` times each lot's amount to the lots' columns: one statement for the whole list. */
async function moveLots(db: ReadModelTransaction, lots: readonly PaidLot[], paid: number, inTransit: number) {
  if (lots.length === 0) return;
  const values = sql.join(lots.map((lot) => sql`(${lot.lotId}::uuid, ${lot.amountPaise}::bigint)`));
  await sql`update accounts_farmer_lots l
    set paid_paise = l.paid_paise + ${paid} * v.amount, in_transit_paise = l.in_transit_paise + ${inTransit} * v.amount
    from (values ${values}) as v(lot_id, amount) where l.lot_id = v.lot_id`.execute(db);
}

/**
 * The same for a batch row's lots, read from the row itself (the result events name only the row); its set-offs
 * move the other way (money the lot gives back).
 */
async function moveRowLots(db: ReadModelTransaction, rowId: string, paid: number, inTransit: number) {
  for (const [column, sign] of [
    ['lots', 1],
    ['set_offs', -1],
  ] as const) {
    await sql`update accounts_farmer_lots l
      set paid_paise = l.paid_paise + ${paid * sign} * (x->>'amountPaise')::bigint,
          in_transit_paise = l.in_transit_paise + ${inTransit * sign} * (x->>'amountPaise')::bigint
      from accounts_batch_rows r, jsonb_array_elements(r.${sql.ref(column)}) x
      where r.row_id = ${rowId} and l.lot_id = (x->>'lotId')::uuid`.execute(db);
  }
}

async function applyLotEvent(db: ReadModelTransaction, event: LotEvent, at: string): Promise<void> {
  switch (event.type) {
    case 'LotInwarded': {
      const d = event.data;
      await db
        .insertInto('accounts_farmer_lots')
        .values({
          lot_id: d.lotId,
          branch_id: d.marketId,
          farmer_id: d.farmerId,
          farmer_code: d.farmerCode,
          farmer_name: d.farmerName,
          lot_no: d.lotNo,
          auction_date: d.inwardDate,
          net_paise: null,
          weighed_on: null,
          paid_paise: 0,
          in_transit_paise: 0,
        })
        .onConflict((oc) => oc.column('lot_id').doNothing())
        .execute();
      return;
    }
    case 'LotWeighed':
    case 'LotWeightCorrected':
      // A correction changes the net, not when the farmer started waiting.
      await db
        .updateTable('accounts_farmer_lots')
        .set({
          net_paise: event.data.farmerNetPaise,
          weighed_on: sql<string>`coalesce(weighed_on, ${businessDate(new Date(at))})`,
        })
        .where('lot_id', '=', event.data.lotId)
        .execute();
      return;
    default:
      return;
  }
}

async function applyPaymentEvent(db: ReadModelTransaction, event: FarmerPaymentEvent, at: string) {
  switch (event.type) {
    case 'FarmerPaidInCash': {
      const d = event.data;
      await db
        .insertInto('accounts_farmer_payments')
        .values({
          payment_id: d.paymentId,
          branch_id: d.marketId,
          receipt_no: d.receiptNo,
          financial_year: d.financialYear,
          sequence: d.sequence,
          farmer_id: d.farmerId,
          farmer_code: d.farmerCode,
          farmer_name: d.farmerName,
          lots: JSON.stringify(d.lots),
          set_offs: JSON.stringify(d.setOffs ?? []),
          lot_count: d.lots.length,
          total_paise: d.totalPaise,
          paid_on: d.paidOn,
          paid_by: d.paidBy,
          paid_at: at,
          status: 'paid',
          reversal_no: null,
          reversal_reason: null,
          reversed_on: null,
          reversed_by: null,
        })
        .execute();
      await moveLots(db, d.lots, 1, 0);
      await moveLots(db, d.setOffs ?? [], -1, 0);
      return;
    }
    case 'FarmerPaymentReversed': {
      const d = event.data;
      await db
        .updateTable('accounts_farmer_payments')
        .set({
          status: 'reversed',
          reversal_no: d.reversalNo,
          reversal_reason: d.reason,
          reversed_on: d.reversedOn,
          reversed_by: d.reversedBy,
        })
        .where('payment_id', '=', d.paymentId)
        .execute();
      await moveLots(db, d.lots, -1, 0);
      await moveLots(db, d.setOffs ?? [], 1, 0);
      return;
    }
    case 'OnlineBatchOpened': {
      const d = event.data;
      await db
        .insertInto('accounts_batches')
        .values({
          batch_id: d.batchId,
          branch_id: d.marketId,
          batch_no: d.batchNo,
          batch_date: d.batchDate,
          opened_by: d.openedBy,
          template: null,
          exported_on: null,
          exported_by: null,
        })
        .execute();
      return;
    }
    case 'BatchRowsAdded': {
      const d = event.data;
      await db
        .insertInto('accounts_batch_rows')
        .values(
          d.rows.map((row) => ({
            row_id: row.rowId,
            batch_id: d.batchId,
            branch_id: db
              .selectFrom('accounts_batches')
              .select('branch_id')
              .where('batch_id', '=', d.batchId),
            farmer_id: row.farmerId,
            farmer_code: row.farmerCode,
            farmer_name: row.farmerName,
            account_no: row.bank.accountNo,
            account_masked: maskLast4(row.bank.accountNo) ?? '',
            ifsc: row.bank.ifsc,
            account_name: row.bank.accountName,
            bank_name: row.bank.bankName,
            lots: JSON.stringify(row.lots),
            set_offs: JSON.stringify(row.setOffs ?? []),
            amount_paise: row.amountPaise,
            reference: row.reference,
            status: 'added' as const,
            bank_reference: null,
            failure_reason: null,
            result_on: null,
            result_at: null,
          })),
        )
        .execute();
      await moveLots(
        db,
        d.rows.flatMap((row) => row.lots),
        0,
        1,
      );
      await moveLots(
        db,
        d.rows.flatMap((row) => row.setOffs ?? []),
        0,
        -1,
      );
      return;
    }
    case 'BatchRowRemoved':
      await moveRowLots(db, event.data.rowId, 0, -1);
      await db
        .updateTable('accounts_batch_rows')
        .set({ status: 'removed' })
        .where('row_id', '=', event.data.rowId)
        .execute();
      return;
    case 'BatchExported': {
      const d = event.data;
      await db
        .updateTable('accounts_batches')
        .set({ template: d.template, exported_on: d.exportedOn, exported_by: d.exportedBy })
        .where('batch_id', '=', d.batchId)
        .execute();
      await db
        .updateTable('accounts_batch_rows')
        .set({ status: 'processing' })
        .where('batch_id', '=', d.batchId)
        .where('status', '=', 'added')
        .execute();
      return;
    }
    case 'BatchRowPaid':
      await moveRowLots(db, event.data.rowId, 1, -1);
      await db
        .updateTable('accounts_batch_rows')
        .set({
          status: 'paid',
          bank_reference: event.data.bankReference,
          result_on: event.data.paidOn,
          result_at: at,
        })
        .where('row_id', '=', event.data.rowId)
        .execute();
      return;
    case 'BatchRowFailed':
      await moveRowLots(db, event.data.rowId, 0, -1);
      await db
        .updateTable('accounts_batch_rows')
        .set({
          status: 'failed',
          failure_reason: event.data.reason,
          result_on: event.data.failedOn,
          result_at: at,
        })
        .where('row_id', '=', event.data.rowId)
        .execute();
      return;
    default:
      return;
  }
}

const LOT_TYPES = new Set(['LotInwarded', 'LotWeighed', 'LotWeightCorrected']);

/**
 * What each farmer is owed: every weighed lot's current net (after corrections), what was paid in cash or by the
 * bank and what is in transit in a batch; the cash payments (receipts) and the online batches with their rows.
 * The bill number in force and the bank details are joined at query time (billing and customer read models).
 */
export const farmerDuesProjection: Projection = {
  name: 'accounts.farmer-dues',
  eventTypes: [
    'LotInwarded',
    'LotWeighed',
    'LotWeightCorrected',
    'FarmerPaidInCash',
    'FarmerPaymentReversed',
    'OnlineBatchOpened',
    'BatchRowsAdded',
    'BatchRowRemoved',
    'BatchExported',
    'BatchRowPaid',
    'BatchRowFailed',
  ],
  tables: ['accounts_farmer_lots', 'accounts_farmer_payments', 'accounts_batches', 'accounts_batch_rows'],
  migrations: { '0001_create': createTables, '0002_set_offs': addSetOffs },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const { at } = stampOf(recorded);
      const parsed = { type: recorded.type, data: recorded.data };
      if (LOT_TYPES.has(recorded.type)) await applyLotEvent(db, lotEventSchema.parse(parsed), at);
      else await applyPaymentEvent(db, farmerPaymentEventSchema.parse(parsed), at);
    }
  },
};
