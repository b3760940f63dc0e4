import { z } from 'zod';

/** One stream per lot: every step of a lot, from inward to weighing, in order. */
export const lotStream = (lotId: string) => `lot-${lotId}`;

const id = z.string().min(1);
const int = z.number().int();
const instant = z.string().min(1);

export const lotSampleData = z.object({
  sampleCount: int,
  cocoonWeightMg: int,
  shellWeightMg: int,
  defectiveCount: int,
});

export const lotInwardedData = z.object({
  lotId: id,
  marketId: id,
  inwardDate: z.string(),
  lotNo: int,
  farmerId: id,
  farmerName: z.string(),
  farmerCode: z.string(),
  cocoonTypeId: id,
  silkName: z.string(),
  lays: int,
  cocoonWeightGrams: int,
  sample: lotSampleData,
  /** The market settings in force on the inward date, kept so the floor price can always be re-checked. */
  settings: z.object({ rendittaFactor: int, silkRatePaise: int, conversionCostPaise: int }),
  assay: z.object({
    shellRatioBp: int,
    defectBp: int,
    cocoonsPerKg: int,
    rendittaX100: int,
    floorPricePaisePerKg: int,
  }),
});

const slotted = z.object({
  lotId: id,
  slotId: id,
  slotNo: int,
  startsAt: instant,
  endsAt: instant,
});

const bidder = { reelerId: id, reelerName: z.string(), reelerCode: z.string() };

const bidPlaced = z.object({
  lotId: id,
  slotId: id,
  bidId: id,
  /** 1, 2, 3 … over the lot's whole life: the order of the immutable bid history. */
  bidNo: int,
  ...bidder,
  amountPaise: int,
  placedAt: instant,
});

const decided = z.object({
  lotId: id,
  slotId: id,
  bidId: id,
  ...bidder,
  amountPaise: int,
  reason: z.string().nullable(),
});

const crate = z.object({ grossGrams: int, tareGrams: int });

export const lotWeighedData = z.object({
  lotId: id,
  reelerId: id,
  ratePaise: int,
  /** null when one net weight was entered instead of crates. */
  crates: z.array(crate).nullable(),
  netGrams: int,
  farmerLevyBp: int,
  reelerLevyBp: int,
  amountPaise: int,
  farmerLevyPaise: int,
  reelerLevyPaise: int,
  farmerNetPaise: int,
  reelerPayablePaise: int,
});

const correctionApproval = z.object({ requestId: id, requestedBy: z.string(), approvedBy: z.string() });
export type CorrectionApproval = z.infer<typeof correctionApproval>;

export const lotEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('LotInwarded'), data: lotInwardedData }),
  z.object({ type: z.literal('LotPlacedInSlot'), data: slotted }),
  z.object({ type: z.literal('BidPlaced'), data: bidPlaced }),
  z.object({ type: z.literal('BidApproved'), data: decided }),
  z.object({ type: z.literal('BidRejected'), data: decided }),
  z.object({ type: z.literal('LotWeighed'), data: lotWeighedData }),
  z.object({
    type: z.literal('LotWeightCorrected'),
    data: lotWeighedData.extend({
      previousNetGrams: int,
      reason: z.string(),
      /** A correction of a paid lot: who asked and who approved it (issue 22). Absent: none was needed. */
      approval: correctionApproval.optional(),
    }),
  }),
  /** A correction of a lot already paid (or in a bank batch) waits for the Assistant Director's approval. */
  z.object({
    type: z.literal('WeightCorrectionRequested'),
    data: lotWeighedData.extend({
      requestId: id,
      previousNetGrams: int,
      previousFarmerNetPaise: int,
      reason: z.string(),
      requestedBy: z.string(),
      requestedById: id,
      requestedAt: instant,
    }),
  }),
  z.object({
    type: z.literal('WeightCorrectionRejected'),
    data: z.object({
      lotId: id,
      requestId: id,
      reason: z.string(),
      rejectedBy: z.string(),
      rejectedAt: instant,
    }),
  }),
]);
export type LotEvent = z.infer<typeof lotEventSchema>;
export type LotInwardedData = z.infer<typeof lotInwardedData>;
export type LotWeighedData = z.infer<typeof lotWeighedData>;
export type Crate = z.infer<typeof crate>;
export const LOT_EVENT_TYPES = [
  'LotInwarded',
  'LotPlacedInSlot',
  'BidPlaced',
  'BidApproved',
  'BidRejected',
  'LotWeighed',
  'LotWeightCorrected',
  'WeightCorrectionRequested',
  'WeightCorrectionRejected',
] as const;
