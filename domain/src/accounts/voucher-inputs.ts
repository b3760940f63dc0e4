import { z } from 'zod';
import { MESSAGES } from '../shared/messages.js';
import { VOUCHER_TYPES, voucherLineSchema } from './account-events.js';
import { MAX_LINE_MESSAGE, MAX_LINE_PAISE } from './amount-limits.js';
import { ledgerAccountSchema } from './ledger-accounts.js';

const date = (message: string) => z.iso.date({ error: message });
const marketId = z.uuid('Select a market').optional();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Select a month');
/** A money input of the accounts: whole paise, at most one line's ceiling (Rs 10 crore). */
export const linePaiseSchema = z
  .number({ error: 'Enter an amount' })
  .int('Amounts are in whole paise')
  .min(0, 'An amount cannot be negative')
  .max(MAX_LINE_PAISE, MAX_LINE_MESSAGE);
const paise = linePaiseSchema;
const voucherType = z.enum(VOUCHER_TYPES, { error: 'Select a voucher type' });

export const voucherListQuerySchema = z.object({
  marketId,
  from: date(MESSAGES.selectFromToDate).optional(),
  to: date(MESSAGES.selectFromToDate).optional(),
  voucherType: voucherType.optional(),
});
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;

const customerId = z.uuid('Select an account');

/**
 * An account as a form sends it: the ledger's own shape, with customer ids that are ids (the contract's schema
 * takes any text, as events of other sources may carry).
 */
export const accountInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('farmer'), customerId }),
  z.object({ kind: z.literal('reeler'), customerId }),
  ...ledgerAccountSchema.options.filter(
    (o) => o.shape.kind.value !== 'farmer' && o.shape.kind.value !== 'reeler',
  ),
]);

/** A line as entered: the server names the account (a customer's name and code from the market's own list). */
export const voucherLineInputSchema = z.object({
  account: accountInputSchema,
  debitPaise: paise,
  creditPaise: paise,
});
export type VoucherLineInput = z.infer<typeof voucherLineInputSchema>;

export const saveVoucherSchema = z.object({
  marketId,
  voucherType,
  voucherDate: date(MESSAGES.selectDate),
  lines: z
    .array(voucherLineInputSchema)
    .min(2, 'A voucher needs at least two lines (a debit and a credit)')
    .max(100, 'A voucher has at most 100 lines'),
  notes: z.string().trim().min(1, 'Enter the notes (what the voucher is for)').max(500),
  referenceNo: z.string().trim().max(50).nullish(),
  correctsMonth: month.nullish(),
});
export type SaveVoucherInput = z.infer<typeof saveVoucherSchema>;

export const cancelVoucherSchema = z.object({
  voucherId: z.uuid('Voucher not found'),
  reason: z.string().trim().min(1, 'Enter the reason for cancelling').max(300),
  date: date(MESSAGES.selectDate),
});
export type CancelVoucherInput = z.infer<typeof cancelVoucherSchema>;

export const openingBalanceQuerySchema = z.object({
  marketId,
  customerType: z.enum(['farmer', 'reeler'], { error: 'Select farmer or reeler' }).optional(),
});

export const saveOpeningBalanceSchema = z.object({
  marketId,
  customerId: z.uuid('Select a customer'),
  side: z.enum(['debit', 'credit'], { error: 'Select who owes whom' }),
  amountPaise: paise.min(1, 'Enter an amount greater than zero'),
  asOn: date(MESSAGES.selectDate),
});
export type SaveOpeningBalanceInput = z.infer<typeof saveOpeningBalanceSchema>;

export const monthQuerySchema = z.object({
  marketId,
  financialYear: z.string().regex(/^\d{6}$/, 'Select a financial year (e.g. 202627)'),
});

export const closeMonthSchema = z.object({ marketId, month });

/** The day the market's books start (issue 22): set once, before any month is closed. */
export const setGoLiveSchema = z.object({ marketId, goLive: date('Select the go-live date') });
export type SetGoLiveInput = z.infer<typeof setGoLiveSchema>;

// ---- answers ----

const reference = z.object({ voucherId: z.string(), voucherNo: z.string() });

export const voucherSchema = z.object({
  voucherId: z.string(),
  voucherNo: z.string(),
  voucherType,
  financialYear: z.string(),
  voucherDate: z.string(),
  marketId: z.string(),
  lines: z.array(voucherLineSchema),
  totalPaise: z.number().int(),
  notes: z.string(),
  referenceNo: z.string().nullable(),
  correctsMonth: z.string().nullable(),
  /** Set on a cancelling voucher. */
  reverses: reference.nullable(),
  /** Set on a voucher that has been cancelled. */
  reversedBy: reference.nullable(),
  postedBy: z.string(),
  postedAt: z.string(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherListSchema = z.object({ data: z.array(voucherSchema), total: z.number().int() });

export const accountOptionSchema = z.object({
  /** `accountKey` of the account: stable, for pickers. */
  key: z.string(),
  account: ledgerAccountSchema,
  group: z.enum(['Market', 'Farmer', 'Reeler']),
  code: z.string().nullable(),
  name: z.string(),
  /** A farmer's or reeler's village and mobile number, which the pickers search by (issue 27). */
  village: z.string().nullable().optional(),
  mobileNo: z.string().nullable().optional(),
});
export type AccountOption = z.infer<typeof accountOptionSchema>;
export const accountOptionsSchema = z.object({ data: z.array(accountOptionSchema), total: z.number().int() });

export const openingBalanceEntrySchema = z.object({
  entryId: z.string(),
  side: z.enum(['debit', 'credit']),
  amountPaise: z.number().int(),
  asOn: z.string(),
  recordedBy: z.string(),
});
export const openingBalanceRowSchema = z.object({
  customerId: z.string(),
  customerKind: z.enum(['farmer', 'reeler']),
  code: z.string(),
  name: z.string(),
  recorded: openingBalanceEntrySchema.nullable(),
});
export type OpeningBalanceRow = z.infer<typeof openingBalanceRowSchema>;
export const openingBalanceListSchema = z.object({
  data: z.array(openingBalanceRowSchema),
  total: z.number().int(),
  /**
   * Debit minus credit on the Opening balance suspense account (opening balances and voucher lines on it):
   * go-live is finished when it is zero.
   */
  suspenseBalancePaise: z.number().int(),
});

export const ledgerMonthRowSchema = z.object({
  month: z.string(),
  label: z.string(),
  /** 'before-go-live': the market kept no books here (nothing is posted in it, nothing to close). */
  status: z.enum(['closed', 'open', 'future', 'before-go-live']),
  closedOn: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** The one month that may be closed now: ended, and the month before it closed (or it is the go-live month). */
  canClose: z.boolean(),
});
export type LedgerMonthRow = z.infer<typeof ledgerMonthRowSchema>;
export const ledgerMonthListSchema = z.object({
  financialYear: z.string(),
  /** The day the market's books start; null only for a market with no history at all. */
  goLive: z.string().nullable(),
  /** Whether a Branch Admin or Admin may still set it: never set, and no month closed yet. */
  goLiveOpen: z.boolean(),
  /** The one month that is closed next (`YYYY-MM`, any year), whether it has ended yet or not. */
  nextToClose: z.string().nullable(),
  /** Financial years whose March is closed: nothing is posted into them any more. */
  lockedFinancialYears: z.array(z.string()),
  data: z.array(ledgerMonthRowSchema),
  total: z.number().int(),
});

/** Voucher/SaveVoucher and Voucher/CancelVoucher: the voucher posted (a cancellation posts its reversal). */
export const voucherPostedAnswerSchema = z.object({
  message: z.string(),
  voucherId: z.string(),
  voucherNo: z.string(),
});

/** OpeningBalance/SaveOpeningBalance: the ledger entry of the balance. */
export const openingBalanceSavedAnswerSchema = z.object({ message: z.string(), entryId: z.string() });

/** Configmonth/SetGoLive: the market's first day on this ledger. */
export const goLiveSetAnswerSchema = z.object({ message: z.string(), goLive: z.string() });

/** Configmonth/CloseMonth: the month closed, and the financial year it locks when it is March (else null). */
export const monthClosedAnswerSchema = z.object({
  message: z.string(),
  month: z.string(),
  lockedFinancialYear: z.string().nullable(),
});
