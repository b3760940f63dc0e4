/**
 * The reports' speed on years of history (issue 13, "Fast on ten years"): every report query in the registry
 * (REPORT_QUERIES, so reports added later are benched too) as a Branch Admin (one market) and as the Admin
 * (every market), p95 against the target of 500 ms, beside a baseline in the same run: a primary-key lookup of
 * one lot; and the dashboard's four calls (target 200 ms). Reads the database `npm run seed:scale` filled
 * (BENCH_SCALE_DATABASE, default cocoon_scale, on TEST_DATABASE_URL's server) and prints its size; says how to make
 * it and stops when it is missing.
 * Run with `npm run bench` (builds first) or, after a build, `node projectors/dist/bench/reports.bench.js`.
 * BENCH_REPORTS_RUNS (default 20) samples per case, fewer when a case is slow (a 5 s budget each). A report larger
 * than a screen page (REPORT_PAGE_SIZE rows) is also timed as the screen asks it, its first page with the totals
 * of every row (issue 28), and judged on that; its rows through the cursor (an export's read) are timed once.
 * BENCH_REPORTS=<id>,<id> benches only those reports (and the dashboard), to measure a change quickly.
 */
import { cpus, totalmem } from 'node:os';
import { REPORT_PAGE_SIZE, REPORTS, type ReportDefinition, reportTotals, type Scope } from '@cocoon/domain';
import { sql } from 'kysely';
import {
  dashboardBranchInfo,
  dashboardDateInfo,
  dashboardTiles,
} from '../reports/dashboard/dashboard.queries.js';
import type { DashboardQuery } from '../reports/dashboard/dashboard-query.js';
import { dashboardDaysToPay } from '../reports/dashboard/dashboard-wait.queries.js';
import { REPORT_QUERIES, readReport } from '../reports/report-queries.js';
import { runReport, streamReport } from '../reports/run-report.js';
import { describeParameters, type Sample, sampleParameters } from '../reports/scale/sample-parameters.js';
import { createReadModelDb } from '../runtime/db.js';
import type { ReadModelDb } from '../runtime/types.js';

const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 20);
const BUDGET_MS = 5_000;
const REPORT_TARGET_MS = 500;
const DASHBOARD_TARGET_MS = 200;
const NAME = process.env.BENCH_SCALE_DATABASE ?? 'cocoon_scale';
const ONLY = process.env.BENCH_REPORTS ? new Set(process.env.BENCH_REPORTS.split(',')) : undefined;

const out = (line: string) => process.stdout.write(`${line}\n`);
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1]!;
const ms = (v: number) => v.toFixed(1);

/** Warm-up twice (cache and plan), then up to RUNS samples within the budget, at least 5. */
export async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < RUNS && (samples.length < 5 || performance.now() - started < BUDGET_MS)) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  return samples;
}

async function openScaleDb(): Promise<ReadModelDb | undefined> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = createReadModelDb(server, { max: 1, applicationName: 'cocoon-bench' });
  const found = await sql`select 1 from pg_database where datname = ${NAME}`.execute(admin);
  await admin.destroy();
  if (found.rows.length === 0) return undefined;
  const url = new URL(server);
  url.pathname = `/${NAME}`;
  // BENCH_EXPLAIN=<ms>: one connection with auto_explain, so every statement slower than that has its
  // EXPLAIN ANALYZE in the PostgreSQL server's log (how the index suggestions in docs/measurements.md were found).
  const explain = process.env.BENCH_EXPLAIN;
  const db = createReadModelDb(url.toString(), { max: explain ? 1 : 4, applicationName: 'cocoon-bench' });
  if (explain) {
    await sql`load 'auto_explain'`.execute(db);
    await sql`select set_config('auto_explain.log_min_duration', ${explain}, false),
      set_config('auto_explain.log_analyze', 'on', false), set_config('auto_explain.log_buffers', 'on', false)`.execute(
      db,
    );
  }
  return db;
}

/** The busiest market, its last full month, its busiest day of that month, farmer and reeler of that month. */
async function pickSample(
  db: ReadModelDb,
): Promise<Sample & { lots: number; days: number; markets: number }> {
  const { rows: span } = await sql<{ last: string; lots: string; days: string; markets: string }>`
    select max(inward_date) as last, count(*) as lots, count(distinct inward_date) as days,
      count(distinct branch_id) as markets from read.auction_lots`.execute(db);
  const s = span[0]!;
  const last = s.last;
  const monthStart = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)) - 2, 1));
  const from = monthStart.toISOString().slice(0, 10);
  const to = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0))
    .toISOString()
    .slice(0, 10);
  const top = async (
    column: 'branch_id' | 'farmer_id' | 'highest_reeler_id' | 'inward_date',
    marketId?: string,
  ) => {
    const { rows } = await sql<{ v: string }>`select ${sql.ref(column)}::text as v from read.auction_lots
      where inward_date between ${from} and ${to} ${marketId ? sql`and branch_id = ${marketId}` : sql``}
        and ${sql.ref(column)} is not null
      group by 1 order by count(*) desc, 1 limit 1`.execute(db);
    return rows[0]!.v;
  };
  const marketId = await top('branch_id');
  const today = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    marketId,
    from,
    to,
    date: await top('inward_date', marketId),
    today,
    farmerId: await top('farmer_id', marketId),
    reelerId: await top('highest_reeler_id', marketId),
    lots: Number(s.lots),
    days: Number(s.days),
    markets: Number(s.markets),
  };
}

interface Case {
  label: string;
  p95: number;
  rows: number;
  /** A report larger than a screen page (issue 28): its first page as the screen asks it, and its file's rows. */
  firstPage?: number;
  streamed?: number;
}

/** What a case is judged on: the screen's first page when the report is larger than a page, else the answer. */
const screenMs = (c: Case) => c.firstPage ?? c.p95;

async function benchReport(
  db: ReadModelDb,
  definition: ReportDefinition,
  sample: Sample,
  who: 'Branch Admin' | 'Admin',
): Promise<Case> {
  const scope: Scope = who === 'Admin' ? { kind: 'all' } : { kind: 'branch', branchId: sample.marketId };
  const params = sampleParameters(definition, sample);
  // The Admin asks for every market where the report lets them (the market parameter is optional; a ledger's
  // report reads one market's books, so it keeps the market).
  if (who === 'Admin' && definition.parameters.includes('market') && !definition.oneMarket)
    delete params.marketId;
  let rows = 0;
  const ctx = { db, scope, today: sample.today };
  const samples = await timed(async () => {
    const result = await readReport(definition.id, ctx, params);
    reportTotals(definition.columns, result.rows);
    rows = result.rows.length;
  });
  const label = `${definition.id} as ${who} (${describeParameters(params)})`;
  if (rows <= REPORT_PAGE_SIZE) return { label, p95: p95(samples), rows };
  const firstPage = p95(
    await timed(() => runReport(definition, ctx, params, { page: 1, pageSize: REPORT_PAGE_SIZE })),
  );
  // Every row through the report's cursor, as a CSV or Excel export reads them: once, it is the slow part.
  const started = performance.now();
  await streamReport(definition, ctx, params, async (_head, stream) => {
    for await (const _row of stream);
  });
  return { label, p95: p95(samples), rows, firstPage, streamed: performance.now() - started };
}

/**
 * The dashboard's four calls (tiles, branch info, date info, days to pay) for the last day of data, as a Branch
 * Admin and as the Admin, at midday of that day (an auction's hours: the open-slot and bidding reads do their work).
 */
async function benchDashboard(db: ReadModelDb, sample: Sample, baseline: number): Promise<void> {
  const date = new Date(Date.parse(`${sample.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const calls = {
    tiles: dashboardTiles,
    branchinfo: dashboardBranchInfo,
    dateinfo: dashboardDateInfo,
    daystopay: dashboardDaysToPay,
  };
  let over = 0;
  for (const who of ['Branch Admin', 'Admin'] as const) {
    const q: DashboardQuery = {
      scope: who === 'Admin' ? { kind: 'all' } : { kind: 'branch', branchId: sample.marketId },
      date,
      now: new Date(`${date}T06:30:00.000Z`),
      today: date,
    };
    for (const [name, call] of Object.entries(calls)) {
      const took = p95(await timed(() => call(db, q)));
      if (took >= DASHBOARD_TARGET_MS) over++;
      out(
        `  dashboard-${name} as ${who} (date=${date}): p95 ${ms(took)} ms (${(took / baseline).toFixed(0)}x baseline) ` +
          `${took < DASHBOARD_TARGET_MS ? 'ok' : 'SLOW'} (target < ${DASHBOARD_TARGET_MS} ms)`,
      );
    }
  }
  out(`dashboard: ${2 * Object.keys(calls).length} cases, ${over} over ${DASHBOARD_TARGET_MS} ms`);
}

async function main(): Promise<void> {
  out('reports benchmark');
  out(`machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, ${Math.round(totalmem() / 2 ** 30)} GiB`);
  const db = await openScaleDb();
  if (!db) {
    out(
      `skipped: no database ${NAME}; make one with: npm run seed:scale -- --markets 25 --years 10 --database ${NAME}`,
    );
    return;
  }
  try {
    const { rows: size } = await sql<{ size: string; version: string }>`
      select pg_size_pretty(pg_database_size(current_database())) as size, version() as version`.execute(db);
    out(`${size[0]?.version.split(' on ')[0]}`);
    const sample = await pickSample(db);
    out(
      `data: ${NAME}, ${sample.lots.toLocaleString('en-IN')} lots, ${sample.markets} markets, ${sample.days} days, ` +
        `${size[0]?.size}`,
    );
    out(
      `sample: busiest market ${sample.marketId.slice(0, 8)}, month ${sample.from}..${sample.to}, day ${sample.date}, ` +
        `farmer ${sample.farmerId.slice(0, 8)}, reeler ${sample.reelerId.slice(0, 8)}, today ${sample.today}`,
    );
    const { rows: someLots } = await sql<{ lot_id: string }>`
      select lot_id from read.auction_lots where inward_date = ${sample.date} limit 200`.execute(db);
    let i = 0;
    const baseline = p95(
      await timed(() =>
        db
          .withSchema('read')
          .selectFrom('auction_lots')
          .selectAll()
          .where('lot_id', '=', someLots[i++ % someLots.length]!.lot_id)
          .executeTakeFirst(),
      ),
    );
    out(`baseline: one lot by primary key p95 ${ms(baseline)} ms`);
    const cases: Case[] = [];
    const failed: string[] = [];
    for (const definition of REPORTS) {
      if (ONLY && !ONLY.has(definition.id)) continue;
      if (!REPORT_QUERIES[definition.id]) {
        out(`  ${definition.id}: no query registered yet`);
        continue;
      }
      for (const who of ['Branch Admin', 'Admin'] as const) {
        // A query that fails at this size is a finding to print, not a reason to stop benching the rest.
        const c = await benchReport(db, definition, sample, who).catch((error: unknown) => {
          failed.push(
            `${definition.id} as ${who}: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        });
        if (!c) {
          out(`  ${definition.id} as ${who}: FAILED (${failed.at(-1)})`);
          continue;
        }
        cases.push(c);
        const verdict = screenMs(c) < REPORT_TARGET_MS ? 'ok' : 'SLOW';
        const paged =
          c.firstPage === undefined
            ? ''
            : `; first page of ${REPORT_PAGE_SIZE} p95 ${ms(c.firstPage)} ms ` +
              `(${(c.firstPage / baseline).toFixed(0)}x baseline), every row through the cursor ${ms(c.streamed ?? 0)} ms`;
        out(
          `  ${c.label}: ${c.rows} rows, p95 ${ms(c.p95)} ms (${(c.p95 / baseline).toFixed(0)}x baseline)${paged} ` +
            `${verdict} (target < ${REPORT_TARGET_MS} ms)`,
        );
      }
    }
    const slow = cases.filter((c) => screenMs(c) >= REPORT_TARGET_MS);
    out(
      `reports: ${cases.length} cases, ${slow.length} over ${REPORT_TARGET_MS} ms, ${failed.length} failed`,
    );
    await benchDashboard(db, sample, baseline);
  } finally {
    await db.destroy();
  }
}

await main();
