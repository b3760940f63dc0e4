/**
 * The ledger's speed (issue 12): a customer's passbook over 10 years of a busy account (p95, target < 200 ms),
 * beside the plain indexed read of the same rows; and the ledger projection's rebuild rate beside auction.lots',
 * the product projection reading the same lot events (target: within 2x), in the same run on the same events.
 * Run with `npm run bench` (builds first) or, after a build, `node projectors/dist/bench/ledger.bench.js`. Uses a
 * throw-away database on TEST_DATABASE_URL's server and drops it at the end.
 *
 * BENCH_LEDGER_DAYS and BENCH_LEDGER_LOTS (lots per day) size the rebuild's events (default 150 x 300, about
 * 140,000 lot events plus the payments, receipts, batches and vouchers of the generated market).
 */
import { cpus, totalmem } from 'node:os';
import { REELER_PASSBOOK_REPORT, REPORT_PAGE_SIZE } from '@cocoon/domain';
import { createEventStore } from '@cocoon/eventstore';
import { createTestDatabase } from '@cocoon/eventstore/testing';
import { sql } from 'kysely';
import { pino } from 'pino';
import { ledgerProjection } from '../accounts/ledger.js';
import { customerPassbook, PASSBOOK_COLUMNS } from '../accounts/ledger.queries.js';
import { ledgerMonth, type ToAppend } from '../accounts/testing/ledger-events.js';
import { auctionProjection } from '../auction/auction.js';
import { officesProjection } from '../masters/offices/offices.js';
import { runReport, streamReport } from '../reports/run-report.js';
import { activeGeneration } from '../runtime/checkpoints.js';
import { createReadModelDb } from '../runtime/db.js';
import {
  generationSchema,
  migrateProjections,
  type Projection,
  type ReadModelDb,
  rebuildProjection,
} from '../runtime/index.js';

const DAYS = Number(process.env.BENCH_LEDGER_DAYS ?? 150);
const LOTS_PER_DAY = Number(process.env.BENCH_LEDGER_LOTS ?? 300);
const RUNS = 3;
const MARKET = '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b';
const BUSY = 'reeler:e0000000-0000-4000-8000-00000000b5e1';
const BUSY_ID = 'e0000000-0000-4000-8000-00000000b5e1';
/** 10 years of a busy reeler: about 14 postings a day, every day. */
const BUSY_POSTINGS = 50_000;
/** The rest of the market over the same years: 400 other customers. */
const OTHER_POSTINGS = 600_000;
const FIRST_DAY = '2016-04-01';
const DAYS_10_YEARS = 3652;

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}
const secs = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;
const ms = (v: number) => v.toFixed(1);

async function seedPostings(db: ReadModelDb): Promise<void> {
  const schema = generationSchema(
    ledgerProjection.name,
    (await activeGeneration(db, ledgerProjection.name)) ?? 1,
  );
  const table = sql.id(schema, 'ledger_postings');
  const insert = (count: number, accountKey: ReturnType<typeof sql>, offset: number) => sql`
    insert into ${table} (branch_id, posting_date, entry_id, line_no, position, account_key, account_kind,
      customer_id, debit_paise, credit_paise, source_kind, source_id, document_no, particulars, posted_by)
    select ${MARKET}::uuid, to_char(${FIRST_DAY}::date + (i * ${DAYS_10_YEARS} / ${count})::int, 'YYYY-MM-DD'),
      gen_random_uuid(), 1, lpad((i * 2 + ${offset})::text, 41, '0'), ${accountKey}, 'reeler', null,
      case when i % 6 = 5 then 0 else 100000 + i % 99991 end, case when i % 6 = 5 then 520000 else 0 end,
      'lot', 'bench', 'Lot ' || (i % 400), 'Lot ' || (i % 400) || ' sold to Lakshmi Silks (HSR-R-000001), 23.450 kg @ Rs 512.00',
      'hsr.officer'
    from generate_series(0, ${count - 1}) i`;
  // The market the passbook report reads (a ledger is a market's).
  await sql`insert into read.branches (branch_id, branch_code, name_en, name_ta, kind, ad_office_id, region_id,
      address1, city, pin_code, mobile_no, email_id, created_at, updated_at, updated_by)
    values (${MARKET}, 'HSR', 'Hosur Cocoon Market', 'ஓசூர்', 'market', gen_random_uuid(), gen_random_uuid(),
      'Market Road', 'Hosur', '635109', '9443000000', 'hsr@example.in', now(), now(), 'bench')`.execute(db);
  await insert(BUSY_POSTINGS, sql`${BUSY}`, 0).execute(db);
  for (let chunk = 0; chunk < OTHER_POSTINGS; chunk += 100_000)
    await insert(100_000, sql`'reeler:other-' || ((i + ${chunk}) % 400)`, 1).execute(db);
  // The running totals, as the projection keeps them: the passbook brings the balance forward from them.
  await sql`insert into ${sql.id(schema, 'ledger_account_totals')} (branch_id, account_key, account_kind, customer_kind,
      customer_id, customer_code, customer_name, debit_total, credit_total, first_posting_date, last_posting_date)
    select branch_id, account_key, 'reeler', 'reeler', ${BUSY_ID}, 'HSR-R-000001', 'Lakshmi Silks',
      sum(debit_paise), sum(credit_paise), min(posting_date), max(posting_date)
    from ${table} where account_key = ${BUSY} group by branch_id, account_key`.execute(db);
  await sql`vacuum analyze ${table}`.execute(db);
}

async function timed(times: number, run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await run(); // warm the cache and the plan
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function passbooks(db: ReadModelDb): Promise<void> {
  let started = performance.now();
  await seedPostings(db);
  out(
    `passbook: seeded ${BUSY_POSTINGS.toLocaleString('en-IN')} postings of one reeler over 10 years among ` +
      `${OTHER_POSTINGS.toLocaleString('en-IN')} of 400 others in ${secs(started)} s`,
  );
  const periods = [
    { name: 'a month in year 10', from: '2026-02-01', to: '2026-02-28', times: 200 },
    { name: 'a year (year 10)', from: '2025-04-01', to: '2026-03-31', times: 100 },
    { name: 'all 10 years', from: FIRST_DAY, to: '2026-03-31', times: 30 },
  ];
  for (const period of periods) {
    let lines = 0;
    const book = await timed(period.times, async () => {
      const answer = await customerPassbook(db, {
        marketId: MARKET,
        customerKind: 'reeler',
        customerId: BUSY_ID,
        from: period.from,
        to: period.to,
      });
      lines = answer.lines.length;
    });
    // The baseline: the same rows, same columns, by the same index, with no balance brought forward or run.
    const plain = await timed(period.times, () =>
      db
        .withSchema('read')
        .selectFrom('ledger_postings')
        .select(PASSBOOK_COLUMNS)
        .where('branch_id', '=', MARKET)
        .where('account_key', '=', BUSY)
        .where('posting_date', '>=', period.from)
        .where('posting_date', '<=', period.to)
        .orderBy('posting_date')
        .orderBy('position')
        .orderBy('line_no')
        .execute(),
    );
    // The passbook screen's own call (Ledger/CustomerPassbook) as the screen asks it: its first page of lines.
    const screenPage = await timed(period.times, () =>
      customerPassbook(db, {
        marketId: MARKET,
        customerKind: 'reeler',
        customerId: BUSY_ID,
        from: period.from,
        to: period.to,
        page: { page: 1, pageSize: REPORT_PAGE_SIZE },
      }),
    );
    started = performance.now();
    out(
      `passbook, ${period.name} (${lines.toLocaleString('en-IN')} lines): p95 ${ms(p95(book))} ms every line, ` +
        `the screen's first page ${ms(p95(screenPage))} ms (target < 200 ms) vs plain indexed read p95 ` +
        `${ms(p95(plain))} ms = ${(p95(book) / p95(plain)).toFixed(2)}x`,
    );
    // Issue 28: the passbook report (Ledger/ReelerPassbook) a screen page at a time, the running balance in SQL;
    // and its file's rows through the cursor (what a CSV or Excel export reads), beside the same plain read.
    const params = { marketId: MARKET, reelerId: BUSY_ID, from: period.from, to: period.to };
    const ctx = { db, scope: { kind: 'all' as const }, today: '2026-04-01' };
    let rowCount = 0;
    const first = await timed(period.times, async () => {
      rowCount = (
        await runReport(REELER_PASSBOOK_REPORT, ctx, params, { page: 1, pageSize: REPORT_PAGE_SIZE })
      ).rowCount!;
    });
    const lastPage = { page: Math.ceil(rowCount / REPORT_PAGE_SIZE), pageSize: REPORT_PAGE_SIZE };
    const last = await timed(period.times, () => runReport(REELER_PASSBOOK_REPORT, ctx, params, lastPage));
    const streamed = await timed(Math.min(period.times, 10), () =>
      streamReport(REELER_PASSBOOK_REPORT, ctx, params, async (_head, rows) => {
        let n = 0;
        for await (const _row of rows) n++;
        return n;
      }),
    );
    out(
      `passbook report, ${period.name}: first page of ${REPORT_PAGE_SIZE} p95 ${ms(p95(first))} ms (target < 200 ms), ` +
        `last page (${lastPage.page}) ${ms(p95(last))} ms, every row through the cursor ${ms(p95(streamed))} ms ` +
        `vs plain indexed read p95 ${ms(p95(plain))} ms`,
    );
  }
}

async function seedEvents(db: ReadModelDb): Promise<number> {
  const days = ledgerMonth({
    days: DAYS,
    lotsPerDay: LOTS_PER_DAY,
    farmers: 2000,
    reelers: 150,
    firstDate: '2026-04-01',
  });
  const revisions = new Map<string, number>();
  let total = 0;
  let chunk: ToAppend[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const rows = chunk.map((c) => {
      const revision = (revisions.get(c.stream) ?? -1) + 1;
      revisions.set(c.stream, revision);
      return { ...c, revision };
    });
    await sql`
      insert into eventstore.events (event_id, stream_name, revision, type, data, metadata)
      select * from unnest(${rows.map((r) => r.event.id)}::uuid[], ${rows.map((r) => r.stream)}::text[],
        ${rows.map((r) => r.revision)}::bigint[], ${rows.map((r) => r.event.type)}::text[],
        ${rows.map((r) => JSON.stringify(r.event.data))}::jsonb[], ${rows.map((r) => JSON.stringify(r.event.metadata))}::jsonb[])`.execute(
      db,
    );
    total += rows.length;
    chunk = [];
  };
  for (const day of days) {
    chunk.push(...day.events);
    if (chunk.length >= 10_000) await flush();
  }
  await flush();
  await sql`
    insert into eventstore.streams (stream_name, revision)
    select stream_name, max(revision) from eventstore.events group by stream_name`.execute(db);
  await sql`vacuum analyze eventstore.events`.execute(db);
  return total;
}

async function rebuildRates(
  store: Parameters<typeof rebuildProjection>[0]['store'],
  db: ReadModelDb,
): Promise<void> {
  const started = performance.now();
  const seeded = await seedEvents(db);
  out(
    `rebuild: seeded ${seeded.toLocaleString('en-IN')} events of a generated market (${DAYS} days x ${LOTS_PER_DAY} lots) ` +
      `in ${secs(started)} s`,
  );
  const logger = pino({ level: 'warn' });
  const median: Record<string, number> = {};
  // Interleaved runs, so a busy neighbour on the machine slows both alike.
  const rates: Record<string, number[]> = {};
  const projections: Projection[] = [auctionProjection, ledgerProjection];
  for (let run = 1; run <= RUNS; run++) {
    for (const projection of projections) {
      const result = await rebuildProjection({ store, db, projection, logger });
      rates[projection.name] = [...(rates[projection.name] ?? []), result.eventsPerSecond];
      out(
        `  ${projection.name}, run ${run}: ${result.events.toLocaleString('en-IN')} events in ` +
          `${(result.elapsedMs / 1000).toFixed(1)} s = ${result.eventsPerSecond.toLocaleString('en-IN')} events/s`,
      );
    }
  }
  for (const [name, list] of Object.entries(rates))
    median[name] = [...list].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const ledger = median[ledgerProjection.name]!;
  const auction = median[auctionProjection.name]!;
  out(
    `rebuild, median of ${RUNS}: accounts.ledger ${ledger.toLocaleString('en-IN')} events/s vs auction.lots ` +
      `${auction.toLocaleString('en-IN')} events/s = ${(ledger / auction).toFixed(2)}x (target >= 0.5x)`,
  );
}

async function main(): Promise<void> {
  const database = await createTestDatabase('bench_ledger');
  const logger = pino({ level: 'warn' });
  const store = await createEventStore({ databaseUrl: database.url, logger });
  const db = createReadModelDb(database.url, { applicationName: 'cocoon-projectors', logger });
  try {
    const { rows: version } = await sql<{ version: string }>`select version()`.execute(db);
    out('ledger benchmark');
    out(`machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
    out(`node ${process.version}; ${version[0]?.version.split(' on ')[0]}`);
    await migrateProjections(db, {
      projections: [ledgerProjection, auctionProjection, officesProjection],
      logger,
    });
    await passbooks(db);
    await rebuildRates(store, db);
  } finally {
    await store.close();
    await db.destroy();
    await database.drop();
  }
}

await main();
