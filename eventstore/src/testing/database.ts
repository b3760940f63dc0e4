import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Every test file gets its own throw-away database on the real PostgreSQL server, so files run in parallel
 * without seeing each other's rows. The server is TEST_DATABASE_URL (a database on it used only to issue
 * CREATE/DROP DATABASE), default the local service with trust auth.
 */
export const TEST_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `t_${prefix.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
