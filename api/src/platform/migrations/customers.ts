import { type Migration, sql } from 'kysely';

/**
 * Schema `app` changes for customers (keys 0300_*). None of this is a business fact, so none of it is an event:
 * one-time codes (only their hash), the SMS outbox, and the reeler's app password (only its argon2id hash).
 */
export const customerMigrations: Record<string, Migration> = {
  '0300_customer_otps': {
    async up(db) {
      await db.schema
        .createTable('app.customer_otps')
        .addColumn('otp_id', 'uuid', (c) => c.primaryKey())
        .addColumn('mobile_no', 'text', (c) => c.notNull())
        // sha256(salt:mobile:code); a 6-digit code is short-lived, the salt keeps equal codes apart.
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'timestamptz')
        // A newer code for the same number replaces this one.
        .addColumn('superseded_at', 'timestamptz')
        .addColumn('issued_by', 'uuid')
        .execute();
      await sql`CREATE INDEX customer_otps_mobile_idx ON app.customer_otps (mobile_no, issued_at DESC)`.execute(
        db,
      );
    },
  },
  '0301_sms_outbox': {
    async up(db) {
      await db.schema
        .createTable('app.sms_outbox')
        .addColumn('message_id', 'uuid', (c) => c.primaryKey())
        .addColumn('to_mobile', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        // Set by a gateway adapter once the provider accepted the message (the development sender never does).
        .addColumn('sent_at', 'timestamptz')
        .execute();
      await sql`CREATE INDEX sms_outbox_mobile_idx ON app.sms_outbox (to_mobile, created_at DESC)`.execute(
        db,
      );
    },
  },
  '0302_customer_credentials': {
    async up(db) {
      await db.schema
        .createTable('app.customer_credentials')
        .addColumn('customer_id', 'uuid', (c) => c.primaryKey())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
