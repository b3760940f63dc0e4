import { DOCUMENTS_QUEUE } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { type ConnectionOptions, Queue, QueueEvents, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { createDocumentProcessor, type DocumentSigning, salvageIdentity } from './processor.js';
import type { DocumentRenderers } from './renderers.js';
import { markDocumentFailed } from './store.js';

export type RedisTarget = { redisUrl: string } | { connection: ConnectionOptions };

export type DocumentWorkerOptions = RedisTarget & {
  db: ReadModelDb;
  logger: Logger;
  /** Documents rendered at once by this process; rendering is CPU-bound, so about the core count. */
  concurrency?: number;
  /** How long a job's lock lasts, ms (config WORKER_LOCK_MS; BullMQ's 30 s by default). */
  lockMs?: number;
  /** BullMQ key prefix (default `bull`); tests use a unique one to stay apart from each other. */
  prefix?: string;
  /** The document-signing key and public address (issue 26): every printed record then carries its QR. */
  signing?: DocumentSigning;
  /** Test-only: replace renderers by kind. */
  renderers?: Partial<DocumentRenderers>;
};

export interface DocumentWorker {
  /** Resolves once the worker is connected and taking jobs. */
  ready(): Promise<void>;
  /** Finishes the jobs in hand, then disconnects. */
  close(): Promise<void>;
}

export function startDocumentWorker(options: DocumentWorkerOptions): DocumentWorker {
  const connection: ConnectionOptions =
    'redisUrl' in options ? { url: options.redisUrl, maxRetriesPerRequest: null } : options.connection;
  const prefix = options.prefix;
  const logger = options.logger.child({ queue: DOCUMENTS_QUEUE });
  const processorDeps = { db: options.db, logger, ...(options.signing ? { signing: options.signing } : {}) };

  const worker = new Worker(
    DOCUMENTS_QUEUE,
    createDocumentProcessor(
      options.renderers ? { ...processorDeps, renderers: options.renderers } : processorDeps,
    ),
    {
      connection,
      prefix,
      concurrency: options.concurrency ?? 2,
      ...(options.lockMs ? { lockDuration: options.lockMs, stalledInterval: options.lockMs } : {}),
    },
  );
  // Without a listener an 'error' event would crash the process; Redis outages are retried by ioredis.
  worker.on('error', (error) => logger.error({ err: error }, 'document worker error'));

  // The processor records the failures it sees. A job can also fail where no processor runs (it stalled
  // too often because its worker died mid-render); the queue's event stream reports those too, so the
  // document shows as failed instead of pending forever. Recording twice writes the same row.
  const queue = new Queue(DOCUMENTS_QUEUE, { connection, prefix });
  const events = new QueueEvents(DOCUMENTS_QUEUE, { connection, prefix });
  events.on('error', (error) => logger.error({ err: error }, 'document queue events error'));
  events.on('failed', ({ jobId, failedReason }) => {
    void (async () => {
      const job = await queue.getJob(jobId);
      const identity = salvageIdentity(job?.data);
      if (!identity) return;
      await markDocumentFailed(options.db, {
        ...identity,
        error: failedReason,
        attempts: job?.attemptsMade ?? 0,
        failedAt: new Date(job?.finishedOn ?? Date.now()),
      });
    })().catch((error: unknown) =>
      logger.error({ err: error, jobId }, 'could not record a failed document job'),
    );
  });

  return {
    async ready() {
      await Promise.all([worker.waitUntilReady(), events.waitUntilReady(), queue.waitUntilReady()]);
    },
    async close() {
      await worker.close();
      await Promise.all([events.close(), queue.close()]);
    },
  };
}
