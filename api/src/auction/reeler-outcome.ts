import type { LiveBoard, ReelerOwnOutcome } from '@cocoon/domain';
import { withoutBidder } from './bidder-identity.js';

type BoardLot = LiveBoard['lots'][number];

/**
 * A lot as one reeler's phone gets it (issue 27): the shared facts (figures, price, bids, the decision, the
 * weight), who leads only where the market shows bidders, and what became of the reeler's own bid (`my…`).
 * The reasons and money of a decision or a weighing are the buyer's business: another reeler's answer carries
 * none of them, so it never learns who won a lot or why someone else's bid was rejected.
 */
export function reelerLotOf(
  lot: BoardLot,
  own: {
    reelerId: string;
    biddersShown: boolean;
    myBidPaise: number | null;
    invoice: ReelerOwnOutcome['myInvoice'];
  },
): BoardLot & ReelerOwnOutcome & { myBidPaise: number | null; iAmHighest: boolean } {
  // The round's decision is on its highest bid: the reeler's own when they are that bidder.
  const mine = lot.highestReelerId === own.reelerId;
  const myDecision = mine ? lot.decision : null;
  const won = myDecision === 'approved';
  const weighed = won && lot.netGrams !== null;
  const shared = {
    ...(own.biddersShown ? lot : withoutBidder(lot)),
    decisionReason: null,
    pendingCorrection: null,
    crates: null,
    ratePaise: null,
    amountPaise: null,
    farmerLevyPaise: null,
    reelerLevyPaise: null,
    farmerNetPaise: null,
    reelerPayablePaise: null,
  };
  return {
    ...shared,
    myBidPaise: own.myBidPaise,
    iAmHighest: mine,
    myDecision,
    myRejectReason: myDecision === 'rejected' ? lot.decisionReason : null,
    myRatePaise: won ? (lot.ratePaise ?? lot.highestBidPaise) : null,
    myNetGrams: weighed ? lot.netGrams : null,
    myPayablePaise: weighed ? lot.reelerPayablePaise : null,
    myInvoice: won ? own.invoice : null,
  };
}
