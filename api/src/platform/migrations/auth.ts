import { type Migration, sql } from 'kysely';

/**
 * Tables the api owns in schema `app`: staff credentials and sessions (never events: passwords and tokens
 * are not business facts, design.md), login throttling, and the command log that makes POSTs idempotent.
 */
export const authMigrations: Record<string, Migration> = {
  '0001_auth_and_commands': {
    async up(db) {
      await db.schema
        .createTable('app.staff_users')
        .addColumn('user_id', 'uuid', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('market_id', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('is_active', 'smallint', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`CREATE UNIQUE INDEX staff_users_username_key ON app.staff_users (lower(username))`.execute(
        db,
      );

      await db.schema
        .createTable('app.sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('app.staff_users.user_id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('last_position', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('app.sessions').column('user_id').execute();

      await db.schema
        .createTable('app.login_failures')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('app.command_log')
        .addColumn('command_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('http_status', 'integer')
        .addColumn('response', 'jsonb')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('completed_at', 'timestamptz')
        .execute();
    },
  },
  '0002_seed_runs': {
    async up(db) {
      // Lets an interrupted demo seed finish on the next start instead of leaving half a demo market.
      await db.schema
        .createTable('app.seed_runs')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('completed_at', 'timestamptz')
        .execute();
    },
  },
  '0003_session_idle_login_log_and_resets': {
    async up(db) {
      // The spec ends a session after 5 idle minutes; the server enforces it from the last request it saw.
      await db.schema
        .alterTable('app.sessions')
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // A password set by someone else is shown to its owner at their next login, until they change it.
      await db.schema
        .alterTable('app.staff_users')
        .addColumn('password_reset_by', 'text')
        .addColumn('password_reset_at', 'timestamptz')
        .execute();
      // Every login attempt, staff or reeler, for the Admin to read (an attack spread over many addresses
      // shows here even though the throttle slows each address separately).
      await db.schema
        .createTable('app.login_log')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('account_kind', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('user_type', 'text')
        .addColumn('market_id', 'text')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_log_at_idx').on('app.login_log').column('at').execute();
    },
  },
};
