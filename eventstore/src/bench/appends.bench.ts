/**
 * Append throughput of the PostgreSQL event store against the cheapest way to write the same row:
 * `BEGIN; INSERT; COMMIT` into a plain table on the same server, at the same concurrency. The 16-writer case
 * runs twice: with group commit (the default: concurrent appends share a transaction) and without it (every
 * append its own transaction, as before group commit), each beside its own baseline runs.
 * Run after a build: `node eventstore/dist/bench/appends.bench.js` (about a minute and a half). Not a test.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { createTestDatabase } from '../testing/database.js';

const RUN_MS = 2_000;
const REPEATS = 5;
/** Writers, and whether the store batches concurrent appends (group commit). */
const CASES = [
  { writers: 1, groupCommit: true },
  { writers: 16, groupCommit: true },
  { writers: 16, groupCommit: false },
];

/** Shaped like a bid event: a few ids, amounts in paise, a Tamil name, and the usual metadata. */
function payload(writer: number, i: number) {
  return {
    data: { lotId: `lot-${writer}`, bidPaise: 52_350 + i, reelerId: randomUUID(), reelerName: 'முருகன் பட்டு' },
    metadata: {
      commandId: randomUUID(),
      userId: 'bench',
      userType: 'staff',
      marketId: 'ramanagara',
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

async function throughput(
  concurrency: number,
  op: (writer: number, i: number) => Promise<void>,
): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + RUN_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, writer) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await op(writer, i);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const out = (line = '') => process.stdout.write(`${line}\n`);
const fmt = (n: number) => n.toFixed(0).padStart(7);

async function main(): Promise<void> {
  const db = await createTestDatabase('bench_appends');
  const maxConnections = Math.max(...CASES.map((c) => c.writers)) + 1;
  const store = new PostgresEventStore({
    connectionString: db.url,
    maxConnections,
    logger: pino({ level: 'warn' }),
  });
  // Every append is sent as soon as it is made, alone: the store as it was before group commit.
  const unbatched = new PostgresEventStore({
    connectionString: db.url,
    maxConnections,
    logger: pino({ level: 'warn' }),
    groupCommit: { maxInFlight: Number.POSITIVE_INFINITY },
  });
  const pool = new pg.Pool({ connectionString: db.url, max: maxConnections });
  // Dropping the database at the end cuts idle connections; that must not crash the run.
  pool.on('error', () => undefined);
  try {
    await store.migrate();
    await pool.query(`CREATE TABLE baseline (
      id bigserial PRIMARY KEY, event_id uuid NOT NULL UNIQUE, stream_name text NOT NULL, revision bigint NOT NULL,
      type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`);
    const server = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]!
      .server_version;

    const rawInsert = async (stream: string, writer: number, i: number) => {
      const { data, metadata } = payload(writer, i);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO baseline (event_id, stream_name, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)',
          [randomUUID(), stream, i, 'BidPlaced', data, metadata],
        );
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };

    const cpus = os.cpus();
    out('Event-store append benchmark (PostgreSQL adapter)');
    out(
      `machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
    );
    out(
      `load average at start: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (figures are noisy when busy)`,
    );
    out(`node ${process.version}, PostgreSQL ${server}, ${REPEATS} runs of ${RUN_MS} ms per figure, medians`);
    out("each append: one event to its writer's own stream, with the exact expected revision");
    out();
    out('writers  group commit   appends/s   baseline/s   ratio   (runs: appends | baseline)');
    for (const { writers: concurrency, groupCommit } of CASES) {
      const target = groupCommit ? store : unbatched;
      const appends: number[] = [];
      const baseline: number[] = [];
      for (let run = 0; run < REPEATS; run++) {
        const tag = `${concurrency}-${groupCommit}-${run}`;
        appends.push(
          await throughput(concurrency, async (writer, i) => {
            const { data, metadata } = payload(writer, i);
            const event = { id: randomUUID(), type: 'BidPlaced', data, metadata };
            await target.append(`lot-${tag}-${writer}`, [event], i === 0 ? 'no-stream' : i - 1);
          }),
        );
        baseline.push(
          await throughput(concurrency, (writer, i) => rawInsert(`lot-${tag}-${writer}`, writer, i)),
        );
      }
      const a = median(appends);
      const b = median(baseline);
      out(
        `${String(concurrency).padStart(7)}  ${(groupCommit ? 'on' : 'off').padEnd(12)}   ${fmt(a)}      ${fmt(b)}     ${(a / b).toFixed(2)}    ` +
          `(${appends.map((x) => x.toFixed(0)).join(' ')} | ${baseline.map((x) => x.toFixed(0)).join(' ')})`,
      );
    }
  } finally {
    await store.close();
    await unbatched.close();
    await pool.end();
    await db.drop();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(
    `append benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
