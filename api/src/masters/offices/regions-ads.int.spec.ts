import { randomUUID } from 'node:crypto';
import { regionStream } from '@cocoon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoOffices } from '../../seed/offices.js';
import type { TestApp } from '../../testing/app.js';
import type { apiClient } from '../../testing/client.js';
import { startOfficesApp } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: DemoOffices;
let admin: string;
let rjd: string;

beforeAll(async () => {
  ({ app, api, offices } = await startOfficesApp('offices_regions'));
  admin = await api.login('admin');
  rjd = await api.login('rjd');
});
afterAll(async () => app?.stop());
const eventCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM eventstore.events`.execute(app.deps.db)).rows[0]!
    .n;

const rjdBody = (over: Record<string, unknown> = {}) => ({
  regionName: 'Coimbatore region',
  regionCode: 'CBE',
  name: 'Thiru. P. Muthusamy',
  userName: 'rjd.cbe',
  password: 'Secret123',
  mobileNo: '9443200001',
  emailId: 'rjd.cbe@example.in',
  ...over,
});
const adBody = (regionId: string, over: Record<string, unknown> = {}) => ({
  adCode: 'UDT',
  regionId,
  adOfficeName: 'Udumalpet',
  name: 'Thiru. K. Ravi',
  mobileNo: '9443200002',
  emailId: 'ad.udt@example.in',
  userName: 'ad.udt',
  password: 'Secret123',
  ...over,
});
const rows = async (path: string, token: string) => (await api.get(path, token)).body.data as any[];

describe('auth/Register-RJD and regions', () => {
  let cbe: string;

  it('registers a region with its RJD, who logs in with role RJD and sees that region only', async () => {
    const answer = await api.post('/auth/Register-RJD', rjdBody(), admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'Success', message: 'Successfully Registered' });
    cbe = answer.body.regionId;
    const regions = await rows('/MasRegion/getAll_MasRegions', admin);
    expect(regions.map((r) => r.regionCode)).toEqual(['CBE', 'SLM']);

    const token = await api.login('rjd.cbe', 'Secret123');
    const session = await app.deps.db
      .selectFrom('app.staff_users')
      .select(['user_type', 'region_id'])
      .where('username', '=', 'rjd.cbe')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ user_type: 'RJD', region_id: cbe });
    expect((await rows('/MasRegion/getAll_MasRegions', token)).map((r) => r.regionCode)).toEqual(['CBE']);
    const users = await rows('/MasUsers/getAll_MasUsers?userType=RJD', admin);
    expect(users.find((u) => u.userName === 'rjd.cbe')).toMatchObject({
      regionName: 'Coimbatore region',
      regionCode: 'CBE',
      name: 'Thiru. P. Muthusamy',
      isActive: 1,
    });
  });

  it('never stores the password in an event', async () => {
    const events = await app.deps.store.readStream(regionStream(cbe));
    const all = JSON.stringify(events) + JSON.stringify(await app.deps.store.readAll({}));
    expect(events.map((e) => e.type)).toEqual(['RegionRegistered']);
    expect(all).not.toContain('Secret123');
  });

  it('answers each invalid field with its message', async () => {
    const answer = await api.post(
      '/auth/Register-RJD',
      {
        regionName: '',
        regionCode: 'C',
        name: '',
        userName: 'a b',
        password: 'abcdefgh',
        mobileNo: '12',
        emailId: 'x',
      },
      admin,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      regionName: ['Please enter Region Name'],
      regionCode: ['Region Code must be 2 to 10 letters or digits'],
      name: ['Please enter Name'],
      userName: ['Username may contain only letters, digits and . _ - @'],
      password: ['Password must contain a digit'],
      mobileNo: ['Mobile No must be a 10-digit Indian mobile number'],
      emailId: ['Invalid email address'],
    });
  });

  it('answers a taken username or region code with 409 naming the field', async () => {
    const before = await eventCount();
    const sameUser = await api.post(
      '/auth/Register-RJD',
      rjdBody({ regionCode: 'ERD', regionName: 'Erode', userName: 'RJD.CBE' }),
      admin,
    );
    expect(sameUser.status).toBe(409);
    expect(sameUser.body).toMatchObject({ field: 'userName', message: 'Username RJD.CBE already exists' });
    const demoUser = await api.post(
      '/auth/Register-RJD',
      rjdBody({ regionCode: 'ERD', regionName: 'Erode', userName: 'admin' }),
      admin,
    );
    expect(demoUser.body.field).toBe('userName');
    // The new code ERD was not reserved and given back: a refused registration appends nothing.
    expect(await eventCount()).toBe(before);
    const sameCode = await api.post(
      '/auth/Register-RJD',
      rjdBody({ regionName: 'Erode region', userName: 'rjd.erode' }),
      admin,
    );
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toMatchObject({ field: 'regionCode', message: 'Region Code CBE already exists' });
    // Nothing of the refused registrations is left: neither region nor login.
    expect((await rows('/MasRegion/getAll_MasRegions', admin)).map((r) => r.regionCode)).toEqual([
      'CBE',
      'SLM',
    ]);
    const leftovers = await app.deps.db
      .selectFrom('app.staff_users')
      .select('username')
      .where('username', 'in', ['rjd.erode'])
      .execute();
    expect(leftovers).toEqual([]);
  });

  it('gives a known region (same code and name) a further RJD', async () => {
    const answer = await api.post(
      '/auth/Register-RJD',
      rjdBody({ regionName: 'coimbatore REGION', userName: 'rjd.cbe2' }),
      admin,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.regionId).toBe(cbe);
    expect((await app.deps.store.readStream(regionStream(cbe))).length).toBe(1);
  });

  it('registers once when the same request is retried, even in parallel', async () => {
    const key = randomUUID();
    const body = rjdBody({ regionCode: 'ERD', regionName: 'Erode region', userName: 'rjd.erode' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/auth/Register-RJD', body, admin, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.staffId)).size).toBe(1);
    const again = await api.post('/auth/Register-RJD', body, admin, key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.staffId).toBe(answers[0]!.body.staffId);
    const accounts = await app.deps.db
      .selectFrom('app.staff_users')
      .select('user_id')
      .where('username', '=', 'rjd.erode')
      .execute();
    expect(accounts).toHaveLength(1);
    expect(
      (await rows('/MasRegion/getAll_MasRegions', admin)).filter((r) => r.regionCode === 'ERD'),
    ).toHaveLength(1);
  });

  it('renames and deactivates a region (Admin), and refuses an RJD in an inactive region', async () => {
    const renamed = await api.post(
      '/MasRegion/UpdateMasRegion',
      { regionId: cbe, regionName: 'Coimbatore', isActive: 0 },
      admin,
    );
    expect(renamed.body).toMatchObject({ result: 'Success', message: 'Form Submitted Successfully' });
    expect((await rows('/MasRegion/getAll_MasRegions', admin)).find((r) => r.regionId === cbe)).toMatchObject(
      {
        regionName: 'Coimbatore',
        isActive: 0,
      },
    );
    const ad = await api.post('/auth/Register-AD', adBody(cbe), admin);
    expect(ad.status).toBe(400);
    expect(ad.body.errors.regionId).toEqual(['Region Coimbatore is inactive']);
    await api.post(
      '/MasRegion/UpdateMasRegion',
      { regionId: cbe, regionName: 'Coimbatore region', isActive: 1 },
      admin,
    );
    expect(
      (await api.post('/MasRegion/UpdateMasRegion', { regionId: randomUUID(), regionName: 'X' }, admin))
        .status,
    ).toBe(404);
  });
});

describe('auth/Register-AD and assistant directors', () => {
  let cbe: string;
  let udt: { adOfficeId: string; staffId: string };

  beforeAll(async () => {
    const regions = await rows('/MasRegion/getAll_MasRegions', admin);
    cbe = regions.find((r) => r.regionCode === 'CBE').regionId;
  });

  it('registers an AD office with its AD; the AD logs in scoped to that office', async () => {
    const answer = await api.post('/auth/Register-AD', adBody(cbe), admin);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Successfully Registered');
    udt = answer.body;
    const list = await rows('/MasAssistantDirector/getAll_MasAssistantDirector', admin);
    expect(list.find((r) => r.adOfficeId === udt.adOfficeId)).toMatchObject({
      adCode: 'UDT',
      adOfficeName: 'Udumalpet',
      regionName: 'Coimbatore region',
      staffId: udt.staffId,
      name: 'Thiru. K. Ravi',
      userName: 'ad.udt',
      mobileNo: '9443200002',
      isActive: 1,
    });
    const token = await api.login('ad.udt', 'Secret123');
    const row = await app.deps.db
      .selectFrom('app.staff_users')
      .select(['user_type', 'ad_office_id'])
      .where('username', '=', 'ad.udt')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'AD', ad_office_id: udt.adOfficeId });
    expect((await rows('/MasRegion/getAll_MasRegions', token)).map((r) => r.regionCode)).toEqual(['CBE']);
  });

  it('logs an AD in with the AD Code when no username is given', async () => {
    const answer = await api.post(
      '/auth/Register-AD',
      adBody(cbe, { adCode: 'POL', adOfficeName: 'Pollachi', userName: '' }),
      admin,
    );
    expect(answer.status).toBe(200);
    await api.login('POL', 'Secret123');
  });

  it('lets an RJD register ADs in its own region only', async () => {
    const salem = await api.post(
      '/auth/Register-AD',
      adBody(offices.regionId, { adCode: 'DPA', adOfficeName: 'Dharmapuri AD', userName: 'ad.dpa' }),
      rjd,
    );
    expect(salem.status).toBe(200);
    const other = await api.post(
      '/auth/Register-AD',
      adBody(cbe, { adCode: 'TPR', adOfficeName: 'Tiruppur', userName: 'ad.tpr' }),
      rjd,
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This is outside your region.');
  });

  it('scopes the AD lists: an RJD its region; by region id as query or path', async () => {
    const mine = await rows('/MasAssistantDirector/getAll_MasAssistantDirector', rjd);
    expect(mine.map((r) => r.adCode).sort()).toEqual(['DPA', 'KGI']);
    const byQuery = await rows(
      `/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId?regionId=${cbe}`,
      admin,
    );
    expect(byQuery.map((r) => r.adCode).sort()).toEqual(['POL', 'UDT']);
    const byPath = await rows(`/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId/${cbe}`, admin);
    expect(byPath).toEqual(byQuery);
    expect(await rows(`/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId/${cbe}`, rjd)).toEqual([]);
    const bad = await api.get(
      '/MasAssistantDirector/getAll_MasAssistantDirectorByRegionId?regionId=nope',
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.regionId).toEqual(['regionId must be a region id']);
  });

  it('answers a taken AD Code with 409, and validates every field', async () => {
    const dup = await api.post(
      '/auth/Register-AD',
      adBody(cbe, { adOfficeName: 'Other', userName: 'ad.other' }),
      admin,
    );
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ field: 'adCode', message: 'AD Code UDT already exists' });
    const before = await eventCount();
    const takenUser = await api.post(
      '/auth/Register-AD',
      adBody(cbe, { adCode: 'PLD', adOfficeName: 'Palladam', userName: 'AD.UDT' }),
      admin,
    );
    expect(takenUser.body).toMatchObject({ field: 'userName', message: 'Username AD.UDT already exists' });
    // The new code PLD was not reserved and given back: a refused registration appends nothing.
    expect(await eventCount()).toBe(before);
    const invalid = await api.post('/auth/Register-AD', { adCode: '', regionId: '', password: 'x' }, admin);
    expect(invalid.body.errors).toMatchObject({
      adCode: ['Please enter AD Code'],
      regionId: ['Please select a Region'],
      adOfficeName: ['Please enter AD Office Name'],
      name: ['Please enter Name'],
      mobileNo: ['Please enter Mobile No'],
      emailId: ['Please enter Email'],
      password: ['Password must be at least 8 characters', 'Password must contain a digit'],
    });
  });

  it('updates the office and its AD; a new password ends the old sessions', async () => {
    const before = await api.login('ad.udt', 'Secret123');
    const answer = await api.post(
      '/MasAssistantDirector/UpdateMasAssistantDirector',
      {
        adOfficeId: udt.adOfficeId,
        staffId: udt.staffId,
        adOfficeName: 'Udumalpet AD Office',
        name: 'Thiru. K. Ravi Kumar',
        mobileNo: '9443200003',
        emailId: 'ad.udt@example.in',
        password: 'NewSecret456',
        isActive: 1,
      },
      admin,
    );
    expect(answer.body).toMatchObject({ result: 'Success', message: 'Form Submitted Successfully' });
    expect((await api.get('/MasRegion/getAll_MasRegions', before)).status).toBe(401);
    await api.login('ad.udt', 'NewSecret456');
    const row = (await rows('/MasAssistantDirector/getAll_MasAssistantDirector', admin)).find(
      (r) => r.adOfficeId === udt.adOfficeId,
    );
    expect(row).toMatchObject({
      adOfficeName: 'Udumalpet AD Office',
      name: 'Thiru. K. Ravi Kumar',
      mobileNo: '9443200003',
    });
  });

  it('deactivates an AD (cannot log in, sessions revoked) and reactivates it', async () => {
    const session = await api.login('ad.udt', 'NewSecret456');
    const body = {
      adOfficeId: udt.adOfficeId,
      staffId: udt.staffId,
      adOfficeName: 'Udumalpet AD Office',
      name: 'Thiru. K. Ravi Kumar',
      mobileNo: '9443200003',
      emailId: 'ad.udt@example.in',
    };
    await api.post('/MasAssistantDirector/UpdateMasAssistantDirector', { ...body, isActive: 0 }, admin);
    expect((await api.get('/MasRegion/getAll_MasRegions', session)).status).toBe(401);
    const refused = await api.call('POST', '/auth/connect', {
      body: { username: 'ad.udt', password: 'NewSecret456' },
      key: null,
    });
    expect(refused.status).toBe(401);
    const row = (await rows('/MasAssistantDirector/getAll_MasAssistantDirector', admin)).find(
      (r) => r.adOfficeId === udt.adOfficeId,
    );
    expect(row).toMatchObject({ isActive: 0, adIsActive: 0 });
    await api.post('/MasAssistantDirector/UpdateMasAssistantDirector', { ...body, isActive: 1 }, admin);
    await api.login('ad.udt', 'NewSecret456');
  });

  it("refuses an RJD changing another region's AD office, and a staff id that is not the office's AD", async () => {
    const body = {
      adOfficeId: udt.adOfficeId,
      adOfficeName: 'X',
      name: 'X',
      mobileNo: '9443200003',
      emailId: 'x@example.in',
    };
    expect((await api.post('/MasAssistantDirector/UpdateMasAssistantDirector', body, rjd)).status).toBe(403);
    const wrong = await api.post(
      '/MasAssistantDirector/UpdateMasAssistantDirector',
      { ...body, staffId: offices.staff['rjd.salem'] },
      admin,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.staffId).toEqual(['Not the Assistant Director of this AD Office']);
  });
});
