import { z } from 'zod';
import type { BillType } from './bill-numbers.js';
import { BILL_TYPES } from './bill-numbers.js';

/**
 * One bill book per market, bill type and financial year: every farmer bill (or reeler invoice) of that year, in
 * number order, with its cancellations. Keeping the numbers and the bills in one stream is what makes "never
 * skip a number, never bill a lot twice" one decision: a second officer processing the same day at the same
 * moment re-decides on the first one's bills and finds nothing left to bill.
 */
export const billBookStream = (marketId: string, billType: BillType, financialYear: string) =>
  `billbook-${marketId}-${billType}-${financialYear}`;

const id = z.string().min(1);
const int = z.number().int();

/** One weighed lot on a bill, as weight entry priced it (LotWeighed / LotWeightCorrected). */
export const billLineSchema = z.object({
  lotId: id,
  lotNo: int,
  inwardDate: z.string(),
  race: z.string(),
  shellRatioBp: int,
  floorPricePaisePerKg: int,
  netGrams: int,
  ratePaisePerKg: int,
  amountPaise: int,
  /** The farmer's levy on a farmer bill, the reeler's on a reeler invoice. */
  levyPaise: int,
  /** Farmer: amount - levy. Reeler: amount + levy. */
  netPaise: int,
  /** The other party: the reeler who bought the lot (farmer bill) or the farmer who sold it (reeler invoice). */
  counterpartId: id,
  counterpartCode: z.string(),
  counterpartName: z.string(),
  /** How many weight corrections the lot had when billed: a later correction makes the bill stale. */
  weightVersion: int,
});
export type BillLine = z.infer<typeof billLineSchema>;

/** The customer as printed: a snapshot, since an issued bill is never edited. */
export const billCustomerSchema = z.object({
  customerId: id,
  code: z.string(),
  name: z.string(),
  fatherName: z.string().nullable(),
  village: z.string().nullable(),
  tscName: z.string().nullable(),
  mobileNo: z.string().nullable(),
  licenseNo: z.string().nullable(),
  bankName: z.string().nullable(),
  /** Masked: only the last four digits are kept on a bill. */
  bankAccountMasked: z.string().nullable(),
  ifscCode: z.string().nullable(),
});
export type BillCustomer = z.infer<typeof billCustomerSchema>;

export const billTotalsSchema = z.object({
  grossPaise: int,
  levyPaise: int,
  netPaise: int,
  netGrams: int,
});
export type BillTotals = z.infer<typeof billTotalsSchema>;

export const billIssuedData = z.object({
  billId: id,
  billType: z.enum(BILL_TYPES),
  invoiceNo: z.string(),
  sequence: int,
  financialYear: z.string(),
  marketId: id,
  marketCode: z.string(),
  auctionDate: z.string(),
  customer: billCustomerSchema,
  lines: z.array(billLineSchema).min(1),
  totals: billTotalsSchema,
  /** Reeler invoices: the date payment is due (auction date + the market's days to pay). */
  dueDate: z.string().nullable(),
  /** The bill this one replaces (after a weight correction or a lot weighed late). */
  replaces: z.string().nullable(),
  issuedAt: z.string(),
  issuedBy: z.string(),
});
export type BillIssuedData = z.infer<typeof billIssuedData>;

export const billCancelledData = z.object({
  billId: id,
  billType: z.enum(BILL_TYPES),
  invoiceNo: z.string(),
  marketId: id,
  auctionDate: z.string(),
  customerId: id,
  reason: z.string(),
  replacedBy: z.string().nullable(),
  cancelledAt: z.string(),
  cancelledBy: z.string(),
});
export type BillCancelledData = z.infer<typeof billCancelledData>;

export const billEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BillIssued'), data: billIssuedData }),
  z.object({ type: z.literal('BillCancelled'), data: billCancelledData }),
]);
export type BillEvent = z.infer<typeof billEventSchema>;
export const BILL_EVENT_TYPES = ['BillIssued', 'BillCancelled'] as const;

/** Totals are the sums of the lines, so a printed total always equals the rows above it. */
export function billTotals(lines: readonly BillLine[]): BillTotals {
  return lines.reduce(
    (t, line) => ({
      grossPaise: t.grossPaise + line.amountPaise,
      levyPaise: t.levyPaise + line.levyPaise,
      netPaise: t.netPaise + line.netPaise,
      netGrams: t.netGrams + line.netGrams,
    }),
    { grossPaise: 0, levyPaise: 0, netPaise: 0, netGrams: 0 },
  );
}
