import { createPostgresDb, type PostgresDbOptions } from '@cocoon/platform';
import { sql } from 'kysely';
import type { ReadModels } from '../read-models.js';
import { LOCK_NAMESPACE } from './names.js';
import type { ReadModelDb } from './types.js';

/** A process's pool over the read models and the app's own tables, typed by `ReadModels`. */
export const createReadModelDb = (databaseUrl: string, options: PostgresDbOptions): ReadModelDb =>
  createPostgresDb<ReadModels>(databaseUrl, options);

/**
 * Runs `fn` while this session holds the advisory lock `key`. The lock lives on its own pooled connection,
 * so `fn` can keep using the pool (kysely's Migrator opens its own connection and transaction).
 */
export async function withAdvisoryLock<T>(db: ReadModelDb, key: string, fn: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_NAMESPACE}, hashtext(${key}))`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, hashtext(${key}))`.execute(conn);
    }
  });
}

/** Like withAdvisoryLock but gives up at once: `undefined` when another session holds the lock. */
export async function withAdvisoryTryLock<T>(
  db: ReadModelDb,
  key: string,
  fn: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${LOCK_NAMESPACE}, hashtext(${key})) as locked`.execute(conn);
    if (!rows[0]?.locked) return undefined;
    try {
      return { value: await fn() };
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_NAMESPACE}, hashtext(${key}))`.execute(conn);
    }
  });
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
