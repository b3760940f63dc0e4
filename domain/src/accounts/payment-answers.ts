import { z } from 'zod';
import { printMarketSchema } from '../billing/bill-answers.js';
import { paidLotSchema } from './account-events.js';
import { batchApprovalViewSchema } from './payment-run-inputs.js';

/**
 * What the farmer payment calls answer (issue 12): the farmers with money due, cash payments (the receipt), and
 * the online batches of a date. Money in integer paise; every total is the sum of its rows.
 */
const int = z.number().int();

/**
 * Whether the farmer's bank details can be trusted for an online payment: `missing` (no account number or no
 * IFSC: cash only), `not-verified` (never paid by the bank), `verified` (a bank 'paid' row went to this account
 * number), `failed` (the last bank row to this account failed: `failureReason` says why; fix the details).
 */
export const BANK_STATUSES = ['missing', 'not-verified', 'verified', 'failed'] as const;
export type BankStatus = (typeof BANK_STATUSES)[number];

export const farmerBankSchema = z.object({
  /** Last four digits only (XXXXXX7890). */
  accountNoMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  status: z.enum(BANK_STATUSES),
  failureReason: z.string().nullable(),
});
export type FarmerBank = z.infer<typeof farmerBankSchema>;

/** One weighed lot of the farmer with money still due (or owed back, when a correction lowered it after payment). */
export const farmerDueLotSchema = z.object({
  lotId: z.string(),
  lotNo: int,
  auctionDate: z.string(),
  /** The farmer bill in force for the lot, when its day is billed. */
  billNo: z.string().nullable(),
  /** The farmer's net for the lot now: amount - farmer levy, after corrections. */
  netPaise: int,
  paidPaise: int,
  /** In an online batch row not yet failed nor paid by the bank. */
  inTransitPaise: int,
  /** net - paid - in transit: negative when the farmer was paid more than a later correction left. */
  duePaise: int,
  weighedOn: z.string(),
  daysSinceWeighing: int,
});
export type FarmerDueLot = z.infer<typeof farmerDueLotSchema>;

export const farmerDueSchema = z.object({
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  village: z.string().nullable(),
  marketId: z.string(),
  bank: farmerBankSchema,
  lots: z.array(farmerDueLotSchema),
  netPaise: int,
  paidPaise: int,
  inTransitPaise: int,
  /** The farmer's due as a whole: the lots' dues, owed-back lots included (what a payment may pay at most). */
  duePaise: int,
  /**
   * What the farmer owes back on lots corrected down after payment (issue 22): set off against the farmer's next
   * payment, shown on the receipt or the bank row.
   */
  recoverablePaise: int,
  /** Days since the oldest lot with money due was weighed. */
  oldestDays: int,
});
export type FarmerDue = z.infer<typeof farmerDueSchema>;

/** Invoice/getAll_FarmerPaymentInfo */
export const farmerPaymentInfoSchema = z.object({
  asOn: z.string(),
  data: z.array(farmerDueSchema),
  total: int,
  totals: z.object({ lots: int, netPaise: int, paidPaise: int, inTransitPaise: int, duePaise: int }),
});
export type FarmerPaymentInfo = z.infer<typeof farmerPaymentInfoSchema>;

export const PAYMENT_STATUSES = ['paid', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A cash payment in a list (FarmerPayment/getAll_Payments). */
export const farmerPaymentRowSchema = z.object({
  paymentId: z.string(),
  marketId: z.string(),
  receiptNo: z.string(),
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  lotCount: int,
  totalPaise: int,
  paidOn: z.string(),
  paidBy: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  reversalNo: z.string().nullable(),
});
export type FarmerPaymentRow = z.infer<typeof farmerPaymentRowSchema>;

export const farmerPaymentListSchema = z.object({
  data: z.array(farmerPaymentRowSchema),
  total: int,
  /** Payments in force (reversed ones are listed, not counted). */
  totalPaise: int,
});
export type FarmerPaymentList = z.infer<typeof farmerPaymentListSchema>;

/** One cash payment, whole: the receipt the farmer signs (FarmerPayment/get_Payment/:paymentId). */
export const farmerPaymentSchema = farmerPaymentRowSchema.extend({
  market: printMarketSchema,
  village: z.string().nullable(),
  financialYear: z.string(),
  lots: z.array(paidLotSchema),
  /** Set off against what the farmer owed back: the receipt shows them below the lots, never as bill lines. */
  setOffs: z.array(paidLotSchema),
  totalInWords: z.object({ en: z.string(), ta: z.string() }),
  reversal: z
    .object({
      reversalNo: z.string(),
      reason: z.string(),
      reversedOn: z.string(),
      reversedBy: z.string(),
    })
    .nullable(),
});
export type FarmerPayment = z.infer<typeof farmerPaymentSchema>;

/** What FarmerPayment/PayCash answers: the payment as recorded (fetch get_Payment for the receipt). */
export const cashPaymentAnswerSchema = z.object({
  paymentId: z.string(),
  receiptNo: z.string(),
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  lots: z.array(paidLotSchema),
  /** What the farmer owed back on overpaid lots, recovered from this payment (issue 22). */
  setOffs: z.array(paidLotSchema),
  totalPaise: int,
  paidOn: z.string(),
  paidBy: z.string(),
});
export type CashPaymentAnswer = z.infer<typeof cashPaymentAnswerSchema>;

/** What FarmerPayment/ReversePayment answers. */
export const paymentReversalAnswerSchema = z.object({
  paymentId: z.string(),
  receiptNo: z.string(),
  reversalNo: z.string(),
  totalPaise: int,
});
export type PaymentReversalAnswer = z.infer<typeof paymentReversalAnswerSchema>;

/**
 * A batch row: `added` (in the open batch, can be removed), `processing` (in the exported file, awaiting the
 * bank), `paid` (with the bank reference), `failed` (with the reason; its lots are due again).
 */
export const BATCH_ROW_STATUSES = ['added', 'processing', 'paid', 'failed'] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

/** A batch: `open` (rows can be added/removed), `exported` (awaiting results), `completed` (every row answered). */
export const BATCH_STATUSES = ['open', 'exported', 'completed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const batchRowAnswerSchema = z.object({
  rowId: z.string(),
  reference: z.string(),
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  bank: z.object({
    accountNoMasked: z.string(),
    ifsc: z.string(),
    accountName: z.string(),
    bankName: z.string().nullable(),
  }),
  lots: z.array(paidLotSchema),
  setOffs: z.array(paidLotSchema),
  amountPaise: int,
  status: z.enum(BATCH_ROW_STATUSES),
  bankReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The date the bank's result was recorded. */
  resultOn: z.string().nullable(),
});
export type BatchRowAnswer = z.infer<typeof batchRowAnswerSchema>;

const batchTotalsSchema = z.object({
  rows: int,
  amountPaise: int,
  paidPaise: int,
  failedPaise: int,
  /** Added or processing: not yet answered by the bank. */
  pendingPaise: int,
});

export const onlineBatchSchema = z.object({
  batchId: z.string(),
  batchNo: z.string(),
  marketId: z.string(),
  batchDate: z.string(),
  status: z.enum(BATCH_STATUSES),
  openedBy: z.string(),
  template: z.string().nullable(),
  exportedOn: z.string().nullable(),
  exportedBy: z.string().nullable(),
  rows: z.array(batchRowAnswerSchema),
  totals: batchTotalsSchema,
});
export type OnlineBatch = z.infer<typeof onlineBatchSchema>;

/** A batch as the payment list shows it: whether it is the day's payment run, and its second-person approval. */
export const listedBatchSchema = onlineBatchSchema.extend({
  run: z.boolean(),
  ...batchApprovalViewSchema.shape,
});
export type ListedBatch = z.infer<typeof listedBatchSchema>;

/** Ledger/get-paymentlist-bydate */
export const paymentListByDateSchema = z.object({
  date: z.string(),
  batches: z.array(listedBatchSchema),
  totals: batchTotalsSchema,
});
export type PaymentListByDate = z.infer<typeof paymentListByDateSchema>;

/** What OnlinePayment/AddToBatch answers: the batch and the rows this call added. */
export const addToBatchAnswerSchema = z.object({
  batchId: z.string(),
  batchNo: z.string(),
  opened: z.boolean(),
  rows: z.array(
    z.object({
      rowId: z.string(),
      reference: z.string(),
      farmerId: z.string(),
      farmerCode: z.string(),
      farmerName: z.string(),
      lotCount: int,
      /** What the farmer owed back on overpaid lots, recovered from this row (issue 22): the row is net of it. */
      setOffs: z.array(paidLotSchema),
      amountPaise: int,
    }),
  ),
  totalPaise: int,
});
export type AddToBatchAnswer = z.infer<typeof addToBatchAnswerSchema>;

/** What OnlinePayment/RemoveRow answers. */
export const removeBatchRowAnswerSchema = z.object({ batchId: z.string(), rowId: z.string() });

/**
 * What OnlinePayment/ExportBankFile keeps in the command log (the 200 itself is the bank file): the batch, and
 * whether this call exported it (false: it was exported before and the same file is rendered again).
 */
export const bankFileExportedAnswerSchema = z.object({ batchId: z.string(), exported: z.boolean() });

/** What OnlinePayment/RecordResults and ImportBankResponse answer. */
export const batchResultsAnswerSchema = z.object({
  batchId: z.string(),
  paid: int,
  failed: int,
  paidPaise: int,
  failedPaise: int,
});
export type BatchResultsAnswer = z.infer<typeof batchResultsAnswerSchema>;
