import { describe, expect, it } from 'vitest';
import type { SlotRow } from './auction-api';
import {
  applyBid,
  applyLot,
  applySlot,
  type BidEvent,
  defaultSlotId,
  type LiveBoard,
  type LiveLot,
  noneSeen,
  recordBid,
  recordLot,
  recordSlot,
  replaySeen,
} from './live-board';
import { clockOffset, counted, formatCountdown, slotPhase, timeLeftText } from './live-time';

const SLOT_ID = 'slot-1';

function slot(over: Partial<SlotRow> = {}): SlotRow {
  return {
    slotId: SLOT_ID,
    marketId: 'm',
    marketCode: null,
    inwardDate: '2026-11-22',
    slotNo: 1,
    startTime: '11:00',
    endTime: '11:30',
    startsAt: '2026-11-22T05:30:00.000Z',
    endsAt: '2026-11-22T06:00:00.000Z',
    durationMinutes: 30,
    lotFrom: 1,
    lotTo: 2,
    lotCount: 2,
    bidCount: 0,
    lotsWithBids: 0,
    decidedCount: 0,
    status: 'Open',
    ...over,
  };
}

function lot(lotId: string, over: Partial<LiveLot> = {}): LiveLot {
  return {
    lotId,
    lotNo: 1,
    slotId: SLOT_ID,
    bidCount: 0,
    roundBidCount: 0,
    highestBidPaise: null,
    highestReelerId: null,
    highestReelerName: null,
    highestReelerCode: null,
    floorPricePaise: 70000,
    ...over,
  } as LiveLot;
}

function bid(lotId: string, bidNo: number, amountPaise: number, reeler = 'R1'): BidEvent {
  return {
    lotId,
    slotId: SLOT_ID,
    bidNo,
    amountPaise,
    reelerId: reeler,
    reelerName: `Reeler ${reeler}`,
    reelerCode: `RLR${reeler}`,
    placedAt: '2026-11-22T05:35:00.000Z',
    bidCount: bidNo,
    highestBidPaise: amountPaise,
  };
}

const board = (): LiveBoard => ({
  slots: [slot()],
  lots: [lot('a'), lot('b', { lotNo: 2 })],
  serverTime: '2026-11-22T05:31:00.000Z',
});

describe('live board patches', () => {
  it('puts a bid on its lot: highest, bidder, counts, and the slot count', () => {
    const next = applyBid(board(), bid('a', 1, 71200));
    expect(next.lots[0]).toMatchObject({
      bidCount: 1,
      roundBidCount: 1,
      highestBidPaise: 71200,
      highestReelerName: 'Reeler R1',
      highestReelerCode: 'RLRR1',
    });
    expect(next.lots[1]!.bidCount).toBe(0);
    expect(next.slots[0]!.bidCount).toBe(1);
  });

  it('ignores a bid it already has (a repeat after a reconnect) and an older one arriving late', () => {
    const once = applyBid(board(), bid('a', 2, 72000, 'R2'));
    expect(applyBid(once, bid('a', 2, 72000, 'R2'))).toBe(once);
    const late = applyBid(once, bid('a', 1, 71200, 'R1'));
    expect(late).toBe(once);
    expect(late.lots[0]).toMatchObject({ highestBidPaise: 72000, highestReelerId: 'R2', bidCount: 2 });
  });

  it('ignores a bid on a lot it does not show', () => {
    const b = board();
    expect(applyBid(b, bid('other', 1, 71200))).toBe(b);
  });

  it('applies what the stream said to a read taken before it, and asks again while a new slot is missing', () => {
    const seen = noneSeen();
    recordBid(seen, bid('a', 1, 71200));
    recordBid(seen, bid('b', 3, 75000, 'R3'));
    recordBid(seen, bid('b', 2, 74000, 'R2'));
    recordLot(seen, { lotId: 'a', decision: 'approved' });
    recordLot(seen, { lotId: 'a', status: 'Approved' });
    const slot2 = {
      slotId: 's2',
      slotNo: 2,
      startsAt: '2026-11-22T06:30:00.000Z',
      endsAt: '2026-11-22T07:00:00.000Z',
      lotCount: 1,
    };
    recordSlot(seen, slot2);
    const stale = replaySeen(board(), seen);
    expect(stale.board.lots.map((l) => [l.bidCount, l.highestBidPaise, l.decision ?? null])).toEqual([
      [1, 71200, 'approved'],
      [3, 75000, null],
    ]);
    expect(stale.board.lots[0]!.status).toBe('Approved');
    // The new slot shows at once, its times in India; the read has to be asked again for its lots.
    expect(stale.behind).toBe(1);
    expect(stale.board.slots.map((s) => [s.slotNo, s.startTime, s.endTime])).toEqual([
      [1, '11:00', '11:30'],
      [2, '12:00', '12:30'],
    ]);
    // A read with the slot but not yet its lot is still behind.
    const halfway = { ...board(), slots: [slot(), slot({ ...slot2, lotCount: 1 })] };
    expect(replaySeen(halfway, seen).behind).toBe(1);
    expect(seen.slots.size).toBe(1);
    // A read that has caught up: nothing missing, and the read's own slot row is kept.
    const caughtUp = {
      ...board(),
      slots: [slot(), slot({ ...slot2, lotCount: 1 })],
      lots: [...board().lots, lot('c', { slotId: 's2' })],
    };
    const fresh = replaySeen(caughtUp, seen);
    expect(fresh.behind).toBe(0);
    expect(fresh.board.slots[1]!.lotCount).toBe(1);
    expect(seen.slots.size).toBe(0);
  });

  it('merges a decision into its lot', () => {
    const next = applyLot(board(), { lotId: 'b', decision: 'approved', status: 'Approved' });
    expect(next.lots[1]).toMatchObject({ decision: 'approved', status: 'Approved', lotNo: 2 });
    const b = board();
    expect(applyLot(b, { lotId: 'zzz', status: 'Approved' })).toBe(b);
  });

  it('starts a new round when a lot is carried to another slot, forgetting the last round', () => {
    const sold = applyLot(applyBid(board(), bid('a', 1, 71200)), { lotId: 'a', decision: 'rejected' });
    const carried = applyLot(sold, { lotId: 'a', slotId: 's2', slotNo: 2 });
    expect(carried.lots[0]).toMatchObject({
      slotId: 's2',
      bidCount: 1,
      roundBidCount: 0,
      highestBidPaise: null,
      highestReelerId: null,
      decision: null,
    });
    const seen = noneSeen();
    recordLot(seen, { lotId: 'a', decision: 'rejected', status: 'Rejected' });
    recordLot(seen, { lotId: 'a', slotId: 's2', slotNo: 2 });
    expect(seen.lots.get('a')).toEqual({ lotId: 'a', slotId: 's2', slotNo: 2 });
  });

  it('adds a new slot in time order and keeps the row of one it has', () => {
    const early = slot({ slotId: 's0', slotNo: 0, startsAt: '2026-11-22T04:00:00.000Z' });
    const added = applySlot(board(), early);
    expect(added.slots.map((s) => s.slotId)).toEqual(['s0', SLOT_ID]);
    expect(applySlot(added, slot({ lotCount: 5 }))).toBe(added);
  });

  it('opens on the open slot, else the next, else the last closed, keeping a choice that still exists', () => {
    const s1 = slot({ slotId: 's1', startsAt: '2026-11-22T05:00:00Z', endsAt: '2026-11-22T05:30:00Z' });
    const s2 = slot({ slotId: 's2', startsAt: '2026-11-22T06:00:00Z', endsAt: '2026-11-22T06:30:00Z' });
    const s3 = slot({ slotId: 's3', startsAt: '2026-11-22T07:00:00Z', endsAt: '2026-11-22T07:30:00Z' });
    const at = (iso: string) => Date.parse(iso);
    expect(defaultSlotId([s1, s2, s3], at('2026-11-22T06:10:00Z'))).toBe('s2');
    expect(defaultSlotId([s1, s2, s3], at('2026-11-22T05:45:00Z'))).toBe('s2');
    expect(defaultSlotId([s1, s2, s3], at('2026-11-22T08:00:00Z'))).toBe('s3');
    expect(defaultSlotId([s1, s2, s3], at('2026-11-22T06:10:00Z'), 's1')).toBe('s1');
    expect(defaultSlotId([s1, s2], at('2026-11-22T06:10:00Z'), 'gone')).toBe('s2');
    expect(defaultSlotId([], 0)).toBeUndefined();
  });
});

describe('server time', () => {
  it('measures how far the server clock is from the browser clock', () => {
    expect(clockOffset('2026-11-22T05:31:00.000Z', Date.parse('2026-11-22T05:30:00.000Z'))).toBe(60_000);
    expect(clockOffset(undefined, 5)).toBe(0);
    expect(clockOffset('not a time', 5)).toBe(0);
  });

  it('counts down to the start, then the end, of a slot', () => {
    const window = { startsAt: '2026-11-22T05:30:00.000Z', endsAt: '2026-11-22T06:00:00.000Z' };
    const at = (iso: string) => Date.parse(iso);
    expect(slotPhase(window, at('2026-11-22T05:20:00.000Z'))).toEqual({ phase: 'upcoming', seconds: 600 });
    // 299.5 seconds left shows as 05:00 until it is below 299: the server closes at the end, not before.
    expect(slotPhase(window, at('2026-11-22T05:55:00.500Z'))).toEqual({ phase: 'open', seconds: 300 });
    expect(slotPhase(window, at('2026-11-22T06:00:00.000Z'))).toEqual({ phase: 'closed', seconds: 0 });
    expect(timeLeftText(window, at('2026-11-22T05:59:01.000Z'))).toBe('00:59');
    expect(timeLeftText(window, at('2026-11-22T05:20:00.000Z'))).toBe('Starts in 10:00');
    expect(timeLeftText(window, at('2026-11-22T07:00:00.000Z'))).toBe('Closed');
    expect(timeLeftText(null, 0)).toBe('');
  });

  it('writes a countdown as mm:ss, with hours when there are any', () => {
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('counts in words', () => {
    expect(counted(1, 'lot')).toBe('1 lot');
    expect(counted(0, 'bid')).toBe('0 bids');
    expect(counted(3, 'lot')).toBe('3 lots');
  });
});
