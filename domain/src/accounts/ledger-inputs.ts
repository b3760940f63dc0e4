import { z } from 'zod';
import { reportPagingSchema } from '../reports/report-paging.js';
import { MESSAGES } from '../shared/messages.js';
import { LEDGER_CUSTOMER_KINDS } from './ledger-answers.js';

const date = (message: string) => z.iso.date({ error: message });
const marketId = z.uuid('Select a market').optional();
const customerType = z.enum(LEDGER_CUSTOMER_KINDS, { error: 'Select farmer or reeler' }).optional();

/** Ledger/CustomerPassbook: one customer's postings between two dates (the customer's kind is looked up). */
export const customerPassbookQuerySchema = z
  .object({
    marketId,
    customerId: z.uuid({ error: 'Please select a customer' }),
    customerType,
    from: date(MESSAGES.selectFromToDate),
    to: date(MESSAGES.selectFromToDate),
    // One screen page of the lines (issue 28); without `page`, every line.
    ...reportPagingSchema.shape,
  })
  .refine((q) => q.from <= q.to, { message: 'From date must not be after To date', path: ['to'] });
export type CustomerPassbookQuery = z.infer<typeof customerPassbookQuerySchema>;

/** Ledger/get_LatestLedger: every customer's latest balance, farmers or reelers or both. */
export const latestLedgerQuerySchema = z.object({ marketId, customerType });

/** Ledger/TrialBalance: every account's totals up to a date (today when not given). */
export const trialBalanceQuerySchema = z.object({ marketId, asOn: date(MESSAGES.selectDate).optional() });
