import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCheckpoints } from './checkpoints.js';
import { migrateProjections } from './migrate.js';
import { rebuildProjection } from './rebuild.js';
import { startProjectionRunner } from './runner.js';
import { appendEvents, createTestEnv, type TestEnv, waitUntil } from './testing/fixtures.js';
import type { Projection, ReadModelDb } from './types.js';
import { waitForProjections } from './wait.js';

interface TotalRow {
  stream: string;
  events: number;
  last_revision: number;
  sum_value: number;
  last_value: number;
}

/** Order-sensitive on purpose (last value wins), and written with the query builder (withSchema path). */
const streamTotals: Projection = {
  name: 'test.stream-totals',
  eventTypes: ['Tallied'],
  tables: ['stream_totals'],
  migrations: {
    '0001_create': async (db) => {
      await db.schema
        .createTable('stream_totals')
        .addColumn('stream', 'text', (c) => c.primaryKey())
        .addColumn('events', 'integer', (c) => c.notNull())
        .addColumn('last_revision', 'integer', (c) => c.notNull())
        .addColumn('sum_value', 'integer', (c) => c.notNull())
        .addColumn('last_value', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  async apply(events, db) {
    const rows = [...fold(events).values()];
    await db
      .withTables<{ stream_totals: TotalRow }>()
      .insertInto('stream_totals')
      .values(rows)
      .onConflict((oc) =>
        oc.column('stream').doUpdateSet((eb) => ({
          events: sql`stream_totals.events + excluded.events`,
          sum_value: sql`stream_totals.sum_value + excluded.sum_value`,
          last_revision: eb.ref('excluded.last_revision'),
          last_value: eb.ref('excluded.last_value'),
        })),
      )
      .execute();
  },
};

function fold(events: RecordedEvent[], into = new Map<string, TotalRow>()): Map<string, TotalRow> {
  for (const e of events) {
    const value = (e.data as { value: number }).value;
    const row = into.get(e.streamName) ?? {
      stream: e.streamName,
      events: 0,
      last_revision: 0,
      sum_value: 0,
      last_value: 0,
    };
    into.set(e.streamName, {
      ...row,
      events: row.events + 1,
      sum_value: row.sum_value + value,
      last_revision: e.revision,
      last_value: value,
    });
  }
  return into;
}

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv('rebuild');
});
afterAll(async () => {
  await env?.close();
});

const snapshot = async (db: ReadModelDb) =>
  (await sql<TotalRow>`select * from read.stream_totals order by stream`.execute(db)).rows;

async function expectedRows(): Promise<TotalRow[]> {
  const totals = new Map<string, TotalRow>();
  let from = '';
  for (;;) {
    const slice = await env.store.readAll({ from, maxCount: 1000, filter: { eventTypes: ['Tallied'] } });
    fold(slice.events, totals);
    from = slice.next;
    if (slice.isEnd) return [...totals.values()].sort((a, b) => (a.stream < b.stream ? -1 : 1));
  }
}

const tally = (count: number, prefix = 'tally') =>
  appendEvents(env.store, count, {
    type: 'Tallied',
    prefix,
    streams: 30,
    data: (i) => ({ value: (i * 7) % 13 }),
  });

describe('rebuild', () => {
  it('while appends continue ends identical to a fresh build, and read.<table> answers throughout', async () => {
    await migrateProjections(env.db, { projections: [streamTotals], logger: env.logger });
    await tally(3000);
    const runner = await startProjectionRunner({ ...env, projections: [streamTotals], batchSize: 100 });
    // Declared before the try so a failed assertion still ends the read loop (it would spin on a closed pool).
    let reading = true;
    try {
      expect(await waitForProjections(env.db, await env.store.headPosition(), { timeoutMs: 30_000 })).toBe(
        true,
      );

      // A screen polling the view on its own connection for the whole rebuild.
      const reader = await env.secondConnection();
      const readErrors: unknown[] = [];
      let reads = 0;
      let lastSum = 0;
      const readLoop = (async () => {
        while (reading) {
          try {
            const { rows } = await sql<{ total: number }>`
              select coalesce(sum(events), 0)::int as total from read.stream_totals`.execute(reader.db);
            const total = rows[0]!.total;
            if (total < lastSum) readErrors.push(new Error(`went back from ${lastSum} to ${total}`));
            lastSum = total;
            reads++;
          } catch (error) {
            readErrors.push(error);
          }
        }
      })();

      let appendedDuring = 0;
      const result = await rebuildProjection({
        ...env,
        projection: streamTotals,
        batchSize: 250,
        async onBatch() {
          const stream = `tally-live-${appendedDuring % 7}`;
          const events = Array.from({ length: 20 }, (_, k) => ({
            id: randomUUID(),
            type: 'Tallied',
            data: { value: k },
          }));
          await env.store.append(stream, events, 'any');
          appendedDuring += events.length;
        },
      });
      expect(result).toMatchObject({ previousGeneration: 1, generation: 2 });
      // Events appended during the rebuild may become visible only after the switch (the live runner takes them).
      expect(result.events).toBeGreaterThanOrEqual(3000);
      expect(appendedDuring).toBeGreaterThan(0);

      // The live runner follows the new generation.
      const { position } = await tally(200, 'tally-after');
      expect(await waitForProjections(env.db, position, { timeoutMs: 30_000 })).toBe(true);
      reading = false;
      await readLoop;
      expect(readErrors).toEqual([]);
      expect(reads).toBeGreaterThan(10);

      const { rows: schemas } = await sql<{ nspname: string }>`
        select nspname from pg_namespace where nspname like 'rm_test_stream_totals_g%'`.execute(env.db);
      expect(schemas.map((s) => s.nspname)).toEqual(['rm_test_stream_totals_g2']);
      const checkpoints = (await listCheckpoints(env.db)).filter((r) => r.name === 'test.stream-totals');
      expect(checkpoints).toMatchObject([{ generation: 2, active: true, status: 'running' }]);

      const afterLiveRebuild = await snapshot(env.db);
      expect(afterLiveRebuild).toEqual(await expectedRows());

      const fresh = await rebuildProjection({ ...env, projection: streamTotals });
      expect(fresh.generation).toBe(3);
      expect(await snapshot(env.db)).toEqual(afterLiveRebuild);
    } finally {
      reading = false;
      await runner.stop();
    }
  });

  it('gives way to a long reader of the views instead of making every screen queue behind the switch', async () => {
    const reader = await env.secondConnection();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = reader.db.transaction().execute(async (trx) => {
      await sql`select count(*) from read.stream_totals`.execute(trx);
      await released;
    });
    const rebuilt = rebuildProjection({ ...env, projection: streamTotals });
    await waitUntil(async () => env.logs.some((l) => l.msg === 'views busy; retrying the switch'));
    // Meanwhile the screens still read the old generation without waiting for the switch.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from read.stream_totals`.execute(
      env.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    release();
    await held;
    const result = await rebuilt;
    expect(result.generation).toBe(result.previousGeneration + 1);
    expect(await snapshot(env.db)).toEqual(await expectedRows());
  });

  it('refuses a second rebuild of the same projection at the same time', async () => {
    const results = await Promise.allSettled([
      rebuildProjection({ ...env, projection: streamTotals }),
      rebuildProjection({ ...env, projection: streamTotals }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(String(rejected?.reason)).toContain('already running');
  });
});
