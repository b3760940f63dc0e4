import { type Generated, type Migration, Migrator, sql } from 'kysely';
import { READ_SCHEMA, REGISTRY_SCHEMA } from './names.js';
import type { CheckpointStatus, ProcessorKind, ReadModelDb } from './types.js';

export interface RegistryTables {
  'projection.registry': {
    name: string;
    kind: ProcessorKind;
    /** Reactors have no generations: always 0. */
    active_generation: number;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  'projection.checkpoints': {
    name: string;
    generation: number;
    /** An event-store position; '' (START) before the first event. */
    position: string;
    status: CheckpointStatus;
    last_error: string | null;
    error_event_id: string | null;
    updated_at: Generated<Date>;
  };
}

const migrations: Record<string, Migration> = {
  '0001_registry': {
    async up(db) {
      await sql`create schema if not exists ${sql.id(READ_SCHEMA)}`.execute(db);
      await sql`
        create table ${sql.id(REGISTRY_SCHEMA, 'registry')} (
          name text primary key,
          kind text not null check (kind in ('projection', 'reactor')),
          active_generation integer not null,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        )`.execute(db);
      // Positions are compared as plain strings (the port's order): "C" collation keeps SQL order identical.
      await sql`
        create table ${sql.id(REGISTRY_SCHEMA, 'checkpoints')} (
          name text not null references ${sql.id(REGISTRY_SCHEMA, 'registry')} (name) on delete cascade,
          generation integer not null,
          position text collate "C" not null default '',
          status text not null check (status in ('running', 'building', 'failed')),
          last_error text,
          error_event_id text,
          updated_at timestamptz not null default now(),
          primary key (name, generation)
        )`.execute(db);
    },
  },
};

/** Creates the registry and `read` schemas. Call under the migration advisory lock. */
export async function migrateRegistry(db: ReadModelDb): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: REGISTRY_SCHEMA,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw new Error('Projection registry migration failed', { cause: error });
}
