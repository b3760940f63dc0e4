import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadModelDb } from '../../runtime/db.js';
import { migrateProjections } from '../../runtime/migrate.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { queryList } from '../../shared/list-query.js';
import { insertSyntheticCustomers, type SyntheticRow } from './bench/synthetic-customers.js';
import { customersProjection } from './customers.js';
import { customerList } from './customers.queries.js';

/**
 * 50,000 farmers in one market (lists scale), written straight into read.customers (see
 * bench/synthetic-customers.ts), plus other markets' farmers and this market's reelers that must never show.
 * Checks that pages, sorts and searches answer exactly what sorting and filtering all rows in memory gives.
 * Timings belong to bench/customer-list.bench.ts, not here.
 */
const FARMERS = 50_000;
const HSR = randomUUID();
const KGI = randomUUID();
let database: TestDatabase;
let db: ReadModelDb;
let farmers: SyntheticRow[];

beforeAll(async () => {
  database = await createTestDatabase('customers_scale');
  db = createReadModelDb(database.url, { applicationName: 'cocoon-projectors' });
  await migrateProjections(db, { projections: [customersProjection], logger: pino({ level: 'silent' }) });
  farmers = await insertSyntheticCustomers(db, {
    market: 1,
    branchId: HSR,
    code: 'HSR',
    customerType: 'farmer',
    count: FARMERS,
  });
  await insertSyntheticCustomers(db, {
    market: 2,
    branchId: KGI,
    code: 'KGI',
    customerType: 'farmer',
    count: 2_000,
  });
  await insertSyntheticCustomers(db, {
    market: 1,
    branchId: HSR,
    code: 'HSR',
    customerType: 'reeler',
    count: 1_000,
  });
}, 300_000);
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const list = (query: {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  search?: string;
}) =>
  queryList<{ customerId: string; ledgerName: string; headCode: string; mobileNo: string }>(
    db,
    customerList('farmer', { kind: 'branch', branchId: HSR }),
    { pageSize: 15, order: 'asc', ...query },
    1000,
  );

// What the server must answer, computed in memory: C-collation order of lower(name), ties by customer id.
const nameOrder = (a: SyntheticRow, b: SyntheticRow) => {
  const x = a.ledger_name.toLowerCase();
  const y = b.ledger_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.customer_id < b.customer_id ? -1 : a.customer_id > b.customer_id ? 1 : 0;
};
const ids = (rows: { customerId?: string; customer_id?: string }[]) =>
  rows.map((r) => r.customerId ?? r.customer_id);

describe('a market with 50,000 farmers', () => {
  it('counts only its own farmers and pages by default', async () => {
    const first = await list({});
    expect(first).toMatchObject({ total: FARMERS, page: 1, pageSize: 15, paged: true });
    expect(ids(first.data)).toEqual(ids([...farmers].sort(nameOrder).slice(0, 15)));
  });

  it('answers any page in name order, ascending and descending, with repeated names never split or doubled', async () => {
    const ascending = [...farmers].sort(nameOrder);
    const page1234 = await list({ page: 1234, pageSize: 20, sort: 'ledgerName' });
    expect(ids(page1234.data)).toEqual(ids(ascending.slice(1233 * 20, 1234 * 20)));
    // Descending is the ascending order reversed (ties too), so the last page is the first rows reversed.
    const descending = [...ascending].reverse();
    const last = await list({ page: 2500, pageSize: 20, sort: 'ledgerName', order: 'desc' });
    expect(ids(last.data)).toEqual(ids(descending.slice(2499 * 20)));
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      for (const id of ids((await list({ page, pageSize: 50 })).data)) seen.add(id!);
    }
    expect(seen.size).toBe(150);
  });

  it('sorts by head code and by mobile', async () => {
    const byCode = await list({ page: 2, pageSize: 10, sort: 'headCode', order: 'desc' });
    expect(byCode.data.map((r) => r.headCode)).toEqual(
      Array.from({ length: 10 }, (_, i) => `HSR-F-${String(FARMERS - 10 - i).padStart(6, '0')}`),
    );
    const byMobile = await list({ page: 1, pageSize: 5, sort: 'mobileNo' });
    expect(byMobile.data.map((r) => r.mobileNo)).toEqual(
      farmers
        .map((f) => f.mobile_no)
        .sort()
        .slice(0, 5),
    );
  });

  it('searches name, head code and mobile, case-insensitively, within the market', async () => {
    const byName = await list({ search: 'murugan', page: 1, pageSize: 100 });
    expect(byName.total).toBe(farmers.filter((f) => f.ledger_name.toLowerCase().includes('murugan')).length);
    expect(byName.total).toBeGreaterThan(1000);
    const byCode = await list({ search: 'HSR-F-012345' });
    expect(byCode.data.map((r) => r.headCode)).toEqual(['HSR-F-012345']);
    // Six digits of a mobile number also match the head code with those digits: all three fields are searched.
    const term = farmers[4242]!.mobile_no.slice(-6);
    const matches = farmers
      .filter((f) =>
        [f.ledger_name.toLowerCase(), f.head_code.toLowerCase(), f.mobile_no].some((v) => v.includes(term)),
      )
      .sort(nameOrder);
    const byMobile = await list({ search: term });
    expect(byMobile.data.map((r) => r.mobileNo)).toEqual(matches.map((f) => f.mobile_no));
    expect(byMobile.data.map((r) => r.mobileNo)).toContain(farmers[4242]!.mobile_no);
    expect((await list({ search: 'KGI-F-' })).total).toBe(0);
  });
});
