import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, listenLive, oneLotInASlot, startAuctionMarket } from '../auction/testing.js';

/**
 * Issue 27, item 2: the hall's display board on a view-only session an officer starts from the live room. It
 * reads its market's board and feed and nothing else, lasts the market day whatever the idle rule, outlives the
 * officer's logout, and ends at once when the market's display sessions are ended.
 */
let m: AuctionTestMarket;
let hosurId: string;

beforeAll(async () => {
  m = await startAuctionMarket('display_sessions', { farmers: 1, reelers: 1 });
  await oneLotInASlot(m);
  const branches = await m.app.deps.db
    .selectFrom('read.branches')
    .select('branch_id')
    .where('branch_code', '=', 'HSR')
    .executeTakeFirstOrThrow();
  hosurId = branches.branch_id;
  await m.app.settle();
}, 120_000);
afterAll(async () => m?.app.stop());

async function startDisplay(token = m.staff, marketId = hosurId) {
  return m.api.post('/auth/display-session', { marketId }, token);
}

describe('a display session', () => {
  it('reads its market live board and feed, in the board view, and nothing else', async () => {
    const started = await startDisplay();
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const display = started.body.token as string;
    expect(display.startsWith('ds_')).toBe(true);
    expect(new Date(started.body.expiresAt).getTime()).toBeGreaterThan(m.app.deps.clock().getTime());

    const board = await m.api.get('/BiddingInfo/getAll_LiveBidding', display);
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect(board.body.slots.map((s: { marketId: string }) => s.marketId)).toEqual([hosurId]);
    expect(board.body.lots.length).toBe(1);
    const other = await m.app.deps.db
      .selectFrom('read.branches')
      .select('branch_id')
      .where('branch_code', '=', 'DPI')
      .executeTakeFirstOrThrow();
    expect(
      (await m.api.get(`/BiddingInfo/getAll_LiveBidding?marketId=${other.branch_id}`, display)).status,
    ).toBe(403);
    const feed = await listenLive(m.app.url, '/BiddingInfo/LiveStream', display);
    expect(feed.status).toBe(200);
    await feed.close();

    // Nothing else: no other screen's data, no approval, no payment, no staff session call.
    for (const path of [
      '/Invoice/getAll_Invoice?billType=farmer',
      '/auth/session',
      '/SlotInfo/getAll_BidByDateSlot',
    ]) {
      expect((await m.api.get(path, display)).status, path).toBe(403);
    }
    for (const [path, body] of [
      ['/SlotInfo/BiddingApproval', { lotId: board.body.lots[0].lotId }],
      ['/FarmerPayment/PayCash', { farmerId: m.farmers[0]!.customerId, lotIds: [] }],
      ['/auth/display-session', { marketId: hosurId }],
      ['/auth/logout', {}],
    ] as const) {
      expect((await m.api.post(path, body, display)).status, path).toBe(403);
    }
  });

  it("outlives the officer's logout and idle rule, and ends at once when the market's displays are ended", async () => {
    const officer = await m.api.login('hosur.admin');
    const display = (await startDisplay(officer)).body.token as string;
    expect((await m.api.post('/auth/logout', {}, officer)).status).toBe(200);
    expect((await m.api.get('/BiddingInfo/getAll_LiveBidding', display)).status).toBe(200);
    // Hours later in the same market day: no idle end for a wall screen.
    m.setClock('16:00');
    expect((await m.api.get('/BiddingInfo/getAll_LiveBidding', display)).status).toBe(200);

    const feed = await listenLive(m.app.url, '/BiddingInfo/LiveStream', display);
    expect(feed.status).toBe(200);
    const ended = await m.api.post('/auth/display-session/end', { marketId: hosurId }, m.staff);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.ended).toBeGreaterThanOrEqual(1);
    await feed.ended;
    expect((await m.api.get('/BiddingInfo/getAll_LiveBidding', display)).status).toBe(401);
  });

  it('ends with the market day', async () => {
    const display = (await startDisplay()).body.token as string;
    const today = m.app.deps.clock;
    m.app.deps.clock = () => new Date(today().getTime() + 24 * 3600_000);
    try {
      expect((await m.api.get('/BiddingInfo/getAll_LiveBidding', display)).status).toBe(401);
    } finally {
      m.app.deps.clock = today;
    }
  });

  it("is started only for a market in the officer's scope, by a role that may watch live bidding", async () => {
    const other = await m.api.login('dharmapuri.admin');
    expect([403, 404]).toContain((await startDisplay(other)).status);
    const bad = await m.api.post('/auth/display-session', { marketId: 'x' }, m.staff);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.marketId).toEqual(['Select a market']);
    expect((await m.api.post('/auth/display-session', { marketId: hosurId }, undefined)).status).toBe(401);
  });
});
