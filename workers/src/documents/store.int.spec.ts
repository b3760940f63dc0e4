import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerDb } from '../database.js';
import {
  getDocumentFile,
  getDocumentStatus,
  markDocumentFailed,
  migrateDocumentStore,
  saveRenderedDocument,
} from './store.js';

let database: TestDatabase;
let db: ReadModelDb;

beforeAll(async () => {
  database = await createTestDatabase('workers_store');
  db = createWorkerDb(database.url, 8);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.7 ${text}`);
const at = new Date('2026-11-22T06:35:00Z');

describe('migrateDocumentStore', () => {
  it('can run from several processes at the same moment, and again', async () => {
    await Promise.all(Array.from({ length: 6 }, () => migrateDocumentStore(db)));
    await migrateDocumentStore(db);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables
      where table_schema = 'documents' and table_name = 'document_files'`.execute(db);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('document store', () => {
  it('reports nothing for an unknown or malformed id', async () => {
    expect(await getDocumentStatus(db, randomUUID())).toBeUndefined();
    expect(await getDocumentFile(db, randomUUID())).toBeUndefined();
    expect(await getDocumentStatus(db, 'not-a-uuid')).toBeUndefined();
    expect(await getDocumentFile(db, "'; drop table documents.document_files; --")).toBeUndefined();
  });

  it('stores a rendered document and replaces it when rendered again', async () => {
    const documentId = randomUUID();
    const base = { documentId, kind: 'cocoon-defect-list', contentType: 'application/pdf', renderedAt: at };
    await saveRenderedDocument(db, { ...base, content: pdf('first'), fileName: 'a.pdf', attempts: 1 });
    await saveRenderedDocument(db, {
      ...base,
      content: pdf('second, longer'),
      fileName: 'b.pdf',
      attempts: 2,
    });

    const file = await getDocumentFile(db, documentId);
    expect(file?.content.toString()).toBe('%PDF-1.7 second, longer');
    expect(file).toMatchObject({
      fileName: 'b.pdf',
      contentType: 'application/pdf',
      sizeBytes: 23,
      renderedAt: at,
    });
    expect(await getDocumentStatus(db, documentId)).toMatchObject({
      status: 'ready',
      attempts: 2,
      error: null,
      sizeBytes: 23,
    });
  });

  it('shows a failure with its reason, and a later successful render clears it', async () => {
    const documentId = randomUUID();
    await markDocumentFailed(db, {
      documentId,
      kind: 'cocoon-defect-list',
      error: 'boom',
      attempts: 5,
      failedAt: at,
    });
    expect(await getDocumentStatus(db, documentId)).toMatchObject({
      status: 'failed',
      error: 'boom',
      attempts: 5,
      failedAt: at,
      renderedAt: null,
    });
    expect(await getDocumentFile(db, documentId)).toBeUndefined();

    await saveRenderedDocument(db, {
      documentId,
      kind: 'cocoon-defect-list',
      content: pdf('ok'),
      contentType: 'application/pdf',
      fileName: 'ok.pdf',
      attempts: 1,
      renderedAt: at,
    });
    expect(await getDocumentStatus(db, documentId)).toMatchObject({
      status: 'ready',
      error: null,
      failedAt: null,
    });
  });

  it('never lets a failed re-render destroy a document that is ready', async () => {
    const documentId = randomUUID();
    await saveRenderedDocument(db, {
      documentId,
      kind: 'cocoon-defect-list',
      content: pdf('good'),
      contentType: 'application/pdf',
      fileName: 'good.pdf',
      attempts: 1,
      renderedAt: at,
    });
    await markDocumentFailed(db, {
      documentId,
      kind: 'cocoon-defect-list',
      error: 'late',
      attempts: 5,
      failedAt: at,
    });
    expect(await getDocumentStatus(db, documentId)).toMatchObject({ status: 'ready', error: null });
    expect((await getDocumentFile(db, documentId))?.content.toString()).toBe('%PDF-1.7 good');
  });
});
