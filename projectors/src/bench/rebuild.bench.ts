/**
 * Rebuild throughput: seeds 1,000,000 small events, then rebuilds a simple projection (one row upserted per
 * event) three times and prints the median events/s. Run with `npm run bench` (builds first), or after a build
 * `node projectors/dist/bench/rebuild.bench.js`. Uses a throw-away database on TEST_DATABASE_URL's server
 * (default the local PostgreSQL) and drops it at the end. BENCH_EVENTS and BENCH_BATCH (comma-separated batch
 * sizes) override the defaults.
 *
 * Seeding goes through SQL straight into the event store's tables (100 transactions of 10,000 rows) rather
 * than `append`: the bench measures reading and projecting, and interleaving 10,000 streams this way makes
 * every batch touch thousands of distinct rows, which per-stream appends of 1,000 events would not.
 */
import { cpus, totalmem } from 'node:os';
import { createEventStore, type RecordedEvent } from '@cocoon/eventstore';
import { createTestDatabase } from '@cocoon/eventstore/testing';
import { sql } from 'kysely';
import { pino } from 'pino';
import { createReadModelDb } from '../runtime/db.js';
import { migrateProjections, type Projection, rebuildProjection } from '../runtime/index.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
/** Rebuild batch sizes to compare: the runtime's default, and a large one where folding per batch pays. */
const BATCHES = (process.env.BENCH_BATCH ?? '10000,50000').split(',').map(Number);
const STREAMS = 10_000;
const RUNS = 3;
const SEED_CHUNK = 10_000;

interface ItemRow {
  item_id: string;
  name: string;
  quantity: number;
  revision: number;
}

/** Set-based: fold the batch per item (last event wins), then one INSERT ... SELECT unnest ... ON CONFLICT. */
const benchItems: Projection = {
  name: 'bench.items',
  eventTypes: ['BenchItemUpdated'],
  tables: ['bench_items'],
  migrations: {
    '0001_create': async (db) => {
      await db.schema
        .createTable('bench_items')
        .addColumn('item_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  async apply(events: RecordedEvent[], trx) {
    const rows = new Map<string, ItemRow>();
    for (const e of events) {
      const data = e.data as { name: string; quantity: number };
      rows.set(e.streamName, {
        item_id: e.streamName,
        name: data.name,
        quantity: data.quantity,
        revision: e.revision,
      });
    }
    const list = [...rows.values()];
    await sql`
      insert into bench_items (item_id, name, quantity, revision)
      select * from unnest(${list.map((r) => r.item_id)}::text[], ${list.map((r) => r.name)}::text[],
                           ${list.map((r) => r.quantity)}::int[], ${list.map((r) => r.revision)}::int[])
      on conflict (item_id) do update
        set name = excluded.name, quantity = excluded.quantity, revision = excluded.revision`.execute(trx);
  },
};

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  const database = await createTestDatabase('bench_rebuild');
  const logger = pino({ level: 'warn' });
  const store = await createEventStore({ databaseUrl: database.url, logger });
  const db = createReadModelDb(database.url, { applicationName: 'cocoon-projectors', logger });
  try {
    const { rows: version } = await sql<{ version: string }>`select version()`.execute(db);
    out('projection rebuild benchmark');
    out(`machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
    out(`node ${process.version}; ${version[0]?.version.split(' on ')[0]}`);

    let started = performance.now();
    for (let from = 0; from < EVENTS; from += SEED_CHUNK) {
      await sql`
        insert into eventstore.events (event_id, stream_name, revision, type, data, metadata)
        select gen_random_uuid(), 'item-' || (i % ${STREAMS}), i / ${STREAMS}, 'BenchItemUpdated',
               jsonb_build_object('name', 'Item ' || (i % ${STREAMS}), 'quantity', i % 997),
               jsonb_build_object('userId', 'bench', 'marketId', 'm1', 'schemaVersion', 1)
        from generate_series(${from}::bigint, ${Math.min(EVENTS, from + SEED_CHUNK) - 1}::bigint) i`.execute(
        db,
      );
    }
    await sql`
      insert into eventstore.streams (stream_name, revision)
      select stream_name, max(revision) from eventstore.events group by stream_name`.execute(db);
    await sql`vacuum analyze eventstore.events`.execute(db);
    out(
      `seeded ${EVENTS.toLocaleString('en-IN')} events (SQL, ${SEED_CHUNK} per transaction) in ${secs(started)} s`,
    );

    await migrateProjections(db, { projections: [benchItems], logger });
    const medians: string[] = [];
    for (const batchSize of BATCHES) {
      const rates: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        started = performance.now();
        const result = await rebuildProjection({ store, db, projection: benchItems, logger, batchSize });
        rates.push(result.eventsPerSecond);
        out(
          `batch ${batchSize}, run ${run}: ${result.events.toLocaleString('en-IN')} events in ${secs(started)} s = ` +
            `${result.eventsPerSecond.toLocaleString('en-IN')} events/s`,
        );
      }
      const { rows: count } = await sql<{
        n: number;
      }>`select count(*)::int as n from read.bench_items`.execute(db);
      if (count[0]?.n !== Math.min(EVENTS, STREAMS))
        throw new Error(`expected ${STREAMS} rows, got ${count[0]?.n}`);
      const median = [...rates].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      medians.push(`batch ${batchSize}: ${median.toLocaleString('en-IN')} events/s`);
    }
    out(
      `rebuild, median of ${RUNS} runs over ${EVENTS.toLocaleString('en-IN')} events (target >= 80,000 events/s):`,
    );
    for (const line of medians) out(`  ${line}`);
  } finally {
    await store.close();
    await db.destroy();
    await database.drop();
  }
}

const secs = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

await main();
