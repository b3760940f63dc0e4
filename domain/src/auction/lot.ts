import { barredMessage, type ReelerBar } from '../accounts/reeler-dues.js';
import { lotAmounts } from '../billing/lot-amounts.js';
import type { Decider } from '../shared/decider.js';
import {
  assertNever,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../shared/errors.js';
import { formatKg, formatRupees, istTime } from '../shared/formats.js';
import { MESSAGES } from '../shared/messages.js';
import { approvalFactsOf, approveAllRefusal, type BuyerStanding } from './approve-all.js';
import { assay, type PriceSettings, sampleSchema } from './assay.js';
import { type LotStatus, lotStatusOf } from './auction-status.js';
import type { Crate, LotEvent, LotInwardedData, LotWeighedData } from './lot-events.js';

export interface Bidder {
  reelerId: string;
  reelerName: string;
  reelerCode: string;
}

export interface SlotWindow {
  slotId: string;
  slotNo: number;
  startsAt: string;
  endsAt: string;
}

export type LotCommand =
  | {
      type: 'InwardLot';
      data: Omit<LotInwardedData, 'assay' | 'settings'> & { settings: PriceSettings };
    }
  | { type: 'PlaceLotInSlot'; data: SlotWindow & { at: Date } }
  | {
      type: 'PlaceBid';
      data: {
        bidId: string;
        reeler: Bidder & { marketId: string; isActive: boolean };
        amountPaise: number;
        /** Setting `minbidincrement` in force on the auction day (domain.md: Re 1 by default). */
        minIncrementPaise: number;
        /**
         * The reeler's dues overdue past the setting `reelerbardays`, read from the ledger before deciding;
         * null when not barred (absent: the caller has no ledger, e.g. the simulator).
         */
        bar?: ReelerBar | null;
        at: Date;
      };
    }
  | { type: 'DecideBid'; data: { decision: 'approve' | 'reject'; reason: string | null; at: Date } }
  /** "Approve all highest bids" of a slot (issue 27): approved only when approveAllRefusal finds nothing. */
  | { type: 'ApproveHighestBid'; data: { slotId: string; buyer: BuyerStanding | null; at: Date } }
  | {
      type: 'RecordWeight';
      data: WeightInput & {
        /**
         * In a market where reelers deposit in advance (setting `reelerpaymode` 1): the buyer's credit available
         * in the ledger before this lot. Absent or null: the market bills after the sale, nothing is checked.
         */
        deposit?: { availablePaise: number } | null;
      };
    }
  | { type: 'CorrectWeight'; data: WeightInput & { reason: string } }
  | {
      type: 'RequestWeightCorrection';
      data: WeightInput & { reason: string; requestId: string; by: { userId: string; userName: string } };
    }
  | {
      type: 'DecideWeightCorrection';
      data: {
        requestId: string;
        decision: 'approve' | 'reject';
        reason: string | null;
        by: { userId: string; userName: string };
        at: Date;
      };
    };

/** A correction of a paid lot waiting for the Assistant Director: what it would record, and who asked. */
export type PendingCorrection = Extract<LotEvent, { type: 'WeightCorrectionRequested' }>['data'];

export interface WeightInput {
  crates: Crate[] | null;
  netGrams: number | null;
  levy: { farmerLevyBp: number; reelerLevyBp: number };
  at: Date;
}

export interface HighestBid extends Bidder {
  bidId: string;
  amountPaise: number;
  placedAt: string;
}

export type LotState =
  | { status: 'none' }
  | {
      status: 'inwarded';
      inward: LotInwardedData;
      slot: SlotWindow | null;
      /** Bids of the current slot only: a lot carried to a later slot starts a new round. */
      round: { highest: HighestBid | null; bids: number };
      /** Each reeler's last bid of the current round (a deposit reeler's cover asks whether its lead has ended). */
      lastBidOf: Readonly<Record<string, string>>;
      bidCount: number;
      decision: { kind: 'approved' | 'rejected'; reason: string | null } | null;
      weight: LotWeighedData | null;
      corrections: number;
      pendingCorrection: PendingCorrection | null;
    };
export type InwardedLot = Extract<LotState, { status: 'inwarded' }>;

/** What a lot is at a moment (see lotStatusOf). */
export function lotStatus(lot: InwardedLot, at: Date): LotStatus {
  return lotStatusOf(
    {
      weighed: lot.weight !== null,
      slotStartsAt: lot.slot?.startsAt ?? null,
      slotEndsAt: lot.slot?.endsAt ?? null,
      decision: lot.decision?.kind ?? null,
      roundBids: lot.round.bids,
    },
    at,
  );
}

/** Why a lot cannot go into a new slot, or null when it can (unsold lots are carried to a later slot). */
export function slotRefusal(lot: LotState, at: Date): string | null {
  if (lot.status !== 'inwarded') return 'Lot not found';
  const status = lotStatus(lot, at);
  const { lotNo } = lot.inward;
  switch (status) {
    case 'Inwarded':
    case 'Unsold':
    case 'Rejected':
      return null;
    case 'Scheduled':
    case 'Bidding':
      return `Lot ${lotNo} is already in slot ${lot.slot?.slotNo}`;
    case 'Awaiting approval':
      return `Lot ${lotNo} awaits bid approval in slot ${lot.slot?.slotNo}`;
    case 'Approved':
    case 'Weighed':
      return `Lot ${lotNo} is sold`;
    default:
      return assertNever(status);
  }
}

const inwardedOnly = (state: LotState): InwardedLot => {
  if (state.status !== 'inwarded') throw new NotFoundError('Lot not found');
  return state;
};

function placeBid(lot: InwardedLot, data: Extract<LotCommand, { type: 'PlaceBid' }>['data']): LotEvent[] {
  const { lotNo, marketId, assay: figures } = lot.inward;
  const { reeler, amountPaise, at } = data;
  if (reeler.marketId !== marketId) throw new ForbiddenError('You can bid only on lots of your own market');
  if (!reeler.isActive) {
    throw new ForbiddenError('Your account is not active for bidding. Please contact the market office.');
  }
  // Forbidden, not a conflict: nothing about the lot would change the answer; only paying the dues does.
  if (data.bar) throw new ForbiddenError(barredMessage(data.bar));
  const slot = lot.slot;
  if (!slot) throw new ConflictError(`Lot ${lotNo} is not in an auction slot`);
  if (at < new Date(slot.startsAt)) {
    throw new ConflictError(`Bidding on lot ${lotNo} opens at ${istTime(slot.startsAt)}`);
  }
  if (at >= new Date(slot.endsAt) || lot.decision) {
    throw new ConflictError(`Bidding on lot ${lotNo} closed at ${istTime(slot.endsAt)}`);
  }
  const refuse = (message: string) => {
    throw new ValidationError(message, { amountPaise: [message] });
  };
  if (amountPaise < figures.floorPricePaisePerKg) {
    refuse(`Bid must be at least the floor price of ${formatRupees(figures.floorPricePaisePerKg)} per kg`);
  }
  const highest = lot.round.highest;
  if (highest && amountPaise < highest.amountPaise + data.minIncrementPaise) {
    refuse(
      `Bid must be at least ${formatRupees(highest.amountPaise + data.minIncrementPaise)} per kg: the highest ` +
        `bid is ${formatRupees(highest.amountPaise)} and the minimum increment is ${formatRupees(data.minIncrementPaise)}`,
    );
  }
  return [
    {
      type: 'BidPlaced',
      data: {
        lotId: lot.inward.lotId,
        slotId: slot.slotId,
        bidId: data.bidId,
        bidNo: lot.bidCount + 1,
        reelerId: reeler.reelerId,
        reelerName: reeler.reelerName,
        reelerCode: reeler.reelerCode,
        amountPaise,
        placedAt: at.toISOString(),
      },
    },
  ];
}

function decideBid(lot: InwardedLot, data: Extract<LotCommand, { type: 'DecideBid' }>['data']): LotEvent[] {
  const { lotNo, lotId } = lot.inward;
  const slot = lot.slot;
  if (!slot) throw new ConflictError(`Lot ${lotNo} has not been in an auction slot`);
  if (lot.decision) throw new ConflictError(MESSAGES.alreadyProcessed);
  if (data.at < new Date(slot.endsAt)) {
    throw new ConflictError(`Bidding on lot ${lotNo} is open until ${istTime(slot.endsAt)}`);
  }
  const highest = lot.round.highest;
  if (!highest) throw new ConflictError(`Lot ${lotNo} has no bid to decide`);
  const decided = {
    lotId,
    slotId: slot.slotId,
    bidId: highest.bidId,
    reelerId: highest.reelerId,
    reelerName: highest.reelerName,
    reelerCode: highest.reelerCode,
    amountPaise: highest.amountPaise,
    reason: data.reason,
  };
  return [{ type: data.decision === 'approve' ? 'BidApproved' : 'BidRejected', data: decided }];
}

function netWeight(input: WeightInput): number {
  if (input.crates) {
    if (input.crates.length === 0) {
      throw new ValidationError('Enter at least one crate', { crates: ['Enter at least one crate'] });
    }
    const fields: Record<string, string[]> = {};
    input.crates.forEach((c, i) => {
      if (c.grossGrams <= c.tareGrams) {
        fields[`crates.${i}.grossGrams`] = ['Gross weight must be more than the crate (tare) weight'];
      }
    });
    if (Object.keys(fields).length > 0) throw new ValidationError('Please check the crate weights', fields);
    return input.crates.reduce((sum, c) => sum + c.grossGrams - c.tareGrams, 0);
  }
  if (!input.netGrams || input.netGrams <= 0) {
    throw new ValidationError('Please enter the net weight', { netGrams: ['Please enter the net weight'] });
  }
  return input.netGrams;
}

function weighing(lot: InwardedLot, input: WeightInput): LotWeighedData {
  const netGrams = netWeight(input);
  const highest = lot.round.highest;
  if (!highest || lot.decision?.kind !== 'approved') {
    throw new ConflictError(`Lot ${lot.inward.lotNo} has no approved bid to weigh`);
  }
  return {
    lotId: lot.inward.lotId,
    reelerId: highest.reelerId,
    ratePaise: highest.amountPaise,
    crates: input.crates,
    netGrams,
    ...input.levy,
    ...lotAmounts(netGrams, highest.amountPaise, input.levy),
  };
}

/**
 * A correction as asked: the lot must be weighed, with no other correction waiting for approval, a reason and a
 * different weight. Priced at the rates the command brings (the auction day's).
 */
function correction(state: LotState, input: WeightInput & { reason: string }) {
  const lot = inwardedOnly(state);
  if (!lot.weight) throw new ConflictError(`Lot ${lot.inward.lotNo} has not been weighed yet`);
  const pending = lot.pendingCorrection;
  if (pending) {
    throw new ConflictError(
      `A correction of lot ${lot.inward.lotNo} to ${formatKg(pending.netGrams)} kg, asked by ${pending.requestedBy}, awaits the Assistant Director's approval`,
    );
  }
  const reason = input.reason.trim();
  if (reason.length < 3) {
    throw new ValidationError('Please give the reason for the correction', {
      reason: ['Please give the reason for the correction'],
    });
  }
  const corrected = weighing(lot, input);
  if (corrected.netGrams === lot.weight.netGrams) {
    const message = `The lot already weighs ${formatKg(corrected.netGrams)} kg`;
    throw new ValidationError(message, { netGrams: [message] });
  }
  return { lot: { ...lot, weight: lot.weight }, corrected, reason };
}

/**
 * The second person's decision on a correction of a paid lot (issue 22): never the officer who asked. Approved, the
 * lot records the correction as asked, naming both; rejected, the lot keeps its weight and the request is closed.
 */
function decideCorrection(
  lot: InwardedLot,
  data: Extract<LotCommand, { type: 'DecideWeightCorrection' }>['data'],
): LotEvent[] {
  const pending = lot.pendingCorrection;
  if (!pending || pending.requestId !== data.requestId || !lot.weight) {
    throw new ConflictError(`No correction of lot ${lot.inward.lotNo} awaits approval`);
  }
  if (pending.requestedById === data.by.userId) {
    throw new ForbiddenError(
      'A correction is approved by a second person, never by the officer who asked for it',
    );
  }
  if (data.decision === 'reject') {
    const reason = data.reason?.trim() ?? '';
    if (reason.length < 3) {
      throw new ValidationError('Please give the reason for rejecting', {
        reason: ['Please give the reason for rejecting'],
      });
    }
    return [
      {
        type: 'WeightCorrectionRejected',
        data: {
          lotId: lot.inward.lotId,
          requestId: data.requestId,
          reason,
          rejectedBy: data.by.userName,
          rejectedAt: data.at.toISOString(),
        },
      },
    ];
  }
  const {
    requestId,
    previousNetGrams: _p,
    previousFarmerNetPaise: _f,
    reason,
    requestedBy,
    requestedById: _r,
    requestedAt: _a,
    ...weighed
  } = pending;
  return [
    {
      type: 'LotWeightCorrected',
      data: {
        ...weighed,
        previousNetGrams: lot.weight.netGrams,
        reason,
        approval: { requestId, requestedBy, approvedBy: data.by.userName },
      },
    },
  ];
}

export const lotDecider: Decider<LotCommand, LotEvent, LotState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'InwardLot': {
        if (state.status !== 'none') throw new ConflictError(MESSAGES.alreadyProcessed);
        const { settings, sample, ...rest } = command.data;
        const checked = sampleSchema.safeParse(sample);
        if (!checked.success) {
          const fields: Record<string, string[]> = {};
          for (const issue of checked.error.issues) fields[String(issue.path[0])] = [issue.message];
          throw new ValidationError(checked.error.issues[0]?.message ?? 'Invalid sample', fields);
        }
        if (rest.cocoonWeightGrams <= 0) {
          throw new ValidationError('Please enter the cocoon weight', {
            cocoonWeightGrams: ['Please enter the cocoon weight'],
          });
        }
        return [
          {
            type: 'LotInwarded',
            data: { ...rest, sample, settings, assay: assay(sample, settings) },
          },
        ];
      }
      case 'PlaceLotInSlot': {
        const lot = inwardedOnly(state);
        if (lot.slot?.slotId === command.data.slotId) return [];
        const refusal = slotRefusal(lot, command.data.at);
        if (refusal) throw new ConflictError(refusal);
        const { at: _at, ...window } = command.data;
        return [{ type: 'LotPlacedInSlot', data: { lotId: lot.inward.lotId, ...window } }];
      }
      case 'PlaceBid':
        return placeBid(inwardedOnly(state), command.data);
      case 'DecideBid':
        return decideBid(inwardedOnly(state), command.data);
      case 'ApproveHighestBid': {
        const { slotId, buyer, at } = command.data;
        const refusal = approveAllRefusal(approvalFactsOf(state), slotId, buyer, at);
        if (refusal) throw new ConflictError(refusal);
        return decideBid(inwardedOnly(state), { decision: 'approve', reason: null, at });
      }
      case 'RecordWeight': {
        const lot = inwardedOnly(state);
        if (lot.weight) throw new ConflictError(MESSAGES.recordAlreadyProcessed);
        const weighed = weighing(lot, command.data);
        const deposit = command.data.deposit;
        if (deposit && weighed.reelerPayablePaise > deposit.availablePaise) {
          const buyer = lot.round.highest?.reelerName ?? 'the buyer';
          throw new ConflictError(
            `Reeler ${buyer} needs ${formatRupees(weighed.reelerPayablePaise - deposit.availablePaise)} more in ` +
              `deposit to take lot ${lot.inward.lotNo}`,
          );
        }
        return [{ type: 'LotWeighed', data: weighed }];
      }
      case 'CorrectWeight': {
        const { lot, corrected, reason } = correction(state, command.data);
        return [
          {
            type: 'LotWeightCorrected',
            data: { ...corrected, previousNetGrams: lot.weight.netGrams, reason },
          },
        ];
      }
      case 'RequestWeightCorrection': {
        const { lot, corrected, reason } = correction(state, command.data);
        return [
          {
            type: 'WeightCorrectionRequested',
            data: {
              ...corrected,
              requestId: command.data.requestId,
              previousNetGrams: lot.weight.netGrams,
              previousFarmerNetPaise: lot.weight.farmerNetPaise,
              reason,
              requestedBy: command.data.by.userName,
              requestedById: command.data.by.userId,
              requestedAt: command.data.at.toISOString(),
            },
          },
        ];
      }
      case 'DecideWeightCorrection':
        return decideCorrection(inwardedOnly(state), command.data);
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    if (event.type === 'LotInwarded') {
      return {
        status: 'inwarded',
        inward: event.data,
        slot: null,
        round: { highest: null, bids: 0 },
        lastBidOf: {},
        bidCount: 0,
        decision: null,
        weight: null,
        corrections: 0,
        pendingCorrection: null,
      };
    }
    if (state.status !== 'inwarded') return state;
    switch (event.type) {
      case 'LotPlacedInSlot': {
        const { lotId: _lot, ...slot } = event.data;
        return { ...state, slot, round: { highest: null, bids: 0 }, lastBidOf: {}, decision: null };
      }
      case 'BidPlaced': {
        const { reelerId, reelerName, reelerCode, bidId, amountPaise, placedAt } = event.data;
        return {
          ...state,
          bidCount: event.data.bidNo,
          round: {
            highest: { bidId, reelerId, reelerName, reelerCode, amountPaise, placedAt },
            bids: state.round.bids + 1,
          },
          lastBidOf: { ...state.lastBidOf, [reelerId]: bidId },
        };
      }
      case 'BidApproved':
        return { ...state, decision: { kind: 'approved', reason: event.data.reason } };
      case 'BidRejected':
        return { ...state, decision: { kind: 'rejected', reason: event.data.reason } };
      case 'LotWeighed':
        return { ...state, weight: event.data };
      case 'LotWeightCorrected': {
        const { previousNetGrams: _p, reason: _r, approval: _a, ...weight } = event.data;
        return { ...state, weight, corrections: state.corrections + 1, pendingCorrection: null };
      }
      case 'WeightCorrectionRequested':
        return { ...state, pendingCorrection: event.data };
      case 'WeightCorrectionRejected':
        return { ...state, pendingCorrection: null };
      default:
        return assertNever(event);
    }
  },
};
