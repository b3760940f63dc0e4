/**
 * Bill and invoice numbers (money-and-reports.md, "Numbering"): a series per market, document type and financial
 * year (April to March), consecutive, never reused. Printed as `HSR/FB2425/00123`: market code, the document
 * type, the financial year's two-digit halves and five digits of sequence. For the department's three-letter
 * market codes that is 16 characters, the auditors' limit; 99,999 documents a year per market and type is
 * three times what the busiest market issues.
 */
export const BILL_TYPES = ['farmer', 'reeler'] as const;
export type BillType = (typeof BILL_TYPES)[number];

const TYPE_CODE: Record<BillType, string> = { farmer: 'FB', reeler: 'RI' };

/** `2025-03-31` → `202425`; `2025-04-01` → `202526` (the financial year a date falls in, `YYYYyy`). */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `('HSR', 'farmer', '202425', 123)` → `HSR/FB2425/00123`. */
export function invoiceNumber(
  marketCode: string,
  billType: BillType,
  financialYear: string,
  sequence: number,
) {
  return `${marketCode}/${TYPE_CODE[billType]}${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}
