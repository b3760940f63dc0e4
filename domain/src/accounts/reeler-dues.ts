import { z } from 'zod';
import { displayDate, formatRupees } from '../shared/formats.js';
import { REELER_PAYMENT_MODES } from './account-events.js';

/** A receipt as the list shows it. */
export const reelerReceiptRowSchema = z.object({
  receiptId: z.string(),
  marketId: z.string(),
  receiptNo: z.string(),
  reelerId: z.string(),
  reelerName: z.string(),
  reelerCode: z.string(),
  mode: z.enum(REELER_PAYMENT_MODES),
  chequeNo: z.string().nullable(),
  bankReference: z.string().nullable(),
  amountPaise: z.number().int(),
  purpose: z.enum(['invoice', 'advance']),
  invoiceNos: z.array(z.string()),
  /** What the receipt paid on each invoice when received; null on receipts recorded before receipts said so. */
  applied: z.array(z.object({ invoiceNo: z.string(), amountPaise: z.number().int() })).nullable(),
  /** What it kept as the reeler's deposit; null on receipts recorded before receipts said so. */
  depositPaise: z.number().int().nullable(),
  receivedOn: z.string(),
  receivedBy: z.string(),
  reversal: z
    .object({ reversalNo: z.string(), reason: z.string(), reversedOn: z.string(), reversedBy: z.string() })
    .nullable(),
});
export type ReelerReceiptRow = z.infer<typeof reelerReceiptRowSchema>;
export const reelerReceiptListSchema = z.object({
  data: z.array(reelerReceiptRowSchema),
  total: z.number().int(),
});

export const reelerOpenInvoiceSchema = z.object({
  billId: z.string(),
  invoiceNo: z.string(),
  auctionDate: z.string(),
  dueDate: z.string().nullable(),
  netPaise: z.number().int(),
  paidPaise: z.number().int(),
  openPaise: z.number().int(),
});
export type ReelerOpenInvoice = z.infer<typeof reelerOpenInvoiceSchema>;

export const reelerDuesSchema = z.object({
  reelerId: z.string(),
  /** Invoices in force with money still open, oldest due first. */
  invoices: z.array(reelerOpenInvoiceSchema),
  invoicedPaise: z.number().int(),
  receivedPaise: z.number().int(),
  /** What the reeler still owes on invoices. */
  balancePaise: z.number().int(),
  /** Money received and not taken by any invoice: the deposit to draw on. */
  depositPaise: z.number().int(),
  /** From the ledger: barred from bidding (the amount overdue past the bar days, since when), or null. */
  bar: z.object({ overduePaise: z.number().int(), since: z.string() }).nullable().optional(),
  /**
   * From the ledger, which also counts lots weighed and not yet invoiced: what the reeler owes (positive) and
   * the credit left of their deposits.
   */
  ledger: z.object({ balancePaise: z.number().int(), availablePaise: z.number().int() }).optional(),
});
export type ReelerDues = z.infer<typeof reelerDuesSchema>;

export interface InvoiceToSettle {
  billId: string;
  invoiceNo: string;
  auctionDate: string;
  dueDate: string | null;
  netPaise: number;
}

export interface InvoicePayment {
  invoiceNo: string;
  amountPaise: number;
}

export interface ReceiptToApply {
  amountPaise: number;
  /** Invoices the receipt names: paid first, in the order named. */
  invoiceNos: readonly string[];
  /** What it recorded paying on each invoice (then only that, and the rest is deposit); absent on old receipts. */
  applied?: readonly InvoicePayment[] | undefined;
}

const byDue = (a: InvoiceToSettle, b: InvoiceToSettle) =>
  (a.dueDate ?? a.auctionDate).localeCompare(b.dueDate ?? b.auctionDate) ||
  a.invoiceNo.localeCompare(b.invoiceNo);

/**
 * A reeler's receipts laid on their invoices: each receipt first pays the invoices it names, then everything
 * left (advance deposits too: money on the reeler's account) pays the oldest due first (FIFO). What no invoice
 * takes is the deposit available. Totals are the sum of the rows.
 */
export function settleReelerInvoices(
  reelerId: string,
  invoices: readonly InvoiceToSettle[],
  receipts: readonly ReceiptToApply[],
): ReelerDues {
  const sorted = [...invoices].sort(byDue);
  const paid = new Map(sorted.map((invoice) => [invoice.invoiceNo, 0]));
  const open = (invoice: InvoiceToSettle) => invoice.netPaise - (paid.get(invoice.invoiceNo) ?? 0);
  let pool = 0;
  for (const receipt of receipts) {
    let left = receipt.amountPaise;
    const targets =
      receipt.applied ??
      receipt.invoiceNos.map((invoiceNo) => ({ invoiceNo, amountPaise: Number.POSITIVE_INFINITY }));
    for (const target of targets) {
      const invoice = sorted.find((i) => i.invoiceNo === target.invoiceNo);
      // An invoice no longer in force (reissued after a correction) or corrected down below what was paid:
      // the money it cannot take stays the reeler's, in the pool.
      if (!invoice) continue;
      const take = Math.min(left, target.amountPaise, open(invoice));
      paid.set(invoice.invoiceNo, (paid.get(invoice.invoiceNo) ?? 0) + take);
      left -= take;
    }
    pool += left;
  }
  for (const invoice of sorted) {
    const take = Math.min(pool, open(invoice));
    paid.set(invoice.invoiceNo, (paid.get(invoice.invoiceNo) ?? 0) + take);
    pool -= take;
  }
  const rows = sorted
    .map((invoice) => ({
      billId: invoice.billId,
      invoiceNo: invoice.invoiceNo,
      auctionDate: invoice.auctionDate,
      dueDate: invoice.dueDate,
      netPaise: invoice.netPaise,
      paidPaise: paid.get(invoice.invoiceNo) ?? 0,
      openPaise: open(invoice),
    }))
    .filter((row) => row.openPaise > 0);
  const invoicedPaise = sorted.reduce((sum, i) => sum + i.netPaise, 0);
  const receivedPaise = receipts.reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    reelerId,
    invoices: rows,
    invoicedPaise,
    receivedPaise,
    balancePaise: rows.reduce((sum, row) => sum + row.openPaise, 0),
    depositPaise: pool,
  };
}

export interface ReceiptToSplit {
  amountPaise: number;
  purpose: 'invoice' | 'advance';
  invoiceNos: readonly string[];
}

export interface ReceiptSplit {
  applied: InvoicePayment[];
  depositPaise: number;
  /** What the invoices the receipt is for still owed (the named ones, or all when none are named). */
  owedPaise: number;
}

/**
 * What a new receipt does, laid on the reeler's dues as the receipts screen shows them (`settleReelerInvoices`
 * of the receipts so far): the invoices it names, in the order named, or the oldest due first when it names
 * none, each up to what it still owes; the rest is deposit. An advance deposit is all deposit.
 */
export function splitReceipt(dues: ReelerDues, receipt: ReceiptToSplit): ReceiptSplit {
  if (receipt.purpose === 'advance') {
    return { applied: [], depositPaise: receipt.amountPaise, owedPaise: 0 };
  }
  const openOf = new Map(dues.invoices.map((invoice) => [invoice.invoiceNo, invoice.openPaise]));
  const targets =
    receipt.invoiceNos.length > 0
      ? [...new Set(receipt.invoiceNos)].map((invoiceNo) => ({
          invoiceNo,
          openPaise: openOf.get(invoiceNo) ?? 0,
        }))
      : dues.invoices;
  let left = receipt.amountPaise;
  const applied: InvoicePayment[] = [];
  for (const target of targets) {
    const take = Math.min(left, target.openPaise);
    if (take > 0) applied.push({ invoiceNo: target.invoiceNo, amountPaise: take });
    left -= take;
  }
  const owedPaise = targets.reduce((sum, target) => sum + target.openPaise, 0);
  return { applied, depositPaise: left, owedPaise };
}

/** The refusal of a receipt above what its invoices still owe, naming both figures. */
export function receiptAboveDuesMessage(
  invoiceNos: readonly string[],
  owedPaise: number,
  amountPaise: number,
) {
  const owing =
    invoiceNos.length === 0
      ? "The reeler's invoices still owe"
      : invoiceNos.length === 1
        ? `Invoice ${invoiceNos[0]} still owes`
        : `Invoices ${invoiceNos.join(', ')} still owe`;
  return (
    `${owing} ${formatRupees(owedPaise)}; this receipt is ${formatRupees(amountPaise)}. ` +
    'Tick "keep the rest as deposit" to keep the difference as deposit.'
  );
}

/** What a bid decision is told of the reeler's dues (from the ledger): barred, with the amount and since when. */
export interface ReelerBar {
  overduePaise: number;
  /** The due date of the oldest invoice still unpaid past the days allowed (YYYY-MM-DD). */
  since: string;
}

/** The words of the bid refusal and of the reeler's banner. */
export const barredMessage = (bar: ReelerBar): string =>
  `You are barred from bidding: ${formatRupees(bar.overduePaise)} overdue since ${displayDate(bar.since)}. ` +
  'Please pay at the market office.';

export const reelerStandingAnswerSchema = z.object({
  barred: z.object({ overduePaise: z.number().int(), since: z.string() }).nullable(),
  /** The banner text when barred, the same words the bid refusal uses. */
  message: z.string().nullable(),
  balancePaise: z.number().int(),
  creditAvailablePaise: z.number().int(),
});
export type ReelerStandingAnswer = z.infer<typeof reelerStandingAnswerSchema>;

/** ReelerReceipt/SaveReceipt: the receipt's number, the invoices it paid and what was left as a deposit. */
export const reelerReceiptAnswerSchema = z.object({
  message: z.string(),
  receiptId: z.string(),
  receiptNo: z.string(),
  /** The business date it was received on: the date its print is registered under. */
  receivedOn: z.string(),
  applied: z.array(z.object({ invoiceNo: z.string(), amountPaise: z.number().int() })),
  depositPaise: z.number().int(),
});

/** ReelerReceipt/ReverseReceipt: the receipt and its reversal's own number (RX series). */
export const reelerReceiptReversedAnswerSchema = z.object({
  message: z.string(),
  receiptId: z.string(),
  receiptNo: z.string(),
  reversalNo: z.string(),
});
