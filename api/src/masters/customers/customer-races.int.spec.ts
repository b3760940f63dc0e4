import { randomUUID } from 'node:crypto';
import { customerStream, headCodeStream, registerCustomerSchema } from '@cocoon/domain';
import { sampleFarmerForm } from '@cocoon/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRun } from '../../commands/run-command.js';
import { StreamRunner } from '../../commands/stream-runner.js';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';
import { registerCustomer } from './customer-writes.js';
import { aadhaarReservationStream, mobileReservationStream } from './streams.js';
import { createTestOffices, createTestStaff, nextIdentity, staffFor, type TestOffices } from './testing.js';

/**
 * Uniqueness across streams under concurrency. Each reservation is an append to a stream named by a hash of
 * the value, expecting the revision the writer read ('no-stream' for a new value): of simultaneous writers the
 * store accepts exactly one, the others re-read, find the value held and answer 409.
 */
let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: TestOffices;
let hsr: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'customer_races' });
  api = apiClient(app.url);
  offices = await createTestOffices(app.deps.db);
  const staff = staffFor(offices);
  await createTestStaff(app.deps.db, staff);
  hsr = await api.login('c-hsr');
});
afterAll(async () => app?.stop());

const register = (body: Record<string, unknown>) => api.post('/auth/Register-Customer', body, hsr);
const typesIn = async (stream: string) => (await app.deps.store.readStream(stream)).map((e) => e.type);

describe('registrations racing for one value', () => {
  it('two (or five) parallel registrations with the same Aadhaar: exactly one wins', async () => {
    const { aadhaarNo } = nextIdentity();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => register(sampleFarmerForm({ ...nextIdentity(), aadhaarNo }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const losers = answers.filter((a) => a.status === 409);
    expect(losers).toHaveLength(4);
    expect(losers.every((a) => a.body.field === 'aadhaarNo')).toBe(true);
    // One reservation, never taken from its holder; the stream's name does not contain the number.
    const stream = aadhaarReservationStream(aadhaarNo);
    expect(stream).not.toContain(aadhaarNo);
    expect(await typesIn(stream)).toEqual(['UniqueValueReserved']);
  });

  it('parallel registrations with the same mobile: one wins, the others give back their Aadhaar', async () => {
    const { mobileNo } = nextIdentity();
    const forms = Array.from({ length: 4 }, () => sampleFarmerForm({ ...nextIdentity(), mobileNo }));
    const answers = await Promise.all(forms.map(register));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.field === 'mobileNo')).toBe(true);
    const mobileStream = mobileReservationStream(offices.markets.HSR, 'farmer', mobileNo);
    expect(await typesIn(mobileStream)).toEqual(['UniqueValueReserved']);
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      expect(await typesIn(aadhaarReservationStream(String(forms[i]!.aadhaarNo)))).toEqual([
        'UniqueValueReserved',
        'UniqueValueReleased',
      ]);
    }
  });

  it('allocates different head codes to simultaneous registrations in one market', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => register(sampleFarmerForm(nextIdentity()))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.headCode)).size).toBe(6);
    const sequences = (await app.deps.store.readStream(headCodeStream(offices.markets.HSR, 'farmer'))).map(
      (e) => (e.data as { sequence: number }).sequence,
    );
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });
});

describe('a registration that never finished', () => {
  const reserveFor = async (aadhaarNo: string, ownerId: string, minutesAgo: number) =>
    app.deps.store.append(
      aadhaarReservationStream(aadhaarNo),
      [
        {
          id: randomUUID(),
          type: 'UniqueValueReserved',
          data: {
            kind: 'aadhaar',
            ownerId,
            reservedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          },
        },
      ],
      'no-stream',
    );

  it('keeps a recent reservation whose customer does not exist yet (it may still be in flight)', async () => {
    const { aadhaarNo } = nextIdentity();
    await reserveFor(aadhaarNo, randomUUID(), 1);
    const answer = await register(sampleFarmerForm({ ...nextIdentity(), aadhaarNo }));
    expect(answer.status).toBe(409);
  });

  it('takes over a reservation abandoned for fifteen minutes by a customer that was never created', async () => {
    const { aadhaarNo } = nextIdentity();
    const ghost = randomUUID();
    await reserveFor(aadhaarNo, ghost, 16);
    const answer = await register(sampleFarmerForm({ ...nextIdentity(), aadhaarNo }));
    expect(answer.status).toBe(200);
    const events = await app.deps.store.readStream(aadhaarReservationStream(aadhaarNo));
    expect(events.map((e) => [e.type, (e.data as { ownerId: string }).ownerId])).toEqual([
      ['UniqueValueReserved', ghost],
      ['UniqueValueReleased', ghost],
      ['UniqueValueReserved', answer.body.customerId],
    ]);
  });

  it('finishes with the same customer and head code when re-run after a crash', async () => {
    const { customerType, branchCode, headCode, password, ...profile } = registerCustomerSchema.parse({
      branchCode: offices.markets.HSR,
      ...sampleFarmerForm(nextIdentity()),
    });
    const run = new CommandRun(
      { store: app.deps.store, streams: new StreamRunner(app.deps.store) },
      {
        userId: 'test',
        userName: 'test',
        userType: 'Admin',
        marketId: null,
        regionId: null,
        adOfficeId: null,
        branchId: null,
      },
      `crash-${randomUUID()}`,
      new Date(),
    );
    const ctx = { run, marketId: offices.markets.HSR };
    const input = {
      customerId: randomUUID(),
      customerType,
      branchId: offices.markets.HSR,
      branchCode: 'HSR',
      headCode: null,
      profile,
      today: '2026-11-22',
    };
    const first = await registerCustomer(ctx, input);
    const rerun = await registerCustomer(ctx, input);
    expect(rerun.headCode).toBe(first.headCode);
    expect(await typesIn(customerStream(input.customerId))).toEqual(['CustomerRegistered']);
    expect(await typesIn(aadhaarReservationStream(profile.aadhaarNo!))).toEqual(['UniqueValueReserved']);
  });
});
