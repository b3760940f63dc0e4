import { randomUUID } from 'node:crypto';
import {
  aadhaarNumber,
  type CustomerEvent,
  checkBankDetails,
  customerEventSchema,
  customerStream,
  gstinNumber,
  panNumber,
} from '@cocoon/domain';
import { createEventStore, type EventStore } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { ifscInRbiList } from '@cocoon/projectors';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIdFor } from '../commands/event-ids.js';
import { seedDemoCustomers } from './customers.js';

let database: TestDatabase;
let store: EventStore;
const markets = [
  { branchId: randomUUID(), branchCode: 'HSR', tscIds: [randomUUID()] },
  { branchId: randomUUID(), branchCode: 'KGI' },
];

beforeAll(async () => {
  database = await createTestDatabase('seed_customers');
  store = await createEventStore({ databaseUrl: database.url, logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

/** Read stream by stream (readAll only shows what every open transaction on the server has passed). */
async function customerEvents(): Promise<CustomerEvent[]> {
  const events: CustomerEvent[] = [];
  for (const market of markets) {
    for (const [type, count] of [
      ['farmer', 100],
      ['reeler', 20],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const id = eventIdFor(`seed-customer-${market.branchCode}-${type}-${i}`, -1);
        for (const e of await store.readStream(customerStream(id))) {
          events.push(customerEventSchema.parse({ type: e.type, data: e.data }));
        }
      }
    }
  }
  return events;
}

const storedEvents = async () => {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from eventstore.events')).rows[0].n);
  } finally {
    await client.end();
  }
};

describe('demo customers', () => {
  it('registers about 200 farmers and 40 reelers through the write path, most verified', async () => {
    const counts = await seedDemoCustomers(store, markets);
    expect(counts).toMatchObject({ farmers: 200, reelers: 40 });
    const events = await customerEvents();
    const registered = events.flatMap((e) => (e.type === 'CustomerRegistered' ? [e.data] : []));
    expect(registered).toHaveLength(240);
    expect(registered.filter((c) => c.branchId === markets[0]!.branchId)).toHaveLength(120);
    expect(new Set(registered.map((c) => c.headCode)).size).toBe(240);
    expect(registered.map((c) => c.headCode)).toContain('KGI-R-000020');
    expect(events.filter((e) => e.type === 'CustomerVerified')).toHaveLength(240 - counts.pending);
    expect(events.filter((e) => e.type === 'CustomerDeactivated').length).toBeGreaterThan(0);

    for (const c of registered) {
      expect(c.ledgerName).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)? [A-Z]$/);
      if (c.aadhaarNo) expect(aadhaarNumber.safeParse(c.aadhaarNo).success).toBe(true);
      if (c.panNo) expect(panNumber.safeParse(c.panNo).success).toBe(true);
      if (c.gstNo) expect(gstinNumber.safeParse(c.gstNo).success).toBe(true);
      expect([571, 577]).toContain(c.districtId);
      // Real IFSCs and payable accounts: the demo's farmers are paid by the bank (issue 25).
      if (c.bankAcNo) expect(checkBankDetails(c, ifscInRbiList).errors).toEqual({});
    }
    const farmers = registered.filter((c) => c.customerType === 'farmer');
    expect(farmers.every((f) => f.aadhaarNo && f.bankAcNo && f.ifscCode && f.farmerType)).toBe(true);
    expect(
      farmers
        .filter((f) => f.branchId === markets[0]!.branchId)
        .every((f) => f.tsc === markets[0]!.tscIds?.[0]),
    ).toBe(true);
    const reelers = registered.filter((c) => c.customerType === 'reeler');
    expect(reelers.every((r) => r.licenseNo && r.licenseDate && r.reelerType && r.basinCount)).toBe(true);
  });

  it('appends nothing when run again, and gives the same people', async () => {
    const before = await storedEvents();
    const first = (await customerEvents()).filter((e) => e.type === 'CustomerRegistered');
    await seedDemoCustomers(store, markets);
    expect(await storedEvents()).toBe(before);
    const again = (await customerEvents()).filter((e) => e.type === 'CustomerRegistered');
    expect(again).toEqual(first);
  });
});
