import { formatIstDateTime } from '../pdf/format.js';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const grams = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Paise as a rupee figure for a column already headed "Rs": 12345678 → "1,23,456.78". */
export const rupeeFigure = (paise: number): string => rupees.format(paise / 100);

/** Milligrams as grams to 3 decimals: 1850 → "1.850". */
export const gramsFromMg = (mg: number): string => grams.format(mg / 1000);

/** `2026-11-23` → `23/11/2026`, the form Indian offices write dates in. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** `202627` → `2026-27`. */
export const formatFinancialYear = (financialYear: string): string =>
  `${financialYear.slice(0, 4)}-${financialYear.slice(4)}`;

/** An instant as the business clock shows it: `23/11/2026 10:42`. */
export const formatInstant = (instant: string): string => formatIstDateTime(new Date(instant));

/** A token's footer: what it is and who printed it when (a token's heading has no room for it). */
export const printedCaption = (
  document: string,
  printed: { generatedAt: Date; requestedBy: string },
): string => `${document} · printed ${formatIstDateTime(printed.generatedAt)} IST by ${printed.requestedBy}`;
