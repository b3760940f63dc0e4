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
  '0410_reeler_session_idle': {
    async up(db) {
      // A reeler's session ends after the market's idle setting without a bid or a touch of the page
      // (reeler-sessions.ts); the server clock (deps.clock) writes it, as it decides when slots open.
      await db.schema
        .alterTable('app.reeler_sessions')
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0411_session_end_notices': {
    async up(db) {
      // A revoked session (logout, deactivation of the account or its market, a new password) tells every api
      // process at its commit, so the live feeds it opened close at once (auth/session-ends.ts). In the database,
      // not at each call site: no way of revoking can forget to tell.
      await sql`
        CREATE FUNCTION app.notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('cocoon_session_ended', NEW.token_hash);
          RETURN NULL;
        END $$`.execute(db);
      for (const table of ['sessions', 'reeler_sessions']) {
        await sql`
          CREATE TRIGGER ${sql.raw(`${table}_ended`)} AFTER UPDATE OF revoked_at ON ${sql.table(`app.${table}`)}
          FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
          EXECUTE FUNCTION app.notify_session_ended()`.execute(db);
      }
    },
  },
  '0412_display_sessions': {
    async up(db) {
      // Issue 27: the hall's display board runs on a view-only session an officer starts from the live room. It
      // reads that market's board and nothing else, and lasts the market day; the officer's own session keeps
      // the idle rule. Revoking one notifies like any session (its live feed closes at once).
      await db.schema
        .createTable('app.display_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('market_id', 'uuid', (c) => c.notNull())
        .addColumn('started_by', 'uuid', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await sql`CREATE INDEX display_sessions_market_idx ON app.display_sessions (market_id)`.execute(db);
      await sql`
        CREATE TRIGGER display_sessions_ended AFTER UPDATE OF revoked_at ON app.display_sessions
        FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
        EXECUTE FUNCTION app.notify_session_ended()`.execute(db);
    },
  },
};
