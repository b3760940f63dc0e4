import { type Migration, Migrator, sql } from 'kysely';
import { quoteIdent } from './db.js';
import { generationSchema, READ_SCHEMA } from './names.js';
import type { Projection, ReadModelDb } from './types.js';

/**
 * Runs the projection's migrations in its generation schema with kysely's Migrator (migration table inside
 * that schema, so each generation has its own history). Returns how many migrations ran.
 * Call under the migration advisory lock: Migrator's own lock does not cover creating the schema.
 */
export async function migrateGeneration(
  db: ReadModelDb,
  projection: Projection,
  generation: number,
): Promise<number> {
  const schema = generationSchema(projection.name, generation);
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrations: Record<string, Migration> = {};
  for (const [key, up] of Object.entries(projection.migrations)) {
    migrations[key] = {
      async up(trx) {
        // Raw SQL in a migration (sql`create index ...`) lands in the generation too.
        await sql`select set_config('search_path', ${`${quoteIdent(schema)}, public`}, true)`.execute(trx);
        await up(trx);
      },
    };
  }
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '?'} of projection ${projection.name} (${schema}) failed`, {
      cause: error,
    });
  }
  await assertOwnedTablesExist(db, projection, schema);
  return results?.filter((r) => r.status === 'Success').length ?? 0;
}

async function assertOwnedTablesExist(
  db: ReadModelDb,
  projection: Projection,
  schema: string,
): Promise<void> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = ${schema}`.execute(db);
  const present = new Set(rows.map((r) => r.table_name));
  const missing = projection.tables.filter((t) => !present.has(t));
  if (missing.length > 0) {
    throw new Error(
      `Projection ${projection.name} declares tables its migrations do not create: ${missing.join(', ')}`,
    );
  }
}

/** True when every `read.<table>` view exists and reads from this generation's schema. */
export async function viewsPointAt(
  db: ReadModelDb,
  projection: Projection,
  schema: string,
): Promise<boolean> {
  if (projection.tables.length === 0) return true;
  const { rows } = await sql<{ view_name: string; table_schema: string }>`
    select view_name, table_schema from information_schema.view_table_usage
    where view_schema = ${READ_SCHEMA} and view_name in (${sql.join(projection.tables)})`.execute(db);
  return projection.tables.every((t) => {
    const uses = rows.filter((r) => r.view_name === t);
    return uses.length > 0 && uses.every((r) => r.table_schema === schema);
  });
}

/**
 * Points `read.<table>` at the generation. Drop + create rather than `create or replace`: a new generation may
 * have different columns. Run inside the switching transaction so readers see the old or the new, never none.
 */
export async function pointViews(trx: ReadModelDb, projection: Projection, schema: string): Promise<void> {
  for (const table of projection.tables) {
    await sql`drop view if exists ${sql.id(READ_SCHEMA, table)}`.execute(trx);
    await sql`create view ${sql.id(READ_SCHEMA, table)} as select * from ${sql.id(schema, table)}`.execute(
      trx,
    );
  }
}

export async function dropGenerationSchema(db: ReadModelDb, projection: Projection, generation: number) {
  const schema = generationSchema(projection.name, generation);
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
}

/** Generations whose schema exists in the database, whatever the registry says (leftovers of a crash). */
export async function existingGenerations(db: ReadModelDb, projection: Projection): Promise<number[]> {
  const prefix = generationSchema(projection.name, 0).replace(/0$/, '');
  const { rows } = await sql<{ nspname: string }>`
    select nspname from pg_namespace where starts_with(nspname, ${prefix})`.execute(db);
  return rows
    .map((r) => r.nspname.slice(prefix.length))
    .filter((g) => /^\d+$/.test(g))
    .map(Number)
    .sort((a, b) => a - b);
}
