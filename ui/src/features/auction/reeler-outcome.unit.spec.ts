import { describe, expect, it } from 'vitest';
import { type OutcomeFacts, reelerOutcome } from './reeler-outcome';

/** A lot nobody has bid on or decided, as the reeler's page reads it. */
const given = (over: Partial<OutcomeFacts> = {}): OutcomeFacts => ({
  decision: null,
  status: 'Bidding',
  highestBidPaise: null,
  iAmHighest: false,
  myBidPaise: null,
  myDecision: null,
  myRejectReason: null,
  myRatePaise: null,
  myNetGrams: null,
  myPayablePaise: null,
  myInvoice: null,
  ...over,
});

describe("what the reeler's card says about a lot", () => {
  it('given an open or coming slot, when nothing is decided, then it is bidding (the bid box, "You lead")', () => {
    const leading = given({ highestBidPaise: 73_000, iAmHighest: true, myBidPaise: 73_000 });
    expect(reelerOutcome(leading, 'open')).toEqual({ kind: 'bidding' });
    expect(reelerOutcome(given({ status: 'Scheduled' }), 'upcoming')).toEqual({ kind: 'bidding' });
  });

  it('given a closed slot with bids, when nothing is decided, then the bid waits for the decision (not "You lead")', () => {
    const closed = { status: 'Awaiting approval' as const, highestBidPaise: 73_000 };
    expect(reelerOutcome(given({ ...closed, iAmHighest: true, myBidPaise: 73_000 }), 'closed')).toEqual({
      kind: 'awaiting',
      leading: true,
    });
    expect(reelerOutcome(given({ ...closed, myBidPaise: 72_000 }), 'closed')).toEqual({
      kind: 'awaiting',
      leading: false,
    });
  });

  it('given the reeler’s bid approved, then Won at the rate; then Weighed with kg and amount; then Invoiced', () => {
    const won = given({
      decision: 'approved',
      status: 'Approved',
      highestBidPaise: 73_000,
      iAmHighest: true,
      myBidPaise: 73_000,
      myDecision: 'approved',
      myRatePaise: 73_000,
    });
    expect(reelerOutcome(won, 'closed')).toEqual({
      kind: 'won',
      ratePaise: 73_000,
      weighed: null,
      invoice: null,
    });
    const weighed = { ...won, status: 'Weighed' as const, myNetGrams: 61_250, myPayablePaise: 4_493_750 };
    expect(reelerOutcome(weighed, 'closed')).toMatchObject({
      kind: 'won',
      weighed: { netGrams: 61_250, payablePaise: 4_493_750 },
      invoice: null,
    });
    const invoice = { billId: 'b1', invoiceNo: 'HSR/RI/2026-27/1' };
    expect(reelerOutcome({ ...weighed, myInvoice: invoice }, 'closed')).toMatchObject({
      kind: 'won',
      invoice,
    });
  });

  it('given the shared decision on a bid the reeler led, when their own word has not come yet, then Won at the highest', () => {
    const lot = given({
      decision: 'approved',
      status: 'Approved',
      highestBidPaise: 73_000,
      iAmHighest: true,
    });
    expect(reelerOutcome(lot, 'closed')).toEqual({
      kind: 'won',
      ratePaise: 73_000,
      weighed: null,
      invoice: null,
    });
  });

  it('given the lot approved for another reeler, then Lost for a bidder, sold (not theirs) for anyone else', () => {
    const sold = { decision: 'approved' as const, status: 'Approved' as const, highestBidPaise: 73_000 };
    expect(reelerOutcome(given({ ...sold, myBidPaise: 72_000 }), 'closed')).toEqual({
      kind: 'lost',
      bid: true,
    });
    expect(reelerOutcome(given(sold), 'closed')).toEqual({ kind: 'lost', bid: false });
    expect(reelerOutcome(given({ ...sold, status: 'Weighed', myBidPaise: 72_000 }), 'closed')).toEqual({
      kind: 'lost',
      bid: true,
    });
  });

  it('given the reeler’s highest bid rejected, then Rejected with the officer’s reason', () => {
    const lot = given({
      decision: 'rejected',
      status: 'Rejected',
      highestBidPaise: 71_500,
      iAmHighest: true,
      myBidPaise: 71_500,
      myDecision: 'rejected',
      myRejectReason: 'Farmer refused the price',
    });
    expect(reelerOutcome(lot, 'closed')).toEqual({ kind: 'rejected', reason: 'Farmer refused the price' });
  });

  it('given someone else’s bid rejected, or no bid at all, then Not sold', () => {
    const rejected = given({
      decision: 'rejected',
      status: 'Rejected',
      highestBidPaise: 71_500,
      myBidPaise: 70_500,
    });
    expect(reelerOutcome(rejected, 'closed')).toEqual({ kind: 'unsold', noBids: false });
    expect(reelerOutcome(given({ status: 'Unsold' }), 'closed')).toEqual({ kind: 'unsold', noBids: true });
  });
});
