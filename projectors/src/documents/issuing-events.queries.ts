import type { DocumentTokenKind } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';

export interface IssuingEvent {
  streamName: string;
  revision: number;
  position: string;
  hash: string | null;
}

/** The event that issued a document (the latest, for an auction token re-issued by a weight correction). */
export async function issuingEventOf(
  db: ReadModelDb,
  kind: DocumentTokenKind,
  recordId: string,
): Promise<IssuingEvent | null> {
  const row = await db
    .selectFrom('read.documents_issuing_events')
    .select(['stream_name', 'revision', 'position', 'hash'])
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row
    ? { streamName: row.stream_name, revision: row.revision, position: row.position, hash: row.hash }
    : null;
}
