import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, oneLotInASlot, startAuctionMarket } from '../auction/testing.js';

/*
 * A reeler's session ends after the market's idle minutes (setting `reeleridleminutes`, 15 by default) without
 * a bid or a touch of the page, counted outside the market's open slots, and at the end of the market day in
 * any case. The server clock (deps.clock) is moved instead of waiting.
 */
let m: AuctionTestMarket;

beforeAll(async () => {
  // A 1 s keep-alive: an idle session's feed ends at the next ping.
  m = await startAuctionMarket('reeler_idle', { farmers: 1, reelers: 2 }, { LIVE_PING_SECONDS: '1' });
  await oneLotInASlot(m);
  // Another market's setting is not Hosur's; Hosur's own is in force from tomorrow.
  const admin = await m.api.login('admin');
  const tomorrow = new Date(Date.parse(`${m.today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const [marketId, value, effectiveFrom] of [
    [m.dharmapuriId, 40, '2024-04-01'],
    [m.hosurId, 30, tomorrow],
  ] as const) {
    const set = await m.api.post(
      '/dataManager/SetKeyValue',
      { key: 'reeleridleminutes', value, effectiveFrom, marketId },
      admin,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  await m.app.settle();
}, 120_000);
afterAll(async () => m?.app.stop());

const reeler = () => m.reelers[0]!.headCode;
/** GET /reeler/me: answers whether the session is open, and is no touch of the page. */
const open = async (token: string) => (await m.api.get('/reeler/me', token)).status;

describe('outside a slot', () => {
  it('ends the session after the idle minutes (15 by default) without a bid or a touch', async () => {
    m.setClock('12:00');
    const token = await m.loginReeler(reeler());
    m.setClock('12:14');
    expect(await open(token), '14 minutes').toBe(200);
    m.setClock('12:16');
    const ended = await m.api.get('/reeler/lots', token);
    expect(ended.status, '16 minutes').toBe(401);
    expect(ended.body.message).toBe('Your session has expired. Please login again.');
  });

  it('starts the idle time again at a touch of the page (GET /reeler/session)', async () => {
    m.setClock('13:00');
    const token = await m.loginReeler(reeler());
    m.setClock('13:10');
    expect((await m.api.get('/reeler/session', token)).body).toEqual({ result: 'Success' });
    m.setClock('13:24');
    expect(await open(token), '14 minutes after the touch').toBe(200);
    m.setClock('13:26');
    expect(await open(token), '16 minutes after the touch').toBe(401);
  });

  it("follows the market's own setting from the day it is in force", async () => {
    // Hosur's 30 minutes from tomorrow (set before any reeler request: the server reads settings every 5 s).
    m.setClock('12:00');
    m.shiftClock(24 * 60);
    const token = await m.loginReeler(reeler());
    m.shiftClock(29);
    expect(await open(token), '29 minutes').toBe(200);
    m.shiftClock(2);
    expect(await open(token), '31 minutes').toBe(401);
  });

  it("ends the idle session's live feed at the next keep-alive", async () => {
    m.setClock('14:00');
    const token = await m.loginReeler(reeler());
    const response = await fetch(`${m.app.url}/api/reeler/LiveStream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    m.setClock('14:16');
    const reader = response.body!.getReader();
    while (!(await reader.read()).done);
  });
});

describe('while a slot of the market is open', () => {
  it('keeps the session (the reeler is watching), and counts the idle time from its close', async () => {
    m.setClock('09:50');
    const token = await m.loginReeler(reeler());
    m.setClock('10:29');
    expect(await open(token), 'slot open, 39 minutes after login').toBe(200);
    m.setClock('10:44');
    expect(await open(token), '14 minutes after the slot closed').toBe(200);
    m.setClock('10:46');
    expect(await open(token), '16 minutes after the slot closed').toBe(401);
  });
});

describe('the end of the market day', () => {
  it('ends the session at midnight in the market (Asia/Kolkata), however active', async () => {
    m.setClock('23:45');
    const token = await m.loginReeler(reeler());
    m.setClock('23:59');
    expect((await m.api.get('/reeler/session', token)).status).toBe(200);
    m.shiftClock(2);
    expect(await open(token), 'the next day').toBe(401);
  });
});
