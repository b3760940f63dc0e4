import type { ReadModelDb } from '@cocoon/projectors';
import { type Migration, Migrator, sql } from 'kysely';

import { auctionMigrations } from './migrations/auction.js';
import { authMigrations } from './migrations/auth.js';
import { customerMigrations } from './migrations/customers.js';
import { officeMigrations } from './migrations/offices.js';

/** Every feature's migrations of schema `app`, applied in key order (0001 auth, 02xx offices, 03xx customers, 04xx auction). */
const migrations: Record<string, Migration> = {
  ...authMigrations,
  ...officeMigrations,
  ...customerMigrations,
  ...auctionMigrations,
};

export async function migrateAppSchema(db: ReadModelDb): Promise<void> {
  // CREATE SCHEMA races between processes starting together; the advisory lock serialises them.
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('cocoon.app.schema'))`.execute(trx);
    await sql`CREATE SCHEMA IF NOT EXISTS app`.execute(trx);
  });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: 'app',
    // Features add migrations in their own key ranges; one landing after another's must still apply.
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
