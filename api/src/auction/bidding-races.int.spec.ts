import { randomUUID } from 'node:crypto';
import { lotEventSchema, lotStream } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRun } from '../commands/run-command.js';
import { StreamRunner } from '../commands/stream-runner.js';
import { type AuctionTestMarket, oneLotInASlot, sampleLot, startAuctionMarket } from './testing.js';

/**
 * 1,000 bids from 50 reelers at one lot, in parallel. Afterwards the lot's highest bid equals the
 * highest accepted bid, every accepted bid is in the history in order, and none is lost or doubled.
 */
let m: AuctionTestMarket;
let lotId = '';
let tokens: string[] = [];

beforeAll(async () => {
  // 56 demo reelers: every twelfth is Pending and every thirtieth inactive, leaving 51 active.
  m = await startAuctionMarket('bidding-races', { farmers: 2, reelers: 56 });
  lotId = await oneLotInASlot(m);
  m.setClock('10:01');
  tokens = await Promise.all(m.reelers.slice(0, 50).map((r) => m.loginReeler(r.headCode)));
}, 180_000);

afterAll(async () => {
  await m?.app.stop();
});

async function lotHistory() {
  const recorded = await m.app.deps.store.readStream(lotStream(lotId));
  return recorded.map((r) => ({
    ...lotEventSchema.parse({ type: r.type, data: r.data }),
    commandId: r.metadata.commandId,
  }));
}

describe('bidding races', () => {
  it('1,000 parallel bids from 50 reelers: highest = max accepted; every accepted bid in order, none lost or doubled', async () => {
    expect(tokens).toHaveLength(50);
    // Distinct multiples of Re 1 from the floor (Rs 700) up; each reeler's bids rise as the auction goes, as in a
    // real room, so many are accepted and many raced out — the arrival order decides which.
    const amountOf = (reeler: number, i: number) => 70_000 + (i * 50 + reeler) * 100;
    const accepted: { bidId: string; amountPaise: number; key: string; token: string }[] = [];
    const refused: string[] = [];
    const statuses = new Map<number, number>();
    await Promise.all(
      tokens.map(async (token, reeler) => {
        for (let i = 0; i < 20; i++) {
          const amountPaise = amountOf(reeler, i);
          const key = randomUUID();
          const answer = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token, key);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 200) accepted.push({ bidId: answer.body.bidId, amountPaise, key, token });
          else refused.push(answer.body.errors?.amountPaise?.[0] ?? answer.body.message);
        }
      }),
    );
    // Only acceptances and "does not beat the highest" refusals: no 500, no give-up on contention.
    expect([...statuses.keys()].sort()).toEqual([200, 400]);
    expect(refused.every((message) => message.startsWith('Bid must be at least Rs'))).toBe(true);
    expect(accepted.length + refused.length).toBe(1000);
    expect(accepted.length).toBeGreaterThan(1);

    const bids = (await lotHistory()).filter((e) => e.type === 'BidPlaced');
    expect(bids).toHaveLength(accepted.length);
    expect(new Set(bids.map((b) => b.data.bidId))).toEqual(new Set(accepted.map((a) => a.bidId)));
    expect(bids.map((b) => (b.type === 'BidPlaced' ? b.data.bidNo : 0))).toEqual(bids.map((_, i) => i + 1));
    const inOrder = bids.map((b) => (b.type === 'BidPlaced' ? b.data.amountPaise : 0));
    for (let i = 1; i < inOrder.length; i++)
      expect(inOrder[i]! - inOrder[i - 1]!).toBeGreaterThanOrEqual(100);
    const maxAccepted = Math.max(...accepted.map((a) => a.amountPaise));
    expect(maxAccepted).toBe(70_000 + 999 * 100);

    await m.app.settle();
    const board = await m.api.get('/BiddingInfo/getAll_LiveBidding', m.staff);
    expect(board.body.lots[0]).toMatchObject({ highestBidPaise: maxAccepted, bidCount: accepted.length });
    const history = await m.api.get(`/CocoonInward/LotHistory/${lotId}`, m.staff);
    const historyBids = history.body.steps.filter((s: { type: string }) => s.type === 'BidPlaced');
    expect(historyBids.map((s: { data: { bidId: string } }) => s.data.bidId)).toEqual(
      bids.map((b) => b.data.bidId),
    );

    // Retrying 50 accepted bids with their keys (a flaky network) appends nothing.
    const retried = await Promise.all(
      accepted
        .slice(0, 50)
        .map((a) =>
          m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: a.amountPaise }, a.token, a.key),
        ),
    );
    expect(retried.map((r) => [r.status, r.body.bidId ?? r.body.message])).toEqual(
      accepted.slice(0, 50).map((a) => [200, a.bidId]),
    );
    expect((await lotHistory()).filter((e) => e.type === 'BidPlaced')).toHaveLength(accepted.length);
  }, 180_000);

  it('two api processes bidding on one lot (two runners, one store) still lose and double nothing', async () => {
    const lot = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 1), m.staff);
    m.setClock('10:35');
    const slot = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '10:40', endTime: '11:00', lotFrom: 2, lotTo: 2 },
      m.staff,
    );
    expect(slot.status, JSON.stringify(slot.body)).toBe(200);
    m.setClock('10:41');
    const { placeBid } = await import('./auction-writes.js');
    const runners = [new StreamRunner(m.app.deps.store), new StreamRunner(m.app.deps.store)];
    const reeler = m.reelers[0]!;
    const at = m.app.deps.clock();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        placeBid(
          new CommandRun(
            { store: m.app.deps.store, streams: runners[i % 2]! },
            {
              userId: 'race',
              userName: 'race',
              userType: 'Reeler',
              marketId: null,
              regionId: null,
              adOfficeId: null,
              branchId: null,
            },
            `race-${i}`,
            at,
          ),
          {
            lotId: lot.body.lotId,
            amountPaise: 70_000 + i * 100,
            reeler: {
              reelerId: reeler.customerId,
              reelerName: reeler.name,
              reelerCode: reeler.headCode,
              marketId: m.hosurId,
              isActive: true,
            },
            minIncrementPaise: 100,
          },
        ),
      ),
    );
    const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
    const recorded = await m.app.deps.store.readStream(lotStream(lot.body.lotId));
    const bids = recorded.filter((r) => r.type === 'BidPlaced');
    expect(bids).toHaveLength(ok);
    expect(new Set(bids.map((b) => b.metadata.commandId)).size).toBe(ok);
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(failures.every((f) => /Bid must be at least Rs/.test(String(f.reason?.message)))).toBe(true);
  }, 120_000);
});
