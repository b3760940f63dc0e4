import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoOffices, linkDemoAccounts, seedDemoOffices } from '../../seed/offices.js';
import type { TestApp } from '../../testing/app.js';
import type { apiClient } from '../../testing/client.js';
import { startOfficesApp } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: DemoOffices;

beforeAll(async () => {
  ({ app, api, offices } = await startOfficesApp('offices_seed'));
});
afterAll(async () => app?.stop());

describe('demo offices seed', () => {
  it('creates the hierarchy and its accounts, which log in with their scope', async () => {
    const admin = await api.login('admin');
    const regions = await api.get('/MasRegion/getAll_MasRegions', admin);
    expect(regions.body.data).toEqual([
      expect.objectContaining({
        regionId: offices.regionId,
        regionCode: 'SLM',
        regionName: 'Salem region',
        isActive: 1,
      }),
    ]);
    const branches = await api.get('/MasBranch/getAll_MasBranch', admin);
    expect(
      branches.body.data.map((b: any) => [b.branchCode, b.branchNameTa, b.kind, b.adOfficeName]),
    ).toEqual([
      ['DPI', 'தர்மபுரி', 'market', 'Krishnagiri'],
      ['HSR', 'ஓசூர்', 'market', 'Krishnagiri'],
      ['KVP', 'காவேரிப்பட்டணம் தொழில்நுட்ப சேவை மையம்', 'tsc', 'Krishnagiri'],
      ['PLC', 'பாலக்கோடு தொழில்நுட்ப சேவை மையம்', 'tsc', 'Krishnagiri'],
    ]);
    for (const username of [
      'rjd.salem',
      'ad.krishnagiri',
      'hosur.admin',
      'hosur.officer',
      'dharmapuri.officer',
    ]) {
      await api.login(username);
    }
    const users = await api.get('/MasUsers/getAll_MasUsers?pageSize=100', admin);
    expect(users.body.data.map((u: any) => u.userName).sort()).toEqual(
      [
        'ad',
        'ad.krishnagiri',
        'branch',
        'dharmapuri.admin',
        'dharmapuri.officer',
        'hosur.admin',
        'hosur.officer',
        'officer',
        'rjd',
        'rjd.salem',
      ].sort(),
    );
  });

  it('links the demo accounts: branch sees Hosur only, ad its AD office', async () => {
    const branch = await api.login('branch');
    const mine = await api.get('/MasBranch/getAll_MasBranch', branch);
    expect(mine.body.data.map((b: any) => b.branchCode)).toEqual(['HSR']);
    const ad = await api.login('ad');
    const ads = await api.get('/MasBranch/getAll_MasBranch', ad);
    expect(ads.body.total).toBe(4);
    const officers = await api.get('/MasUsers/getAll_MasUsers?userType=Market Officer', branch);
    expect(officers.body.data.map((u: any) => u.userName).sort()).toEqual(['hosur.officer', 'officer']);
  });

  it('creates nothing twice when run again', async () => {
    const again = await seedDemoOffices(app.deps.db, app.deps.store);
    expect(again).toEqual(offices);
    await linkDemoAccounts(app.deps.db, app.deps.store, offices);
    const admin = await api.login('admin');
    expect((await api.get('/MasUsers/getAll_MasUsers', admin)).body.total).toBe(10);
  });
});
