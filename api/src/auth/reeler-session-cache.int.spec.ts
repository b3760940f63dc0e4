import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { hashToken } from './sessions.js';

/**
 * The bid path holds a reeler's session a few seconds (reeler-session-cache.ts, issue 28); a session that ends
 * must still refuse the very next bid: a logout in this process, and a revocation committed by any other
 * process (heard through the database's session-ended notice), well inside the seconds the cache holds it.
 */
let m: AuctionTestMarket;
let lotId = '';
let amount = 80_000;

beforeAll(async () => {
  m = await startAuctionMarket('reeler_session_cache', { farmers: 2, reelers: 4 });
  m.setClock('09:00');
  const lot = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m), m.staff);
  expect(lot.status, JSON.stringify(lot.body)).toBe(200);
  lotId = lot.body.lotId;
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 1 },
    m.staff,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  m.setClock('10:01');
}, 180_000);

afterAll(async () => {
  await m?.app.stop();
});

const bid = (token: string) => {
  amount += 1_000;
  return m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: amount }, token, randomUUID());
};

describe("the bid path's session cache", () => {
  it('a logout refuses the next bid at once', async () => {
    const token = await m.loginReeler(m.reelers[0]!.headCode);
    expect((await bid(token)).status).toBe(200);
    // Held now: the second bid reads no session.
    expect((await bid(token)).status).toBe(200);
    const out = await m.api.call('POST', '/reeler/logout', { token, key: null });
    expect(out.status).toBe(200);
    expect((await bid(token)).status).toBe(401);
  });

  it("a revocation by another process (the database's notice) refuses the next bid within moments", async () => {
    const token = await m.loginReeler(m.reelers[1]!.headCode);
    expect((await bid(token)).status).toBe(200);
    // As another api process would: the row revoked in the database, nothing said to this process directly.
    await sql`update app.reeler_sessions set revoked_at = now() where token_hash = ${hashToken(token)}`.execute(
      m.app.deps.db,
    );
    // The notice arrives within milliseconds; the cache would otherwise hold the session for seconds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await bid(token)).status).toBe(401);
  });

  it("deactivating the reeler refuses the next bid (staff's write ends the reeler's sessions)", async () => {
    const reeler = m.reelers[2]!;
    const token = await m.loginReeler(reeler.headCode);
    expect((await bid(token)).status).toBe(200);
    const { endReelerSessions } = await import('./reeler-sessions.js');
    await endReelerSessions(m.app.deps.db, reeler.customerId);
    expect((await bid(token)).status).toBe(401);
  });
});
