import { createPostgresDb, type Logger } from '@cocoon/platform';
import type { AnyKysely } from './documents/store.js';

/** The worker reads read models and writes its own document table through one small pool. */
export function createWorkerDb(databaseUrl: string, maxConnections = 4, logger?: Logger): AnyKysely {
  return createPostgresDb(databaseUrl, { max: maxConnections, applicationName: 'cocoon-workers', logger });
}
