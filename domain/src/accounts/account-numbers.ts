/**
 * Receipt and voucher numbers: like bill numbers (money-and-reports.md, "Numbering"), a series per market,
 * document type and financial year, consecutive, never reused, printed `HSR/FP2627/00001`. Each series lives in
 * the stream that records the documents, so the number and the document are one decision.
 */
export const ACCOUNT_DOCUMENT_CODES = {
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
export type AccountDocumentKind = keyof typeof ACCOUNT_DOCUMENT_CODES;

/** `('HSR', 'farmerPayment', '202627', 1)` → `HSR/FP2627/00001`. */
export function accountDocumentNumber(
  marketCode: string,
  kind: AccountDocumentKind,
  financialYear: string,
  sequence: number,
): string {
  return `${marketCode}/${ACCOUNT_DOCUMENT_CODES[kind]}${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}

/** `'2026-11-24'` → `'2026-11'`: the accounting month a date is posted in. */
export const monthOf = (date: string): string => date.slice(0, 7);
