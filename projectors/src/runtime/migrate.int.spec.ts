import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCheckpoints } from './checkpoints.js';
import { migrateProjections } from './migrate.js';
import { createTestEnv, type TestEnv } from './testing/fixtures.js';
import type { Projection, ReadModelDb } from './types.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv('migrate');
});
afterAll(async () => {
  await env?.close();
});

const notes = (extra: Projection['migrations'] = {}): Projection => ({
  name: 'test.notes',
  eventTypes: ['Noted'],
  tables: ['notes'],
  migrations: {
    '0001_create': async (db) => {
      await db.schema
        .createTable('notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .execute();
      // Raw SQL without a schema must land in the generation too.
      await sql`create index notes_id_idx on notes (id)`.execute(db);
    },
    ...extra,
  },
  async apply() {},
});

const columns = async (db: ReadModelDb) =>
  (
    await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = 'read' and table_name = 'notes' order by ordinal_position`.execute(db)
  ).rows.map((r) => r.column_name);

describe('migrateProjections', () => {
  it('is safe when several processes start at the same moment', async () => {
    const others = await Promise.all([env.secondConnection(), env.secondConnection()]);
    await Promise.all(
      [env.db, ...others.map((o) => o.db)].map((db) =>
        migrateProjections(db, { projections: [notes()], logger: env.logger }),
      ),
    );
    expect(await columns(env.db)).toEqual(['id']);
    const { rows } = await sql<{ schemaname: string }>`
      select schemaname from pg_indexes where indexname = 'notes_id_idx'`.execute(env.db);
    expect(rows).toEqual([{ schemaname: 'rm_test_notes_g1' }]);
    expect((await listCheckpoints(env.db)).filter((c) => c.name === 'test.notes')).toMatchObject([
      { generation: 1, active: true, position: '', status: 'running' },
    ]);
  });

  it('runs a new migration on the active generation and re-points the view at its new columns', async () => {
    await sql`insert into rm_test_notes_g1.notes (id) values ('a')`.execute(env.db);
    const withText = notes({
      '0002_text': async (db) => {
        await db.schema.alterTable('notes').addColumn('text', 'text').execute();
      },
    });
    await migrateProjections(env.db, { projections: [withText], logger: env.logger });
    expect(await columns(env.db)).toEqual(['id', 'text']);
    expect((await sql`select * from read.notes`.execute(env.db)).rows).toEqual([{ id: 'a', text: null }]);
  });

  it('rejects two projections claiming the same table', async () => {
    const twin = { ...notes(), name: 'test.twin' };
    await expect(
      migrateProjections(env.db, { projections: [notes(), twin], logger: env.logger }),
    ).rejects.toThrow('table read.notes');
  });
});
