import { z } from 'zod';
import { lotRowSchema } from './auction-answers.js';
import { LOT_STATUSES } from './auction-status.js';
import { lotInwardedData, lotWeighedData } from './lot-events.js';

const int = z.number().int();

/** The lot as it stood after one step, folded from the lot's own events (null before it was inwarded). */
export const lotSnapshotSchema = lotInwardedData
  .pick({
    lotNo: true,
    inwardDate: true,
    farmerName: true,
    farmerCode: true,
    silkName: true,
    lays: true,
    cocoonWeightGrams: true,
    sample: true,
    settings: true,
    assay: true,
  })
  .extend({
    status: z.enum(LOT_STATUSES),
    slot: z.object({ slotId: z.string(), slotNo: int, startsAt: z.string(), endsAt: z.string() }).nullable(),
    bidCount: int,
    roundBids: int,
    highestBid: z
      .object({
        reelerId: z.string(),
        reelerName: z.string(),
        reelerCode: z.string(),
        bidId: z.string(),
        amountPaise: int,
        placedAt: z.string(),
      })
      .nullable(),
    decision: z.object({ kind: z.enum(['approved', 'rejected']), reason: z.string().nullable() }).nullable(),
    weight: lotWeighedData.nullable(),
    corrections: int,
  });
export type LotSnapshot = z.infer<typeof lotSnapshotSchema>;

/** One event of the lot's stream: what happened in words, who (and in which role), on the server's clock. */
export const lotStepSchema = z.object({
  revision: int,
  type: z.string(),
  label: z.string(),
  occurredAt: z.string(),
  recordedAt: z.string(),
  userName: z.string().nullable(),
  userType: z.string().nullable(),
  /** The event's own data, as recorded. */
  data: z.record(z.string(), z.unknown()),
  state: lotSnapshotSchema.nullable(),
});
export type LotStep = z.infer<typeof lotStepSchema>;

/** CocoonInward/LotHistory: the lot as the lists show it, every step, and the lot as it is now. */
export const lotHistoryAnswerSchema = z.object({
  result: z.literal('Success'),
  lot: lotRowSchema,
  steps: z.array(lotStepSchema),
  current: lotSnapshotSchema.nullable(),
});
export type LotHistoryAnswer = z.infer<typeof lotHistoryAnswerSchema>;
