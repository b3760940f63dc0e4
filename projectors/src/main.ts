import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEventStore } from '@cocoon/eventstore';
import { ConfigError, createLogger, type Logger } from '@cocoon/platform';
import { loadProjectorsConfig, type ProjectorsConfig } from './config.js';
import { projections, reactors } from './registry.js';
import { createReadModelDb } from './runtime/db.js';
import { createQueueProvider, migrateProjections, startProjectionRunner } from './runtime/index.js';

export interface RunningProjectors {
  stop(): Promise<void>;
}

/** The projectors role: migrate the read models, then feed every projection and reactor until stopped. */
export async function startProjectors(config: ProjectorsConfig, logger: Logger): Promise<RunningProjectors> {
  const store = await createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventstoreUrl: config.EVENTSTORE_URL,
    logger,
  });
  const db = createReadModelDb(config.DATABASE_URL, { applicationName: 'cocoon-projectors', logger });
  const queues = reactors.length > 0 ? createQueueProvider({ redisUrl: config.REDIS_URL }) : undefined;
  try {
    await migrateProjections(db, { projections, reactors, logger });
    const runner = await startProjectionRunner({
      store,
      db,
      projections,
      reactors,
      queues,
      logger,
      batchSize: config.PROJECTION_BATCH_SIZE,
    });
    return {
      async stop() {
        await runner.stop();
        await queues?.close();
        await store.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await queues?.close().catch(() => {});
    await store.close().catch(() => {});
    await db.destroy().catch(() => {});
    throw error;
  }
}

async function main(): Promise<void> {
  let config: ProjectorsConfig;
  try {
    config = loadProjectorsConfig();
  } catch (error) {
    createLogger({ name: 'projectors' }).fatal(
      error instanceof ConfigError ? error.message : { err: error },
      'cannot start',
    );
    process.exit(1);
  }
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'projectors' });
  let running: RunningProjectors;
  try {
    running = await startProjectors(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, 'projectors failed to start');
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping projectors');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'projectors did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

const invokedDirectly =
  process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) await main();
