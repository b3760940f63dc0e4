import { ConfigError, createLogger } from '@cocoon/platform';
import { loadWorkerConfig } from './config.js';
import { createWorkerDb } from './database.js';
import { signingKeyOf } from './documents/signing-config.js';
import { migrateDocumentStore } from './documents/store.js';
import { startDocumentWorker } from './documents/worker.js';
import { noticeSenderOf } from './notices/sender-config.js';
import { migrateNoticeStore } from './notices/store.js';
import { startNoticeWorker } from './notices/worker.js';

/** The workers process on its own (compose service `workers`, or spawned by `npm start`). */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadWorkerConfig>;
  try {
    config = loadWorkerConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger({ name: 'workers' }).fatal(error.message);
    process.exitCode = 1;
    return;
  }
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'workers' });
  const db = createWorkerDb(config.DATABASE_URL, config.WORKER_CONCURRENCY + 2, logger);
  await migrateDocumentStore(db);
  await migrateNoticeStore(db);
  const notices = startNoticeWorker({
    db,
    redisUrl: config.REDIS_URL,
    logger,
    sender: noticeSenderOf(config, logger),
  });
  const worker = startDocumentWorker({
    db,
    redisUrl: config.REDIS_URL,
    logger,
    concurrency: config.WORKER_CONCURRENCY,
    lockMs: config.WORKER_LOCK_MS,
    ...(config.DOCUMENT_SIGNING_PRIVATE_KEY && config.PUBLIC_BASE_URL
      ? {
          signing: {
            key: signingKeyOf(config.DOCUMENT_SIGNING_PRIVATE_KEY),
            publicBaseUrl: config.PUBLIC_BASE_URL,
          },
        }
      : {}),
  });
  if (!config.DOCUMENT_SIGNING_PRIVATE_KEY) {
    logger.warn(
      'no DOCUMENT_SIGNING_PRIVATE_KEY: printed documents carry no verifiable QR (development only)',
    );
  }
  await Promise.all([worker.ready(), notices.ready()]);
  logger.info({ concurrency: config.WORKER_CONCURRENCY }, 'workers ready');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    // A second Ctrl-C while jobs drain means "now".
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'workers stopping: finishing jobs in hand');
    void Promise.all([worker.close(), notices.close()])
      .then(() => db.destroy())
      .then(() => logger.info('workers stopped'))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'workers did not stop cleanly');
        process.exitCode = 1;
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  createLogger({ name: 'workers' }).fatal({ err: error }, 'workers failed to start');
  process.exit(1);
});
