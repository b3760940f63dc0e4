import type { ReportColumnDef } from '../report-columns.js';

/**
 * Payment ageing (issue 13, report4 and the outstanding reports): days since the sale, in the buckets an officer
 * chases by — a farmer waits at most a few days by the market's rule, so the first buckets are short.
 */
export const AGEING_BUCKETS = [
  { key: 'age0to3Paise', label: '0-3 days', from: 0, to: 3 },
  { key: 'age4to7Paise', label: '4-7 days', from: 4, to: 7 },
  { key: 'age8to15Paise', label: '8-15 days', from: 8, to: 15 },
  { key: 'age16to30Paise', label: '16-30 days', from: 16, to: 30 },
  { key: 'ageOver30Paise', label: '> 30 days', from: 31, to: Number.POSITIVE_INFINITY },
] as const;

export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of an age in days (negative ages, a sale after the as-on date, count as 0). */
export const ageingBucket = (days: number): AgeingBucket =>
  AGEING_BUCKETS.find((b) => Math.max(0, days) <= b.to) ?? AGEING_BUCKETS[AGEING_BUCKETS.length - 1]!;

/** Whole days from one business date to another (YYYY-MM-DD, calendar days). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** One money column per bucket, summed in the totals row. */
export const ageingColumns: ReportColumnDef[] = AGEING_BUCKETS.map((b) => ({
  key: b.key,
  header: `${b.label} (Rs)`,
  type: 'paise',
  total: 'sum',
}));
