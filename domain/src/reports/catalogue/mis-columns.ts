import type { ReportColumnDef } from '../report-columns.js';

/**
 * Column builders of the MIS forms (money-and-reports.md, "MIS conventions"): each period of the form
 * (during the month, up to last month, up to the month, the same last year) gives quantity, value and the
 * weighted average price, keyed `<period>Grams`, `<period>Value`, `<period>Avg`.
 */
export const MIS_PERIODS = {
  during: 'During the month',
  upToLastMonth: 'Up to last month',
  upToMonth: 'Up to the month',
  lastYearDuring: 'Same month last year',
  lastYearUpToMonth: 'Up to the month last year',
} as const;
export type MisPeriodKey = keyof typeof MIS_PERIODS;

/** Quantity, value and weighted average price of one period. */
export function salesColumns(period: MisPeriodKey): ReportColumnDef[] {
  const label = MIS_PERIODS[period];
  return [
    { key: `${period}Grams`, header: `${label}: Qty (kg)`, type: 'grams', total: 'sum' },
    { key: `${period}Value`, header: `${label}: Value (Rs lakhs)`, type: 'lakhs', total: 'sum' },
    {
      key: `${period}Avg`,
      header: `${label}: Avg Price (Rs/kg)`,
      type: 'ratePerKg',
      total: 'weightedAverage',
      // Σ value paise × 1000 / Σ grams: the weighted price, never a plain average of rows.
      weighting: { kind: 'ratio', numerator: `${period}Value`, denominator: `${period}Grams`, scale: 1000 },
    },
  ];
}

/** Lots and kg that came in during one period (arrivals: sold or not). */
export function arrivalColumns(period: MisPeriodKey): ReportColumnDef[] {
  const label = MIS_PERIODS[period];
  return [
    // The month's lots open the lots behind them (the row's drill); other periods are context.
    {
      key: `${period}Lots`,
      header: `${label}: Lots`,
      type: 'count',
      total: 'sum',
      ...(period === 'during' ? { link: 'lots' as const } : {}),
    },
    { key: `${period}Grams`, header: `${label}: Arrival (kg)`, type: 'grams', total: 'sum' },
  ];
}

/** The office columns of a leaf row: region, AD office, market (rows ordered in that order). */
export const officeColumns: ReportColumnDef[] = [
  { key: 'region', header: 'Region', type: 'text', total: null },
  { key: 'adOffice', header: 'AD Office', type: 'text', total: null },
  { key: 'market', header: 'Market', type: 'text', total: null },
];
export const raceColumn: ReportColumnDef = { key: 'race', header: 'Race', type: 'text', total: null };
