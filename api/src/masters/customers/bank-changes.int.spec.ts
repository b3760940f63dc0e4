import { sampleFarmerForm, sampleReelerForm } from '@cocoon/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.js';
import { apiClient } from '../../testing/client.js';
import { createTestOffices, createTestStaff, nextIdentity, staffFor } from './testing.js';

/*
 * Issue 25, maker-checker: a change of a farmer's bank details waits for a second person — another Branch Admin
 * of the market or the market's AD — and until then the farmer's money keeps its old destination.
 */
let app: TestApp;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ name: 'bank_changes' });
  api = apiClient(app.url);
  const offices = await createTestOffices(app.deps.db);
  await createTestStaff(app.deps.db, [
    ...staffFor(offices),
    { username: 'c-hsr2', userType: 'Branch Admin', branchId: offices.markets.HSR },
  ]);
  for (const user of ['c-hsr', 'c-hsr2', 'c-kgi', 'c-ad-a', 'c-officer', 'c-rjd1']) {
    tokens[user] = await api.login(user);
  }
});
afterAll(async () => app?.stop());

const post = (path: string, body: unknown, user: string) => api.post(path, body, tokens[user]);
const pending = async (user: string) => (await api.get('/Customer/getPendingBankChanges', tokens[user])).body;
/** As `user` sees it (read-your-writes holds for one's own session). */
const farmerNow = async (customerId: string, user = 'c-hsr') =>
  (await api.get(`/Customer/get_Customer/${customerId}`, tokens[user])).body.data;

async function farmerWithChange(maker = 'c-hsr') {
  const form = sampleFarmerForm(nextIdentity());
  const registered = await post('/auth/Register-Customer', form, 'c-hsr');
  expect(registered.status).toBe(200);
  const customerId = registered.body.customerId as string;
  const edit = await post(
    '/Customer/UpdateCustomer',
    { ...form, customerId, bankAcNo: '60201234567890', ifscCode: 'SBIN0001234', city: 'Bagalur' },
    maker,
  );
  expect(edit.status).toBe(200);
  return { form, customerId, edit: edit.body };
}

describe("a farmer's bank details change (issue 25)", () => {
  it('waits for approval: the old account stays in force, other fields change at once, the change is listed', async () => {
    const { form, customerId, edit } = await farmerWithChange();
    expect(edit.message).toMatch(/sent for approval/);
    expect(edit.changed).toEqual(['city']);
    expect(edit.bankChange).toEqual({ changeId: expect.any(String), status: 'pending' });
    const now = await farmerNow(customerId);
    expect(now.bankAcNo).toBe(form.bankAcNo);
    expect(now.city).toBe('Bagalur');
    const list = await pending('c-hsr2');
    const row = list.data.find((r: { customerId: string }) => r.customerId === customerId);
    expect(row).toMatchObject({
      changeId: edit.bankChange.changeId,
      previous: { bankAcNo: form.bankAcNo },
      requested: { bankAcNo: '60201234567890', ifscCode: 'SBIN0001234' },
      requestedByName: 'c-hsr',
      mine: false,
    });
    expect(
      (await pending('c-hsr')).data.find((r: { customerId: string }) => r.customerId === customerId).mine,
    ).toBe(true);
    // Another market's Branch Admin does not see it.
    expect(
      (await pending('c-kgi')).data.some((r: { customerId: string }) => r.customerId === customerId),
    ).toBe(false);
  });

  it('a second change is refused while one waits (409), and nothing is appended', async () => {
    const { form, customerId } = await farmerWithChange();
    const again = await post(
      '/Customer/UpdateCustomer',
      { ...form, customerId, bankAcNo: '60209999999999' },
      'c-hsr',
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/waiting for approval/);
  });

  it('the maker, a Market Officer, another market and an RJD may not approve; another Branch Admin may', async () => {
    const { customerId, edit } = await farmerWithChange();
    const body = { customerId, changeId: edit.bankChange.changeId };
    const maker = await post('/Customer/ApproveBankChange', body, 'c-hsr');
    expect(maker.status).toBe(403);
    expect(maker.body.message).toBe('A second person must approve: you made this change');
    expect((await post('/Customer/ApproveBankChange', body, 'c-officer')).status).toBe(403);
    expect((await post('/Customer/ApproveBankChange', body, 'c-kgi')).status).toBe(403);
    expect((await post('/Customer/ApproveBankChange', body, 'c-rjd1')).status).toBe(403);
    expect((await farmerNow(customerId)).bankAcNo).not.toBe('60201234567890');

    const approved = await post('/Customer/ApproveBankChange', body, 'c-hsr2');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', message: 'Bank details change approved' });
    expect((await farmerNow(customerId, 'c-hsr2')).bankAcNo).toBe('60201234567890');
    expect(
      (await pending('c-hsr2')).data.some((r: { customerId: string }) => r.customerId === customerId),
    ).toBe(false);
    // Decided: approving again is a conflict.
    expect((await post('/Customer/ApproveBankChange', body, 'c-ad-a')).status).toBe(409);
  });

  it("the market's AD may approve a Branch Admin's change; a rejection keeps the old account and lets a new change in", async () => {
    const first = await farmerWithChange();
    const byAd = await post(
      '/Customer/ApproveBankChange',
      { customerId: first.customerId, changeId: first.edit.bankChange.changeId },
      'c-ad-a',
    );
    expect(byAd.status).toBe(200);

    const second = await farmerWithChange();
    const noReason = await post(
      '/Customer/RejectBankChange',
      { customerId: second.customerId, changeId: second.edit.bankChange.changeId },
      'c-hsr2',
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Please enter the reason']);
    const rejected = await post(
      '/Customer/RejectBankChange',
      {
        customerId: second.customerId,
        changeId: second.edit.bankChange.changeId,
        reason: 'Passbook not shown',
      },
      'c-hsr2',
    );
    expect(rejected.status).toBe(200);
    expect((await farmerNow(second.customerId)).bankAcNo).toBe(second.form.bankAcNo);
    const retry = await post(
      '/Customer/UpdateCustomer',
      { ...second.form, customerId: second.customerId, bankAcNo: '60207777777777' },
      'c-hsr',
    );
    expect(retry.status).toBe(200);
    expect(retry.body.bankChange.status).toBe('pending');
  });

  it("a reeler's bank details change at once", async () => {
    const bank = {
      bankAcNo: '60201234567891',
      bankAcName: 'Abdul Rahim S',
      bankAcType: 'Savings',
      bankName: 'State Bank of India',
      bankBranchName: 'Hosur',
      ifscCode: 'SBIN0001234',
    };
    const form = sampleReelerForm(nextIdentity());
    const registered = await post('/auth/Register-Customer', form, 'c-hsr');
    const customerId = registered.body.customerId as string;
    const edit = await post('/Customer/UpdateCustomer', { ...form, customerId, ...bank }, 'c-hsr');
    expect(edit.status).toBe(200);
    expect(edit.body.bankChange).toBeNull();
    expect(edit.body.changed).toEqual(expect.arrayContaining(['bankAcNo', 'ifscCode']));
    expect((await farmerNow(customerId)).bankAcNo).toBe('60201234567891');
  });

  it('bad input changes nothing: unknown customer 404, malformed ids 400', async () => {
    expect(
      (await post('/Customer/ApproveBankChange', { customerId: 'x', changeId: 'y' }, 'c-hsr2')).status,
    ).toBe(400);
    const unknown = await post(
      '/Customer/ApproveBankChange',
      { customerId: '00000000-0000-4000-8000-000000000000', changeId: 'y' },
      'c-hsr2',
    );
    expect(unknown.status).toBe(404);
  });
});
