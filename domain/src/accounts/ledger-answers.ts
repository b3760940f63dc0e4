import { z } from 'zod';

const int = z.number().int();
const date = z.string();

/** What produced a ledger entry: the lot (sale, correction), a farmer payment, a batch row, a reeler receipt … */
export const LEDGER_SOURCE_KINDS = [
  'lot',
  'payment',
  'batch',
  'receipt',
  'voucher',
  'opening',
  'remittance',
] as const;
export type LedgerSourceKind = (typeof LEDGER_SOURCE_KINDS)[number];

export const LEDGER_CUSTOMER_KINDS = ['farmer', 'reeler'] as const;
export type LedgerCustomerKind = (typeof LEDGER_CUSTOMER_KINDS)[number];

/** One line of a customer's passbook, in integer paise; the balance is debits minus credits so far. */
export const passbookLineSchema = z.object({
  postingDate: date,
  entryId: z.string(),
  lineNo: int,
  sourceKind: z.enum(LEDGER_SOURCE_KINDS),
  documentNo: z.string().nullable(),
  particulars: z.string(),
  debitPaise: int,
  creditPaise: int,
  balancePaise: int,
  postedBy: z.string().nullable(),
  correctsMonth: z.string().nullable(),
});
export type PassbookLine = z.infer<typeof passbookLineSchema>;

/**
 * What a deposit reeler's cover did for a lot (issue 25): its value blocked at approval, released when the
 * approval did not stand, trued up at weighing to the real amount (with the due beyond the cover). Not postings:
 * the money stays the reeler's deposit until the lot is charged.
 */
export const coverLineSchema = z.object({
  /** The event that moved the cover. */
  lineId: z.string(),
  movedOn: date,
  kind: z.enum(['blocked', 'released', 'trued']),
  lotId: z.string(),
  lotNo: int,
  amountPaise: int,
  blockedPaise: int.nullable(),
  duePaise: int.nullable(),
  reason: z.string().nullable(),
  movedBy: z.string().nullable(),
});
export type CoverLine = z.infer<typeof coverLineSchema>;

/**
 * A customer's passbook between two dates: the balance brought forward (everything before `from`), each posting
 * with its running balance, and the closing balance. Balances are debit minus credit: a reeler who owes is
 * positive, a farmer the market owes is negative.
 */
export const customerPassbookSchema = z.object({
  marketId: z.string(),
  customerKind: z.enum(LEDGER_CUSTOMER_KINDS),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  from: date,
  to: date,
  openingBalancePaise: int,
  lines: z.array(passbookLineSchema),
  debitTotalPaise: int,
  creditTotalPaise: int,
  closingBalancePaise: int,
  /** The period's lines in all (with a page asked for, `lines` are that page's; the totals are the period's). */
  rowCount: int,
  page: int.optional(),
  pageSize: int.optional(),
  /** A reeler's: what the cover held for lots in the period (deposit markets). */
  coverLines: z.array(coverLineSchema).optional(),
});
export type CustomerPassbook = z.infer<typeof customerPassbookSchema>;

/** A customer's latest balance (the Latest ledger screen). */
export const latestLedgerRowSchema = z.object({
  customerKind: z.enum(LEDGER_CUSTOMER_KINDS),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  debitTotalPaise: int,
  creditTotalPaise: int,
  balancePaise: int,
  lastPostingDate: date.nullable(),
});
export type LatestLedgerRow = z.infer<typeof latestLedgerRowSchema>;

export const latestLedgerSchema = z.object({
  marketId: z.string(),
  rows: z.array(latestLedgerRowSchema),
});
export type LatestLedger = z.infer<typeof latestLedgerSchema>;

/** One account's totals up to a date; customers' accounts are listed one by one. */
export const trialBalanceRowSchema = z.object({
  accountKey: z.string(),
  accountKind: z.string(),
  accountName: z.string(),
  customerId: z.string().nullable(),
  debitTotalPaise: int,
  creditTotalPaise: int,
  balancePaise: int,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>;

/** Every account's totals up to `asOn`; `differencePaise` (debits minus credits) is zero in a sound ledger. */
export const trialBalanceSchema = z.object({
  marketId: z.string(),
  asOn: date,
  rows: z.array(trialBalanceRowSchema),
  debitTotalPaise: int,
  creditTotalPaise: int,
  differencePaise: int,
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/**
 * A reeler's standing on a date: the balance (positive = owes), and how much of it is overdue. Credits pay the
 * oldest debits first (FIFO); a debit dated D is due on D + payDays and bars the reeler once D + payDays +
 * barDays is before `asOn`. A reeler in credit has `availablePaise` to buy against (the advance mode).
 */
export const reelerStandingSchema = z.object({
  marketId: z.string(),
  reelerId: z.string(),
  asOn: date,
  balancePaise: int,
  availablePaise: int,
  overduePaise: int,
  barredPaise: int,
  /** The first day the oldest barred debit was past the bar (D + payDays + barDays + 1), when any is. */
  barredSince: date.nullable(),
  oldestUnpaidDate: date.nullable(),
});
export type ReelerStanding = z.infer<typeof reelerStandingSchema>;
