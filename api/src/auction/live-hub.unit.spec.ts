import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventStore, RecordedEvent } from '@cocoon/eventstore';
import { createLogger } from '@cocoon/platform';
import { describe, expect, it } from 'vitest';
import type { BidderIdentity } from './bidder-identity.js';
import { type LiveAudience, LiveHub, LOT_FRAME_INTERVAL_MS } from './live-hub.js';

/**
 * The live hub's fan-out (issue 28): one lot's bids reach phones at most four a second, the lot's last state
 * always; the staff room gets every bid; each phone its own "you lead" / "outbid" at once; the shared frame is
 * one set of bytes for every phone and names nobody in an anonymous market.
 */
const MARKET = randomUUID();
const LOT = randomUUID();
const SLOT = randomUUID();
const A = randomUUID();
const B = randomUUID();

const store = {
  headPosition: async () => '0',
  subscribe: () => ({ close: async () => undefined }),
} as unknown as EventStore;
const anonymous = { shown: () => false } as unknown as BidderIdentity;

interface Seen {
  event: string;
  data: Record<string, unknown>;
  bytes: Buffer;
}
const client = (audience: LiveAudience) => {
  const seen: Seen[] = [];
  return {
    seen,
    client: {
      markets: new Set([MARKET]),
      audience,
      send(frame: Buffer) {
        for (const part of frame.toString().split('\n\n').filter(Boolean)) {
          const [event, data] = part.split('\n');
          seen.push({ event: event!.slice(7), data: JSON.parse(data!.slice(6)), bytes: frame });
        }
      },
    },
  };
};
let position = 0;
const bid = (bidNo: number, reelerId: string, amountPaise: number): RecordedEvent => ({
  id: randomUUID(),
  type: 'BidPlaced',
  streamName: `lot-${LOT}`,
  revision: bidNo,
  position: String(++position),
  data: {
    lotId: LOT,
    slotId: SLOT,
    bidId: randomUUID(),
    bidNo,
    reelerId,
    reelerName: reelerId === A ? 'Reeler A' : 'Reeler B',
    reelerCode: reelerId === A ? 'R-A' : 'R-B',
    amountPaise,
    placedAt: new Date().toISOString(),
  },
  metadata: {
    marketId: MARKET,
    commandId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
  recordedAt: new Date(),
});

describe('the live hub', () => {
  it("coalesces a lot's rapid bids on phones, delivers the last state, and tells each phone its own lead", async () => {
    const hub = new LiveHub(store, createLogger({ level: 'silent', name: 'test' }), anonymous);
    const staff = client({ kind: 'staff' });
    const phoneA = client({ kind: 'reeler', reelerId: A });
    const phoneB = client({ kind: 'reeler', reelerId: B });
    const board = client({ kind: 'board' });
    for (const c of [staff, phoneA, phoneB, board]) await hub.attach(c.client);

    // Ten bids within one turn, A and B in turn: 70,000, 70,100 … 70,900.
    const bids = Array.from({ length: 10 }, (_, i) => bid(i + 1, i % 2 === 0 ? A : B, 70_000 + i * 100));
    for (const b of bids) hub.publishAppended([b]);

    // The staff room: every bid at once, with the bidder.
    expect(staff.seen.filter((s) => s.event === 'bid').map((s) => s.data.bidNo)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(staff.seen[0]!.data.reelerCode).toBe('R-A');
    // Phones and the board: the first bid at once, the rest held for the lot's window.
    for (const phone of [phoneA, phoneB, board])
      expect(phone.seen.filter((s) => s.event === 'bid').map((s) => s.data.bidNo)).toEqual([1]);
    // Each phone's own lead at once, for every bid: A leads on odd bids and is outbid on even ones.
    const leads = (p: typeof phoneA) => p.seen.filter((s) => s.event === 'lead').map((s) => s.data.youLead);
    expect(leads(phoneA)).toEqual([true, false, true, false, true, false, true, false, true, false]);
    expect(leads(phoneB)).toEqual([true, false, true, false, true, false, true, false, true]);
    expect(board.seen.filter((s) => s.event === 'lead')).toEqual([]);

    await new Promise((r) => setTimeout(r, LOT_FRAME_INTERVAL_MS + 50));
    // The window's end: the last bid, and only it, reaches every phone and the board.
    for (const phone of [phoneA, phoneB, board]) {
      const shown = phone.seen.filter((s) => s.event === 'bid');
      expect(shown.map((s) => s.data.bidNo)).toEqual([1, 10]);
      expect(shown[1]!.data).toMatchObject({ bidCount: 10, highestBidPaise: 70_900, amountPaise: 70_900 });
      // Anonymous market: the shared frame names nobody.
      for (const s of shown) expect(s.data).not.toHaveProperty('reelerId');
      for (const s of shown) expect(s.data).not.toHaveProperty('reelerCode');
    }
    // One set of bytes for every phone and the board.
    const last = (p: typeof phoneA) => p.seen.filter((s) => s.event === 'bid').at(-1)!.bytes;
    expect(last(phoneA)).toBe(last(phoneB));
    expect(last(phoneA)).toBe(last(board));

    // A quiet lot's next bid goes at once again, after the window.
    await new Promise((r) => setTimeout(r, LOT_FRAME_INTERVAL_MS + 50));
    hub.publishAppended([bid(11, A, 71_000)]);
    expect(phoneB.seen.filter((s) => s.event === 'bid').map((s) => s.data.bidNo)).toEqual([1, 10, 11]);
    await hub.close();
  });

  it("ends every lot's window together: the held frames of all lots reach a phone in one turn", async () => {
    const hub = new LiveHub(store, createLogger({ level: 'silent', name: 'test' }), anonymous);
    const turns: number[][] = [];
    let open: number[] | null = null;
    await hub.attach({
      markets: new Set([MARKET]),
      audience: { kind: 'board' },
      send(frame: Buffer) {
        if (!open) {
          open = [];
          turns.push(open);
          queueMicrotask(() => {
            open = null;
          });
        }
        open.push(JSON.parse(frame.toString().split('\n')[1]!.slice(6)).bidCount);
      },
    });
    const onLot = (lotId: string, event: RecordedEvent): RecordedEvent => ({
      ...event,
      streamName: `lot-${lotId}`,
      data: { ...(event.data as object), lotId },
    });
    const lots = [randomUUID(), randomUUID(), randomUUID()];
    // Start just after the windows' clock turns (performance.now, as the hub's), so all of it falls in one window.
    await new Promise((r) =>
      setTimeout(r, LOT_FRAME_INTERVAL_MS - (performance.now() % LOT_FRAME_INTERVAL_MS) + 5),
    );
    // Each lot: its first bid at once, a second one held; the lots' bids come at different moments.
    for (const [i, lotId] of lots.entries()) {
      hub.publishAppended([onLot(lotId, bid(1, A, 70_000))]);
      await new Promise((r) => setTimeout(r, 20 * i));
      hub.publishAppended([onLot(lotId, bid(2, B, 70_100))]);
    }
    await new Promise((r) => setTimeout(r, 2 * LOT_FRAME_INTERVAL_MS + 50));
    const held = turns.filter((t) => t.includes(2));
    expect(held).toEqual([[2, 2, 2]]);
    await hub.close();
  });

  it('sends what follows a lot on phones only after its held bid (the decision never overtakes it)', async () => {
    const hub = new LiveHub(store, createLogger({ level: 'silent', name: 'test' }), anonymous);
    const phone = client({ kind: 'reeler', reelerId: B });
    await hub.attach(phone.client);
    hub.publishAppended([bid(1, A, 70_000), bid(2, A, 70_100)]);
    const approved: RecordedEvent = {
      ...bid(3, A, 0),
      type: 'BidApproved',
      data: {
        lotId: LOT,
        slotId: SLOT,
        bidId: randomUUID(),
        reelerId: A,
        reelerName: 'Reeler A',
        reelerCode: 'R-A',
        amountPaise: 70_100,
        reason: null,
      },
    };
    hub.publishAppended([approved]);
    expect(phone.seen.map((s) => [s.event, s.data.bidNo ?? s.data.decision])).toEqual([
      ['bid', 1],
      ['bid', 2],
      ['lot', 'approved'],
    ]);
    await hub.close();
  });
});
