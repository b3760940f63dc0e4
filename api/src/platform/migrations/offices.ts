import type { Migration } from 'kysely';

/** Schema `app` changes for offices and staff accounts (keys 0200_*). */
export const officeMigrations: Record<string, Migration> = {};
