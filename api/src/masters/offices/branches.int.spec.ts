import { randomUUID } from 'node:crypto';
import { branchStream } from '@cocoon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoOffices } from '../../seed/offices.js';
import type { TestApp } from '../../testing/app.js';
import type { apiClient } from '../../testing/client.js';
import { startOfficesApp } from './testing.js';

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let offices: DemoOffices;
const t = {} as Record<'admin' | 'rjd' | 'ad' | 'branch' | 'officer', string>;
let otherAd: string;

beforeAll(async () => {
  ({ app, api, offices } = await startOfficesApp('offices_branches'));
  for (const role of ['admin', 'rjd', 'ad', 'branch', 'officer'] as const) t[role] = await api.login(role);
  // A second AD office in the same region, for moves and name clashes.
  const registered = await api.post(
    '/auth/Register-AD',
    {
      adCode: 'DPA',
      regionId: offices.regionId,
      adOfficeName: 'Dharmapuri AD',
      name: 'Thiru. V. Selvam',
      mobileNo: '9443300001',
      emailId: 'ad.dpa@example.in',
      userName: 'ad.dpa',
      password: 'Secret123',
    },
    t.rjd,
  );
  otherAd = registered.body.adOfficeId;
});
afterAll(async () => app?.stop());

const eventCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM eventstore.events`.execute(app.deps.db)).rows[0]!
    .n;
const body = (over: Record<string, unknown> = {}) => ({
  branchCode: 'KGM',
  kind: 'market',
  branchName: 'Krishnagiri',
  branchNameTa: 'கிருஷ்ணகிரி',
  adOfficeId: offices.adOfficeId,
  address1: 'Cocoon Market, Rayakottai Road',
  address2: 'Near bus stand',
  city: 'Krishnagiri',
  pinCode: '635001',
  mobileNo: '9443300010',
  officeNo: '04343-231000',
  alternateNo: '',
  emailId: 'krishnagiri.market@example.in',
  userName: 'kgm.admin',
  password: 'Secret123',
  ...over,
});
const rows = async (path: string, token: string) => (await api.get(path, token)).body.data as any[];
const codes = async (path: string, token: string) => (await rows(path, token)).map((r) => r.branchCode);

describe('Tsc/SaveTsc', () => {
  let kgm: string;

  it('opens a market whose login becomes its Branch Admin, scoped to it', async () => {
    const saved = await api.post('/Tsc/SaveTsc', body(), t.ad);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: 'Success', message: 'Form Submitted Successfully' });
    kgm = saved.body.branchId;
    expect((await rows('/Tsc/getAll_Tsc', t.ad)).find((b) => b.branchId === kgm)).toMatchObject({
      branchCode: 'KGM',
      branchName: 'Krishnagiri',
      branchNameTa: 'கிருஷ்ணகிரி',
      kind: 'market',
      adOfficeName: 'Krishnagiri',
      regionName: 'Salem region',
      address2: 'Near bus stand',
      pinCode: '635001',
      officeNo: '04343231000',
      alternateNo: null,
      isActive: 1,
    });
    const admin = await api.login('kgm.admin', 'Secret123');
    expect(await codes('/MasBranch/getAll_MasBranch', admin)).toEqual(['KGM']);
    const users = await rows('/MasUsers/getAll_MasUsers', admin);
    expect(users).toEqual([
      expect.objectContaining({
        userName: 'kgm.admin',
        userType: 'Branch Admin',
        branchId: kgm,
        branchCode: 'KGM',
      }),
    ]);
  });

  it('opens a TSC with no login', async () => {
    const saved = await api.post(
      '/Tsc/SaveTsc',
      body({
        branchCode: 'SHL',
        kind: 'tsc',
        branchName: 'Shoolagiri TSC',
        branchNameTa: 'சூளகிரி',
        userName: undefined,
        password: undefined,
      }),
      t.ad,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.staffId).toBeNull();
    expect(await codes('/Tsc/getAll_Tsc?kind=tsc', t.ad)).toEqual(['KVP', 'PLC', 'SHL']);
    expect(await codes('/Tsc/getAll_Tsc?kind=market', t.ad)).toEqual(['DPI', 'HSR', 'KGM']);
  });

  it('answers each invalid field with its message', async () => {
    const answer = await api.post(
      '/Tsc/SaveTsc',
      {
        kind: 'shop',
        branchName: '',
        branchNameTa: 'Hosur',
        adOfficeId: 'x',
        pinCode: '1234',
        mobileNo: '',
        emailId: 'a@b',
        officeNo: '1',
      },
      t.ad,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      branchCode: ['Please enter Branch Code'],
      kind: ['Kind must be market or tsc'],
      branchName: ['Please enter Branch Name'],
      branchNameTa: ['Branch Name in Tamil must be written in Tamil'],
      adOfficeId: ['Please select an AD Office'],
      address1: ['Please enter Address 1'],
      city: ['Please enter City'],
      pinCode: ['PIN code must be 6 digits'],
      mobileNo: ['Mobile No must be a 10-digit Indian mobile number'],
      officeNo: ['Office No must be 6 to 12 digits'],
      emailId: ['Invalid email address'],
    });
    const noLogin = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'NL1', userName: '', password: '' }),
      t.ad,
    );
    expect(noLogin.body.errors).toEqual({
      userName: ['Please enter Username'],
      password: ['Please enter Password'],
    });
    const unknownOffice = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'NL2', adOfficeId: randomUUID() }),
      t.ad,
    );
    expect(unknownOffice.body.errors).toEqual({ adOfficeId: ['AD Office not found'] });
  });

  it('answers duplicates with 409 naming the field: code anywhere, name within the AD office, username', async () => {
    const code = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'kgm', branchName: 'Other', userName: 'x.admin' }),
      t.ad,
    );
    expect(code.status).toBe(409);
    expect(code.body).toMatchObject({ field: 'branchCode', message: 'Branch Code KGM already exists' });
    const before = await eventCount();
    const name = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'KG2', branchName: ' krishnagiri ', userName: 'x.admin' }),
      t.ad,
    );
    expect(name.status).toBe(409);
    expect(name.body).toMatchObject({
      field: 'branchName',
      message: 'Branch Name krishnagiri already exists in this AD Office',
    });
    const user = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'KG3', branchName: 'Krishnagiri 3', userName: 'HOSUR.ADMIN' }),
      t.ad,
    );
    expect(user.status).toBe(409);
    expect(user.body.field).toBe('userName');
    // The new codes KG2 and KG3 were not reserved and given back: a refused request appends nothing.
    expect(await eventCount()).toBe(before);
    // The same name under another AD office is fine.
    const elsewhere = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'KG4', adOfficeId: otherAd, userName: 'kg4.admin' }),
      t.rjd,
    );
    expect(elsewhere.status).toBe(200);
    // Refused requests left nothing behind: KG2 and KG3 can be opened under their own names.
    const retry = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'KG3', branchName: 'Krishnagiri 3', userName: 'kg3.admin' }),
      t.ad,
    );
    expect(retry.status).toBe(200);
  });

  it('opens once when the same request is retried, even in parallel', async () => {
    const key = randomUUID();
    const request = body({
      branchCode: 'BGR',
      branchName: 'Bargur',
      branchNameTa: 'பர்கூர்',
      userName: 'bgr.admin',
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/Tsc/SaveTsc', request, t.ad, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.branchId)).size).toBe(1);
    expect((await app.deps.store.readStream(branchStream(answers[0]!.body.branchId))).length).toBe(1);
    expect((await codes('/Tsc/getAll_Tsc', t.ad)).filter((c) => c === 'BGR')).toHaveLength(1);
  });

  it('keeps registrars to their scope: a Branch Admin opens nothing, an AD only under its office', async () => {
    const byBranch = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'BA1', branchName: 'BA1', userName: 'ba1.admin' }),
      t.branch,
    );
    expect(byBranch.status).toBe(403);
    const byAd = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'AD1', branchName: 'AD1', adOfficeId: otherAd, userName: 'ad1.admin' }),
      t.ad,
    );
    expect(byAd.status).toBe(403);
    expect(byAd.body.message).toBe('This is outside your AD office.');
  });

  it('scopes the lists: branch its market, AD its office, RJD its region, by AD office as query or path', async () => {
    expect(await codes('/Tsc/getAll_Tsc', t.branch)).toEqual(['HSR']);
    expect((await api.get('/MasBranch/getAll_MasBranch', t.officer)).status).toBe(403);
    expect(await codes('/MasBranch/getAll_MasBranch', t.ad)).not.toContain('KG4');
    expect(await codes('/MasBranch/getAll_MasBranch', t.rjd)).toContain('KG4');
    expect(await codes(`/MasBranch/getAll_BranchByADOId?adOfficeId=${otherAd}`, t.rjd)).toEqual(['KG4']);
    expect(await codes(`/MasBranch/getAll_BranchByADOId/${otherAd}?kind=market`, t.admin)).toEqual(['KG4']);
    expect(await codes(`/MasBranch/getAll_BranchByADOId/${otherAd}`, t.ad)).toEqual([]);
    const search = await api.get('/MasBranch/getAll_MasBranch?search=ஓசூர்&page=1&pageSize=5', t.admin);
    expect(search.body).toMatchObject({
      total: 1,
      paged: true,
      data: [expect.objectContaining({ branchCode: 'HSR' })],
    });
  });
});

describe('Tsc/UpdateTsc', () => {
  const update = (branchId: string, over: Record<string, unknown> = {}) => {
    const { branchCode: _c, kind: _k, userName: _u, password: _p, ...details } = body();
    return { branchId, ...details, ...over };
  };
  let kgm: string;

  beforeAll(async () => {
    kgm = (await rows('/Tsc/getAll_Tsc', t.admin)).find((b) => b.branchCode === 'KGM').branchId;
  });

  it("lets a Branch Admin edit its own market but not another's, nor move it", async () => {
    const hosur = offices.markets.hosur;
    const own = await api.post(
      '/Tsc/UpdateTsc',
      update(hosur, { branchName: 'Hosur', branchNameTa: 'ஓசூர்', mobileNo: '9443100099', city: 'Hosur' }),
      t.branch,
    );
    expect(own.status).toBe(200);
    expect((await rows('/Tsc/getAll_Tsc', t.branch))[0]).toMatchObject({ mobileNo: '9443100099' });
    expect((await api.post('/Tsc/UpdateTsc', update(kgm), t.branch)).status).toBe(403);
    const move = await api.post(
      '/Tsc/UpdateTsc',
      update(hosur, { branchName: 'Hosur', branchNameTa: 'ஓசூர்', adOfficeId: otherAd }),
      t.branch,
    );
    expect(move.status).toBe(403);
  });

  it('renames (the old name becomes free) and moves a market to another AD office (RJD); its staff follow', async () => {
    const renamed = await api.post('/Tsc/UpdateTsc', update(kgm, { branchName: 'Krishnagiri Town' }), t.ad);
    expect(renamed.status).toBe(200);
    const reuse = await api.post(
      '/Tsc/SaveTsc',
      body({ branchCode: 'KG5', kind: 'tsc', userName: '', password: '' }),
      t.ad,
    );
    expect(reuse.status).toBe(200);
    const moved = await api.post(
      '/Tsc/UpdateTsc',
      update(kgm, { branchName: 'Krishnagiri Town', adOfficeId: otherAd }),
      t.rjd,
    );
    expect(moved.status).toBe(200);
    expect((await rows('/Tsc/getAll_Tsc', t.rjd)).find((b) => b.branchId === kgm)).toMatchObject({
      adOfficeId: otherAd,
      adOfficeName: 'Dharmapuri AD',
    });
    const staff = (await rows('/MasUsers/getAll_MasUsers', t.rjd)).find((u) => u.userName === 'kgm.admin');
    expect(staff).toMatchObject({ adOfficeId: otherAd, branchName: 'Krishnagiri Town' });
    expect(await codes('/MasBranch/getAll_MasBranch', t.ad)).not.toContain('KGM');
  });

  it('deactivates and reactivates a branch, and answers 404 for an unknown one', async () => {
    const off = await api.post(
      '/Tsc/UpdateTsc',
      update(kgm, { branchName: 'Krishnagiri Town', adOfficeId: otherAd, isActive: 0 }),
      t.rjd,
    );
    expect(off.body.message).toBe('Form Submitted Successfully');
    expect((await rows('/Tsc/getAll_Tsc', t.rjd)).find((b) => b.branchId === kgm).isActive).toBe(0);
    const officer = await api.post(
      '/auth/Register-Market',
      {
        userName: 'kgm.officer',
        designation: 'Inspector',
        emailId: 'o@example.in',
        mobileNo: '9443300011',
        password: 'Secret123',
        branchId: kgm,
      },
      t.rjd,
    );
    expect(officer.status).toBe(400);
    expect(officer.body.errors.branchId).toEqual(['Market Office Krishnagiri Town is inactive']);
    await api.post(
      '/Tsc/UpdateTsc',
      update(kgm, { branchName: 'Krishnagiri Town', adOfficeId: otherAd, isActive: 1 }),
      t.rjd,
    );
    expect((await rows('/Tsc/getAll_Tsc', t.rjd)).find((b) => b.branchId === kgm).isActive).toBe(1);
    expect((await api.post('/Tsc/UpdateTsc', update(randomUUID()), t.admin)).status).toBe(404);
  });
});
