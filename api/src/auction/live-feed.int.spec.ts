import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, listenLive, oneLotInASlot, startAuctionMarket } from './testing.js';

/** The live room's Server-Sent Events: a bid reaches the market's screens, and only that market's. */
let m: AuctionTestMarket;
let lotId = '';

beforeAll(async () => {
  // A 1 s keep-alive: each ping also re-checks the session, so an ended one loses its feed within a second.
  m = await startAuctionMarket('live-feed', { farmers: 2, reelers: 2 }, { LIVE_PING_SECONDS: '1' });
  lotId = await oneLotInASlot(m);
  m.setClock('10:02');
}, 120_000);

afterAll(async () => {
  await m?.app.stop();
});

/** Opens a stream of this app and collects its events until closed. */
const listen = (path: string, token: string) => listenLive(m.app.url, path, token);

describe('live feed', () => {
  it('pushes each accepted bid to the staff and reeler streams of that market, not to other markets', async () => {
    const staff = await listen('/BiddingInfo/LiveStream', m.staff);
    expect(staff.status).toBe(200);
    expect(staff.type).toMatch(/text\/event-stream/);
    const hello = await staff.next((e) => e.event === 'hello');
    expect(Date.parse(String(hello.data.serverTime))).toBeGreaterThan(0);
    const reelerToken = await m.loginReeler(m.reelers[0]!.headCode);
    const reeler = await listen('/reeler/LiveStream', reelerToken);
    const elsewhere = await listen('/BiddingInfo/LiveStream', await m.api.login('dharmapuri.admin'));
    await reeler.next((e) => e.event === 'hello');
    await elsewhere.next((e) => e.event === 'hello');

    const bid = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: 71_200 }, reelerToken);
    expect(bid.status).toBe(200);
    const seen = await staff.next((e) => e.event === 'bid');
    expect(seen.data).toMatchObject({
      lotId,
      bidNo: 1,
      bidCount: 1,
      amountPaise: 71_200,
      highestBidPaise: 71_200,
      reelerCode: m.reelers[0]!.headCode,
      marketId: m.hosurId,
    });
    await reeler.next((e) => e.event === 'bid' && e.data.lotId === lotId);

    m.setClock('10:31');
    expect(
      (await m.api.post('/SlotInfo/BiddingApproval', { lotId, decision: 'approve' }, m.staff)).status,
    ).toBe(200);
    const decided = await staff.next((e) => e.event === 'lot' && e.data.decision === 'approved');
    expect(decided.data).toMatchObject({ lotId, status: 'Approved' });
    expect(elsewhere.events.filter((e) => e.event !== 'hello')).toEqual([]);
    // The accepting process sends a bid at once and the store's subscription brings it again later: it is
    // sent once.
    await m.app.settle();
    await new Promise((r) => setTimeout(r, 500));
    expect(staff.events.filter((e) => e.event === 'bid')).toHaveLength(1);
    expect(reeler.events.filter((e) => e.event === 'bid')).toHaveLength(1);

    // Reelers' and staff streams are guarded: no token, or the wrong kind, is refused.
    expect((await fetch(`${m.app.url}/api/BiddingInfo/LiveStream`)).status).toBe(401);
    expect(
      (await fetch(`${m.app.url}/api/reeler/LiveStream`, { headers: { authorization: `Bearer ${m.staff}` } }))
        .status,
    ).toBe(401);
    for (const stream of [staff, reeler, elsewhere]) stream.close();
  });
});

describe('a live feed whose session ends', () => {
  it('is closed by the server at the next ping: logout for staff, deactivation for a reeler', async () => {
    const staffToken = await m.api.login('hosur.admin');
    const staff = await listen('/BiddingInfo/LiveStream', staffToken);
    const reelerToken = await m.loginReeler(m.reelers[1]!.headCode);
    const reeler = await listen('/reeler/LiveStream', reelerToken);
    await staff.next((e) => e.event === 'hello');
    await reeler.next((e) => e.event === 'hello');
    const stillOpen = Symbol('open');
    const within = (p: Promise<unknown>, ms: number) =>
      Promise.race([p, new Promise((done) => setTimeout(() => done(stillOpen), ms))]);
    // Nothing ends while the sessions are open.
    expect(await within(staff.ended, 2_500)).toBe(stillOpen);

    expect((await m.api.post('/reeler/logout', {}, reelerToken, null)).status).toBe(200);
    expect(await within(reeler.ended, 5_000)).not.toBe(stillOpen);
    expect((await m.api.post('/auth/logout', {}, staffToken, null)).status).toBe(200);
    expect(await within(staff.ended, 5_000)).not.toBe(stillOpen);
  });
});
