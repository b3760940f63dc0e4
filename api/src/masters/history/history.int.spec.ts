import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';
import { redactForHistory } from './routes.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let branch: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'history' });
  api = apiClient(app.url);
  branch = await api.login('branch');
});
afterAll(async () => app?.stop());

describe('master record history', () => {
  it("lists one record's changes with who and when, oldest first", async () => {
    const saved = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'H1', defectName: 'First' },
      branch,
    );
    await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: 'H2', defectName: 'Other record' },
      branch,
    );
    await api.post(
      '/DefectCocoon/UpdateDefectCocoon',
      { defectId: saved.body.id, defectCode: 'H1', defectName: 'Renamed' },
      branch,
    );
    const history = await api.get(`/History/cocoon-defect/${saved.body.id}`, branch);
    expect(history.status).toBe(200);
    expect(history.body.data).toMatchObject([
      {
        type: 'CocoonDefectAdded',
        userName: 'branch',
        userType: 'Branch Admin',
        changes: { defectName: 'First' },
      },
      { type: 'CocoonDefectUpdated', userName: 'branch', changes: { defectName: 'Renamed' } },
    ]);
    expect(new Date(history.body.data[0].occurredAt).getTime()).toBeLessThanOrEqual(
      new Date(history.body.data[1].occurredAt).getTime(),
    );
  });

  it('refuses roles without the master and answers 404 for unknown records or kinds', async () => {
    const admin = await api.login('admin');
    const someDefect = (await api.get('/DefectCocoon/getAll_DefectCocoon', branch)).body.data[0].defectId;
    expect((await api.get(`/History/cocoon-defect/${someDefect}`, admin)).status).toBe(403);
    expect((await api.get(`/History/cocoon-defect/${crypto.randomUUID()}`, branch)).status).toBe(404);
    expect((await api.get(`/History/nothing/${someDefect}`, branch)).status).toBe(404);
  });

  it('masks personal numbers and drops secrets', () => {
    expect(
      redactForHistory({
        aadhaarNo: '234567890124',
        nested: { bankAcNo: '001234567890' },
        password: 'x',
        name: 'A',
      }),
    ).toEqual({ aadhaarNo: 'XXXXXXXX0124', nested: { bankAcNo: 'XXXXXXXX7890' }, name: 'A' });
  });
});

describe('history and market scope', () => {
  it("shows a customer's history to its market and refuses another market's staff", async () => {
    const { rows } = await import('kysely').then(({ sql }) =>
      sql<{
        branch_id: string;
        code: string;
      }>`SELECT branch_id::text, branch_code AS code FROM read.branches WHERE kind = 'market'`.execute(
        app.deps.db,
      ),
    );
    const hosur = rows.find((r) => r.code === 'HSR')!.branch_id;
    const dharmapuri = rows.find((r) => r.code === 'DPI')!.branch_id;
    const { seedDemoCustomers } = await import('../../seed/customers.js');
    await seedDemoCustomers(app.deps.store, [{ branchId: dharmapuri, branchCode: 'DPI' }], {
      farmers: 1,
      reelers: 0,
    });
    // Another database's open transaction on the shared server can delay visibility for a moment: poll.
    let registered: Array<{ data: unknown }> = [];
    for (let i = 0; i < 100 && registered.length === 0; i++) {
      registered = (await app.deps.store.readAll({ filter: { eventTypes: ['CustomerRegistered'] } })).events;
      if (registered.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    const customerId = (registered[0]!.data as { customerId: string }).customerId;
    const admin = await api.login('admin');
    expect((await api.get(`/History/farmer/${customerId}`, admin)).status).toBe(200);
    // branch is the Branch Admin of Hosur; the farmer is registered at Dharmapuri.
    expect(hosur).not.toBe(dharmapuri);
    const refused = await api.get(`/History/farmer/${customerId}`, branch);
    expect(refused.status).toBe(403);
  });
});

describe('office record history in scope', () => {
  const staffId = async (username: string) =>
    (
      await app.deps.db
        .selectFrom('app.staff_users')
        .select('user_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).user_id;

  it("shows a staff member's history to their own market, not to another market's Branch Admin", async () => {
    const officer = await staffId('hosur.officer');
    const hosur = await api.login('hosur.admin');
    const dharmapuri = await api.login('dharmapuri.admin');
    expect((await api.get(`/History/staff/${officer}`, hosur)).status).toBe(200);
    const refused = await api.get(`/History/staff/${officer}`, dharmapuri);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('hosur.officer');
  });

  it('answers 404, not 500, for kinds named after object properties', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    for (const kind of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect((await api.get(`/History/${kind}/${id}`, branch)).status, kind).toBe(404);
    }
  });
});
