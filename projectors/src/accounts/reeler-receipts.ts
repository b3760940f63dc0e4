import { reelerReceiptEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';

async function createReceiptTables(db: ReadModelDb): Promise<void> {
  await db.schema
    .createTable('accounts_reeler_receipts')
    .addColumn('receipt_id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('receipt_no', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('reeler_id', 'uuid', (c) => c.notNull())
    .addColumn('reeler_name', 'text', (c) => c.notNull())
    .addColumn('reeler_code', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('cheque_no', 'text')
    .addColumn('bank_reference', 'text')
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('invoice_nos', 'jsonb', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('received_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reversal_no', 'text')
    .addColumn('reversal_reason', 'text')
    .addColumn('reversed_on', 'text')
    .addColumn('reversed_by', 'text')
    .execute();
  // A number is unique in its market's series: a second row with it would be a receipt issued twice.
  await sql`create unique index accounts_reeler_receipts_number on accounts_reeler_receipts (branch_id, financial_year, sequence)`.execute(
    db,
  );
  await sql`create index accounts_reeler_receipts_date on accounts_reeler_receipts (branch_id, received_on)`.execute(
    db,
  );
  await sql`create index accounts_reeler_receipts_reeler on accounts_reeler_receipts (reeler_id, received_on)`.execute(
    db,
  );
}

/** Receipts from reelers as received; a reversed one stays, with its reversal number and reason. */
export const reelerReceiptsProjection: Projection = {
  name: 'accounts.reeler-receipts',
  eventTypes: ['ReelerPaymentReceived', 'ReelerReceiptReversed'],
  tables: ['accounts_reeler_receipts'],
  migrations: {
    '0001_create': createReceiptTables,
    // What each receipt did: paid on each invoice, kept as deposit (null on receipts recorded before).
    '0002_split': async (db: ReadModelDb) => {
      await db.schema
        .alterTable('accounts_reeler_receipts')
        .addColumn('applied', 'jsonb')
        .addColumn('deposit_paise', 'bigint')
        .execute();
    },
  },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const event = reelerReceiptEventSchema.parse({ type: recorded.type, data: recorded.data });
      switch (event.type) {
        case 'ReelerPaymentReceived': {
          const d = event.data;
          await db
            .insertInto('accounts_reeler_receipts')
            .values({
              receipt_id: d.receiptId,
              branch_id: d.marketId,
              receipt_no: d.receiptNo,
              financial_year: d.financialYear,
              sequence: d.sequence,
              reeler_id: d.reelerId,
              reeler_name: d.reelerName,
              reeler_code: d.reelerCode,
              mode: d.mode,
              cheque_no: d.chequeNo,
              bank_reference: d.bankReference,
              amount_paise: d.amountPaise,
              purpose: d.purpose,
              invoice_nos: JSON.stringify(d.invoiceNos),
              applied: d.applied ? JSON.stringify(d.applied) : null,
              deposit_paise: d.depositPaise ?? null,
              received_on: d.receivedOn,
              received_by: d.receivedBy,
              recorded_at: recorded.metadata.occurredAt ?? recorded.recordedAt,
              reversal_no: null,
              reversal_reason: null,
              reversed_on: null,
              reversed_by: null,
            })
            // A batch re-read after a crash delivers the same event again: the row is already there.
            .onConflict((oc) => oc.column('receipt_id').doNothing())
            .execute();
          break;
        }
        case 'ReelerReceiptReversed': {
          const d = event.data;
          await db
            .updateTable('accounts_reeler_receipts')
            .set({
              reversal_no: d.reversalNo,
              reversal_reason: d.reason,
              reversed_on: d.reversedOn,
              reversed_by: d.reversedBy,
            })
            .where('receipt_id', '=', d.receiptId)
            .execute();
          break;
        }
        default: {
          const unknown: never = event;
          throw new Error(`unhandled reeler receipt event ${JSON.stringify(unknown)}`);
        }
      }
    }
  },
};
