import { describe, expect, it } from 'vitest';
import type { ReportColumnDef } from './report-columns.js';
import { averageRatePaise, reportTotals } from './report-totals.js';

const columns: ReportColumnDef[] = [
  { key: 'farmer', header: 'Farmer', type: 'text', total: null },
  { key: 'grams', header: 'Weight (kg)', type: 'grams', total: 'sum' },
  { key: 'amount', header: 'Amount (Rs)', type: 'paise', total: 'sum' },
  { key: 'minRate', header: 'Min (Rs/kg)', type: 'ratePerKg', total: 'min' },
  { key: 'maxRate', header: 'Max (Rs/kg)', type: 'ratePerKg', total: 'max' },
  {
    key: 'avgRate',
    header: 'Average (Rs/kg)',
    type: 'ratePerKg',
    total: 'weightedAverage',
    weighting: { kind: 'ratio', numerator: 'amount', denominator: 'grams', scale: 1000 },
  },
  {
    key: 'sr',
    header: 'SR (%)',
    type: 'basisPoints',
    total: 'weightedAverage',
    weighting: { kind: 'weights', weight: 'grams' },
  },
];

describe('reportTotals', () => {
  it('given rows, sums exactly, takes per-kg min and max and weights the averages by kg', () => {
    const rows = [
      {
        farmer: 'A',
        grams: 100_000,
        amount: 5_000_000,
        minRate: 50_000,
        maxRate: 50_000,
        avgRate: 50_000,
        sr: 2000,
      },
      {
        farmer: 'B',
        grams: 10_000,
        amount: 300_000,
        minRate: 30_000,
        maxRate: 30_000,
        avgRate: 30_000,
        sr: 1000,
      },
      { farmer: 'C', grams: 0, amount: 0, minRate: null, maxRate: null, avgRate: null, sr: null },
    ];
    expect(reportTotals(columns, rows)).toEqual({
      farmer: null,
      grams: 110_000,
      amount: 5_300_000,
      minRate: 30_000,
      maxRate: 50_000,
      // 53,000 Rs / 110 kg = Rs 481.82 / kg, not the plain mean of 500 and 300.
      avgRate: 48_182,
      sr: 1909,
    });
  });

  it('given no rows, sums are zero and the rest null', () => {
    expect(reportTotals(columns, [])).toEqual({
      farmer: null,
      grams: 0,
      amount: 0,
      minRate: null,
      maxRate: null,
      avgRate: null,
      sr: null,
    });
  });

  it('takes min and max of a month of lots at every market without overflowing the stack', () => {
    const rows = Array.from({ length: 300_000 }, (_, i) => ({ minRate: 40_000 + (i % 997), maxRate: 1 }));
    const totals = reportTotals(columns.slice(3, 5), rows);
    expect(totals).toEqual({ minRate: 40_000, maxRate: 1 });
  });

  it('averages a rate from value and weight', () => {
    expect(averageRatePaise(5_300_000, 110_000)).toBe(48_182);
    expect(averageRatePaise(0, 0)).toBeNull();
  });
});
