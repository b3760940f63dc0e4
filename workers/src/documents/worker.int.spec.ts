import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DOCUMENTS_QUEUE,
  RENDER_DOCUMENT_JOB,
  type RenderDocumentJob,
  renderDocumentJobOptions,
} from '@cocoon/domain';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import { type ConnectionOptions, type Job, Queue, QueueEvents } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerDb } from '../database.js';
import { renderCocoonDefectListDocument } from '../masters/cocoon-defect-list-document.js';
import { findPackageRoot } from '../package-root.js';
import { getDocumentFile, getDocumentStatus, migrateDocumentStore } from './store.js';
import { type DocumentWorker, startDocumentWorker } from './worker.js';

const connection: ConnectionOptions = {
  url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  maxRetriesPerRequest: null,
};
// Every run gets its own key space, so parallel runs and leftovers of a crashed run never meet.
const prefix = `test-workers-${randomBytes(4).toString('hex')}`;
const artifacts = path.join(findPackageRoot(import.meta.url), '..', 'test-artifacts', 'workers');

let database: TestDatabase;
let db: ReadModelDb;
let queue: Queue;
let events: QueueEvents;
let worker: DocumentWorker;

/** Documents whose rendering must throw, and when each attempt at them started. */
const failing = new Set<string>();
const attemptsAt = new Map<string, number[]>();

/**
 * Until the projectors' runner seeds this in tests, a table of the same shape as the `read.cocoon_defects`
 * view stands in for the read model, so the real query and renderer run against real PostgreSQL.
 */
async function seedCocoonDefects(): Promise<void> {
  await sql`create schema if not exists read`.execute(db);
  await sql`
    create table read.cocoon_defects (
      defect_id uuid primary key, defect_code text not null, defect_name text not null, is_active smallint not null
    )`.execute(db);
  await sql`
    insert into read.cocoon_defects values
      (${randomUUID()}, 'DF01', 'Double cocoon / இரட்டைக் கூடு', 1),
      (${randomUUID()}, 'DF02', 'Stained cocoon', 0),
      (${randomUUID()}, 'DF03', 'கறை படிந்த கூடு', 1)`.execute(db);
}

beforeAll(async () => {
  database = await createTestDatabase('workers_documents');
  db = createWorkerDb(database.url);
  await migrateDocumentStore(db);
  await seedCocoonDefects();
  queue = new Queue(DOCUMENTS_QUEUE, { connection, prefix });
  events = new QueueEvents(DOCUMENTS_QUEUE, { connection, prefix });
  worker = startDocumentWorker({
    db,
    connection,
    prefix,
    logger: createLogger({ level: 'silent', name: 'workers' }),
    concurrency: 2,
    renderers: {
      'cocoon-defect-list': async (job, context) => {
        attemptsAt.set(job.documentId, [...(attemptsAt.get(job.documentId) ?? []), Date.now()]);
        if (failing.has(job.documentId)) throw new Error('Read model unavailable');
        return renderCocoonDefectListDocument(job, context);
      },
    },
  });
  await Promise.all([worker.ready(), events.waitUntilReady()]);
});

afterAll(async () => {
  await worker?.close();
  await events?.close();
  await queue?.obliterate({ force: true });
  await queue?.close();
  await db?.destroy();
  await database?.drop();
});

const request = (documentId = randomUUID()): RenderDocumentJob => ({
  documentId,
  kind: 'cocoon-defect-list',
  requestedBy: 'branch',
  requestedAt: '2026-11-22T06:35:00.000Z',
});

async function finished(job: Job): Promise<{ state: string; job: Job }> {
  await job.waitUntilFinished(events).catch(() => undefined);
  const fresh = await queue.getJob(job.id!);
  return { state: await fresh!.getState(), job: fresh! };
}

describe('document worker', () => {
  it('renders a requested defect list from the read model into the document store', async () => {
    const payload = request();
    const eventId = randomUUID();
    const job = await queue.add(RENDER_DOCUMENT_JOB, payload, {
      ...renderDocumentJobOptions,
      jobId: `${RENDER_DOCUMENT_JOB}-${eventId}`,
    });
    // The reactor may deliver the same event twice: the same job id adds nothing.
    await queue.add(RENDER_DOCUMENT_JOB, payload, { ...renderDocumentJobOptions, jobId: job.id! });

    const { state } = await finished(job);
    expect(state).toBe('completed');
    expect(await getDocumentStatus(db, payload.documentId)).toMatchObject({
      status: 'ready',
      kind: 'cocoon-defect-list',
      attempts: 1,
      error: null,
      contentType: 'application/pdf',
    });
    const file = await getDocumentFile(db, payload.documentId);
    expect(file?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file?.fileName).toMatch(/^cocoon-defect-list-\d{8}-\d{4}\.pdf$/);
    expect(file?.sizeBytes).toBe(file?.content.length);
    expect(attemptsAt.get(payload.documentId)).toHaveLength(1);

    mkdirSync(artifacts, { recursive: true });
    const pdfPath = path.join(artifacts, 'worker-cocoon-defect-list.pdf');
    writeFileSync(pdfPath, file!.content);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/DF01\s+Double cocoon/);
    expect(text).toMatch(/DF02\s+Stained cocoon\s+inActive/);
    expect(text).toContain('Requested by: branch');
    expect(text).toContain('Page 1 of 1');
  });

  it('retries a failing render with backoff, then shows the document as failed with the reason', async () => {
    const payload = request();
    failing.add(payload.documentId);
    const job = await queue.add(RENDER_DOCUMENT_JOB, payload, {
      ...renderDocumentJobOptions,
      attempts: 3,
      backoff: { type: 'exponential', delay: 100 },
      jobId: `${RENDER_DOCUMENT_JOB}-${randomUUID()}`,
    });

    const { state, job: failed } = await finished(job);
    expect(state).toBe('failed');
    expect(failed.attemptsMade).toBe(3);
    expect(failed.failedReason).toBe('Read model unavailable');
    const starts = attemptsAt.get(payload.documentId) ?? [];
    expect(starts).toHaveLength(3);
    // Exponential backoff: at least 100 ms before the second try and 200 ms before the third.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(100);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(200);

    expect(await getDocumentStatus(db, payload.documentId)).toMatchObject({
      status: 'failed',
      error: 'Read model unavailable',
      attempts: 3,
    });
    expect(await getDocumentFile(db, payload.documentId)).toBeUndefined();
  });

  it('fails an invalid payload at once, without retries, and records it when the document id is usable', async () => {
    const documentId = randomUUID();
    const job = await queue.add(
      RENDER_DOCUMENT_JOB,
      { ...request(documentId), kind: 'farmer-passbook' },
      { ...renderDocumentJobOptions, jobId: `${RENDER_DOCUMENT_JOB}-${randomUUID()}` },
    );
    const { state, job: failed } = await finished(job);
    expect(state).toBe('failed');
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/^Invalid job payload: .*kind/);
    expect(attemptsAt.has(documentId)).toBe(false);
    const status = await getDocumentStatus(db, documentId);
    expect(status).toMatchObject({ status: 'failed', kind: 'farmer-passbook', attempts: 1 });
    expect(status?.error).toMatch(/^Invalid job payload: .*kind/);

    const hopeless = await queue.add(
      RENDER_DOCUMENT_JOB,
      { documentId: 'not-a-uuid' },
      { ...renderDocumentJobOptions, jobId: `${RENDER_DOCUMENT_JOB}-${randomUUID()}` },
    );
    const second = await finished(hopeless);
    expect(second.state).toBe('failed');
    expect(second.job.attemptsMade).toBe(1);
    expect(second.job.failedReason).toMatch(/documentId/);
  });
});
