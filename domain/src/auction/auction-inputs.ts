import { z } from 'zod';
import { loginChallengeProofSchema } from '../auth/login-challenge.js';
import { MESSAGES } from '../shared/messages.js';
import { checkSampleFigures } from './assay.js';
import { BID_AMOUNT_MESSAGE, MAX_BID_PAISE } from './bid-limits.js';

/**
 * What the screens and the reelers' app send (zod at the edge; the forms use the same schemas). Weights are
 * integer grams (sample weights milligrams), money integer paise.
 */
const date = z
  .string({ error: MESSAGES.selectDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.selectDate)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), MESSAGES.selectDate);
const time = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
const count = (message: string, min = 1) =>
  z.number({ error: message }).int(message).min(min, message).max(1_000_000, message);
const lotId = z.uuid('Select a lot');

export const marketIdSchema = z.uuid('Select a market').optional();

export const inwardLotSchema = z
  .object({
    marketId: marketIdSchema,
    inwardDate: date,
    farmerId: z.uuid('Please select a farmer'),
    cocoonTypeId: z.uuid('Please select the silk type'),
    lays: count('Lays must be a whole number', 0),
    cocoonWeightGrams: count('Please enter the cocoon weight').max(
      10_000_000,
      'Cocoon weight must be at most 10,000 kg',
    ),
    sampleCount: count('Please enter the number of cocoons in the sample').max(
      1000,
      'A 100 g sample has at most 1,000 cocoons',
    ),
    cocoonWeightMg: count('Please enter the cocoon weight of the sample'),
    shellWeightMg: count('Please enter the shell weight'),
    defectiveCount: count('Defective count cannot be negative', 0),
  })
  .superRefine(checkSampleFigures);
export type InwardLotInput = z.infer<typeof inwardLotSchema>;

export const scheduleSlotSchema = z.object({
  marketId: marketIdSchema,
  inwardDate: date,
  startTime: time('Please enter the start time (HH:MM)'),
  endTime: time('Please enter the end time (HH:MM)'),
  lotFrom: count('Please enter Lot From'),
  lotTo: count('Please enter Lot To'),
});
export type ScheduleSlotInput = z.infer<typeof scheduleSlotSchema>;

/** A reeler's login for bidding: reeler code or mobile number, and the password set at registration. */
export const reelerLoginSchema = z.object({
  username: z
    .string({ error: 'Please enter your reeler code or mobile number' })
    .trim()
    .min(1, 'Please enter your reeler code or mobile number')
    .max(100),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
  /** The solved challenge, when the last answer asked for one (api/src/auth/login-gate.ts). */
  challenge: loginChallengeProofSchema.optional(),
});
export type ReelerLoginInput = z.infer<typeof reelerLoginSchema>;

export const placeBidSchema = z.object({
  lotId,
  amountPaise: z
    .number({ error: BID_AMOUNT_MESSAGE })
    .int(BID_AMOUNT_MESSAGE)
    .min(1, BID_AMOUNT_MESSAGE)
    .max(MAX_BID_PAISE, BID_AMOUNT_MESSAGE),
});
export type PlaceBidInput = z.infer<typeof placeBidSchema>;

export const bidDecisionSchema = z.object({
  lotId,
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
  reason: z.string().trim().max(200).optional(),
});
export type BidDecisionInput = z.infer<typeof bidDecisionSchema>;

/** "Approve all highest bids" of one slot of a date (issue 27); a Branch Admin's market is implied. */
export const approveAllBidsSchema = z.object({
  marketId: marketIdSchema,
  inwardDate: z.iso.date({ error: MESSAGES.selectDateAndSlot }),
  slotNo: count(MESSAGES.selectDateAndSlot).max(1000, MESSAGES.selectDateAndSlot),
});
export type ApproveAllBidsInput = z.infer<typeof approveAllBidsSchema>;

const crateSchema = z.object({
  grossGrams: count('Please enter the gross weight'),
  tareGrams: count('Tare weight cannot be negative', 0),
});

const weightFields = {
  lotId,
  crates: z.array(crateSchema).min(1, 'Enter at least one crate').max(200).optional(),
  netGrams: count('Please enter the net weight').max(10_000_000).optional(),
};
const oneWeight = (w: { crates?: unknown; netGrams?: unknown }) =>
  (w.crates === undefined) !== (w.netGrams === undefined);
const oneWeightMessage = { message: 'Enter the crates or one net weight', path: ['netGrams'] };

export const recordWeightSchema = z.object(weightFields).refine(oneWeight, oneWeightMessage);
export type RecordWeightInput = z.infer<typeof recordWeightSchema>;

export const correctWeightSchema = z
  .object({
    ...weightFields,
    reason: z
      .string({ error: 'Please give the reason for the correction' })
      .trim()
      .min(3, 'Please give the reason for the correction')
      .max(200),
  })
  .refine(oneWeight, oneWeightMessage);
export type CorrectWeightInput = z.infer<typeof correctWeightSchema>;

/** The Assistant Director's decision on a correction of a paid lot (issue 22). */
export const decideWeightCorrectionSchema = z
  .object({
    lotId: z.uuid('Select a lot'),
    requestId: z.string().min(1, 'Select a correction').max(100),
    decision: z.enum(['approve', 'reject'], { error: 'Approve or reject' }),
    reason: z.string().trim().max(200).nullable().default(null),
  })
  .refine((d) => d.decision === 'approve' || (d.reason?.length ?? 0) >= 3, {
    message: 'Please give the reason for rejecting',
    path: ['reason'],
  });
export type DecideWeightCorrectionInput = z.infer<typeof decideWeightCorrectionSchema>;

/** The Tamil label printed beside a lot number on tokens and screens. */
export const LOT_NO_LABEL = { en: 'Lot No', ta: 'லாட் எண்' } as const;
