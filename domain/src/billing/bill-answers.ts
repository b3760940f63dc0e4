import { z } from 'zod';
import { listPageSchema } from '../shared/list-answer.js';
import { billCustomerSchema, billLineSchema } from './bill-events.js';
import { BILL_TYPES } from './bill-numbers.js';

const int = z.number().int();
const instant = z.string();

export const BILL_STATUSES = ['Issued', 'Cancelled'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The market as a printed document heads it. */
export const printMarketSchema = z.object({
  marketId: z.string(),
  code: z.string(),
  nameEn: z.string(),
  nameTa: z.string(),
  address: z.string(),
});
export type PrintMarket = z.infer<typeof printMarketSchema>;

/** One lot on a bill (spec section 3, "Invoice": item, SR, floor price, weight, price per kg, amount, levy, net). */
// The event's line as issued, less what only the bill book needs (the date it is on, the weight version).
export const billLotSchema = billLineSchema.omit({ inwardDate: true, weightVersion: true });
export type BillLot = z.infer<typeof billLotSchema>;

/** A farmer bill or reeler invoice, whole: what the screen shows and the PDF prints. */
export const billSchema = z.object({
  billId: z.string(),
  invoiceNo: z.string(),
  billType: z.enum(BILL_TYPES),
  auctionDate: z.string(),
  financialYear: z.string(),
  marketId: z.string(),
  market: printMarketSchema,
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  customer: billCustomerSchema,
  lots: z.array(billLotSchema),
  grossPaise: int,
  levyPaise: int,
  netPaise: int,
  netGrams: int,
  netInWords: z.object({ en: z.string(), ta: z.string() }),
  status: z.enum(BILL_STATUSES),
  dueDate: z.string().nullable(),
  issuedAt: instant,
  issuedBy: z.string(),
  cancelledAt: instant.nullable(),
  cancelledBy: z.string().nullable(),
  cancelReason: z.string().nullable(),
  replaces: z.object({ billId: z.string(), invoiceNo: z.string() }).nullable(),
  replacedBy: z.object({ billId: z.string(), invoiceNo: z.string() }).nullable(),
  /** Copies printed so far; every copy after the first is marked DUPLICATE. */
  printCount: int,
});
export type Bill = z.infer<typeof billSchema>;

/** A bill in a list (Invoice/getAll_Invoice, getAll_ByDateAndBillType, InvoiceReports). */
export const billRowSchema = z.object({
  billId: z.string(),
  invoiceNo: z.string(),
  billType: z.enum(BILL_TYPES),
  auctionDate: z.string(),
  marketId: z.string(),
  marketCode: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  lotCount: int,
  netGrams: int,
  grossPaise: int,
  levyPaise: int,
  netPaise: int,
  status: z.enum(BILL_STATUSES),
  issuedAt: instant,
  issuedBy: z.string(),
  cancelReason: z.string().nullable(),
  printCount: int,
});
export type BillRow = z.infer<typeof billRowSchema>;
export const billListSchema = listPageSchema(billRowSchema);

/** Invoice/InvoiceReports: the bills of a period with their totals (cancelled bills listed, not counted). */
export const invoiceReportSchema = z.object({
  data: z.array(billRowSchema),
  totals: z.object({
    bills: int,
    lotCount: int,
    netGrams: int,
    grossPaise: int,
    levyPaise: int,
    netPaise: int,
  }),
});
export type InvoiceReport = z.infer<typeof invoiceReportSchema>;

/**
 * Where a customer's weighed lots of a date stand against billing: `unbilled` (no bill yet), `billed` (the bill
 * in force covers exactly these lots at these weights), `stale` (a lot was weighed or corrected after billing:
 * processing cancels the bill and issues a new one).
 */
export const BILLING_STATES = ['unbilled', 'billed', 'stale'] as const;
export const billingSummaryRowSchema = z.object({
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  lotCount: int,
  netGrams: int,
  grossPaise: int,
  levyPaise: int,
  netPaise: int,
  state: z.enum(BILLING_STATES),
  billId: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  lots: z.array(billLotSchema),
});
export type BillingSummaryRow = z.infer<typeof billingSummaryRowSchema>;
export const billingSummarySchema = z.object({
  data: z.array(billingSummaryRowSchema),
  total: int,
});

/** /app/billprocess: the day at a glance. */
export const billProcessDaySchema = z.object({
  date: z.string(),
  weighedLots: int,
  /** Every lot of the date not weighed: the three below together. */
  notWeighedLots: int,
  /** Approved and still to weigh: billed once weighed, so the day is not finished. */
  toWeighLots: int,
  rejectedLots: int,
  /** No bid, or no decision yet. */
  unsoldLots: int,
  farmer: z.object({ customers: int, billed: int, toBill: int, netPaise: int }),
  reeler: z.object({ customers: int, billed: int, toBill: int, netPaise: int }),
  farmers: z.array(billingSummaryRowSchema),
  reelers: z.array(billingSummaryRowSchema),
});
export type BillProcessDay = z.infer<typeof billProcessDaySchema>;

/** The inward token handed to the farmer at inward (money-and-reports.md, "Documents a market prints"). */
export const inwardTokenSchema = z.object({
  lotId: z.string(),
  lotNo: int,
  inwardDate: z.string(),
  market: printMarketSchema,
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  village: z.string().nullable(),
  race: z.string(),
  lays: int,
  cocoonWeightGrams: int,
  sampleCount: int,
  cocoonWeightMg: int,
  shellWeightMg: int,
  defectiveCount: int,
  shellRatioBp: int,
  defectBp: int,
  rendittaX100: int,
  floorPricePaisePerKg: int,
  inwardedAt: instant,
  inwardedBy: z.string().nullable(),
  printCount: int,
});
export type InwardToken = z.infer<typeof inwardTokenSchema>;

/** The auction token / bid slip of a weighed lot (Karnataka's Form 7B): farmer, reeler and office copies. */
export const auctionTokenSchema = inwardTokenSchema.extend({
  slotNo: int.nullable(),
  reelerId: z.string(),
  reelerCode: z.string(),
  reelerName: z.string(),
  reelerLicenseNo: z.string().nullable(),
  ratePaisePerKg: int,
  crates: z.array(z.object({ grossGrams: int, tareGrams: int, netGrams: int })),
  netGrams: int,
  amountPaise: int,
  farmerLevyPaise: int,
  reelerLevyPaise: int,
  farmerNetPaise: int,
  reelerPayablePaise: int,
  weighedAt: instant,
  weighedBy: z.string().nullable(),
  weightCorrections: int,
});
export type AuctionToken = z.infer<typeof auctionTokenSchema>;

export const inwardTokenListSchema = z.object({ data: z.array(inwardTokenSchema), total: int });
export const auctionTokenListSchema = z.object({ data: z.array(auctionTokenSchema), total: int });

/** Invoice/get_Reelerdatabyfarmercode and get_FarmerdatabyReelercode: who traded with whom, lot by lot. */
export const tradeRowSchema = z.object({
  lotId: z.string(),
  lotNo: int,
  auctionDate: z.string(),
  race: z.string(),
  farmerId: z.string(),
  farmerCode: z.string(),
  farmerName: z.string(),
  reelerId: z.string(),
  reelerCode: z.string(),
  reelerName: z.string(),
  netGrams: int,
  ratePaisePerKg: int,
  amountPaise: int,
  farmerInvoiceNo: z.string().nullable(),
  reelerInvoiceNo: z.string().nullable(),
});
export type TradeRow = z.infer<typeof tradeRowSchema>;
export const tradeListSchema = z.object({ data: z.array(tradeRowSchema), total: int });

/** Invoice/Save_*: the spec's message for one customer or all, and each bill issued (with the one it replaces). */
export const billsProcessedAnswerSchema = z.object({
  message: z.string(),
  bills: z.array(
    z.object({
      billId: z.string(),
      billType: z.enum(BILL_TYPES),
      invoiceNo: z.string(),
      customerId: z.string(),
      customerName: z.string(),
      replaces: z.string().nullable(),
    }),
  ),
});
