import { randomUUID } from 'node:crypto';
import { customerStream } from '@cocoon/domain';
import { sampleFarmerForm, sampleReelerForm } from '@cocoon/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';
import { createTestOffices, createTestStaff, nextIdentity, staffFor } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'bank_details' });
  api = apiClient(app.url);
  const offices = await createTestOffices(app.deps.db);
  const staff = staffFor(offices);
  await createTestStaff(app.deps.db, staff);
  token = await api.login('c-hsr');
});
afterAll(async () => app?.stop());

const farmer = (overrides: Record<string, unknown> = {}) =>
  sampleFarmerForm({ ...nextIdentity(), ...overrides });
const register = (body: Record<string, unknown>) => api.post('/auth/Register-Customer', body, token);
const update = (body: Record<string, unknown>) => api.post('/Customer/UpdateCustomer', body, token);
const eventsOf = async (customerId: string) =>
  (await app.deps.store.readStream(customerStream(customerId))).map((e) => e.type);

describe('bank details on auth/Register-Customer', () => {
  it('refuses an IFSC slip with the real code in the message, and appends nothing', async () => {
    const form = farmer({ ifscCode: 'sbin0oo1234' });
    const answer = await register(form);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      ifscCode: [
        'IFSC SBIN0OO1234 is not in the RBI list: did you mean SBIN0001234? (letter O typed for zero)',
      ],
    });
    // Nothing was reserved either: the same Aadhaar and mobile register once the code is right.
    expect((await register({ ...form, ifscCode: 'SBIN0001234' })).status).toBe(200);
  });

  it("refuses an old merged bank's code, naming the bank it merged into", async () => {
    const answer = await register(farmer({ ifscCode: 'SYNB0000001' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      ifscCode: ['Syndicate Bank merged into Canara Bank: ask the farmer for the new IFSC (CNRB...)'],
    });
  });

  it('refuses a well-shaped IFSC that is not in the RBI list', async () => {
    const answer = await register(farmer({ ifscCode: 'IDIB000Z999' }));
    expect(answer.body.errors).toEqual({
      ifscCode: [
        'IFSC IDIB000Z999 is not in the RBI list of bank branches: copy it again from the passbook or a cheque leaf',
      ],
    });
  });

  it('refuses a holder name the bank file cannot carry, and lets a long name and a leading zero pass', async () => {
    const tamil = await register(farmer({ bankAcName: 'முருகன் கே' }));
    expect(tamil.status).toBe(400);
    expect(tamil.body.errors).toEqual({
      bankAcName: [
        'Account Holder Name must be in English letters as in the passbook (the bank file takes ASCII only)',
      ],
    });
    const warned = await register(
      farmer({ bankAcName: 'Thiruvengadam Ramalingam Subramaniam Pillai', bankAcNo: '0050100234567' }),
    );
    expect(warned.status).toBe(200);
  });

  it('asks nothing of a reeler without bank details', async () => {
    const answer = await register(sampleReelerForm({ mobileNo: nextIdentity().mobileNo }));
    expect(answer.status).toBe(200);
  });
});

describe('bank details on Customer/UpdateCustomer', () => {
  it('refuses a bad IFSC typed into an edit', async () => {
    const form = farmer();
    const { customerId } = (await register(form)).body;
    const answer = await update({ ...form, customerId, ifscCode: 'SB1N0001234' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      ifscCode: ['IFSC must look like AAAA0XXXXXX: did you mean SBIN0001234? (one typed for letter I)'],
    });
    expect(await eventsOf(customerId)).toEqual(['CustomerRegistered']);
  });

  it('lets a farmer whose stored IFSC went stale be edited otherwise, and judges a new one', async () => {
    const form = farmer();
    const { customerId } = (await register(form)).body;
    // Details stored before the rule (or before the bank merged): written as an old edit would have been.
    const [registered] = await app.deps.store.readStream(customerStream(customerId));
    await app.deps.store.append(
      customerStream(customerId),
      [
        {
          id: randomUUID(),
          type: 'CustomerUpdated',
          data: {
            ...(registered!.data as Record<string, unknown>),
            ifscCode: 'VIJB0001234',
            changed: ['ifscCode'],
          },
          metadata: registered!.metadata,
        },
      ],
      'any',
    );
    const stale = { ...form, customerId, ifscCode: 'VIJB0001234' };
    expect((await update({ ...stale, whatsApp: form.mobileNo })).status).toBe(200);
    const changed = await update({ ...stale, ifscCode: 'BKDN0611234' });
    expect(changed.body.errors).toEqual({
      ifscCode: ['Dena Bank merged into Bank of Baroda: ask the farmer for the new IFSC (BARB...)'],
    });
    expect((await update({ ...stale, ifscCode: 'SBIN0001234' })).status).toBe(200);
  });
});
