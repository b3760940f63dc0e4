import { z } from 'zod';
import { MESSAGES } from '../shared/messages.js';
import { BILL_STATUSES } from './bill-answers.js';
import { BILL_TYPES } from './bill-numbers.js';

const date = (message: string) => z.iso.date({ error: message });
const marketId = z.uuid('Select a market').optional();

/** A date's billing (summary, process, tokens, bill process). */
export const billDayQuerySchema = z.object({ date: date(MESSAGES.selectDate), marketId });

/** Process the bills of a date: every customer, or the ones picked on the screen. */
export const processBillsSchema = z.object({
  date: date(MESSAGES.selectDate),
  marketId,
  customerIds: z.array(z.uuid('Not a customer id')).min(1, 'Select at least one row').max(2000).optional(),
});
export type ProcessBillsInput = z.infer<typeof processBillsSchema>;

export const billTypeSchema = z.enum(BILL_TYPES, { error: 'Please select all fields' });

export const billListQuerySchema = z.object({
  billType: billTypeSchema.optional(),
  date: date(MESSAGES.selectDate).optional(),
  from: date(MESSAGES.selectFromToDate).optional(),
  to: date(MESSAGES.selectFromToDate).optional(),
  status: z.enum(BILL_STATUSES).optional(),
  customerId: z.uuid('Not a customer id').optional(),
  marketId,
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;

export const byDateAndBillTypeQuerySchema = z.object({
  date: date(MESSAGES.selectDate),
  billType: billTypeSchema,
  marketId,
});

/** A period's bills of one type: farmer bills and reeler invoices total different things (gross - levy, + levy). */
export const invoiceReportQuerySchema = z.object({
  from: date(MESSAGES.selectFromToDate),
  to: date(MESSAGES.selectFromToDate),
  billType: billTypeSchema,
  marketId,
});

export const tradesByFarmerQuerySchema = z.object({
  farmerCode: z
    .string({ error: 'Please enter the farmer code' })
    .trim()
    .min(1, 'Please enter the farmer code'),
  from: date(MESSAGES.selectFromToDate).optional(),
  to: date(MESSAGES.selectFromToDate).optional(),
  marketId,
});
export const tradesByReelerQuerySchema = z.object({
  reelerCode: z
    .string({ error: 'Please enter the reeler code' })
    .trim()
    .min(1, 'Please enter the reeler code'),
  from: date(MESSAGES.selectFromToDate).optional(),
  to: date(MESSAGES.selectFromToDate).optional(),
  marketId,
});
