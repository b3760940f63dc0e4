import type { ReportAnswer } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { chartData } from './report-chart-data';

const answer = {
  columns: [
    { key: 'date', header: 'Date', type: 'date', total: null },
    { key: 'netGrams', header: 'Weight (kg)', type: 'grams', total: 'sum' },
    { key: 'avgRatePaise', header: 'Avg Rate (Rs/kg)', type: 'ratePerKg', total: null },
  ],
  rows: [
    { date: '2025-03-31', netGrams: 84_250, avgRatePaise: 51_230, drill: { from: '2025-03-31' } },
    { date: '2025-04-01', netGrams: 0, avgRatePaise: null },
  ],
} as unknown as ReportAnswer;

describe("a report's chart", () => {
  it('reads x as the table writes it and each series in its header unit; no rate stays a gap, not 0', () => {
    const chart = {
      kind: 'line',
      title: 't',
      x: 'date',
      series: [{ key: 'netGrams' }, { key: 'avgRatePaise' }],
    };
    expect(chartData(answer, chart as never)).toEqual([
      { x: '31/03/2025', netGrams: 84.25, avgRatePaise: 512.3 },
      { x: '01/04/2025', netGrams: 0, avgRatePaise: null },
    ]);
  });
});
