/**
 * Customer list timings ("50,000 farmers in one market page, sort and search on the server in well
 * under a second"). Loads BENCH_FARMERS (default 50,000) farmers into one market and 2,000 into each of
 * BENCH_OTHER_MARKETS (default 24) other markets straight into read.customers, then times each list query
 * BENCH_RUNS times (default 20) and prints median and worst in ms. Run after a build:
 * `node projectors/dist/masters/customers/bench/customer-list.bench.js`. Uses a throw-away database on
 * TEST_DATABASE_URL's server (default the local PostgreSQL) and drops it at the end.
 *
 * Measured 2026-11-22 on the shared 2-core development machine while other test suites ran (98,000 farmers,
 * 50,000 in the measured market; median / worst of 20, ms): market page 1 by name 19 / 49; page 2500 by name
 * desc 101 / 200; page 10 by head code desc 27 / 47; search "murugan" (1,700 hits) 93 / 110; search head code
 * 28 / 48; search 6 mobile digits 14 / 29; Admin page 1 by name 31 / 60; Admin search "selvi" 294 / 808.
 */
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { createTestDatabase } from '@cocoon/eventstore/testing';
import { pino } from 'pino';
import { createReadModelDb } from '../../../runtime/db.js';
import { migrateProjections } from '../../../runtime/migrate.js';
import { type ListQuery, queryList } from '../../../shared/list-query.js';
import { customersProjection } from '../customers.js';
import { customerList } from '../customers.queries.js';
import { insertSyntheticCustomers } from './synthetic-customers.js';

const FARMERS = Number(process.env.BENCH_FARMERS ?? 50_000);
const OTHER_MARKETS = Number(process.env.BENCH_OTHER_MARKETS ?? 24);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
// A bench prints its report; it is not product code (no pino).
const print = (line: string) => process.stdout.write(`${line}\n`);

const database = await createTestDatabase('bench_customer_list');
const db = createReadModelDb(database.url, { applicationName: 'cocoon-projectors' });
try {
  await migrateProjections(db, { projections: [customersProjection], logger: pino({ level: 'silent' }) });
  const market = randomUUID();
  const loadStarted = performance.now();
  await insertSyntheticCustomers(db, {
    market: 1,
    branchId: market,
    code: 'HSR',
    customerType: 'farmer',
    count: FARMERS,
  });
  for (let m = 0; m < OTHER_MARKETS; m++) {
    const code = `M${String(m).padStart(2, '0')}`;
    await insertSyntheticCustomers(db, {
      market: m + 2,
      branchId: randomUUID(),
      code,
      customerType: 'farmer',
      count: 2_000,
    });
  }
  const rows = FARMERS + OTHER_MARKETS * 2_000;
  print(
    `loaded ${rows} farmers (${FARMERS} in the measured market) in ${Math.round(performance.now() - loadStarted)} ms; ${cpus().length} cores`,
  );

  const branch = customerList('farmer', { kind: 'branch', branchId: market });
  const all = customerList('farmer', { kind: 'all' });
  const cases: Array<[string, typeof branch, Partial<ListQuery>]> = [
    ['market, page 1 by name', branch, { page: 1 }],
    ['market, page 2500 by name desc', branch, { page: 2500, pageSize: 20, order: 'desc' }],
    ['market, page 10 by head code desc', branch, { page: 10, sort: 'headCode', order: 'desc' }],
    ['market, page 1 by mobile', branch, { page: 1, sort: 'mobileNo' }],
    ['market, search name "murugan"', branch, { page: 1, search: 'murugan' }],
    ['market, search head code', branch, { page: 1, search: 'HSR-F-012345' }],
    ['market, search 6 mobile digits', branch, { page: 1, search: '004242' }],
    ['all markets (Admin), page 1 by name', all, { page: 1 }],
    ['all markets (Admin), search "selvi"', all, { page: 1, search: 'selvi' }],
  ];
  for (const [label, definition, query] of cases) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await queryList(db, definition, { pageSize: 15, order: 'asc', ...query }, 1000);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    print(
      `${label.padEnd(40)} median ${median.toFixed(1).padStart(7)} ms   worst ${times.at(-1)!.toFixed(1).padStart(7)} ms`,
    );
  }
} finally {
  await db.destroy();
  await database.drop();
}
