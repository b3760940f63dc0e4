import { sampleReelerForm } from '@cocoon/domain/testing';
import { waitForProjections } from '@cocoon/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { nextIdentity } from '../masters/customers/testing.js';
import { holdReadSide } from '../testing/read-side.js';
import { type SecondApi, startSecondApi } from '../testing/second-api.js';

/*
 * A session's end reaches its open live feeds at once, in every api process: logout, deactivation of the
 * account or of its market, a new password. The keep-alive is 5 minutes here (its maximum), so a feed that ends does so because
 * it was told, not because a ping asked.
 */
let m: AuctionTestMarket;
let second: SecondApi;

beforeAll(async () => {
  m = await startAuctionMarket('session_ends', { farmers: 1, reelers: 1 }, { LIVE_PING_SECONDS: '300' });
  second = await startSecondApi(m.app, { LIVE_PING_SECONDS: '300' });
}, 120_000);

afterAll(async () => {
  await second?.stop();
  await m?.app.stop();
});

/** Opens a live feed and resolves once its first event arrived; `ended` resolves when the server ends it. */
async function openFeed(path: string, token: string, baseUrl = m.app.url) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('event: hello')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the feed ended before its first event');
    text += value;
  }
  let isOpen = true;
  const ended = (async () => {
    while (!(await reader.read()).done);
    isOpen = false;
  })();
  return { ended, open: () => isOpen, close: () => reader.cancel() };
}

/** Hosur's Branch Admin, freshly logged in (a password change below ends their other sessions). */
const branchAdmin = () => m.api.login('hosur.admin');

/** A reeler registered by Hosur's Branch Admin (so their form is known for later updates), logged in. */
async function newReeler() {
  const form = sampleReelerForm({ ...nextIdentity(), password: 'Reeler@1234' });
  const answer = await m.api.post('/auth/Register-Customer', form, await branchAdmin());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(await waitForProjections(m.app.deps.db, answer.body.position, { timeoutMs: 10_000 })).toBe(true);
  const customerId = answer.body.customerId as string;
  const headCode = answer.body.headCode as string;
  return { form, customerId, headCode, token: await m.loginReeler(headCode) };
}

const reelerConnect = (username: string, password = 'Reeler@1234') =>
  m.api.call('POST', '/reeler/connect', { body: { username, password }, key: null });

describe('logout', () => {
  it("ends the staff live room's feed and a reeler's phone feed at once", async () => {
    const staffToken = await m.api.login('hosur.admin');
    const staff = await openFeed('/BiddingInfo/LiveStream', staffToken);
    const { token } = await newReeler();
    const phone = await openFeed('/reeler/LiveStream', token);

    expect((await m.api.post('/reeler/logout', {}, token, null)).status).toBe(200);
    await phone.ended;
    expect(staff.open(), 'another session stays').toBe(true);
    expect((await m.api.post('/auth/logout', {}, staffToken, null)).status).toBe(200);
    await staff.ended;
  });

  it('ends a feed held by another api process', async () => {
    const staffToken = await m.api.login('hosur.admin');
    const elsewhere = await openFeed('/BiddingInfo/LiveStream', staffToken, second.url);
    expect((await m.api.post('/auth/logout', {}, staffToken, null)).status).toBe(200);
    await elsewhere.ended;
  });
});

describe('a new password', () => {
  it("set by staff ends the reeler's feed", async () => {
    const { form, customerId, token } = await newReeler();
    const phone = await openFeed('/reeler/LiveStream', token);
    const reset = await m.api.post(
      '/Customer/UpdateCustomer',
      { ...form, customerId, password: 'Changed@1234' },
      await branchAdmin(),
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await phone.ended;
  });

  it("chosen by its owner ends the feeds of the owner's other sessions, not of the one that changed it", async () => {
    const [other, current] = [await m.api.login('hosur.admin'), await m.api.login('hosur.admin')];
    const otherFeed = await openFeed('/BiddingInfo/LiveStream', other);
    const currentFeed = await openFeed('/BiddingInfo/LiveStream', current);
    const changed = await m.api.post(
      '/auth/Password-Change',
      { oldPassword: 'Demo@1234', newPassword: 'Mine@2026x', confirmPassword: 'Mine@2026x' },
      current,
      null,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await otherFeed.ended;
    expect(currentFeed.open()).toBe(true);
    expect((await m.api.get('/auth/session', current)).status).toBe(200);
    await currentFeed.close();
    // Back to the demo password for the tests after this one.
    await m.api.post(
      '/auth/Password-Change',
      { oldPassword: 'Mine@2026x', newPassword: 'Demo@1234', confirmPassword: 'Demo@1234' },
      current,
      null,
    );
  });
});

describe('deactivating a reeler', () => {
  it('ends their feed at once and refuses a login a moment later, before the read side has caught up', async () => {
    const { form, customerId, headCode, token } = await newReeler();
    const phone = await openFeed('/reeler/LiveStream', token);
    const release = await holdReadSide(m.app.databaseUrl);
    try {
      const off = await m.api.post(
        '/Customer/UpdateCustomer',
        { ...form, customerId, isActive: 0 },
        await branchAdmin(),
      );
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      await phone.ended;
      expect(
        await waitForProjections(m.app.deps.db, off.body.position, { timeoutMs: 1 }),
        'the read side has not seen the deactivation',
      ).toBe(false);
      expect((await reelerConnect(headCode)).status).toBe(401);
    } finally {
      await release();
    }
  });
});

describe('deactivating a market', () => {
  it("ends its staff's and reelers' feeds at once and refuses their logins before the read side has caught up", async () => {
    const { headCode, token } = await newReeler();
    const staffToken = await m.api.login('hosur.admin');
    const phone = await openFeed('/reeler/LiveStream', token);
    const room = await openFeed('/BiddingInfo/LiveStream', staffToken);
    const hosur = await m.app.deps.db
      .selectFrom('read.branches')
      .select('ad_office_id')
      .where('branch_id', '=', m.hosurId)
      .executeTakeFirstOrThrow();
    const ad = await m.api.login('ad');
    const release = await holdReadSide(m.app.databaseUrl);
    try {
      const off = await m.api.post(
        '/Tsc/UpdateTsc',
        {
          branchId: m.hosurId,
          branchName: 'Hosur',
          branchNameTa: 'ஓசூர்',
          adOfficeId: hosur.ad_office_id,
          address1: 'Cocoon Market, Bagalur Road',
          city: 'Hosur',
          pinCode: '635109',
          mobileNo: '9443100099',
          emailId: 'hosur.market@example.in',
          isActive: 0,
        },
        ad,
      );
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      await phone.ended;
      await room.ended;
      expect(await waitForProjections(m.app.deps.db, off.body.position, { timeoutMs: 1 })).toBe(false);
      expect((await reelerConnect(headCode)).status, 'reeler').toBe(401);
      const staffLogin = await m.api.call('POST', '/auth/connect', {
        body: { username: 'hosur.admin', password: 'Demo@1234' },
        key: null,
      });
      expect(staffLogin.status, 'staff').toBe(401);
    } finally {
      await release();
    }
  });
});
