import { z } from 'zod';
import { BILL_TYPES } from '../billing/bill-numbers.js';
import { listPageSchema } from '../shared/list-answer.js';
import { LOT_STATUSES, SLOT_STATUSES } from './auction-status.js';
import { lotWeighedData } from './lot-events.js';

/** Instants travel as ISO text. */
const instant = z.string();

/** One lot as every auction list shows it; null until the step that sets a field has happened. */
export const lotRowSchema = z.object({
  lotId: z.string(),
  marketId: z.string(),
  marketCode: z.string().nullable(),
  marketName: z.string().nullable(),
  inwardDate: z.string(),
  lotNo: z.number().int(),
  farmerId: z.string(),
  farmerName: z.string(),
  farmerCode: z.string(),
  cocoonTypeId: z.string(),
  silkName: z.string(),
  lays: z.number().int(),
  cocoonWeightGrams: z.number().int(),
  sampleCount: z.number().int(),
  cocoonWeightMg: z.number().int(),
  shellWeightMg: z.number().int(),
  defectiveCount: z.number().int(),
  shellRatioBp: z.number().int(),
  defectBp: z.number().int(),
  cocoonsPerKg: z.number().int(),
  rendittaX100: z.number().int(),
  floorPricePaise: z.number().int(),
  slotId: z.string().nullable(),
  slotNo: z.number().int().nullable(),
  slotStartsAt: instant.nullable(),
  slotEndsAt: instant.nullable(),
  bidCount: z.number().int(),
  roundBidCount: z.number().int(),
  highestBidPaise: z.number().int().nullable(),
  highestReelerId: z.string().nullable(),
  highestReelerName: z.string().nullable(),
  highestReelerCode: z.string().nullable(),
  highestBidAt: instant.nullable(),
  decision: z.enum(['approved', 'rejected']).nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: instant.nullable(),
  decidedBy: z.string().nullable(),
  netGrams: z.number().int().nullable(),
  crates: z.array(z.object({ grossGrams: z.number().int(), tareGrams: z.number().int() })).nullable(),
  ratePaise: z.number().int().nullable(),
  amountPaise: z.number().int().nullable(),
  farmerLevyPaise: z.number().int().nullable(),
  reelerLevyPaise: z.number().int().nullable(),
  farmerNetPaise: z.number().int().nullable(),
  reelerPayablePaise: z.number().int().nullable(),
  weighedAt: instant.nullable(),
  weighedBy: z.string().nullable(),
  weightCorrections: z.number().int(),
  /** A correction of the paid lot waiting for the Assistant Director's approval (issue 22). */
  pendingCorrection: z
    .object({
      requestId: z.string(),
      netGrams: z.number().int(),
      previousNetGrams: z.number().int(),
      farmerNetPaise: z.number().int(),
      previousFarmerNetPaise: z.number().int(),
      reason: z.string(),
      requestedBy: z.string(),
      requestedAt: instant,
    })
    .nullable(),
  status: z.enum(LOT_STATUSES),
  createdBy: z.string().nullable(),
  createdAt: instant,
});
export type LotRow = z.infer<typeof lotRowSchema>;

/** A slot of a day with its lots' progress. */
export const slotRowSchema = z.object({
  slotId: z.string(),
  marketId: z.string(),
  marketCode: z.string().nullable(),
  inwardDate: z.string(),
  slotNo: z.number().int(),
  /** HH:mm in India time. */
  startTime: z.string(),
  endTime: z.string(),
  startsAt: instant,
  endsAt: instant,
  durationMinutes: z.number().int(),
  lotFrom: z.number().int(),
  lotTo: z.number().int(),
  lotCount: z.number().int(),
  bidCount: z.number().int(),
  lotsWithBids: z.number().int(),
  decidedCount: z.number().int(),
  status: z.enum(SLOT_STATUSES),
});
export type SlotRow = z.infer<typeof slotRowSchema>;

/** One bid of a lot's history. */
export const bidRowSchema = z.object({
  bidId: z.string(),
  lotId: z.string(),
  slotId: z.string(),
  bidNo: z.number().int(),
  reelerId: z.string(),
  reelerName: z.string(),
  reelerCode: z.string(),
  amountPaise: z.number().int(),
  placedAt: instant,
});
export type BidRow = z.infer<typeof bidRowSchema>;

/** The auction's day lists: always the whole day (the screen sorts and pages it). */
export const auctionDayListSchema = <Row extends z.ZodType>(row: Row) =>
  listPageSchema(row).extend({ result: z.literal('Success') });
export const lotDayListSchema = auctionDayListSchema(lotRowSchema);
export const slotDayListSchema = auctionDayListSchema(slotRowSchema);
/** Bid approval: the slot's lots and the slot itself. */
export const slotLotsAnswerSchema = lotDayListSchema.extend({ slots: z.array(slotRowSchema) });

/** Today's slots and their lots, as the live room shows them (and the seconds each lot's slot has left). */
export const liveBoardSchema = z.object({
  serverTime: instant,
  slots: z.array(slotRowSchema),
  lots: z.array(lotRowSchema.extend({ timeLeftSeconds: z.number().int() })),
});
export type LiveBoard = z.infer<typeof liveBoardSchema>;
export const liveBoardAnswerSchema = liveBoardSchema.extend({
  result: z.literal('Success'),
  /**
   * The display board's view (view=board) only: the markets whose setting shows bidders on phones and the board;
   * the other markets' lots carry no bidder.
   */
  biddersShownIn: z.array(z.string()).optional(),
});

/**
 * What the market decided about the reeler's own bid on a lot (issue 27): only ever the reeler's own, so another
 * reeler's answer never says who won a lot or why someone else's bid was rejected. Null until it happened.
 */
export const reelerOwnOutcomeSchema = z.object({
  /** The market's decision on this reeler's highest bid; null when no bid of theirs was decided. */
  myDecision: z.enum(['approved', 'rejected']).nullable(),
  /** The officer's reason, when this reeler's bid was rejected. */
  myRejectReason: z.string().nullable(),
  /** The approved rate (paise per kg), when this reeler won the lot. */
  myRatePaise: z.number().int().nullable(),
  /** Once the lot this reeler won is weighed (and after any correction): net weight and what they pay. */
  myNetGrams: z.number().int().nullable(),
  myPayablePaise: z.number().int().nullable(),
  /** The reeler invoice in force that bills the lot to this reeler. */
  myInvoice: z.object({ billId: z.string(), invoiceNo: z.string() }).nullable(),
});
export type ReelerOwnOutcome = z.infer<typeof reelerOwnOutcomeSchema>;

/** One of the reeler's bids of an earlier slot on a lot now in another slot. */
export const reelerEarlierRoundSchema = z.object({
  lotId: z.string(),
  lotNo: z.number().int(),
  slotId: z.string(),
  /** The slot the lot is in now. */
  nowInSlotNo: z.number().int().nullable(),
  myBidPaise: z.number().int(),
  /** 'rejected' when the reeler's own bid was the one rejected; null when another's was (then it is not sold). */
  myDecision: z.literal('rejected').nullable(),
  myRejectReason: z.string().nullable(),
});
export type ReelerEarlierRound = z.infer<typeof reelerEarlierRoundSchema>;

/**
 * The reeler's bidding page: the live board of their market with their own highest bid per lot and what became
 * of it. A lot's reasons and money figures are the reeler's own only (`my…`); the shared fields carry none.
 */
export const reelerLotsAnswerSchema = liveBoardAnswerSchema.extend({
  minIncrementPaise: z.number().int().nullable(),
  lots: z.array(
    liveBoardSchema.shape.lots.element
      .extend({
        myBidPaise: z.number().int().nullable(),
        iAmHighest: z.boolean(),
      })
      .extend(reelerOwnOutcomeSchema.shape),
  ),
  /**
   * The reeler's bids of an earlier slot of today on a lot that has since been put in a new slot (its bid there
   * rejected, or another's): the earlier slot keeps saying what became of that bid (issue 27).
   */
  earlierRounds: z.array(reelerEarlierRoundSchema),
});

/** The market's settings in force on a date, as the inward and weight forms compute their live figures. */
export const inwardSettingsSchema = z.object({
  rendittaFactor: z.number().int(),
  silkRatePaise: z.number().int(),
  conversionCostPaise: z.number().int(),
  minIncrementPaise: z.number().int(),
  farmerLevyBp: z.number().int(),
  reelerLevyBp: z.number().int(),
});
export type InwardSettings = z.infer<typeof inwardSettingsSchema>;
export const inwardSettingsAnswerSchema = inwardSettingsSchema.extend({
  result: z.literal('Success'),
  date: z.string(),
});

const int = z.number().int();

/** CocoonInward/SaveCocoonInward: the lot's number (with its printed label) and its assay and floor price. */
export const inwardSavedAnswerSchema = z.object({
  message: z.string(),
  lotId: z.string(),
  lotNo: int,
  lotLabel: z.string(),
  lotLabelTa: z.string(),
  inwardDate: z.string(),
  shellRatioBp: int,
  defectBp: int,
  cocoonsPerKg: int,
  rendittaX100: int,
  floorPricePaise: int,
});
export type InwardSavedAnswer = z.infer<typeof inwardSavedAnswerSchema>;

/** SlotInfo/SaveSlotInfo: the slot and how many lots it took. */
export const slotSavedAnswerSchema = z.object({
  message: z.string(),
  slotId: z.string(),
  slotNo: int,
  lotCount: int,
});

/** BiddingInfo/PlaceBid: the bid as stored (its number in the lot's history, when the server took it). */
export const bidPlacedAnswerSchema = z.object({
  message: z.string(),
  bidId: z.string(),
  lotId: z.string(),
  bidNo: int,
  amountPaise: int,
  placedAt: instant,
});
export type BidPlacedAnswer = z.infer<typeof bidPlacedAnswerSchema>;

/** SlotInfo/BiddingApproval: the lot's highest bid approved or rejected. */
export const bidDecidedAnswerSchema = z.object({
  message: z.string(),
  lotId: z.string(),
  decision: z.enum(['approve', 'reject']),
});

/** A lot "approve all" approves (or would): who sells, who buys, at what rate, and about how much (issue 27). */
export const slotApprovalLineSchema = z.object({
  lotId: z.string(),
  lotNo: z.number().int(),
  farmerName: z.string(),
  farmerCode: z.string(),
  reelerName: z.string(),
  reelerCode: z.string(),
  ratePaise: z.number().int(),
  cocoonWeightGrams: z.number().int(),
  /** At the inward weight: the lot is paid on its net weight at the scale. */
  estimatedAmountPaise: z.number().int(),
});
export type SlotApprovalLine = z.infer<typeof slotApprovalLineSchema>;

/** A lot "approve all" leaves to a decision of its own, and why. */
export const slotApprovalRefusalSchema = z.object({
  lotId: z.string(),
  lotNo: z.number().int(),
  farmerName: z.string(),
  reason: z.string(),
});
export type SlotApprovalRefusal = z.infer<typeof slotApprovalRefusalSchema>;

const slotApprovalFields = {
  slotId: z.string(),
  slotNo: z.number().int(),
  refused: z.array(slotApprovalRefusalSchema),
  /** The estimated amounts of the approved (or approvable) lots, added. */
  totalPaise: z.number().int(),
};

/** What "approve all" would do now (the confirm lists it; the approval itself decides again, lot by lot). */
export const slotApprovalPreviewSchema = z.object({
  result: z.literal('Success'),
  ...slotApprovalFields,
  approvable: z.array(slotApprovalLineSchema),
});
export type SlotApprovalPreview = z.infer<typeof slotApprovalPreviewSchema>;

/** What "approve all" did: the lots approved, and the lots refused with the reason. */
export const approveAllAnswerSchema = z.object({
  message: z.string(),
  ...slotApprovalFields,
  approved: z.array(slotApprovalLineSchema),
});

/** A bill issued again because a lot's weight changed; `replaces` names the cancelled one. */
const reissuedBillSchema = z.object({
  billId: z.string(),
  billType: z.enum(BILL_TYPES),
  invoiceNo: z.string(),
  replaces: z.string().nullable().optional(),
});

/** CocoonAuction/Save_CocoonAution: the weight, the amount at the approved rate, the levies and both nets. */
export const weightSavedAnswerSchema = lotWeighedData.extend({ message: z.string() });

/** A corrected weight as stored, with the bills reissued for it (none while no bill was issued). */
const weightCorrectedAnswerSchema = weightSavedAnswerSchema.extend({
  previousNetGrams: int,
  reason: z.string(),
  reissuedBills: z.array(reissuedBillSchema).optional(),
});

/**
 * CocoonAuction/CorrectWeight: corrected at once, or (a paid lot) sent to the Assistant Director, who decides
 * it on CocoonAuction/DecideWeightCorrection.
 */
export const weightCorrectionAnswerSchema = z.union([
  z.object({ message: z.string(), pendingApproval: z.literal(true), requestId: z.string() }),
  weightCorrectedAnswerSchema,
]);

/** CocoonAuction/DecideWeightCorrection: rejected (the lot keeps its weight), or the corrected weight. */
export const correctionDecidedAnswerSchema = z.union([
  weightCorrectedAnswerSchema.extend({ reissuedBills: z.array(reissuedBillSchema) }),
  z.object({ message: z.string() }),
]);
