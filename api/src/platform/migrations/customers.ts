import type { Migration } from 'kysely';

/** Schema `app` changes for customers: OTP codes, the SMS outbox (keys 0300_*). */
export const customerMigrations: Record<string, Migration> = {};
