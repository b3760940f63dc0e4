import type { CustomerType } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCustomers } from '../seed/customers.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';

/**
 * Twin routes: a route that answers what another refuses applies the same rule (the client's issue). Each
 * case here answered before its fix: a picker or a by-id getter handed out a record its master refused.
 */
let app: TestApp;
let api: ReturnType<typeof apiClient>;
const token: Record<string, string> = {};
const ids = { region: '', hosur: '', dharmapuri: '' };
const customers: Record<string, { customerId: string; mobileNo: string }> = {};

beforeAll(async () => {
  app = await startTestApp({ name: 'twin_routes' });
  api = apiClient(app.url);
  const { db, store } = app.deps;
  const branches = await db.selectFrom('read.branches').select(['branch_id', 'branch_code']).execute();
  const idOf = (code: string) => String(branches.find((b) => b.branch_code === code)?.branch_id);
  ids.hosur = idOf('HSR');
  ids.dharmapuri = idOf('DPI');
  ids.region = String(
    (await db.selectFrom('read.regions').select('region_id').executeTakeFirst())?.region_id,
  );
  await seedDemoCustomers(
    store,
    [
      { branchId: ids.hosur, branchCode: 'HSR' },
      { branchId: ids.dharmapuri, branchCode: 'DPI' },
    ],
    { farmers: 2, reelers: 2 },
  );
  await app.settle();
  const first = async (type: CustomerType, marketId: string) =>
    db
      .selectFrom('read.customers')
      .select(['customer_id as customerId', 'mobile_no as mobileNo'])
      .where('customer_type', '=', type)
      .where('branch_id', '=', marketId)
      .orderBy('head_code')
      .executeTakeFirstOrThrow();
  customers.hosurFarmer = await first('farmer', ids.hosur);
  customers.hosurReeler = await first('reeler', ids.hosur);
  customers.dharmapuriFarmer = await first('farmer', ids.dharmapuri);
  for (const user of ['admin', 'rjd', 'ad', 'branch', 'officer']) token[user] = await api.login(user);
});
afterAll(async () => app?.stop());

const rowsOf = async (path: string, who: string) => {
  const answer = await api.get(path, token[who]);
  expect(answer.status, `${who} ${path}`).toBe(200);
  return answer.body.data as Array<Record<string, unknown>>;
};

describe('AD offices by region: the AD master rule', () => {
  const byQuery = () => `/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId?regionId=${ids.region}`;
  const byPath = () => `/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId/${ids.region}`;

  it('refuses the Market Officer, as getAll_MasAssistantDirector does', async () => {
    expect((await api.get('/MasAssistantDirector/getAll_MasAssistantDirector', token.officer)).status).toBe(
      403,
    );
    expect((await api.get(byQuery(), token.officer)).status).toBe(403);
    expect((await api.get(byPath(), token.officer)).status).toBe(403);
  });

  it("answers the branch form's picker fields only to a role without the AD master", async () => {
    expect((await api.get('/MasAssistantDirector/getAll_MasAssistantDirector', token.branch)).status).toBe(
      403,
    );
    for (const path of [byQuery(), byPath()]) {
      const [row] = await rowsOf(path, 'branch');
      expect(Object.keys(row ?? {}).sort()).toEqual([
        'adCode',
        'adOfficeId',
        'adOfficeName',
        'isActive',
        'regionId',
      ]);
    }
  });

  it("answers the AD master's own rows to a role that holds it", async () => {
    const master = await rowsOf('/MasAssistantDirector/getAll_MasAssistantDirector', 'rjd');
    expect(await rowsOf(byQuery(), 'rjd')).toEqual(master);
    expect(master[0]).toHaveProperty('mobileNo');
  });
});

describe('branches for dropdowns: the TSC master rule', () => {
  it('refuses the Market Officer the TSCs (and markets) that Tsc/getAll_Tsc refuses', async () => {
    expect((await api.get('/Tsc/getAll_Tsc?kind=tsc', token.officer)).status).toBe(403);
    expect((await api.get('/MasBranch/getAll_MasBranch?kind=tsc', token.officer)).status).toBe(403);
    expect((await api.get('/MasBranch/getAll_MasBranch', token.officer)).status).toBe(403);
    expect((await api.get(`/MasBranch/getAll_BranchByADOId/${ids.region}`, token.officer)).status).toBe(403);
  });

  it("answers Tsc/getAll_Tsc's rows to a role of the TSC master", async () => {
    for (const who of ['ad', 'branch']) {
      const master = await rowsOf('/Tsc/getAll_Tsc?kind=tsc', who);
      expect(await rowsOf('/MasBranch/getAll_MasBranch?kind=tsc', who)).toEqual(master);
    }
  });
});

describe('regions for dropdowns: the RJD master rule', () => {
  it('answers id, code, name and status without masters.rjd, and nothing to the Market Officer', async () => {
    const [row] = await rowsOf('/MasRegion/getAll_MasRegions', 'rjd');
    expect(Object.keys(row ?? {}).sort()).toEqual(['isActive', 'regionCode', 'regionId', 'regionName']);
    expect(await rowsOf('/MasRegion/getAll_MasRegions', 'admin')).toEqual([
      expect.objectContaining({ regionId: ids.region, updatedAt: expect.any(String) }),
    ]);
    expect((await api.get('/MasRegion/getAll_MasRegions', token.officer)).status).toBe(403);
  });
});

describe('one customer: the farmer or reeler master rule', () => {
  it('refuses get_Customer to a role that may see neither master', async () => {
    expect((await api.get('/Customer/getAll_Farmers', token.officer)).status).toBe(403);
    const answer = await api.get(
      `/Customer/get_Customer/${customers.hosurFarmer?.customerId}`,
      token.officer,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBeUndefined();
  });

  it("refuses the customer commands before reading the body, as the lists' rule", async () => {
    for (const path of [
      '/auth/Register-Customer',
      '/Customer/UpdateCustomer',
      '/Customer/UpdateCustomerStatus',
    ]) {
      expect((await api.post(path, {}, token.officer)).status, path).toBe(403);
    }
  });

  it("answers a reeler's history only as a reeler record", async () => {
    const reelerId = customers.hosurReeler?.customerId;
    expect((await api.get(`/History/reeler/${reelerId}`, token.branch)).status).toBe(200);
    expect((await api.get(`/History/farmer/${reelerId}`, token.branch)).status).toBe(404);
  });

  it("checks role and market before saying whether a mobile number is another market's customer's", async () => {
    const other = customers.dharmapuriFarmer!;
    const answer = await api.post(
      '/Customer/UpdateCustomerStatus',
      { customerId: other.customerId, mobileNo: '9000000001', otp: '123456' },
      token.branch,
    );
    expect(answer.status).toBe(403);
  });
});
