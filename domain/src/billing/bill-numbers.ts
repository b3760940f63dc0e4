import type { NumberedKind } from '../shared/document-numbers.js';

/** The two bills of a sale, each numbered as a document of its own kind (shared/document-numbers.ts). */
export const BILL_TYPES = ['farmer', 'reeler'] as const;
export type BillType = (typeof BILL_TYPES)[number];

export const BILL_DOCUMENT = { farmer: 'farmerBill', reeler: 'reelerInvoice' } as const satisfies Record<
  BillType,
  NumberedKind
>;

/** `2025-03-31` → `202425`; `2025-04-01` → `202526` (the financial year a date falls in, `YYYYyy`). */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}${String((start + 1) % 100).padStart(2, '0')}`;
}
