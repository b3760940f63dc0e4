import { type Migration, sql } from 'kysely';

/** Schema `app` changes for offices and staff accounts (keys 0200_*). */
export const officeMigrations: Record<string, Migration> = {
  '0200_staff_scope_and_reservations': {
    async up(db) {
      // The office a staff account works at: what scopeOf() needs on every request, without a join.
      // pending_*: a credentials row written before its StaffRegistered event is a reservation of the
      // username; it cannot log in (is_active 0) until the event is stored (see masters/offices/reservations).
      await db.schema
        .alterTable('app.staff_users')
        .addColumn('region_id', 'uuid')
        .addColumn('ad_office_id', 'uuid')
        .addColumn('branch_id', 'uuid')
        .addColumn('pending_since', 'timestamptz')
        .addColumn('pending_command', 'text')
        .execute();
      // Codes and names unique across event streams (region code, AD code, branch code, branch name in an
      // AD office): reserved here before the event is appended, in the same way.
      await db.schema
        .createTable('app.unique_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'uuid', (c) => c.notNull())
        .addColumn('owner_stream', 'text', (c) => c.notNull())
        .addColumn('pending_since', 'timestamptz')
        .addColumn('pending_command', 'text')
        .execute();
      await sql`CREATE INDEX unique_keys_owner_idx ON app.unique_keys (owner_id)`.execute(db);
    },
  },
  '0201_unique_values_in_streams': {
    async up(db) {
      // Office codes and names are now kept unique by reservation streams, as every unique value is.
      await db.schema.dropTable('app.unique_keys').ifExists().execute();
    },
  },
};
