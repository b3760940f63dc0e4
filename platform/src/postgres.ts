import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';

export interface PostgresDbOptions {
  /** Shown in pg_stat_activity, so an operator sees which process holds a connection. */
  applicationName: string;
  /** Where a failing idle connection is reported (without a listener, pg would crash the process). */
  logger?: Logger;
  /** Pool size; migrations need at least 2 (one connection holds the advisory lock). Default 10. */
  max?: number;
  /**
   * Commit without waiting for the WAL flush (synchronous_commit off): for writes whose loss in a crash costs
   * nothing but a repeat (the command log: the events themselves are appended with a synchronous commit).
   */
  asyncCommit?: boolean;
}

/** The one PostgreSQL pool of a process, behind kysely; the caller's type says which tables it sees. */
export function createPostgresDb<DB>(databaseUrl: string, options: PostgresDbOptions): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Math.max(2, options.max ?? 10),
    application_name: options.applicationName,
    ...(options.asyncCommit ? { options: '-c synchronous_commit=off' } : {}),
  });
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle read-model connection failed'));
  // pg-pool listens for errors only on idle connections. One checked out (a transaction awaiting its caller)
  // whose server goes away (a PostgreSQL restart) would emit 'error' with no listener and crash the process;
  // with this listener the loss surfaces as the next query's error, which its caller handles.
  pool.on('connect', (client) =>
    client.on('error', (error) => options.logger?.debug({ err: error }, 'read-model connection lost')),
  );
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
