import { NOTICES_QUEUE } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { type ConnectionOptions, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { RedisTarget } from '../documents/worker.js';
import { createNoticeProcessor } from './processor.js';
import type { NoticeSender } from './senders.js';

export type NoticeWorkerOptions = RedisTarget & {
  db: ReadModelDb;
  logger: Logger;
  sender: NoticeSender;
  /** BullMQ key prefix (default `bull`); tests use a unique one. */
  prefix?: string;
  concurrency?: number;
};

export interface NoticeWorker {
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The notices queue's worker: renders, checks, records and sends each farmer notice (processor.ts). */
export function startNoticeWorker(options: NoticeWorkerOptions): NoticeWorker {
  const connection: ConnectionOptions =
    'redisUrl' in options ? { url: options.redisUrl, maxRetriesPerRequest: null } : options.connection;
  const logger = options.logger.child({ queue: NOTICES_QUEUE, sender: options.sender.name });
  const worker = new Worker(
    NOTICES_QUEUE,
    createNoticeProcessor({ db: options.db, logger, sender: options.sender }),
    { connection, prefix: options.prefix, concurrency: options.concurrency ?? 2 },
  );
  worker.on('error', (error) => logger.error({ err: error }, 'notice worker error'));
  worker.on('failed', (job, error) =>
    logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'notice job failed'),
  );
  return {
    ready: () => worker.waitUntilReady().then(() => undefined),
    close: () => worker.close(),
  };
}
