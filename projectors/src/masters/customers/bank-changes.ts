import { customerEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../../runtime/types.js';
import { stampOf } from '../../shared/stamp.js';

/**
 * Changes of farmers' bank details and their second-person decisions (issue 25): the approval screen lists the
 * pending ones of the markets in the checker's scope, and a farmer with a pending change is out of payment runs.
 */
export const bankChangesProjection: Projection = {
  name: 'masters.bank-changes',
  eventTypes: ['CustomerBankChangeRequested', 'CustomerBankChangeApproved', 'CustomerBankChangeRejected'],
  tables: ['bank_changes'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('bank_changes')
        .addColumn('change_id', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'uuid', (c) => c.notNull())
        .addColumn('branch_id', 'uuid', (c) => c.notNull())
        .addColumn('head_code', 'text', (c) => c.notNull())
        .addColumn('ledger_name', 'text', (c) => c.notNull())
        .addColumn('previous', 'jsonb', (c) => c.notNull())
        .addColumn('requested', 'jsonb', (c) => c.notNull())
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('requested_by_name', 'text', (c) => c.notNull())
        .addColumn('requested_on', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decided_by_name', 'text')
        .addColumn('decided_on', 'text')
        .addColumn('reason', 'text')
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await sql`create index bank_changes_pending_idx on bank_changes (branch_id, status, requested_at)`.execute(
        db,
      );
      await sql`create index bank_changes_customer_idx on bank_changes (customer_id, status)`.execute(db);
    },
  },
  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const event = customerEventSchema.parse({ type: recorded.type, data: recorded.data });
      switch (event.type) {
        case 'CustomerBankChangeRequested': {
          const { at } = stampOf(recorded);
          const d = event.data;
          await db
            .insertInto('bank_changes')
            .values({
              change_id: d.changeId,
              customer_id: d.customerId,
              branch_id: d.branchId,
              head_code: d.headCode,
              ledger_name: d.ledgerName,
              previous: JSON.stringify(d.previous),
              requested: JSON.stringify(d.requested),
              requested_by: d.requestedBy.userId,
              requested_by_name: d.requestedBy.userName,
              requested_on: d.requestedOn,
              status: 'pending',
              requested_at: at,
            })
            .onConflict((oc) => oc.column('change_id').doNothing())
            .execute();
          break;
        }
        case 'CustomerBankChangeApproved':
          await db
            .updateTable('bank_changes')
            .set({
              status: 'approved',
              decided_by_name: event.data.approvedBy.userName,
              decided_on: event.data.approvedOn,
            })
            .where('change_id', '=', event.data.changeId)
            .execute();
          break;
        case 'CustomerBankChangeRejected':
          await db
            .updateTable('bank_changes')
            .set({
              status: 'rejected',
              decided_by_name: event.data.rejectedBy.userName,
              decided_on: event.data.rejectedOn,
              reason: event.data.reason,
            })
            .where('change_id', '=', event.data.changeId)
            .execute();
          break;
        default:
          break;
      }
    }
  },
};
