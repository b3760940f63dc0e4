import type { SlotPhase } from './live-time';
import type { ReelerLot } from './reeler-api';

/**
 * What a reeler's card says about a lot once its slot has closed (issue 27): the market's decision as it concerns
 * this reeler and nobody else. "You lead" belongs to open bidding only; afterwards the card says whether the
 * reeler's bid waits for the decision, won (the rate, then the weight and amount, then the invoice), lost to
 * another reeler (never named), was rejected (the officer's reason), or the lot went unsold.
 */
export type ReelerOutcome =
  /** The slot is still to open or open: the bid box. */
  | { kind: 'bidding' }
  /** Closed with bids, not decided yet; `leading` when the reeler's bid was the highest. */
  | { kind: 'awaiting'; leading: boolean }
  | {
      kind: 'won';
      ratePaise: number | null;
      /** Once weighed (and after any correction): net kg and what the reeler pays. */
      weighed: { netGrams: number; payablePaise: number } | null;
      invoice: { billId: string; invoiceNo: string } | null;
    }
  /** Sold to another reeler; `bid` says whether this reeler bid on it (then it is their loss). */
  | { kind: 'lost'; bid: boolean }
  | { kind: 'rejected'; reason: string | null }
  /** No bid in the slot, or another reeler's bid rejected: the lot was not sold. */
  | { kind: 'unsold'; noBids: boolean };

export type OutcomeFacts = Pick<
  ReelerLot,
  | 'decision'
  | 'status'
  | 'highestBidPaise'
  | 'iAmHighest'
  | 'myBidPaise'
  | 'myDecision'
  | 'myRejectReason'
  | 'myRatePaise'
  | 'myNetGrams'
  | 'myPayablePaise'
  | 'myInvoice'
>;

export function reelerOutcome(lot: OutcomeFacts, phase: SlotPhase): ReelerOutcome {
  const decided = lot.decision !== null || lot.status === 'Weighed';
  if (phase !== 'closed' && !decided) return { kind: 'bidding' };
  // The server's word on the reeler's own bid; until it arrives, the shared decision on a bid they led.
  const mine = lot.myDecision ?? (lot.decision && lot.iAmHighest ? lot.decision : null);
  if (mine === 'approved')
    return {
      kind: 'won',
      ratePaise: lot.myRatePaise ?? lot.highestBidPaise,
      weighed:
        lot.myNetGrams !== null && lot.myPayablePaise !== null
          ? { netGrams: lot.myNetGrams, payablePaise: lot.myPayablePaise }
          : null,
      invoice: lot.myInvoice,
    };
  if (mine === 'rejected') return { kind: 'rejected', reason: lot.myRejectReason };
  if (lot.decision === 'approved' || lot.status === 'Weighed')
    return { kind: 'lost', bid: lot.myBidPaise !== null };
  if (lot.decision === 'rejected') return { kind: 'unsold', noBids: false };
  if (lot.highestBidPaise === null) return { kind: 'unsold', noBids: true };
  return { kind: 'awaiting', leading: lot.iAmHighest };
}
