import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let admin: string;

beforeAll(async () => {
  app = await startTestApp({ name: 'settings' });
  api = apiClient(app.url);
  admin = await api.login('admin');
});
afterAll(async () => app?.stop());

const set = (body: unknown, token = admin, key?: string) =>
  api.post('/dataManager/SetKeyValue', body, token, key);

describe('market settings with effective-from dates', () => {
  it("keeps last March's levy readable after a new rate", async () => {
    // The demo seed set 1.00 % (100 bp) from 2024-04-01.
    expect((await set({ key: 'farmerlevy', value: 120, effectiveFrom: '2024-10-01' })).status).toBe(200);
    expect((await set({ key: 'farmerlevy', value: 150, effectiveFrom: '2025-04-01' })).status).toBe(200);
    const september = await api.get('/dataManager/getKeyValue/farmerlevy?date=2024-09-30', admin);
    expect(september.body).toMatchObject({ value: 100, effectiveFrom: '2024-04-01', unit: 'basisPoints' });
    const march = await api.get('/dataManager/getKeyValue/farmerlevy?date=2025-03-31', admin);
    expect(march.body).toMatchObject({ key: 'farmerlevy', value: 120, effectiveFrom: '2024-10-01' });
    const april = await api.get('/dataManager/getKeyValue/farmerlevy?date=2025-04-01', admin);
    expect(april.body.value).toBe(150);
  });

  it('serves the spec keys silkrate and convertioncost once set, and says clearly when not set', async () => {
    // Before the seeded silk rate took effect nothing was set.
    const missing = await api.get('/dataManager/getKeyValue/silkrate?date=2020-01-01', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Silk rate (Rs per kg of raw silk) has not been set');
    await set({ key: 'silkrate', value: 480_000, effectiveFrom: '2025-01-01' });
    const rate = await api.get('/dataManager/getKeyValue/silkrate?date=2025-06-01', admin);
    expect(rate.body).toMatchObject({ value: 480_000, unit: 'paise' });
    expect((await api.get('/dataManager/getKeyValue/convertioncost?date=2024-12-01', admin)).body.value).toBe(
      50_000,
    );
    expect((await api.get('/dataManager/getKeyValue/minbidincrement', admin)).body.value).toBe(100);
  });

  it('lets only Admin change settings or list them all; the offices read a value; a Market Officer, whose only screen is the dashboard, neither', async () => {
    for (const user of ['rjd', 'ad', 'branch', 'officer']) {
      const token = await api.login(user);
      expect((await set({ key: 'reelerlevy', value: 120, effectiveFrom: '2025-01-01' }, token)).status).toBe(
        403,
      );
      expect((await api.get('/dataManager/getSettings', token)).status, user).toBe(403);
      const value = await api.get('/dataManager/getKeyValue/rendittafactor', token);
      expect(value.status, user).toBe(user === 'officer' ? 403 : 200);
    }
    expect((await api.get('/dataManager/getSettings', admin)).status).toBe(200);
  });

  it('validates input and appends once on a retry', async () => {
    const bad = await set({ key: 'farmerlevy', value: 99999, effectiveFrom: '2025-02-30' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['value', 'effectiveFrom']));
    expect((await set({ key: 'unknown', value: 1, effectiveFrom: '2025-01-01' })).status).toBe(400);
    const key = randomUUID();
    const body = { key: 'convertioncost', value: 55_000, effectiveFrom: '2025-01-01' };
    await set(body, admin, key);
    await set(body, admin, key);
    const all = await api.get('/dataManager/getSettings', admin);
    const cost = all.body.data.find((s: { key: string }) => s.key === 'convertioncost');
    expect(
      cost.history.filter((h: { effectiveFrom: string }) => h.effectiveFrom === '2025-01-01'),
    ).toHaveLength(1);
    expect(cost.inForce.value).toBe(55_000);
    const again = await set(body);
    expect(again.status).toBe(409);
  });

  it("keeps a market's own rate within its office: another office's staff cannot read it", async () => {
    const markets = await app.deps.db
      .selectFrom('read.branches')
      .select(['branch_id', 'branch_code'])
      .execute();
    const hosur = String(markets.find((m) => m.branch_code === 'HSR')?.branch_id);
    const dharmapuri = String(markets.find((m) => m.branch_code === 'DPI')?.branch_id);
    await set({ key: 'reelerlevy', value: 175, effectiveFrom: '2024-06-01', marketId: dharmapuri });
    // Other users' new sessions read the read side, which reaches the Admin's write a moment later.
    await app.settle();
    // branch works at Hosur: Dharmapuri's rate is another market's.
    const branch = await api.login('branch');
    const asked = await api.get(`/dataManager/getKeyValue/reelerlevy?marketId=${dharmapuri}`, branch);
    expect(asked.status).toBe(403);
    const own = await api.get(`/dataManager/getKeyValue/reelerlevy?marketId=${hosur}`, branch);
    expect(own.body).toMatchObject({ value: 100, marketId: null });
    // The AD office holds both markets: its AD reads Dharmapuri's rate.
    const ad = await api.login('ad');
    const adAsked = await api.get(`/dataManager/getKeyValue/reelerlevy?marketId=${dharmapuri}`, ad);
    expect(adAsked.body).toMatchObject({ value: 175, marketId: dharmapuri });
  });
});
