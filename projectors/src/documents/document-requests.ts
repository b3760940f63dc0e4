import { documentEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Projection, ReadModelDb } from '../runtime/types.js';

/** Who asked for which document: the api checks a download against it before reading the rendered file. */
export const documentRequestsProjection: Projection = {
  name: 'documents.requests',
  eventTypes: ['DocumentRequested'],
  tables: ['document_requests'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('document_requests')
        .addColumn('document_id', 'uuid', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
        .addColumn('event_id', 'uuid', (c) => c.notNull())
        .execute();
    },
  },
  async apply(events: RecordedEvent[], db: ReadModelDb) {
    const rows = events.map((recorded) => {
      const { data } = documentEventSchema.parse({ type: recorded.type, data: recorded.data });
      return {
        document_id: data.documentId,
        kind: data.kind,
        requested_by: data.requestedBy,
        requested_at: data.requestedAt,
        event_id: recorded.id,
      };
    });
    if (rows.length === 0) return;
    await db
      .insertInto('document_requests')
      .values(rows)
      .onConflict((oc) => oc.column('document_id').doNothing())
      .execute();
  },
};
