import { z } from 'zod';
import { MESSAGES } from '../shared/messages.js';

/**
 * The inputs of the farmer payment calls (issue 12, "Farmer payments"): cash payments with a receipt, and online
 * batches (bank file out, bank results in). Every POST names the market (AD/RJD pick one; a market's staff may
 * leave it out) and is idempotent by its `Idempotency-Key`.
 */
const date = (message: string) => z.iso.date({ error: message });
const marketId = z.uuid('Select a market').optional();
const uuid = (message: string) => z.uuid(message);
const lotIds = z
  .array(uuid('Not a lot id'), { error: 'Select at least one lot' })
  .min(1, 'Select at least one lot')
  .max(500, 'At most 500 lots at once');

/** Invoice/getAll_FarmerPaymentInfo: the farmers with money due as on a date (default today). */
export const farmerPaymentInfoQuerySchema = z.object({
  marketId,
  asOn: date(MESSAGES.selectDate).optional(),
  farmerId: uuid('Not a customer id').optional(),
});
export type FarmerPaymentInfoQuery = z.infer<typeof farmerPaymentInfoQuerySchema>;

/** FarmerPayment/PayCash: pay the farmer the whole remaining due of the lots picked, in cash. */
export const payCashSchema = z.object({
  marketId,
  farmerId: uuid('Select a farmer'),
  lotIds,
});
export type PayCashInput = z.infer<typeof payCashSchema>;

const reason = z
  .string({ error: 'Please enter the reason' })
  .trim()
  .min(3, 'Please enter the reason')
  .max(300, 'At most 300 characters');

/** FarmerPayment/ReversePayment: a cash payment reversed (its lots are due again); never deleted. */
export const reversePaymentSchema = z.object({
  marketId,
  paymentId: uuid('Not a payment id'),
  reason,
});
export type ReversePaymentInput = z.infer<typeof reversePaymentSchema>;

/** FarmerPayment/getAll_Payments: the cash payments of a period. */
export const paymentsQuerySchema = z.object({
  marketId,
  from: date(MESSAGES.selectFromToDate),
  to: date(MESSAGES.selectFromToDate),
  farmerId: uuid('Not a customer id').optional(),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/** Ledger/get-paymentlist-bydate: the online batches of a date. */
export const paymentListByDateQuerySchema = z.object({
  marketId,
  date: date(MESSAGES.selectDate),
});
export type PaymentListByDateQuery = z.infer<typeof paymentListByDateQuerySchema>;

/** Some lots of one farmer (leave `lotIds` out for every lot of the farmer with money due). */
export const farmerLotSelectionSchema = z.object({
  farmerId: uuid('Select a farmer'),
  lotIds: lotIds.optional(),
});
export type FarmerLotSelection = z.infer<typeof farmerLotSelectionSchema>;

/**
 * OnlinePayment/AddToBatch: farmers (all their due lots) or lot selections into the date's open batch (opened
 * when none is). Farmers without account number and IFSC are refused, naming them.
 */
export const addToBatchSchema = z
  .object({
    marketId,
    batchDate: date(MESSAGES.selectDate),
    farmerIds: z.array(uuid('Not a customer id')).max(500, 'At most 500 farmers at once').optional(),
    selections: z.array(farmerLotSelectionSchema).max(500, 'At most 500 farmers at once').optional(),
  })
  .refine((input) => (input.farmerIds?.length ?? 0) + (input.selections?.length ?? 0) > 0, {
    message: 'Select at least one row',
    path: ['farmerIds'],
  });
export type AddToBatchInput = z.infer<typeof addToBatchSchema>;

/** OnlinePayment/RemoveRow: take a row out of a batch not yet exported (its lots are due again). */
export const removeBatchRowSchema = z.object({
  marketId,
  batchId: uuid('Not a batch id'),
  rowId: uuid('Not a row id'),
});
export type RemoveBatchRowInput = z.infer<typeof removeBatchRowSchema>;

/** OnlinePayment/ExportBankFile: the bank file of a batch (exported the first time, re-rendered after). */
export const exportBankFileSchema = z.object({
  marketId,
  batchId: uuid('Not a batch id'),
});
export type ExportBankFileInput = z.infer<typeof exportBankFileSchema>;

const bankText = (message: string) => z.string({ error: message }).trim().min(1, message).max(100);

export const batchRowResultSchema = z.discriminatedUnion(
  'outcome',
  [
    z.object({
      rowId: uuid('Not a row id'),
      outcome: z.literal('paid'),
      bankReference: bankText('Please enter the bank reference'),
    }),
    z.object({
      rowId: uuid('Not a row id'),
      outcome: z.literal('failed'),
      reason: bankText('Please enter the reason'),
    }),
  ],
  { error: 'Outcome is paid or failed' },
);
export type BatchRowResult = z.infer<typeof batchRowResultSchema>;

/** OnlinePayment/RecordResults: the bank's result per row of an exported batch. */
export const recordBatchResultsSchema = z.object({
  marketId,
  batchId: uuid('Not a batch id'),
  results: z.array(batchRowResultSchema).min(1, 'Select at least one row').max(2000),
});
export type RecordBatchResultsInput = z.infer<typeof recordBatchResultsSchema>;

/**
 * OnlinePayment/ImportBankResponse: the bank's response file as text (a CSV with the customer reference, the
 * status and the bank reference or failure reason), read into the same results.
 */
export const importBankResponseSchema = z
  .object({
    marketId,
    batchId: uuid('Not a batch id'),
    csv: z
      .string({ error: 'Please choose the response file' })
      .min(1, 'Please choose the response file')
      .max(500_000, 'The file is too large')
      .optional(),
    /**
     * Issue 25: the file's bytes as they came from the bank (base64), read in the template's declared encoding:
     * invalid bytes are refused naming the line (the text `csv` cannot carry them).
     */
    fileBase64: z
      .base64({ error: 'The file is not base64' })
      .min(1, 'Please choose the response file')
      .max(700_000, 'The file is too large')
      .optional(),
  })
  .refine((input) => input.csv !== undefined || input.fileBase64 !== undefined, {
    error: 'Please choose the response file',
    path: ['csv'],
  });
export type ImportBankResponseInput = z.infer<typeof importBankResponseSchema>;

/** GET OnlinePayment/BankFile/:batchId */
export const bankFileQuerySchema = z.object({ marketId });
