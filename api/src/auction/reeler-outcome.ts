import { type LiveBoard, lotStream, type ReelerEarlierRound, type ReelerOwnOutcome } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
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

/**
 * The reeler's bids of an earlier slot on lots now in another slot: a lot leaves a slot with bids only once its
 * highest bid was rejected (domain/src/auction/lot.ts slotRefusal), so each says whose bid that was and why, read
 * from the lot's own events (the read model keeps the current round only). Rare: a few lots a day.
 */
export async function earlierRoundsOf(
  store: Pick<EventStore, 'readStream'>,
  reelerId: string,
  lots: readonly BoardLot[],
  bids: readonly { lotId: string; slotId: string; amountPaise: number }[],
): Promise<ReelerEarlierRound[]> {
  const byId = new Map(lots.map((lot) => [lot.lotId, lot]));
  const earlier = bids.filter((bid) => {
    const lot = byId.get(bid.lotId);
    return lot !== undefined && lot.slotId !== bid.slotId;
  });
  return Promise.all(
    earlier.map(async (bid) => {
      const lot = byId.get(bid.lotId)!;
      const events = await store.readStream(lotStream(bid.lotId));
      const rejected = events.find(
        (e) => e.type === 'BidRejected' && (e.data as { slotId: string }).slotId === bid.slotId,
      )?.data as { reelerId: string; reason: string | null } | undefined;
      const mine = rejected?.reelerId === reelerId;
      return {
        lotId: bid.lotId,
        lotNo: lot.lotNo,
        slotId: bid.slotId,
        nowInSlotNo: lot.slotNo,
        myBidPaise: bid.amountPaise,
        myDecision: mine ? ('rejected' as const) : null,
        myRejectReason: mine ? (rejected?.reason ?? null) : null,
      };
    }),
  );
}
