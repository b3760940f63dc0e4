import type { ReadModelDb } from '../runtime/types.js';

export interface DocumentRequestRow {
  documentId: string;
  kind: string;
  requestedBy: string;
  requestedAt: Date;
  /** The DocumentRequested event: its id names the render job (see enqueueOnce). */
  eventId: string;
  /** The market whose records a print shows, or an export is about (null for documents of no market). */
  marketId: string | null;
  /** A report export's report id and file format (csv, xlsx, pdf); null for prints and lists. */
  reportId: string | null;
  reportFormat: string | null;
}

export async function findDocumentRequest(
  db: ReadModelDb,
  documentId: string,
): Promise<DocumentRequestRow | undefined> {
  return db
    .withSchema('read')
    .selectFrom('document_requests')
    .select([
      'document_id as documentId',
      'kind',
      'requested_by as requestedBy',
      'requested_at as requestedAt',
      'event_id as eventId',
      'market_id as marketId',
      'report_id as reportId',
      'report_format as reportFormat',
    ])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}
