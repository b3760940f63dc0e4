/**
 * `npm run seed:scale -- --markets 25 --years 10 --database cocoon_scale`: fills a database's read models with
 * years of market history for the report benchmark (reports.bench.ts), straight into the read tables exactly as
 * the projections write them (proved against the event path in lot-facts.int.spec.ts). Creates the database
 * (refuses one that already has lots unless --replace), migrates it as `npm run projections` does, then writes
 * the masters and, month by month, the lots and slots. Prints the size at the end.
 *
 * Options: --markets (1..25, default 25), --years (default 10), --to (last day, default yesterday), --database
 * (default cocoon_scale), --server (default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres),
 * --bids (also every bid; ~5x the lot rows, off by default: no report reads bids), --replace, --summaries (fill
 * the MIS summary of a database seeded before it existed), --ledger-months (default 2: the ledger, farmers' dues
 * and reelers' receipts of the last months, through their projections), --accounts (only those, on a database
 * seeded before).
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { pino } from 'pino';
import { farmerDuesProjection } from '../../accounts/farmer-dues.js';
import { ledgerProjection } from '../../accounts/ledger.js';
import { reelerReceiptsProjection } from '../../accounts/reeler-receipts.js';
import { projections, reactors } from '../../registry.js';
import { activeGeneration } from '../../runtime/checkpoints.js';
import { createReadModelDb } from '../../runtime/db.js';
import { generationSchema, migrateProjections, type ReadModelDb } from '../../runtime/index.js';
import { writeAccounts } from './accounts-history.js';
import { generateFacts } from './generate-facts.js';
import { createFactsTable, FACTS_TABLE, writeLotRows } from './lot-facts.js';
import { writeMasters } from './scale-masters.js';
import { planMarkets } from './scale-plan.js';
import { refreshAllMarketDays, writeSummaries, writeSummaryCustomers } from './summaries.js';

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      markets: { type: 'string', default: '25' },
      years: { type: 'string', default: '10' },
      to: { type: 'string' },
      database: { type: 'string', default: 'cocoon_scale' },
      server: { type: 'string' },
      bids: { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      summaries: { type: 'boolean', default: false },
      'ledger-months': { type: 'string', default: '2' },
      accounts: { type: 'boolean', default: false },
    },
  });
  const markets = planMarkets(Number(values.markets));
  const years = Number(values.years);
  const to = values.to ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const from = `${Number(to.slice(0, 4)) - years}${to.slice(4)}`;
  const firstDay = addDays(from, 1);
  const server =
    values.server ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = values.database;
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error('--database: lower-case letters, digits and _');

  const admin = createReadModelDb(server, { max: 1, applicationName: 'cocoon-seed-scale' });
  const exists = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
  if (exists.rows.length > 0 && values.replace)
    await sql`drop database ${sql.id(name)} with (force)`.execute(admin);
  if (exists.rows.length === 0 || values.replace) await sql`create database ${sql.id(name)}`.execute(admin);
  await admin.destroy();

  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = createReadModelDb(url.toString(), { max: 2, applicationName: 'cocoon-seed-scale' });
  try {
    await migrateProjections(db, { projections, reactors, logger: pino({ level: 'warn' }) });
    const ledgerMonths = Number(values['ledger-months']);
    if (values.summaries) await summariesOnly(db, name);
    if (values.accounts) await accountsOf(db, ledgerMonths);
    if (values.summaries || values.accounts) return;
    const lots = await sql<{ n: string }>`select count(*) as n from read.auction_lots`.execute(db);
    if (Number(lots.rows[0]?.n) > 0)
      throw new Error(`${name} already has lots: pass --replace to start again`);
    out(`seed:scale → ${name}: ${markets.length} markets, ${firstDay} to ${to} (${years} years)`);
    const started = performance.now();
    await writeMasters(db, markets);
    await createFactsTable(db);
    let total = 0;
    for (const month of months(firstDay, to)) {
      await sql`truncate ${FACTS_TABLE}`.execute(db);
      const n = await generateFacts(db, { ...month, firstDay });
      await writeLotRows(db, { bids: values.bids ?? false });
      await writeSummaries(db, month, { marketDays: false });
      total += n;
      out(
        `  ${month.from.slice(0, 7)}: ${n.toLocaleString('en-IN')} lots (${total.toLocaleString('en-IN')}, ${secs(started)} s)`,
      );
    }
    await sql`truncate ${FACTS_TABLE}`.execute(db);
    await refreshAllMarketDays(db);
    await accountsOf(db, ledgerMonths);
    await analyze(db);
    await printSize(db, name, total, started);
  } finally {
    await db.destroy();
  }
}

/**
 * --summaries: a database seeded before the summary projection existed gets its report_customers, report_lots
 * and report_market_days filled from the lots it has, month by month. Months already summarised are skipped, so
 * it can run beside a seed still writing later months (each month's lots arrive in one statement).
 */
async function summariesOnly(db: ReadModelDb, name: string): Promise<void> {
  const started = performance.now();
  const { rows } = await sql<{ first: string; last: string }>`
    select min(inward_date) as first, max(inward_date) as last from read.auction_lots`.execute(db);
  const span = rows[0]!;
  await writeSummaryCustomers(db);
  let total = 0;
  for (const month of months(span.first, span.last)) {
    const done = await sql`select 1 from read.report_lots
      where market_date between ${month.from}::date and ${month.to}::date limit 1`.execute(db);
    if (done.rows.length > 0) continue;
    total += await writeSummaries(db, month, { marketDays: false });
    out(`  ${month.from.slice(0, 7)}: summaries (${total.toLocaleString('en-IN')} lots, ${secs(started)} s)`);
  }
  await refreshAllMarketDays(db);
  out(`  report_market_days recomputed (${secs(started)} s)`);
  await analyze(db);
  await printSize(db, name, total, started);
}

/** The ledger, farmers' dues and reelers' receipts of the last `count` months, through their projections. */
async function accountsOf(db: ReadModelDb, count: number): Promise<void> {
  if (count <= 0) return;
  const started = performance.now();
  const { rows } = await sql<{ first: string; last: string }>`
    select min(inward_date) as first, max(inward_date) as last from read.auction_lots`.execute(db);
  const span = rows[0]!;
  // Derived read models only: a re-run starts them again.
  for (const projection of [ledgerProjection, farmerDuesProjection, reelerReceiptsProjection]) {
    const schema = generationSchema(projection.name, (await activeGeneration(db, projection.name)) ?? 1);
    await sql`truncate ${sql.join(projection.tables.map((t) => sql.id(schema, t)))}`.execute(db);
  }
  const all = months(span.first, span.last);
  let position = 1;
  const numbers = new Map<string, number>();
  for (const month of all.slice(-count)) {
    const events = await writeAccounts(db, month, position, span.last, numbers);
    position += events;
    out(
      `  ${month.from.slice(0, 7)}: accounts from ${events.toLocaleString('en-IN')} events (${secs(started)} s)`,
    );
  }
  await analyze(db);
}

/** Calendar months from `from` to `to`, the first and last cut to them. */
export function months(from: string, to: string): { from: string; to: string }[] {
  const list: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const [y, m] = start.split('-').map(Number) as [number, number];
    const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    list.push({ from: start, to: end < to ? end : to });
    start = addDays(end, 1);
  }
  return list;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const secs = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

async function analyze(db: ReadModelDb): Promise<void> {
  const { rows } = await sql<{ schema: string; table: string }>`
    select schemaname as schema, relname as table from pg_stat_user_tables where schemaname like 'rm\\_%'`.execute(
    db,
  );
  for (const t of rows) await sql`vacuum analyze ${sql.id(t.schema, t.table)}`.execute(db);
}

async function printSize(db: ReadModelDb, name: string, lots: number, started: number): Promise<void> {
  const { rows } = await sql<{ size: string; days: string; markets: string }>`
    select pg_size_pretty(pg_database_size(${name})) as size,
      (select count(distinct inward_date) from read.auction_lots) as days,
      (select count(distinct branch_id) from read.auction_lots) as markets`.execute(db);
  const r = rows[0]!;
  out(
    `seed:scale done: ${lots.toLocaleString('en-IN')} lots, ${r.markets} markets, ${r.days} days, ` +
      `database ${name} ${r.size}, ${secs(started)} s`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
