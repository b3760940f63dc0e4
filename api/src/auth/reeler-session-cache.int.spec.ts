import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, oneLotInASlot, startAuctionMarket } from '../auction/testing.js';
import { confirmReelerSessionForStream } from './reeler-session-cache.js';
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
  lotId = await oneLotInASlot(m);
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

  it("holds the session its bid page's stream confirmed for the first bid, never past the session's end", async () => {
    const reeler = m.reelers[3]!;
    const token = await m.loginReeler(reeler.headCode);
    // As the bid page's live stream does as it opens and at each keep-alive (liveSession in middleware.ts).
    const confirmed = await confirmReelerSessionForStream(m.app.deps, token, 15_000);
    expect(confirmed?.reelerId).toBe(reeler.customerId);
    // Written straight into the read model, as nothing announces it: the first bid does not read the session
    // again, so its bid carries the name the stream's lookup read.
    const db = m.app.deps.db;
    await sql`update read.customers set ledger_name = 'Renamed Meanwhile' where customer_id = ${reeler.customerId}`.execute(
      db,
    );
    const first = await bid(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await sql<{ name: string }>`select reeler_name as name from read.auction_bids
              where bid_id = ${first.body.bidId}`.execute(db)
          ).rows[0]?.name,
        { timeout: 10_000 },
      )
      .toBe(reeler.name);

    // The session's end (the market day's end) is the clock's, checked on every bid: held or not, it ends.
    const { rows } = await sql<{ expiresAt: Date }>`select expires_at as "expiresAt" from app.reeler_sessions
      where token_hash = ${hashToken(token)}`.execute(db);
    const pastEnd =
      Math.ceil((new Date(rows[0]!.expiresAt).getTime() - m.app.deps.clock().getTime()) / 60_000) + 1;
    m.shiftClock(pastEnd);
    try {
      expect((await bid(token)).status).toBe(401);
    } finally {
      m.shiftClock(-pastEnd);
    }
  });
});
