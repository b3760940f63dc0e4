import type { Logger } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import { createReadModelDb } from '@cocoon/projectors';

/** The worker reads read models and writes its own document table through one small pool. */
export function createWorkerDb(databaseUrl: string, maxConnections = 4, logger?: Logger): ReadModelDb {
  return createReadModelDb(databaseUrl, { max: maxConnections, applicationName: 'cocoon-workers', logger });
}
