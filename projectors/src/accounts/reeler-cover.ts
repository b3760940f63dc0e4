import { businessDate, reelerCoverEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';

const PREFIX = 'reelercover-';
/** `reelercover-<market>-<reeler>`: market ids are UUIDs (36 characters). */
const partiesOf = (stream: string) => ({
  marketId: stream.slice(PREFIX.length, PREFIX.length + 36),
  reelerId: stream.slice(PREFIX.length + 37),
});

/**
 * A deposit reeler's cover as the passbook shows it beside the postings (issue 25): each lot's value blocked at
 * approval, released when the approval did not stand, trued up at weighing to the real amount (with the due when
 * it exceeded the cover). Leads of bids are not listed: they change with every bid.
 */
export const reelerCoverProjection: Projection = {
  name: 'accounts.reeler-cover',
  eventTypes: ['LotValueBlocked', 'LotBlockReleased', 'LotBlockTrued'],
  tables: ['accounts_reeler_cover_lines'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('accounts_reeler_cover_lines')
        .addColumn('event_id', 'text', (c) => c.primaryKey())
        .addColumn('branch_id', 'uuid', (c) => c.notNull())
        .addColumn('reeler_id', 'text', (c) => c.notNull())
        .addColumn('moved_on', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('lot_id', 'text', (c) => c.notNull())
        .addColumn('lot_no', 'integer', (c) => c.notNull())
        .addColumn('amount_paise', 'bigint', (c) => c.notNull())
        .addColumn('blocked_paise', 'bigint')
        .addColumn('due_paise', 'bigint')
        .addColumn('reason', 'text')
        .addColumn('moved_by', 'text')
        .addColumn('position', 'text', (c) => c.notNull())
        .execute();
      await sql`create index accounts_reeler_cover_lines_reeler on accounts_reeler_cover_lines (branch_id, reeler_id, moved_on)`.execute(
        db,
      );
    },
  },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    for (const recorded of events) {
      const event = reelerCoverEventSchema.parse({ type: recorded.type, data: recorded.data });
      const { marketId, reelerId } = partiesOf(recorded.streamName);
      const base = {
        event_id: recorded.id,
        branch_id: marketId,
        reeler_id: reelerId,
        moved_on: businessDate(
          typeof recorded.metadata.occurredAt === 'string'
            ? new Date(recorded.metadata.occurredAt)
            : recorded.recordedAt,
        ),
        moved_by: typeof recorded.metadata.userName === 'string' ? recorded.metadata.userName : null,
        position: recorded.position,
      };
      switch (event.type) {
        case 'LotValueBlocked':
        case 'LotBlockReleased': {
          const d = event.data;
          await db
            .insertInto('accounts_reeler_cover_lines')
            .values({
              ...base,
              kind: event.type === 'LotValueBlocked' ? 'blocked' : 'released',
              lot_id: d.lotId,
              lot_no: d.lotNo,
              amount_paise: d.amountPaise,
              blocked_paise: null,
              due_paise: null,
              reason: event.type === 'LotBlockReleased' ? event.data.reason : null,
            })
            .onConflict((oc) => oc.column('event_id').doNothing())
            .execute();
          break;
        }
        case 'LotBlockTrued': {
          const d = event.data;
          await db
            .insertInto('accounts_reeler_cover_lines')
            .values({
              ...base,
              kind: 'trued',
              lot_id: d.lotId,
              lot_no: d.lotNo,
              amount_paise: d.chargedPaise,
              blocked_paise: d.blockedPaise,
              due_paise: d.duePaise,
              reason: null,
            })
            .onConflict((oc) => oc.column('event_id').doNothing())
            .execute();
          break;
        }
        default:
          break;
      }
    }
  },
};
