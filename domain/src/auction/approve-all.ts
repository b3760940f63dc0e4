import type { ReelerBar } from '../accounts/reeler-dues.js';
import { lotAmounts } from '../billing/lot-amounts.js';
import { displayDate, formatRupees, istTime } from '../shared/formats.js';
import type { LotState } from './lot.js';

/**
 * Issue 27: "approve all highest bids" of a closed slot. The officer approves in one step only the lots nobody
 * needs to look at; every other lot is left to a decision of its own (approve or reject, lot by lot) and the
 * answer says why. One rule, read from a lot's stream when approving and from the lot list when previewing.
 */
export interface ApprovalFacts {
  lotNo: number;
  slotId: string | null;
  slotNo: number | null;
  slotEndsAt: string | null;
  decision: 'approved' | 'rejected' | null;
  highest: { reelerId: string; reelerName: string; reelerCode: string; amountPaise: number } | null;
  floorPricePaise: number;
}

/** The highest bidder as the market knows them now (the bar is read from the ledger, as a bid reads it). */
export interface BuyerStanding {
  reelerId: string;
  active: boolean;
  bar: ReelerBar | null;
}

export function approvalFactsOf(lot: LotState): ApprovalFacts | null {
  if (lot.status !== 'inwarded') return null;
  const highest = lot.round.highest;
  return {
    lotNo: lot.inward.lotNo,
    slotId: lot.slot?.slotId ?? null,
    slotNo: lot.slot?.slotNo ?? null,
    slotEndsAt: lot.slot?.endsAt ?? null,
    decision: lot.decision?.kind ?? null,
    highest: highest
      ? {
          reelerId: highest.reelerId,
          reelerName: highest.reelerName,
          reelerCode: highest.reelerCode,
          amountPaise: highest.amountPaise,
        }
      : null,
    floorPricePaise: lot.inward.assay.floorPricePaisePerKg,
  };
}

/**
 * Why "approve all" leaves a lot of slot `slotId` to the officer, or null when its highest bid is approved with the
 * slot. Refused: a lot carried to another slot, bidding still open, a lot already decided (spec section 4: a
 * processed record is never processed again), no bid, a highest bid under the floor price (domain.md: a bid is at
 * least the floor), a buyer no longer active or barred for dues past `reelerbardays`.
 */
export function approveAllRefusal(
  lot: ApprovalFacts | null,
  slotId: string,
  buyer: BuyerStanding | null,
  at: Date,
): string | null {
  if (!lot) return 'Lot not found';
  if (lot.slotId !== slotId) {
    return lot.slotNo === null ? 'Not in this slot' : `Moved to slot ${lot.slotNo}`;
  }
  if (lot.slotEndsAt && at < new Date(lot.slotEndsAt)) {
    return `Bidding is open until ${istTime(lot.slotEndsAt)}`;
  }
  if (lot.decision) return `Already ${lot.decision}`;
  const highest = lot.highest;
  if (!highest) return 'No bid';
  if (highest.amountPaise < lot.floorPricePaise) {
    return `Highest bid ${formatRupees(highest.amountPaise)} is under the floor price ${formatRupees(lot.floorPricePaise)}`;
  }
  if (!buyer || buyer.reelerId !== highest.reelerId) return 'The highest bidder could not be checked';
  if (!buyer.active) return `Reeler ${highest.reelerName} is not active`;
  if (buyer.bar) {
    return `Reeler ${highest.reelerName} is barred: ${formatRupees(buyer.bar.overduePaise)} overdue since ${displayDate(buyer.bar.since)}`;
  }
  return null;
}

/** The amount a lot comes to at its inward weight and the rate (an estimate: it is paid on the net at the scale). */
export const estimatedAmountPaise = (cocoonWeightGrams: number, ratePaise: number): number =>
  lotAmounts(cocoonWeightGrams, ratePaise, { farmerLevyBp: 0, reelerLevyBp: 0 }).amountPaise;
