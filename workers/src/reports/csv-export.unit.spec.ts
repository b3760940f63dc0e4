import type { ReportAnswer } from '@cocoon/domain';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { neutralise, reportCsv } from './csv-export.js';

const answer = (farmerName: string): ReportAnswer => ({
  result: 'Success',
  id: 'lot-register',
  title: 'Lot Register',
  parameters: { from: '2025-04-01', to: '2025-04-30' },
  columns: [
    { key: 'farmerName', header: 'Farmer', type: 'text', total: null },
    { key: 'netGrams', header: 'Weight (kg)', type: 'grams', total: 'sum' },
    { key: 'amountPaise', header: 'Amount (Rs)', type: 'paise', total: 'sum' },
  ],
  rows: [
    { farmerName, netGrams: 84_250, amountPaise: 5_981_750, lotId: 'hidden' },
    { farmerName: 'பழனிசாமி', netGrams: 1, amountPaise: -1_250 },
  ],
  totals: { farmerName: null, netGrams: 84_251, amountPaise: 5_980_500 },
  summary: [],
  chart: null,
});

const meta = { market: 'Hosur', requestedBy: 'test', generatedAt: new Date(0), landscape: false };

describe('the CSV export', () => {
  it('neutralises a farmer name a spreadsheet would run as a formula, and leaves numbers as numbers', async () => {
    const bytes = await reportCsv(answer('=HYPERLINK("http://x","click")'), meta);
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const rows: string[][] = parse(bytes.toString('utf8').slice(1));
    expect(rows).toEqual([
      ['Farmer', 'Weight (kg)', 'Amount (Rs)'],
      [`'=HYPERLINK("http://x","click")`, '84.250', '59817.50'],
      ['பழனிசாமி', '0.001', '-12.50'],
      ['Total', '84.251', '59805.00'],
    ]);
  });

  it.each(['=1+1', '+91 9443', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
  });

  it('keeps ordinary text', () => {
    expect(neutralise('Palanisamy A')).toBe('Palanisamy A');
    expect(neutralise('a=b')).toBe('a=b');
  });
});
