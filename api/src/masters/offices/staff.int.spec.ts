import { randomUUID } from 'node:crypto';
import { staffStream } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoOffices } from '../../seed/offices.js';
import type { TestApp } from '../../testing/app.js';
import type { apiClient } from '../../testing/client.js';
import { startOfficesApp } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: DemoOffices;
const t = {} as Record<'admin' | 'rjd' | 'ad' | 'branch' | 'officer', string>;

beforeAll(async () => {
  ({ app, api, offices } = await startOfficesApp('offices_staff'));
  for (const role of ['admin', 'rjd', 'ad', 'branch', 'officer'] as const) t[role] = await api.login(role);
});
afterAll(async () => app?.stop());

const officer = (over: Record<string, unknown> = {}) => ({
  userName: 'hosur.clerk',
  designation: 'Assistant Inspector',
  emailId: 'hosur.clerk@example.in',
  mobileNo: '9443400001',
  password: 'Secret123',
  branchId: offices.markets.hosur,
  ...over,
});
const rows = async (path: string, token: string) => (await api.get(path, token)).body.data as any[];
const names = async (path: string, token: string) => (await rows(path, token)).map((u) => u.userName).sort();
const loginStatus = async (username: string, password = 'Secret123') =>
  (await api.call('POST', '/auth/connect', { body: { username, password }, key: null })).status;

describe('auth/Register-Market', () => {
  it('registers a Market Officer who logs in with that role at that market', async () => {
    const answer = await api.post('/auth/Register-Market', officer(), t.ad);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'Success', message: 'Successfully Registered' });
    const login = await api.call('POST', '/auth/connect', {
      body: { username: 'hosur.clerk', password: 'Secret123' },
      key: null,
    });
    expect(login.body).toMatchObject({ result: 'Success', userType: 'Market Officer' });
    const row = await app.deps.db
      .selectFrom('app.staff_users')
      .select(['branch_id', 'market_id', 'is_active', 'pending_command'])
      .where('username', '=', 'hosur.clerk')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      branch_id: offices.markets.hosur,
      market_id: 'HSR',
      is_active: 1,
      pending_command: null,
    });
    // Its scope is the row's market; its only screen is the dashboard, so even the market picker is refused.
    expect((await api.get('/MasBranch/getAll_MasBranch', login.body.token)).status).toBe(403);
    expect(
      (await rows('/MasUsers/getAll_MasUsers', t.ad)).find((u) => u.userName === 'hosur.clerk'),
    ).toMatchObject({
      name: 'hosur.clerk',
      userType: 'Market Officer',
      designation: 'Assistant Inspector',
      branchName: 'Hosur',
      adOfficeName: 'Krishnagiri',
      regionName: 'Salem region',
    });
  });

  it('answers each invalid field with its message', async () => {
    const answer = await api.post(
      '/auth/Register-Market',
      {
        userName: '',
        designation: ' ',
        emailId: 'nope',
        mobileNo: '944340000',
        password: 'password',
        branchId: '',
      },
      t.ad,
    );
    expect(answer.body.errors).toEqual({
      userName: ['Please enter Username'],
      designation: ['Please enter Designation'],
      emailId: ['Invalid email address'],
      mobileNo: ['Mobile No must be a 10-digit Indian mobile number'],
      password: ['Password must contain a digit'],
      branchId: ['Please select a Market Office'],
    });
    const tsc = await api.post(
      '/auth/Register-Market',
      officer({ userName: 'tsc.officer', branchId: offices.tscs.palacode }),
      t.ad,
    );
    expect(tsc.body.errors.branchId).toEqual(['Palacode TSC is a TSC, not a market']);
  });

  it('answers a taken username with 409, whatever its case', async () => {
    const answer = await api.post('/auth/Register-Market', officer({ userName: 'Hosur.Clerk' }), t.ad);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ field: 'userName', message: 'Username Hosur.Clerk already exists' });
  });

  it('keeps the registrar to its scope', async () => {
    const other = await api.post(
      '/auth/Register-RJD',
      {
        regionName: 'Coimbatore region',
        regionCode: 'CBE',
        name: 'R',
        userName: 'rjd.cbe',
        password: 'Secret123',
        mobileNo: '9443400009',
        emailId: 'rjd.cbe@example.in',
      },
      t.admin,
    );
    const cbeRjd = await api.login('rjd.cbe', 'Secret123');
    expect(other.status).toBe(200);
    const refused = await api.post('/auth/Register-Market', officer({ userName: 'x.officer' }), cbeRjd);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This is outside your region.');
  });
});

describe('auth/Register-MasUsers', () => {
  it('offers each registrar the user types it may grant', async () => {
    expect((await api.get('/MasUsers/getAll_UserTypes', t.admin)).body.data).toEqual([
      'Branch Admin',
      'Market Officer',
    ]);
    expect((await api.get('/MasUsers/getAll_UserTypes', t.branch)).body.data).toEqual(['Branch Admin']);
  });

  it('lets a Branch Admin add a Branch Admin at its market, but no officer, no RJD and nothing elsewhere', async () => {
    const base = officer({ userName: 'hosur.ba2', userType: 'Branch Admin' });
    expect((await api.post('/auth/Register-MasUsers', base, t.branch)).status).toBe(200);
    expect(await loginStatus('hosur.ba2')).toBe(200);
    const asOfficer = await api.post(
      '/auth/Register-MasUsers',
      { ...base, userName: 'hosur.mo2', userType: 'Market Officer' },
      t.branch,
    );
    expect(asOfficer.status).toBe(403);
    expect(asOfficer.body.message).toBe('You may not manage Market Officer accounts.');
    const asRjd = await api.post(
      '/auth/Register-MasUsers',
      { ...base, userName: 'hosur.rjd', userType: 'RJD' },
      t.branch,
    );
    expect(asRjd.status).toBe(400);
    expect(asRjd.body.errors.userType).toEqual(['User Type must be Branch Admin or Market Officer']);
    const elsewhere = await api.post(
      '/auth/Register-MasUsers',
      { ...base, userName: 'dpi.ba2', branchId: offices.markets.dharmapuri },
      t.branch,
    );
    expect(elsewhere.status).toBe(403);
    const noType = await api.post('/auth/Register-MasUsers', { ...base, userType: undefined }, t.branch);
    expect(noType.body.errors.userType).toEqual(['Please select a User Type']);
  });

  it('registers once when retried with the same key, even in parallel', async () => {
    const key = randomUUID();
    const body = officer({
      userName: 'dpi.clerk',
      branchId: offices.markets.dharmapuri,
      userType: 'Market Officer',
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.post('/auth/Register-MasUsers', body, t.ad, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.staffId)).size).toBe(1);
    expect((await app.deps.store.readStream(staffStream(answers[0]!.body.staffId))).length).toBe(1);
    const accounts = await app.deps.db
      .selectFrom('app.staff_users')
      .select('user_id')
      .where('username', '=', 'dpi.clerk')
      .execute();
    expect(accounts).toEqual([{ user_id: answers[0]!.body.staffId }]);
  });
});

describe('MasUsers/getAll_MasUsers scope', () => {
  it('shows Admin all, RJD its region, AD its office, a branch its market', async () => {
    const all = await names('/MasUsers/getAll_MasUsers?pageSize=200', t.admin);
    expect(all).toContain('rjd.cbe');
    const region = await names('/MasUsers/getAll_MasUsers', t.rjd);
    expect(region).not.toContain('rjd.cbe');
    expect(region).toEqual(expect.arrayContaining(['rjd', 'ad', 'branch', 'dharmapuri.officer']));
    const office = await names('/MasUsers/getAll_MasUsers', t.ad);
    expect(office).not.toContain('rjd');
    expect(office).toEqual(
      expect.arrayContaining(['ad', 'branch', 'dharmapuri.clerk'.replace('.clerk', '.officer')]),
    );
    const market = await names('/MasUsers/getAll_MasUsers', t.branch);
    expect(market).toEqual(['branch', 'hosur.admin', 'hosur.ba2', 'hosur.clerk', 'hosur.officer', 'officer']);
    const officers = await names('/MasUsers/getAll_MasUsers?userType=Market Officer', t.branch);
    expect(officers).toEqual(['hosur.clerk', 'hosur.officer', 'officer']);
  });
});

describe('MasUsers/UpdateMasUsers', () => {
  const staffId = async (userName: string) =>
    (
      await app.deps.db
        .selectFrom('app.staff_users')
        .select('user_id')
        .where('username', '=', userName)
        .executeTakeFirstOrThrow()
    ).user_id as string;
  const change = async (userName: string, over: Record<string, unknown>) => ({
    staffId: await staffId(userName),
    name: 'Hosur Clerk',
    mobileNo: '9443400001',
    emailId: 'hosur.clerk@example.in',
    ...over,
  });

  it('deactivates an account: its sessions end and it cannot log in; reactivation lets it back', async () => {
    const session = await api.login('hosur.clerk', 'Secret123');
    const off = await api.post(
      '/MasUsers/UpdateMasUsers',
      await change('hosur.clerk', { isActive: 0 }),
      t.ad,
    );
    expect(off.body).toMatchObject({ result: 'Success', message: 'Form Submitted Successfully' });
    expect((await api.get('/MasBranch/getAll_MasBranch', session)).status).toBe(401);
    expect(await loginStatus('hosur.clerk')).toBe(401);
    expect(
      (await rows('/MasUsers/getAll_MasUsers', t.ad)).find((u) => u.userName === 'hosur.clerk'),
    ).toMatchObject({
      isActive: 0,
      name: 'Hosur Clerk',
    });
    await api.post('/MasUsers/UpdateMasUsers', await change('hosur.clerk', { isActive: 1 }), t.ad);
    expect(await loginStatus('hosur.clerk')).toBe(200);
    const history = (await app.deps.store.readStream(staffStream(await staffId('hosur.clerk')))).map((e) => [
      e.type,
      e.metadata.userName,
    ]);
    expect(history).toEqual([
      ['StaffRegistered', 'ad'],
      ['StaffUpdated', 'ad'],
      ['StaffDeactivated', 'ad'],
      ['StaffReactivated', 'ad'],
    ]);
  });

  it('resets a password: the old one stops working, the event carries no password', async () => {
    const reset = await api.post(
      '/MasUsers/UpdateMasUsers',
      await change('hosur.clerk', { password: 'Changed789' }),
      t.ad,
    );
    expect(reset.status).toBe(200);
    expect(await loginStatus('hosur.clerk')).toBe(401);
    expect(await loginStatus('hosur.clerk', 'Changed789')).toBe(200);
    const events = await app.deps.store.readStream(staffStream(await staffId('hosur.clerk')));
    expect(events.at(-1)?.type).toBe('StaffPasswordReset');
    expect(JSON.stringify(events)).not.toContain('Changed789');
  });

  it('refuses changes above the caller, outside its scope, or to itself', async () => {
    const rjdAccount = await change('rjd', { name: 'X' });
    expect((await api.post('/MasUsers/UpdateMasUsers', rjdAccount, t.ad)).status).toBe(403);
    expect(
      (await api.post('/MasUsers/UpdateMasUsers', await change('hosur.officer', {}), t.branch)).status,
    ).toBe(403);
    expect(
      (await api.post('/MasUsers/UpdateMasUsers', await change('dharmapuri.admin', {}), t.branch)).status,
    ).toBe(403);
    const self = await api.post(
      '/MasUsers/UpdateMasUsers',
      await change('branch', { isActive: 0 }),
      t.branch,
    );
    expect(self.status).toBe(400);
    expect(self.body.errors.isActive).toEqual(['You cannot deactivate your own account']);
    expect(
      (await api.post('/MasUsers/UpdateMasUsers', { ...rjdAccount, staffId: randomUUID() }, t.admin)).status,
    ).toBe(404);
  });

  it('lets Admin deactivate an RJD, who then cannot log in', async () => {
    const rjdSession = await api.login('rjd.cbe', 'Secret123');
    const answer = await api.post(
      '/MasUsers/UpdateMasUsers',
      await change('rjd.cbe', { name: 'R', isActive: 0 }),
      t.admin,
    );
    expect(answer.status).toBe(200);
    expect((await api.get('/MasRegion/getAll_MasRegions', rjdSession)).status).toBe(401);
    expect(await loginStatus('rjd.cbe')).toBe(401);
  });
});

describe('password resets', () => {
  it("refuses a Branch Admin resetting a fellow Branch Admin's password; an AD above them may", async () => {
    const peer = officer({
      userName: 'hosur.ba3',
      userType: 'Branch Admin',
      emailId: 'hosur.ba3@example.in',
    });
    expect((await api.post('/auth/Register-MasUsers', peer, t.branch)).status).toBe(200);
    const id = (
      await app.deps.db
        .selectFrom('app.staff_users')
        .select('user_id')
        .where('username', '=', 'hosur.ba3')
        .executeTakeFirstOrThrow()
    ).user_id;
    const reset = {
      staffId: id,
      name: 'Hosur BA 3',
      mobileNo: '9443400001',
      emailId: 'hosur.ba3@example.in',
      password: 'Taken789x',
    };
    const refused = await api.post('/MasUsers/UpdateMasUsers', reset, t.branch);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not reset the password of another Branch Admin.');
    expect(await loginStatus('hosur.ba3', 'Taken789x')).toBe(401);
    expect(await loginStatus('hosur.ba3')).toBe(200);
    expect((await api.post('/MasUsers/UpdateMasUsers', reset, t.ad)).status).toBe(200);
    expect(await loginStatus('hosur.ba3', 'Taken789x')).toBe(200);
  });

  it('refuses a Branch Admin deactivating or reactivating a fellow Branch Admin; an AD above them may', async () => {
    const peer = officer({
      userName: 'hosur.ba4',
      userType: 'Branch Admin',
      emailId: 'hosur.ba4@example.in',
    });
    expect((await api.post('/auth/Register-MasUsers', peer, t.branch)).status).toBe(200);
    const peerSession = await api.login('hosur.ba4', 'Secret123');
    const { user_id: id } = await app.deps.db
      .selectFrom('app.staff_users')
      .select('user_id')
      .where('username', '=', 'hosur.ba4')
      .executeTakeFirstOrThrow();
    const edit = (isActive: 0 | 1) => ({
      staffId: id,
      name: 'Hosur BA 4',
      mobileNo: '9443400001',
      emailId: 'hosur.ba4@example.in',
      isActive,
    });
    const refused = await api.post('/MasUsers/UpdateMasUsers', edit(0), t.branch);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not deactivate another Branch Admin.');
    expect((await api.get('/auth/session', peerSession)).status).toBe(200);
    expect(await loginStatus('hosur.ba4')).toBe(200);
    // A peer may still edit the profile without switching the account off.
    expect((await api.post('/MasUsers/UpdateMasUsers', edit(1), t.branch)).status).toBe(200);

    expect((await api.post('/MasUsers/UpdateMasUsers', edit(0), t.ad)).status).toBe(200);
    expect(await loginStatus('hosur.ba4')).toBe(401);
    const undo = await api.post('/MasUsers/UpdateMasUsers', edit(1), t.branch);
    expect(undo.status).toBe(403);
    expect(undo.body.message).toBe('You may not reactivate another Branch Admin.');
    expect(await loginStatus('hosur.ba4')).toBe(401);
  });
});
