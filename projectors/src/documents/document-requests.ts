import { documentEventSchema } from '@cocoon/domain';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelDb } from '../runtime/types.js';

/** Who asked for which document: the api checks a download against it before reading the rendered file. */
export const documentRequestsProjection: Projection = {
  name: 'documents.requests',
  eventTypes: ['DocumentRequested', 'ReportExportRequested'],
  tables: ['document_requests', 'document_prints'],
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
    // Prints of a market's records (tokens, bills): the market for scope, and each record's copies so far.
    '0002_prints': async (db: ReadModelDb) => {
      await db.schema.alterTable('document_requests').addColumn('market_id', 'uuid').execute();
      await db.schema.alterTable('document_requests').addColumn('print', 'jsonb').execute();
      await db.schema
        .createTable('document_prints')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('copies', 'integer', (c) => c.notNull())
        .addColumn('last_printed_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_prints_pk', ['kind', 'subject_id'])
        .execute();
    },
    // Report exports are requested by an event too (issue 24): which report, so a reader's role is checked.
    '0003_exports': async (db: ReadModelDb) => {
      await db.schema.alterTable('document_requests').addColumn('report_id', 'text').execute();
      await db.schema.alterTable('document_requests').addColumn('report_format', 'text').execute();
    },
  },
  async apply(events: RecordedEvent[], db: ReadModelDb) {
    const rows = events.map((recorded) => {
      const event = documentEventSchema.parse({ type: recorded.type, data: recorded.data });
      const { data } = event;
      const common = {
        document_id: data.documentId,
        kind: data.kind,
        requested_by: data.requestedBy,
        requested_at: data.requestedAt,
        event_id: recorded.id,
      };
      return event.type === 'ReportExportRequested'
        ? {
            ...common,
            market_id: event.data.marketId,
            print: null,
            report_id: event.data.reportId,
            report_format: event.data.format,
          }
        : {
            ...common,
            market_id: event.data.print?.marketId ?? null,
            print: event.data.print ? JSON.stringify(event.data.print) : null,
            report_id: null,
            report_format: null,
          };
    });
    if (rows.length === 0) return;
    await db
      .insertInto('document_requests')
      .values(rows)
      .onConflict((oc) => oc.column('document_id').doNothing())
      .execute();
    for (const recorded of events) {
      const event = documentEventSchema.parse({ type: recorded.type, data: recorded.data });
      if (event.type !== 'DocumentRequested') continue;
      const { data } = event;
      if (!data.print || data.print.items.length === 0) continue;
      await db
        .insertInto('document_prints')
        .values(
          data.print.items.map((item) => ({
            kind: data.kind,
            subject_id: item.id,
            copies: item.copy,
            last_printed_at: data.requestedAt,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['kind', 'subject_id']).doUpdateSet((eb) => ({
            copies: sql`greatest(${eb.ref('document_prints.copies')}, ${eb.ref('excluded.copies')})`,
            last_printed_at: eb.ref('excluded.last_printed_at'),
          })),
        )
        .execute();
    }
  },
};
