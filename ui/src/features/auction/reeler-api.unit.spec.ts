import { describe, expect, it } from 'vitest';
import type { BidEvent } from './live-board';
import { type ReelerBoard, type ReelerLot, reelerBoardWithBid } from './reeler-api';

const ME = 'reeler-me';

const lot = (over: Partial<ReelerLot> = {}): ReelerLot =>
  ({
    lotId: 'a',
    slotId: 's',
    lotNo: 1,
    floorPricePaise: 70000,
    bidCount: 0,
    highestBidPaise: null,
    highestReelerId: null,
    myBidPaise: null,
    iAmHighest: false,
    ...over,
  }) as ReelerLot;

const board = (l: ReelerLot): ReelerBoard => ({
  slots: [],
  lots: [l],
  serverTime: '2026-11-22T05:30:00.000Z',
  minIncrementPaise: 100,
});

const bid = (bidNo: number, amountPaise: number, reelerId: string): BidEvent => ({
  lotId: 'a',
  slotId: 's',
  bidNo,
  amountPaise,
  reelerId,
  reelerName: reelerId,
  reelerCode: reelerId.toUpperCase(),
  placedAt: '2026-11-22T05:31:00.000Z',
  bidCount: bidNo,
  highestBidPaise: amountPaise,
});

describe("a bid on the reeler's board", () => {
  it('makes my own bid mine and highest, and another reeler outbids me', () => {
    const mine = reelerBoardWithBid(board(lot()), bid(1, 71200, ME), ME);
    expect(mine.lots[0]).toMatchObject({ myBidPaise: 71200, iAmHighest: true, highestBidPaise: 71200 });
    const outbid = reelerBoardWithBid(mine, bid(2, 71300, 'other'), ME);
    expect(outbid.lots[0]).toMatchObject({ myBidPaise: 71200, iAmHighest: false, highestBidPaise: 71300 });
  });

  it('changes nothing for a bid it already has (the answer and the stream both bring it)', () => {
    const once = reelerBoardWithBid(board(lot()), bid(1, 71200, ME), ME);
    expect(reelerBoardWithBid(once, bid(1, 71200, ME), ME)).toBe(once);
  });
});
