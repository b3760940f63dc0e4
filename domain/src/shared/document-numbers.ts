/**
 * Bill, invoice, receipt and voucher numbers (money-and-reports.md, "Numbering"): a series per market, document
 * kind and financial year (April to March), consecutive, never reused. Each series is a counter in the stream of
 * the book that issues the documents, so a number and its document are one decision. Printed `HSR/FB2425/00123`:
 * market code, the kind's two letters, the financial year's two-digit halves and five digits of sequence. For the
 * department's three-letter market codes that is 16 characters, the auditors' (GST) limit; 99,999 documents a year
 * per market and kind is three times what the busiest market issues.
 */
export const DOCUMENT_CODES = {
  /** A farmer's bill (what the farmer is owed for a sold lot). */
  farmerBill: 'FB',
  /** A reeler's invoice (what the reeler owes for a bought lot). */
  reelerInvoice: 'RI',
  /** A farmer paid in cash (the receipt the farmer signs). */
  farmerPayment: 'FP',
  /** A cash payment to a farmer reversed (names the original receipt). */
  farmerPaymentReversal: 'FX',
  /** Money received from a reeler: against invoices or an advance deposit. */
  reelerReceipt: 'RR',
  /** A reeler's receipt reversed (a cheque that bounced, a mistaken entry). */
  reelerReceiptReversal: 'RX',
  /** An online payment batch (the bank file's own number). */
  onlineBatch: 'OB',
  /** Levy remitted to the department (the challan or UTR beside it). */
  levyRemittance: 'LR',
  /** A levy remittance reversed (a challan the bank returned, an amount entered wrong). */
  levyRemittanceReversal: 'LX',
  Receipt: 'RV',
  Payment: 'PV',
  Journal: 'JV',
  Contra: 'CV',
} as const;
export type NumberedKind = keyof typeof DOCUMENT_CODES;

/** `('HSR', 'farmerBill', '202526', 1)` → `HSR/FB2526/00001`. */
export function documentNumber(
  marketCode: string,
  kind: NumberedKind,
  financialYear: string,
  sequence: number,
): string {
  return `${marketCode}/${DOCUMENT_CODES[kind]}${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}
