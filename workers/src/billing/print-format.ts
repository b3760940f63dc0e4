import { displayInstant } from '@cocoon/domain';

const grams = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** Milligrams as grams to 3 decimals: 1850 → "1.850". */
export const gramsFromMg = (mg: number): string => grams.format(mg / 1000);

/** A token's footer: what it is and who printed it when (a token's heading has no room for it). */
export const printedCaption = (
  document: string,
  printed: { generatedAt: Date; requestedBy: string },
): string => `${document} · printed ${displayInstant(printed.generatedAt)} IST by ${printed.requestedBy}`;
