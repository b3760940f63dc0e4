import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AnyKysely } from './documents/store.js';

/** The worker reads read models and writes its own document table through one small pool. */
export function createWorkerDb(databaseUrl: string, maxConnections = 4): AnyKysely {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    application_name: 'cocoon-workers',
  });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}
