import { z } from 'zod';
import { MESSAGES } from '../shared/messages.js';

/**
 * The day's payment run (issue 25): built by one action, approved by a second person, its bank file made, its
 * returns re-issued. Every POST names the market (an AD picks one; a market's staff may leave it out).
 */
const marketId = z.uuid('Select a market').optional();
const int = z.number().int();

/** OnlinePayment/BuildPaymentRun: every eligible farmer with money due into the date's run. */
export const buildPaymentRunSchema = z.object({ marketId });
export type BuildPaymentRunInput = z.infer<typeof buildPaymentRunSchema>;

/** OnlinePayment/ApprovePaymentRun: a second person approves a batch, a run or one made by hand (never its maker). */
export const approvePaymentRunSchema = z.object({ marketId, batchId: z.uuid('Not a batch id') });
export type ApprovePaymentRunInput = z.infer<typeof approvePaymentRunSchema>;

/** OnlinePayment/ReissueReturn: a returned row paid again to the farmer's current bank details, in today's run. */
export const reissueReturnSchema = z.object({
  marketId,
  batchId: z.uuid('Not a batch id'),
  rowId: z.uuid('Not a row id'),
});
export type ReissueReturnInput = z.infer<typeof reissueReturnSchema>;

/** GET OnlinePayment/PaymentRun: the runs built on a date (default today) and who a build leaves out. */
export const paymentRunQuerySchema = z.object({
  marketId,
  date: z.iso.date({ error: MESSAGES.selectDate }).optional(),
});

/** GET OnlinePayment/Returns: the rows the bank returned that wait to be re-issued (and the last re-issued). */
export const paymentReturnsQuerySchema = z.object({ marketId });

export const leftOutFarmerSchema = z.object({
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  reason: z.string(),
});
export type LeftOutFarmer = z.infer<typeof leftOutFarmerSchema>;

const bankShown = z.object({ accountNoMasked: z.string().nullable(), ifsc: z.string() });

export const runRowSchema = z.object({
  rowId: z.string(),
  reference: z.string(),
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  bank: bankShown,
  lotCount: int,
  amountPaise: int,
  status: z.enum(['added', 'paid', 'failed']),
  /** A re-issue: the returned row's reference and the details it failed with. */
  reissueOf: z.object({ reference: z.string(), bank: bankShown, reason: z.string() }).nullable(),
});

/**
 * A batch's second-person approval as a screen shows it (issue 25: every bank file, a run's or a hand-made
 * batch's): who approved it, or whether the caller may approve it now and if not why (the maker sees the refusal).
 */
export const batchApprovalViewSchema = z.object({
  approval: z.object({ approvedBy: z.string(), approvedOn: z.string() }).nullable(),
  mayApprove: z.boolean(),
  refusal: z.string().nullable(),
});
export type BatchApprovalView = z.infer<typeof batchApprovalViewSchema>;

export const paymentRunSchema = z.object({
  ...batchApprovalViewSchema.shape,
  batchId: z.string(),
  batchNo: z.string(),
  batchDate: z.string(),
  payOn: z.string().nullable(),
  status: z.enum(['open', 'exported', 'completed']),
  fileSerial: int.nullable(),
  rows: z.array(runRowSchema),
  totals: z.object({ rows: int, amountPaise: int }),
});
export type PaymentRun = z.infer<typeof paymentRunSchema>;

export const paymentRunViewSchema = z.object({
  date: z.string(),
  /** The market's next working day after the date: what a build now pays on. */
  payOn: z.string(),
  runs: z.array(paymentRunSchema),
  leftOut: z.array(leftOutFarmerSchema),
});
export type PaymentRunView = z.infer<typeof paymentRunViewSchema>;

export const paymentRunBuiltAnswerSchema = z.object({
  batchId: z.string().nullable(),
  batchNo: z.string().nullable(),
  opened: z.boolean(),
  payOn: z.string(),
  added: int,
  addedPaise: int,
  leftOut: z.array(leftOutFarmerSchema),
});
export type PaymentRunBuiltAnswer = z.infer<typeof paymentRunBuiltAnswerSchema>;

export const paymentRunApprovedAnswerSchema = z.object({
  batchId: z.string(),
  rowCount: int,
  totalPaise: int,
  approvedBy: z.string(),
});
export type PaymentRunApprovedAnswer = z.infer<typeof paymentRunApprovedAnswerSchema>;

export const paymentReturnSchema = z.object({
  batchId: z.string(),
  batchNo: z.string(),
  rowId: z.string(),
  reference: z.string(),
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  amountPaise: int,
  failedOn: z.string(),
  reason: z.string(),
  reasonCode: z.string(),
  reasonText: z.string(),
  /** What the farmer brings (the reference table's). */
  bring: z.string(),
  failedBank: bankShown,
  currentBank: bankShown.nullable(),
  /** Null while waiting; the re-issue's reference once re-issued. */
  reissuedAs: z.string().nullable(),
  /** Why it cannot be re-issued now (null: it can). */
  blocked: z.string().nullable(),
});
export type PaymentReturn = z.infer<typeof paymentReturnSchema>;
export const paymentReturnsSchema = z.object({ returns: z.array(paymentReturnSchema) });
