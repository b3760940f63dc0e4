import type { ReadModelDb } from '@cocoon/projectors';
import { type Generated, sql } from 'kysely';
import { migrateDocumentCodes } from './code-store.js';

export type DocumentFileStatus = 'ready' | 'failed';

interface DocumentFilesTable {
  document_id: string;
  kind: string;
  status: DocumentFileStatus;
  content: Buffer | null;
  content_type: string | null;
  file_name: string | null;
  size_bytes: number | null;
  attempts: number;
  error: string | null;
  rendered_at: Date | null;
  failed_at: Date | null;
  updated_at: Generated<Date>;
}

type DocumentStoreTables = {
  'documents.document_files': DocumentFilesTable;
};

const TABLE = 'documents.document_files';
// Same first key as the projectors' advisory locks, so no other component of ours collides with it.
const LOCK_NAMESPACE = 0x636f63;

/** The shared handle plus this worker's own table, which only this module reads and writes. */
const typed = (db: ReadModelDb) => db.withTables<DocumentStoreTables>();

// A malformed id from a URL must read as "no such document", not as a PostgreSQL cast error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Creates the worker's own table. Several worker processes may start at once: the transaction-scoped
 * advisory lock serialises them (IF NOT EXISTS alone still races on the catalog's unique indexes).
 */
export async function migrateDocumentStore(db: ReadModelDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext('documents.document_files'))`.execute(
      trx,
    );
    await sql`create schema if not exists documents`.execute(trx);
    await sql`
      create table if not exists documents.document_files (
        document_id uuid primary key,
        kind text not null,
        status text not null check (status in ('ready', 'failed')),
        content bytea,
        content_type text,
        file_name text,
        size_bytes integer,
        attempts integer not null,
        error text,
        rendered_at timestamptz,
        failed_at timestamptz,
        updated_at timestamptz not null default now(),
        check (status <> 'ready' or content is not null)
      )`.execute(trx);
    await migrateDocumentCodes(trx);
  });
}

export interface RenderedDocumentRecord {
  documentId: string;
  kind: string;
  content: Buffer;
  contentType: string;
  fileName: string;
  /** Which try produced it (1 = first). */
  attempts: number;
  renderedAt: Date;
}

/** Stores a rendered document. Rendering the same document again replaces it, failed or not. */
export async function saveRenderedDocument(db: ReadModelDb, document: RenderedDocumentRecord): Promise<void> {
  const values = {
    kind: document.kind,
    status: 'ready' as const,
    content: document.content,
    content_type: document.contentType,
    file_name: document.fileName,
    size_bytes: document.content.length,
    attempts: document.attempts,
    error: null,
    rendered_at: document.renderedAt,
    failed_at: null,
  };
  await typed(db)
    .insertInto(TABLE)
    .values({ document_id: document.documentId, ...values })
    .onConflict((conflict) =>
      conflict.column('document_id').doUpdateSet({ ...values, updated_at: sql`now()` }),
    )
    .execute();
}

export interface DocumentFailure {
  documentId: string;
  kind: string;
  error: string;
  attempts: number;
  failedAt: Date;
}

/**
 * Records that a document could not be produced, so the requester sees the reason instead of waiting
 * forever. A failure never replaces a document that is already ready: a good copy beats a failed retry.
 */
export async function markDocumentFailed(db: ReadModelDb, failure: DocumentFailure): Promise<void> {
  const values = {
    kind: failure.kind,
    status: 'failed' as const,
    attempts: failure.attempts,
    error: failure.error,
    failed_at: failure.failedAt,
  };
  await typed(db)
    .insertInto(TABLE)
    .values({ document_id: failure.documentId, ...values })
    .onConflict((conflict) =>
      conflict
        .column('document_id')
        .doUpdateSet({ ...values, updated_at: sql`now()` })
        .where(`${TABLE}.status`, '=', 'failed'),
    )
    .execute();
}

export interface DocumentStatus {
  documentId: string;
  kind: string;
  status: DocumentFileStatus;
  fileName: string | null;
  contentType: string | null;
  sizeBytes: number | null;
  attempts: number;
  error: string | null;
  renderedAt: Date | null;
  failedAt: Date | null;
}

/** `undefined` while the document is still queued or rendering (no row yet). */
export async function getDocumentStatus(
  db: ReadModelDb,
  documentId: string,
): Promise<DocumentStatus | undefined> {
  if (!UUID.test(documentId)) return undefined;
  return typed(db)
    .selectFrom(TABLE)
    .select([
      'document_id as documentId',
      'kind',
      'status',
      'file_name as fileName',
      'content_type as contentType',
      'size_bytes as sizeBytes',
      'attempts',
      'error',
      'rendered_at as renderedAt',
      'failed_at as failedAt',
    ])
    .where('document_id', '=', documentId)
    .executeTakeFirst();
}

export interface DocumentFile {
  documentId: string;
  kind: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  content: Buffer;
  renderedAt: Date;
}

/** The bytes to download; `undefined` unless the document is ready. */
export async function getDocumentFile(
  db: ReadModelDb,
  documentId: string,
): Promise<DocumentFile | undefined> {
  if (!UUID.test(documentId)) return undefined;
  const row = await typed(db)
    .selectFrom(TABLE)
    .select(['document_id', 'kind', 'file_name', 'content_type', 'size_bytes', 'content', 'rendered_at'])
    .where('document_id', '=', documentId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
  if (!row?.content || !row.file_name || !row.content_type || !row.rendered_at) return undefined;
  return {
    documentId: row.document_id,
    kind: row.kind,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes ?? row.content.length,
    content: row.content,
    renderedAt: row.rendered_at,
  };
}

/** Forgets a recorded failure before a retry, so the requester sees the document queued again. */
export async function clearDocumentFailure(db: ReadModelDb, documentId: string): Promise<void> {
  if (!UUID.test(documentId)) return;
  await typed(db)
    .deleteFrom(TABLE)
    .where('document_id', '=', documentId)
    .where('status', '=', 'failed')
    .execute();
}
