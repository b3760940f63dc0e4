import { z } from 'zod';
import type { LotState } from '../auction/lot.js';
import { lotAmounts } from '../billing/lot-amounts.js';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, ValidationError } from '../shared/errors.js';
import { formatRupees } from '../shared/formats.js';

/**
 * A deposit-market reeler's cover (issue 25, "the reeler's money is held when the bid is approved"): stream
 * `reelercover-<market>-<reeler>`. Markets with `reelerpaymode` = deposit in advance only; credit markets never
 * write here.
 *
 *   cover = deposit − money blocked − the value of every lot the reeler currently leads
 *
 * The deposit is the reeler's credit in the ledger (deposits less the lots already charged), which the caller
 * reads and brings in the command; blocks and leads are this stream's. One reeler's bids and approvals are
 * decided one at a time on this stream, so two bids on two lots cannot both spend the same cover.
 *
 * - A bid claims a lead worth the lot's value at the bid rate and the lot's inward weight (plus reeler levy);
 *   it is refused when the cover cannot carry it. The claim dies when the reeler is outbid, the lot is decided
 *   or carried to another slot (the caller says which leads it has seen die: `deadLeads`).
 * - Approval turns the lead into a block of the lot's value; refused naming the shortfall.
 * - Weighing trues the block up to the real amount (weighed weight × rate + reeler levy) and never refuses: a
 *   sold lot is never left unweighable; what exceeds the cover is recorded as the reeler's due. The trued block
 *   stays until the ledger has the lot's charge (`settledBlocks`: the ledger figure the caller read includes
 *   it), so the charge is never counted twice nor missed while the ledger catches up.
 * - Rejecting the bid or cancelling the lot releases the block.
 */
export const reelerCoverStream = (marketId: string, reelerId: string) =>
  `reelercover-${marketId}-${reelerId}`;

const id = z.string().min(1);
const paise = z.number().int().nonnegative();
const instant = z.string();

export const reelerCoverEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('LeadClaimed'),
    data: z.object({
      lotId: id,
      lotNo: z.number().int(),
      slotId: id,
      bidId: id,
      valuePaise: paise,
      at: instant,
    }),
  }),
  z.object({
    type: z.literal('LeadReleased'),
    data: z.object({ lotId: id, bidId: id, reason: z.string() }),
  }),
  z.object({
    type: z.literal('LotValueBlocked'),
    data: z.object({
      lotId: id,
      lotNo: z.number().int(),
      amountPaise: paise,
      /** The cover before this block. */
      coverPaise: z.number().int(),
      at: instant,
    }),
  }),
  z.object({
    type: z.literal('LotBlockReleased'),
    data: z.object({
      lotId: id,
      lotNo: z.number().int(),
      amountPaise: paise,
      reason: z.string(),
      at: instant,
    }),
  }),
  z.object({
    type: z.literal('LotBlockTrued'),
    data: z.object({
      lotId: id,
      lotNo: z.number().int(),
      blockedPaise: paise,
      chargedPaise: paise,
      /** What the charge exceeds the cover by: the reeler owes it (a due in the ledger). */
      duePaise: paise,
      /** Position of the lot's weighing: the ledger figure includes the charge once it has reached it. */
      weighedPosition: z.string(),
      at: instant,
    }),
  }),
  z.object({
    type: z.literal('LotChargesSettled'),
    data: z.object({ lotIds: z.array(id) }),
  }),
]);
export type ReelerCoverEvent = z.infer<typeof reelerCoverEventSchema>;

export interface CoverLead {
  lotNo: number;
  slotId: string;
  bidId: string;
  valuePaise: number;
}
export interface CoverBlock {
  lotNo: number;
  amountPaise: number;
  /** Set once weighed (the block is the real charge then), until the ledger has the charge. */
  weighedPosition: string | null;
}
export interface ReelerCoverState {
  leads: Readonly<Record<string, CoverLead>>;
  blocks: Readonly<Record<string, CoverBlock>>;
}

/** What the caller read before deciding: the ledger's credit and which leads and trued blocks it saw end. */
export interface CoverReading {
  /** The reeler's credit available in the ledger (deposits less charges), never below zero. */
  depositPaise: number;
  /** Lots whose lead has ended (outbid, decided, carried to another slot). */
  deadLeads: readonly string[];
  /** Lots whose weighed charge the ledger figure already includes. */
  settledBlocks: readonly string[];
}

export type ReelerCoverCommand =
  | {
      type: 'ClaimLead';
      data: CoverReading & {
        lotId: string;
        lotNo: number;
        slotId: string;
        bidId: string;
        valuePaise: number;
        at: Date;
      };
    }
  | { type: 'ReleaseLead'; data: { lotId: string; bidId: string; reason: string } }
  | {
      type: 'BlockLot';
      data: CoverReading & {
        lotId: string;
        lotNo: number;
        amountPaise: number;
        reelerName: string;
        at: Date;
      };
    }
  | { type: 'ReleaseBlock'; data: { lotId: string; reason: string; at: Date } }
  | {
      type: 'TrueUp';
      data: CoverReading & {
        lotId: string;
        lotNo: number;
        chargedPaise: number;
        weighedPosition: string;
        at: Date;
      };
    };

/** The cover from its three figures (all paise): what the reeler may still bid or have approved. */
export function reelerCover(figures: { depositPaise: number; blockedPaise: number; leadingPaise: number }) {
  return figures.depositPaise - figures.blockedPaise - figures.leadingPaise;
}

/** A lot's value to the reeler at a rate and weight: amount + reeler levy (the invoice line's payable). */
export function lotValuePaise(grams: number, ratePaisePerKg: number, reelerLevyBp: number): number {
  return lotAmounts(grams, ratePaisePerKg, { farmerLevyBp: 0, reelerLevyBp }).reelerPayablePaise;
}

/** The figures of the cover as the state and the caller's reading give them, leaving out one lot's own lead and block. */
export function coverFigures(state: ReelerCoverState, reading: CoverReading, exceptLot?: string) {
  const dead = new Set(reading.deadLeads);
  const settled = new Set(reading.settledBlocks);
  let blockedPaise = 0;
  for (const [lotId, block] of Object.entries(state.blocks)) {
    if (lotId === exceptLot) continue;
    if (block.weighedPosition !== null && settled.has(lotId)) continue;
    blockedPaise += block.amountPaise;
  }
  let leadingPaise = 0;
  for (const [lotId, lead] of Object.entries(state.leads)) {
    if (lotId === exceptLot || dead.has(lotId) || state.blocks[lotId]) continue;
    leadingPaise += lead.valuePaise;
  }
  const figures = { depositPaise: reading.depositPaise, blockedPaise, leadingPaise };
  return { ...figures, coverPaise: reelerCover(figures) };
}

/**
 * Whether a claimed lead has ended, as a view of the lot's stream shows it: decided (approved to the reeler, the
 * lead became a block; to another or rejected, it is gone), carried to another slot, or the lot knows the claim's
 * bid and another one leads (bids only rise). A view that does not know the bid yet (in flight, or a view older
 * than the bid) keeps the lead: a stale view only ever makes the cover smaller, never larger.
 */
export function leadEnded(
  lot: LotState,
  lead: Pick<CoverLead, 'slotId' | 'bidId'>,
  reelerId: string,
): boolean {
  if (lot.status !== 'inwarded') return false;
  // The lot knows the bid (its round's, since a new slot starts the round afresh): it leads or it has ended.
  if (lot.lastBidOf[reelerId] === lead.bidId) {
    return lot.round.highest?.bidId !== lead.bidId || lot.decision !== null;
  }
  if (lot.slot && lot.slot.slotId !== lead.slotId) return true;
  return lot.decision !== null && lot.slot?.slotId === lead.slotId;
}

/** Refusal of a bid the cover cannot carry, with both figures (en-IN rupees). */
export const coverRefusal = (coverPaise: number, needsPaise: number) =>
  `Your cover is ${formatRupees(Math.max(0, coverPaise))}; this bid needs ${formatRupees(needsPaise)}`;

/** Housekeeping in the same append: dead leads and settled charges leave the state. */
function tidy(state: ReelerCoverState, reading: CoverReading, keep?: string): ReelerCoverEvent[] {
  const events: ReelerCoverEvent[] = [];
  for (const lotId of reading.deadLeads) {
    const lead = state.leads[lotId];
    if (lead && lotId !== keep) {
      events.push({ type: 'LeadReleased', data: { lotId, bidId: lead.bidId, reason: 'ended' } });
    }
  }
  const settled = reading.settledBlocks.filter((lotId) => state.blocks[lotId]?.weighedPosition != null);
  if (settled.length > 0) events.push({ type: 'LotChargesSettled', data: { lotIds: settled } });
  return events;
}

export const reelerCoverDecider: Decider<ReelerCoverCommand, ReelerCoverEvent, ReelerCoverState> = {
  initialState: { leads: {}, blocks: {} },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimLead': {
        const d = command.data;
        const { coverPaise } = coverFigures(state, d, d.lotId);
        if (d.valuePaise > coverPaise) {
          const message = coverRefusal(coverPaise, d.valuePaise);
          throw new ValidationError(message, { amountPaise: [message] });
        }
        return [
          ...tidy(state, d, d.lotId),
          {
            type: 'LeadClaimed',
            data: {
              lotId: d.lotId,
              lotNo: d.lotNo,
              slotId: d.slotId,
              bidId: d.bidId,
              valuePaise: d.valuePaise,
              at: d.at.toISOString(),
            },
          },
        ];
      }
      case 'ReleaseLead': {
        const lead = state.leads[command.data.lotId];
        if (!lead || lead.bidId !== command.data.bidId) return [];
        return [{ type: 'LeadReleased', data: command.data }];
      }
      case 'BlockLot': {
        const d = command.data;
        if (state.blocks[d.lotId]) return [];
        const { coverPaise } = coverFigures(state, d, d.lotId);
        if (d.amountPaise > coverPaise) {
          throw new ConflictError(
            `Reeler ${d.reelerName}'s cover is ${formatRupees(Math.max(0, coverPaise))}; lot ${d.lotNo} needs ` +
              `${formatRupees(d.amountPaise)}: ${formatRupees(d.amountPaise - Math.max(0, coverPaise))} short. ` +
              'The reeler tops up first with a deposit receipt.',
          );
        }
        return [
          ...tidy(state, d),
          {
            type: 'LotValueBlocked',
            data: {
              lotId: d.lotId,
              lotNo: d.lotNo,
              amountPaise: d.amountPaise,
              coverPaise,
              at: d.at.toISOString(),
            },
          },
        ];
      }
      case 'ReleaseBlock': {
        const block = state.blocks[command.data.lotId];
        if (!block || block.weighedPosition !== null) return [];
        return [
          {
            type: 'LotBlockReleased',
            data: {
              lotId: command.data.lotId,
              lotNo: block.lotNo,
              amountPaise: block.amountPaise,
              reason: command.data.reason,
              at: command.data.at.toISOString(),
            },
          },
        ];
      }
      case 'TrueUp': {
        const d = command.data;
        const block = state.blocks[d.lotId];
        if (block?.weighedPosition != null) return [];
        const { coverPaise } = coverFigures(state, d, d.lotId);
        return [
          ...tidy(state, d),
          {
            type: 'LotBlockTrued',
            data: {
              lotId: d.lotId,
              lotNo: d.lotNo,
              blockedPaise: block?.amountPaise ?? 0,
              chargedPaise: d.chargedPaise,
              duePaise: Math.max(0, d.chargedPaise - Math.max(0, coverPaise)),
              weighedPosition: d.weighedPosition,
              at: d.at.toISOString(),
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'LeadClaimed': {
        const { lotId, lotNo, slotId, bidId, valuePaise } = event.data;
        return { ...state, leads: { ...state.leads, [lotId]: { lotNo, slotId, bidId, valuePaise } } };
      }
      case 'LeadReleased': {
        if (state.leads[event.data.lotId]?.bidId !== event.data.bidId) return state;
        const { [event.data.lotId]: _gone, ...leads } = state.leads;
        return { ...state, leads };
      }
      case 'LotValueBlocked': {
        const { lotId, lotNo, amountPaise } = event.data;
        const { [lotId]: _lead, ...leads } = state.leads;
        return { leads, blocks: { ...state.blocks, [lotId]: { lotNo, amountPaise, weighedPosition: null } } };
      }
      case 'LotBlockReleased': {
        const { [event.data.lotId]: _gone, ...blocks } = state.blocks;
        return { ...state, blocks };
      }
      case 'LotBlockTrued': {
        const { lotId, lotNo, chargedPaise, weighedPosition } = event.data;
        const { [lotId]: _lead, ...leads } = state.leads;
        return {
          leads,
          blocks: { ...state.blocks, [lotId]: { lotNo, amountPaise: chargedPaise, weighedPosition } },
        };
      }
      case 'LotChargesSettled': {
        const blocks = { ...state.blocks };
        for (const lotId of event.data.lotIds) delete blocks[lotId];
        return { ...state, blocks };
      }
      default:
        return assertNever(event);
    }
  },
};
