import { numberSeriesStream } from '../../shared/number-series.js';
import type { CustomerType } from './customer-fields.js';

/**
 * Head codes (the customer's ledger account) are numbers of a series per market and customer type:
 * `<market code>-F-000123` for farmers, `<market code>-R-000045` for reelers. A number once allocated is never
 * handed out again, even when the registration it was meant for is abandoned (number-series.ts).
 */
export const headCodeSeries = (branchId: string, customerType: CustomerType) =>
  `headcodes-${branchId}-${customerType}`;
export const headCodeStream = (branchId: string, customerType: CustomerType) =>
  numberSeriesStream(headCodeSeries(branchId, customerType));

const TYPE_LETTER = { farmer: 'F', reeler: 'R' } as const satisfies Record<CustomerType, string>;
/** The printed width; a market's series beyond it has run out. */
export const HEAD_CODE_DIGITS = 6;

export function formatHeadCode(branchCode: string, customerType: CustomerType, sequence: number): string {
  return `${branchCode.trim().toUpperCase()}-${TYPE_LETTER[customerType]}-${String(sequence).padStart(HEAD_CODE_DIGITS, '0')}`;
}

export function parseHeadCode(
  headCode: string,
): { branchCode: string; customerType: CustomerType; sequence: number } | undefined {
  const match = /^([A-Z0-9]{2,10})-([FR])-(\d{6})$/.exec(headCode.trim().toUpperCase());
  if (!match) return undefined;
  return {
    branchCode: match[1]!,
    customerType: match[2] === 'F' ? 'farmer' : 'reeler',
    sequence: Number(match[3]),
  };
}
