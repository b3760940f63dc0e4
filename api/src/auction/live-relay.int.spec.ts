import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SecondApi, startSecondApi } from '../testing/second-api.js';
import { connectLive, type LiveEvent } from './simulator/sse.js';
import { type AuctionTestMarket, oneLotInASlot, startAuctionMarket } from './testing.js';

/*
 * Two api processes on one store (API_PROCESSES=2, or two containers): a bid taken by one reaches the live
 * room of a screen connected to the other through the Redis relay, without waiting for the store's subscription
 * (which holds an event back while any older transaction on the server is open), and reaches it once.
 */
let m: AuctionTestMarket;
let second: SecondApi;
let lotId = '';

beforeAll(async () => {
  m = await startAuctionMarket('live-relay', { farmers: 2, reelers: 2 });
  lotId = await oneLotInASlot(m);
  m.setClock('10:02');
  second = await startSecondApi(m.app);
}, 120_000);

afterAll(async () => {
  await second?.stop();
  await m?.app.stop();
});

describe('the live feed across api processes', () => {
  it('a bid taken by one process is on the other\u2019s live room while an older transaction holds the store back, and only once', async () => {
    const events: LiveEvent[] = [];
    const live = connectLive(second.url, '/BiddingInfo/LiveStream', m.staff, (e) => events.push(e));
    await live.ready;
    // An open transaction with an id, older than the bid: the store's subscription may not pass it.
    const holder = new pg.Client({ connectionString: m.app.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT pg_current_xact_id()');
    try {
      const reeler = await m.loginReeler(m.reelers[0]!.headCode);
      const bid = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: 75_000 }, reeler);
      expect(bid.status).toBe(200);
      const bidId = bid.body.bidId as string;
      const seen = () => events.filter((e) => e.event === 'bid' && e.data.bidId === bidId);
      for (let i = 0; i < 100 && seen().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(seen().map((e) => e.data.amountPaise)).toEqual([75_000]);

      await holder.query('COMMIT');
      // The subscription now hands the same event out too; the second process must not show it twice.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(seen()).toHaveLength(1);
    } finally {
      await holder.end().catch(() => undefined);
      live.close();
    }
  });
});
