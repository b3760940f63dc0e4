import { describe, expect, it } from 'vitest';
import {
  applyLot,
  type BidEvent,
  type LeadMessage,
  noneSeen,
  recordLead,
  recordLot,
  recordMine,
  replaySeen,
} from './live-board';
import {
  type ReelerBoard,
  type ReelerLot,
  reelerBoardWithBid,
  reelerBoardWithLead,
  reelerBoardWithMine,
  withLeads,
} from './reeler-api';

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

/** A bid as an anonymous market's phones get it: no bidder. */
const bid = (bidNo: number, amountPaise: number): BidEvent => ({
  lotId: 'a',
  slotId: 's',
  bidNo,
  amountPaise,
  placedAt: '2026-11-22T05:31:00.000Z',
  bidCount: bidNo,
  highestBidPaise: amountPaise,
});
const lead = (bidNo: number, highestBidPaise: number, youLead: boolean): LeadMessage => ({
  lotId: 'a',
  bidNo,
  youLead,
  highestBidPaise,
});

describe("a bid on the reeler's board", () => {
  it('leads with my own bid (my message before the shared frame), and a later bid outbids me', () => {
    const mine = reelerBoardWithBid(reelerBoardWithLead(board(lot()), lead(1, 71200, true)), bid(1, 71200));
    expect(mine.lots[0]).toMatchObject({ myBidPaise: 71200, iAmHighest: true, highestBidPaise: 71200 });
    const outbid = reelerBoardWithBid(mine, bid(2, 71300));
    expect(outbid.lots[0]).toMatchObject({ myBidPaise: 71200, iAmHighest: false, highestBidPaise: 71300 });
    // The outbid message, however late, agrees.
    expect(reelerBoardWithLead(outbid, lead(2, 71300, false)).lots[0]).toMatchObject({ iAmHighest: false });
  });

  it('is outbid by the message alone, even before the shared frame comes', () => {
    const mine = reelerBoardWithLead(
      board(lot({ bidCount: 1, highestBidPaise: 71200 })),
      lead(1, 71200, true),
    );
    expect(mine.lots[0]?.iAmHighest).toBe(true);
    expect(reelerBoardWithLead(mine, lead(2, 71300, false)).lots[0]?.iAmHighest).toBe(false);
  });

  it('reads "I lead" from the lot list, and changes nothing for a bid or message it already has', () => {
    const read = withLeads(
      board(lot({ bidCount: 3, highestBidPaise: 72000, iAmHighest: true, myBidPaise: 72000 })),
    );
    expect(read.lots[0]).toMatchObject({ leadBidNo: 3, iAmHighest: true });
    expect(reelerBoardWithBid(read, bid(3, 72000))).toBe(read);
    expect(reelerBoardWithLead(read, lead(3, 72000, true))).toBe(read);
    expect(reelerBoardWithBid(read, bid(4, 72100)).lots[0]?.iAmHighest).toBe(false);
  });
});

describe("the reeler's own news on the board (event: mine)", () => {
  const decided = board(lot({ bidCount: 2, highestBidPaise: 73000, iAmHighest: true, myInvoice: null }));

  it('given my bid decided, when the message comes, then my lot takes the decision and its rate or reason', () => {
    const won = reelerBoardWithMine(decided, {
      lotId: 'a',
      myDecision: 'approved',
      myRejectReason: null,
      myRatePaise: 73000,
    });
    expect(won.lots[0]).toMatchObject({ myDecision: 'approved', myRatePaise: 73000, highestBidPaise: 73000 });
    expect(reelerBoardWithMine(decided, { lotId: 'other', myDecision: 'approved' })).toBe(decided);
  });

  it('given an invoice cancelled and another issued in its place, then the lot shows the new one, also on a re-read', () => {
    const seen = noneSeen();
    recordMine(seen, { lotId: 'a', myInvoice: { billId: 'b1', invoiceNo: 'RI/1' } });
    recordMine(seen, { cancelledBillId: 'b1' });
    recordMine(seen, { lotId: 'a', myInvoice: { billId: 'b2', invoiceNo: 'RI/2' } });
    const { board: replayed } = replaySeen(decided, seen, undefined, undefined, reelerBoardWithMine);
    expect(replayed.lots[0]?.myInvoice).toEqual({ billId: 'b2', invoiceNo: 'RI/2' });
    const cancelled = reelerBoardWithMine(replayed, { cancelledBillId: 'b2' });
    expect(cancelled.lots[0]?.myInvoice).toBeNull();
    expect(reelerBoardWithMine(cancelled, { cancelledBillId: 'b9' })).toBe(cancelled);
  });

  it('given my bid rejected and the lot put in a new slot, then the new round starts afresh, live and on a re-read', () => {
    const seen = noneSeen();
    recordLead(seen, lead(1, 70100, true));
    recordMine(seen, { lotId: 'a', myDecision: 'rejected', myRejectReason: 'Farmer refused' });
    const rejected = reelerBoardWithMine(reelerBoardWithLead(board(lot()), lead(1, 70100, true)), {
      lotId: 'a',
      myDecision: 'rejected',
      myRejectReason: 'Farmer refused',
    });
    expect(rejected.lots[0]).toMatchObject({ myBidPaise: 70100, myDecision: 'rejected' });
    const placed = { lotId: 'a', slotId: 's2', slotNo: 2 };
    // Live: the placement clears the reeler's last round on the card.
    expect((applyLot(rejected, placed) as ReelerBoard).lots[0]).toMatchObject({
      slotId: 's2',
      myBidPaise: null,
      iAmHighest: false,
      myDecision: null,
      myRejectReason: null,
    });
    // A re-read (the server's new round) is not given the last round's lead and decision back.
    recordLot(seen, placed);
    const read = board(lot({ slotId: 's2', bidCount: 1 }));
    const { board: replayed } = replaySeen(
      read,
      seen,
      reelerBoardWithBid,
      reelerBoardWithLead,
      reelerBoardWithMine,
    );
    expect(replayed.lots[0]).toMatchObject({ myBidPaise: null, iAmHighest: false });
    expect(replayed.lots[0]?.myDecision ?? null).toBeNull();
  });
});
