import { DOCUMENT_ISSUING_EVENT_TYPES, documentIssuedBy } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import type { Projection, ReadModelDb, ReadModelTransaction } from '../runtime/types.js';

/**
 * Issue 26: for every printed document, the event that issued it (domain `documentIssuedBy`): its stream,
 * revision, store position and chain hash. The workers sign these into the document's QR; the verify route
 * compares a scanned code with them. A later issuing event of the same document (a weight correction's new
 * auction token) replaces the row, so an older slip reads as superseded.
 */
export const issuingEventsProjection: Projection = {
  name: 'documents.issuing-events',
  eventTypes: DOCUMENT_ISSUING_EVENT_TYPES,
  tables: ['documents_issuing_events'],
  migrations: {
    '0001_create': async (db: ReadModelDb) => {
      await db.schema
        .createTable('documents_issuing_events')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'uuid', (c) => c.notNull())
        .addColumn('stream_name', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('hash', 'text')
        .addPrimaryKeyConstraint('documents_issuing_events_pk', ['kind', 'record_id'])
        .execute();
    },
  },

  async apply(events: RecordedEvent[], db: ReadModelTransaction) {
    // The last issuing event of a document in the batch wins, as it would one event at a time.
    const rows = new Map<string, IssuingRow>();
    for (const event of events) {
      const issued = documentIssuedBy(event.type, event.data);
      if (!issued) continue;
      rows.set(`${issued.kind}:${issued.recordId}`, {
        kind: issued.kind,
        record_id: issued.recordId,
        stream_name: event.streamName,
        revision: event.revision,
        position: event.position,
        hash: event.hash ?? null,
      });
    }
    if (rows.size === 0) return;
    await db
      .insertInto('documents_issuing_events')
      .values([...rows.values()])
      // A batch re-read after a crash delivers the same events: the later position stays.
      .onConflict((oc) =>
        oc
          .columns(['kind', 'record_id'])
          .doUpdateSet((eb) => ({
            stream_name: eb.ref('excluded.stream_name'),
            revision: eb.ref('excluded.revision'),
            position: eb.ref('excluded.position'),
            hash: eb.ref('excluded.hash'),
          }))
          .where((eb) => eb('documents_issuing_events.position', '<=', eb.ref('excluded.position'))),
      )
      .execute();
  },
};

interface IssuingRow {
  kind: string;
  record_id: string;
  stream_name: string;
  revision: number;
  position: string;
  hash: string | null;
}
