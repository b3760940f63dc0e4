import { randomUUID } from 'node:crypto';
import { customerStream, headCodeStream } from '@cocoon/domain';
import { sampleFarmerForm, sampleReelerForm } from '@cocoon/domain/testing';
import { waitForProjections } from '@cocoon/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';
import { createTestOffices, createTestStaff, nextIdentity, staffFor, type TestOffices } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: TestOffices;
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ name: 'customers' });
  api = apiClient(app.url);
  offices = await createTestOffices(app.deps.db);
  const staff = staffFor(offices);
  await createTestStaff(app.deps.db, staff);
  for (const s of staff) token[s.username] = await api.login(s.username);
});
afterAll(async () => app?.stop());

const farmer = (overrides: Record<string, unknown> = {}) =>
  sampleFarmerForm({ ...nextIdentity(), ...overrides });
const reeler = (overrides: Record<string, unknown> = {}) =>
  sampleReelerForm({ mobileNo: nextIdentity().mobileNo, ...overrides });
const register = (body: Record<string, unknown>, user = 'c-hsr', key?: string) =>
  api.post('/auth/Register-Customer', body, token[user], key);
/** Another session reads what this one wrote: wait until the projections have it. */
const settle = async (position: string) => {
  expect(await waitForProjections(app.deps.db, position, { timeoutMs: 10_000 })).toBe(true);
};
const farmersOf = async (user: string, query = '?pageSize=500&page=1') =>
  (await api.get(`/Customer/getAll_Farmers${query}`, token[user])).body;

describe('auth/Register-Customer', () => {
  it("registers a farmer at the Branch Admin's own market as Pending, with the next head code", async () => {
    const form = farmer();
    const answer = await register(form);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      result: 'Success',
      message: 'Your account created successfully. OTP verification pending.',
      headCode: 'HSR-F-000001',
      isActive: 2,
      status: 'Pending',
    });
    const rows = (await farmersOf('c-hsr')).data;
    const row = rows.find((r: { customerId: string }) => r.customerId === answer.body.customerId);
    expect(row).toMatchObject({
      ledgerName: 'Murugan K',
      branchId: offices.markets.HSR,
      headCode: 'HSR-F-000001',
      mobileNo: form.mobileNo,
      status: 'Pending',
      isActive: 2,
      aadhaarNo: `XXXXXXXX${String(form.aadhaarNo).slice(-4)}`,
      bankAcNo: 'XXXXXXXXXX7890',
      farmerType: 'SMALL',
    });
  });

  it('registers a reeler at a market an AD names, on its own reeler counter', async () => {
    const answer = await register(reeler({ branchCode: offices.markets.KGI }), 'c-ad-a');
    expect(answer.status).toBe(200);
    expect(answer.body.headCode).toBe('KGI-R-000001');
    const events = await app.deps.store.readStream(customerStream(answer.body.customerId));
    expect(events.map((e) => e.type)).toEqual(['CustomerRegistered']);
    expect(events[0]!.metadata).toMatchObject({
      userName: 'c-ad-a',
      userType: 'AD',
      marketId: offices.markets.KGI,
    });
  });

  it('answers missing and malformed fields with field messages and appends nothing', async () => {
    const empty = await register({ customerType: 'farmer', gender: 'male' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      ledgerName: ['Please enter Name'],
      mobileNo: ['Please enter Mobile No'],
      talukId: ['Please select Taluk'],
      aadhaarNo: ['Please enter Aadhaar No'],
      bankAcNo: ['Please enter Bank Account No'],
      farmerType: ['Please select Farmer Type'],
    });
    const bad = await register(farmer({ aadhaarNo: '234567890123', emailId: 'x@', ifscCode: 'IDIB0H014' }));
    expect(bad.body.errors).toEqual({
      aadhaarNo: ['Aadhaar No is not valid (check digit)'],
      emailId: ['Invalid email address'],
      ifscCode: ['IFSC must look like AAAA0XXXXXX'],
    });
    const future = await register(reeler({ licenseDate: '2999-01-01' }));
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ licenseDate: ['License Date cannot be in the future'] });
    const type = await register(farmer({ customerType: 'trader' }));
    expect(type.body.errors.customerType).toEqual(['Customer type must be farmer or reeler']);
  });

  it('needs a login (401) and a role that manages the type (403)', async () => {
    const anonymous = await api.post('/auth/Register-Customer', farmer());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Your session has expired. Please login again.');
    const officer = await register(farmer(), 'c-officer');
    expect(officer.status).toBe(403);
  });

  it('keeps each office to its own markets', async () => {
    expect((await register(farmer({ branchCode: offices.markets.KGI }), 'c-hsr')).status).toBe(403);
    expect((await register(farmer({ branchCode: offices.markets.SLM }), 'c-ad-a')).status).toBe(403);
    expect((await register(farmer({ branchCode: offices.markets.SLM }), 'c-rjd1')).status).toBe(403);
    expect((await register(farmer({ branchCode: offices.markets.DPI }), 'c-rjd1')).status).toBe(200);
    const nowhere = await register(farmer(), 'c-nowhere');
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual({ branchCode: ['Please select Market'] });
    const tscAsMarket = await register(farmer({ branchCode: offices.tsc }), 'c-admin');
    expect(tscAsMarket.body.errors).toEqual({ branchCode: ['Market not found'] });
    const noTsc = await register(farmer({ tsc: offices.markets.KGI }));
    expect(noTsc.body.errors).toEqual({ tsc: ['TSC not found'] });
    expect((await register(farmer({ tsc: offices.tsc }))).status).toBe(200);
  });

  it('refuses the same Aadhaar anywhere and the same mobile for one type in one market (409 naming the field)', async () => {
    const first = farmer();
    expect((await register(first)).status).toBe(200);

    const sameAadhaar = await register(
      farmer({ aadhaarNo: first.aadhaarNo, branchCode: offices.markets.SLM }),
      'c-admin',
    );
    expect(sameAadhaar.status).toBe(409);
    expect(sameAadhaar.body).toMatchObject({
      field: 'aadhaarNo',
      message: 'Aadhaar No is already registered to another customer',
    });
    const sameMobile = await register(farmer({ mobileNo: first.mobileNo }));
    expect(sameMobile.status).toBe(409);
    expect(sameMobile.body).toMatchObject({
      field: 'mobileNo',
      message: 'Mobile No is already registered to another farmer in this market',
    });
    // The same number may be a reeler's at this market, or a farmer's at another market.
    expect((await register(reeler({ mobileNo: first.mobileNo }))).status).toBe(200);
    expect((await register(farmer({ mobileNo: first.mobileNo }), 'c-kgi')).status).toBe(200);
  });

  it('gives back what a refused registration had reserved', async () => {
    const taken = farmer();
    expect((await register(taken)).status).toBe(200);
    const fresh = nextIdentity();
    const refused = await register(farmer({ aadhaarNo: fresh.aadhaarNo, mobileNo: taken.mobileNo }));
    expect(refused.status).toBe(409);
    // The Aadhaar it reserved before the mobile was refused is free again.
    expect((await register(farmer({ aadhaarNo: fresh.aadhaarNo }))).status).toBe(200);
  });

  it('registers once when the same request is retried, even in parallel', async () => {
    const key = randomUUID();
    const form = farmer();
    const counter = headCodeStream(offices.markets.HSR, 'farmer');
    const allocatedBefore = (await app.deps.store.readStream(counter)).length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(form, 'c-hsr', key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.headCode)).size).toBe(1);
    const again = await register(form, 'c-hsr', key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.customerId).toBe(answers[0]!.body.customerId);
    expect((await app.deps.store.readStream(customerStream(again.body.customerId))).length).toBe(1);
    expect((await app.deps.store.readStream(counter)).length).toBe(allocatedBefore + 1);
  });

  it('needs an Idempotency-Key', async () => {
    const answer = await register(farmer(), 'c-hsr', null as unknown as string);
    expect(answer.status).toBe(400);
    expect(answer.body.errors['Idempotency-Key']).toBeDefined();
  });
});

describe('dataManager/getHeadCode', () => {
  const allocate = (type: string, user = 'c-kgi', body: Record<string, unknown> = {}, key?: string) =>
    api.post(`/dataManager/getHeadCode/${type}`, body, token[user], key);

  it('allocates consecutive codes per market and type, never handing one out twice', async () => {
    const a = await allocate('farmer');
    const b = await allocate('farmer');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      result: 'Success',
      customerType: 'farmer',
      branchCode: offices.markets.KGI,
    });
    expect(b.body.sequence).toBe(a.body.sequence + 1);
    // b was never used for a registration; the next one still moves on past it.
    const registered = await register(farmer(), 'c-kgi');
    expect(registered.body.headCode).toBe(`KGI-F-${String(b.body.sequence + 1).padStart(6, '0')}`);
    expect((await allocate('reeler', 'c-ad-a', { branchCode: offices.markets.KGI })).body.headCode).toMatch(
      /^KGI-R-0000\d\d$/,
    );
  });

  it('answers a retried allocation with the same code', async () => {
    const key = randomUUID();
    const first = await allocate('farmer', 'c-kgi', {}, key);
    const again = await allocate('farmer', 'c-kgi', {}, key);
    expect(again.body.headCode).toBe(first.body.headCode);
  });

  it('lets a registration use an allocated code once, and no other', async () => {
    const { headCode } = (await allocate('farmer', 'c-dpi')).body;
    const used = await register(farmer({ headCode }), 'c-dpi');
    expect(used.status).toBe(200);
    expect(used.body.headCode).toBe(headCode);
    const again = await register(farmer({ headCode }), 'c-dpi');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      field: 'headCode',
      message: 'Head Code is already used by another customer',
    });
    const never = await register(farmer({ headCode: 'DPI-F-999999' }), 'c-dpi');
    expect(never.body.errors).toEqual({ headCode: ['Head Code was not allocated for this market'] });
    const foreign = await register(farmer({ headCode: 'HSR-F-000001' }), 'c-dpi');
    expect(foreign.body.errors).toEqual({
      headCode: ['Head Code must be a farmer head code of this market'],
    });
  });

  it('refuses a body that is not a JSON object with 400, using up no code', async () => {
    const before = await allocate('farmer');
    for (const raw of ['[]', '[{"branchCode":null}]', '"farmer"', '7']) {
      const answer = await api.call('POST', '/dataManager/getHeadCode/farmer', {
        token: token['c-kgi'],
        rawBody: raw,
      });
      expect(answer.status, raw).toBe(400);
    }
    expect((await allocate('farmer')).body.sequence).toBe(before.body.sequence + 1);
  });

  it('checks type, login, role and market', async () => {
    expect((await allocate('trader')).status).toBe(400);
    expect((await api.post('/dataManager/getHeadCode/farmer', {})).status).toBe(401);
    expect((await allocate('farmer', 'c-officer')).status).toBe(403);
    expect((await allocate('farmer', 'c-admin')).body.errors).toEqual({
      branchCode: ['Please select Market'],
    });
    expect((await allocate('farmer', 'c-hsr', { branchCode: offices.markets.SLM })).status).toBe(403);
  });
});

describe('Customer/UpdateCustomer', () => {
  const update = (body: Record<string, unknown>, user = 'c-hsr', key?: string) =>
    api.post('/Customer/UpdateCustomer', body, token[user], key);

  it('records an edit with what changed and shows it in the record', async () => {
    const form = farmer();
    const { customerId } = (await register(form)).body;
    // A farmer's bank details wait for a second person (bank-changes.int.spec.ts); other fields change at once.
    const answer = await update({ ...form, customerId, fatherName: 'Kandasamy R', areaName: 'Kelamangalam' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Form Submitted Successfully',
      changed: ['fatherName', 'areaName'],
      bankChange: null,
    });
    const record = (await api.get(`/Customer/get_Customer/${customerId}`, token['c-hsr'])).body.data;
    expect(record).toMatchObject({
      fatherName: 'Kandasamy R',
      areaName: 'Kelamangalam',
      aadhaarNo: form.aadhaarNo,
    });
  });

  it('moves the Aadhaar and mobile reservations with an edit', async () => {
    const a = farmer();
    const b = farmer();
    const idA = (await register(a)).body.customerId;
    expect((await register(b)).status).toBe(200);
    const clash = await update({ ...a, customerId: idA, aadhaarNo: b.aadhaarNo });
    expect(clash.status).toBe(409);
    expect(clash.body.field).toBe('aadhaarNo');
    const mobileClash = await update({ ...a, customerId: idA, mobileNo: b.mobileNo });
    expect(mobileClash.body.field).toBe('mobileNo');

    const fresh = nextIdentity();
    expect((await update({ ...a, customerId: idA, ...fresh })).status).toBe(200);
    // A's old Aadhaar and mobile are free for someone else now.
    expect((await register(farmer({ aadhaarNo: a.aadhaarNo, mobileNo: a.mobileNo }))).status).toBe(200);
  });

  it('deactivates and reactivates, never deletes; Pending needs the OTP to become Active', async () => {
    const form = farmer();
    const { customerId } = (await register(form)).body;
    const body = { ...form, customerId };
    const notVerified = await update({ ...body, isActive: 1 });
    expect(notVerified.status).toBe(400);
    expect(notVerified.body.errors).toEqual({
      isActive: ['Verify the mobile number with the OTP to activate this account'],
    });
    const off = await update({ ...body, isActive: 0 });
    expect(off.status).toBe(200);
    // The answer names what the edit changed: the status alone here.
    expect(off.body.changed).toEqual(['isActive']);
    let row = (await api.get(`/Customer/get_Customer/${customerId}`, token['c-hsr'])).body.data;
    expect(row).toMatchObject({ isActive: 0, status: 'inActive' });
    const on = await update({ ...body, ledgerName: 'Murugan Renamed', isActive: 2 });
    expect(on.status).toBe(200);
    expect(on.body.changed).toEqual(['ledgerName', 'isActive']);
    row = (await api.get(`/Customer/get_Customer/${customerId}`, token['c-hsr'])).body.data;
    expect(row).toMatchObject({ isActive: 2, status: 'Pending' });
    const types = (await app.deps.store.readStream(customerStream(customerId))).map((e) => e.type);
    expect(types).toEqual([
      'CustomerRegistered',
      'CustomerDeactivated',
      'CustomerUpdated',
      'CustomerReactivated',
    ]);
    expect((await update({ ...body, ledgerName: 'Murugan Renamed', isActive: 2 })).body.changed).toEqual([]);
  });

  it('refuses an unknown customer, a type change, another market, the wrong role and no login', async () => {
    const form = farmer();
    const { customerId } = (await register(form)).body;
    expect((await update({ ...form, customerId: randomUUID() })).status).toBe(404);
    const typeChange = await update({ ...reeler(), customerId });
    expect(typeChange.status).toBe(400);
    expect(typeChange.body.errors.customerType).toEqual([
      'This customer is a farmer; the type cannot be changed',
    ]);
    expect((await update({ ...form, customerId }, 'c-kgi')).status).toBe(403);
    expect((await update({ ...form, customerId }, 'c-officer')).status).toBe(403);
    expect((await api.post('/Customer/UpdateCustomer', { ...form, customerId })).status).toBe(401);
    expect((await update({ ...form, customerId, city: 'Bagalur' }, 'c-ad-a')).status).toBe(200);
  });

  it('appends one edit when the same request is retried', async () => {
    const form = farmer();
    const { customerId } = (await register(form)).body;
    const key = randomUUID();
    const body = { ...form, customerId, areaName: 'Thally' };
    const answers = await Promise.all([update(body, 'c-hsr', key), update(body, 'c-hsr', key)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const types = (await app.deps.store.readStream(customerStream(customerId))).map((e) => e.type);
    expect(types).toEqual(['CustomerRegistered', 'CustomerUpdated']);
  });
});

describe('lists and the single record', () => {
  let ids: Record<'HSR' | 'KGI' | 'DPI' | 'SLM', string>;
  const tag = `Scopetest${Date.now() % 100000}`;

  beforeAll(async () => {
    ids = {} as typeof ids;
    let last = '';
    for (const market of ['HSR', 'KGI', 'DPI', 'SLM'] as const) {
      const answer = await register(
        farmer({ ledgerName: `${tag} ${market}`, branchCode: offices.markets[market], panNo: 'ABCPM1234K' }),
        'c-admin',
      );
      expect(answer.status).toBe(200);
      ids[market] = answer.body.customerId;
      last = answer.body.position;
    }
    await settle(last);
  });

  const namesFor = async (user: string) =>
    ((await farmersOf(user, `?search=${tag}&sort=ledgerName`)).data as { ledgerName: string }[]).map(
      (r) => r.ledgerName,
    );

  it('shows a branch its market, an AD its AD office, an RJD its region and Admin everything', async () => {
    expect(await namesFor('c-hsr')).toEqual([`${tag} HSR`]);
    expect(await namesFor('c-ad-a')).toEqual([`${tag} HSR`, `${tag} KGI`]);
    expect(await namesFor('c-rjd1')).toEqual([`${tag} DPI`, `${tag} HSR`, `${tag} KGI`]);
    expect(await namesFor('c-admin')).toEqual([`${tag} DPI`, `${tag} HSR`, `${tag} KGI`, `${tag} SLM`]);
    expect(await namesFor('c-nowhere')).toEqual([]);
  });

  it('searches by head code and mobile too, pages and sorts on the server', async () => {
    const record = (await api.get(`/Customer/get_Customer/${ids.HSR}`, token['c-admin'])).body.data;
    const byCode = await farmersOf('c-admin', `?search=${record.headCode}`);
    expect(byCode.data.map((r: { customerId: string }) => r.customerId)).toEqual([ids.HSR]);
    const byMobile = await farmersOf('c-admin', `?search=${record.mobileNo}`);
    expect(byMobile.data.map((r: { customerId: string }) => r.customerId)).toEqual([ids.HSR]);
    const page = await farmersOf('c-admin', `?search=${tag}&page=2&pageSize=3&sort=ledgerName&order=desc`);
    expect(page).toMatchObject({ total: 4, page: 2, pageSize: 3, paged: true });
    expect(page.data.map((r: { ledgerName: string }) => r.ledgerName)).toEqual([`${tag} DPI`]);
    const badSort = await api.get('/Customer/getAll_Farmers?sort=password', token['c-admin']);
    expect(badSort.status).toBe(400);
  });

  it('masks Aadhaar, PAN and bank account in lists', async () => {
    const [row] = (await farmersOf('c-hsr', `?search=${tag}`)).data;
    expect(row.aadhaarNo).toMatch(/^X{8}\d{4}$/);
    expect(row.panNo).toBe('XXXXXX234K');
    expect(row.bankAcNo).toBe('XXXXXXXXXX7890');
  });

  it('answers the record, full numbers included, only to its master within its scope', async () => {
    const full = await api.get(`/Customer/get_Customer/${ids.HSR}`, token['c-hsr']);
    expect(full.body).toMatchObject({
      editable: true,
      data: { panNo: 'ABCPM1234K', bankAcNo: '50100234567890' },
    });
    expect(full.body.data.aadhaarNo).toMatch(/^\d{12}$/);
    // The Market Officer may see neither master: the record is refused as the lists are.
    expect((await api.get(`/Customer/get_Customer/${ids.HSR}`, token['c-officer'])).status).toBe(403);
    expect((await api.get(`/Customer/get_Customer/${ids.KGI}`, token['c-hsr'])).status).toBe(403);
    expect((await api.get(`/Customer/get_Customer/${randomUUID()}`, token['c-hsr'])).status).toBe(404);
    expect((await api.get(`/Customer/get_Customer/${ids.HSR}`)).status).toBe(401);
  });

  it('lists reelers apart from farmers, and only for roles of the farmer/reeler masters', async () => {
    const reelers = (await api.get('/Customer/getAll_Reelers?pageSize=500&page=1', token['c-admin'])).body
      .data;
    expect(reelers.length).toBeGreaterThan(0);
    expect(reelers.every((r: { customerType: string }) => r.customerType === 'reeler')).toBe(true);
    expect((await api.get('/Customer/getAll_Farmers', token['c-officer'])).status).toBe(403);
    expect((await api.get('/Customer/getAll_Reelers', token['c-officer'])).status).toBe(403);
    expect((await api.get('/Customer/getAll_Farmers')).status).toBe(401);
  });
});
