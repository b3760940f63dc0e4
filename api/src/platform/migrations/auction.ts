import { type Migration, sql } from 'kysely';

/**
 * Schema `app` changes for the e-auction (keys 0400_*): reelers' bidding sessions. A session is a secret, not a
 * business fact, so it is not an event; only the token's SHA-256 is kept (as for staff sessions).
 */
export const auctionMigrations: Record<string, Migration> = {
  '0400_reeler_sessions': {
    async up(db) {
      await db.schema
        .createTable('app.reeler_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('customer_id', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('last_position', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`CREATE INDEX reeler_sessions_customer_idx ON app.reeler_sessions (customer_id)`.execute(db);
    },
  },
};
