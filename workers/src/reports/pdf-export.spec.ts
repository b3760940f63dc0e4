import type { ReportAnswer, ReportRow } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { savePdf } from '../pdf/testing/pdf-files.js';
import { reportPdf } from './pdf-export.js';

/** A long register (150 lots) so the table runs over pages: each page repeats the header and is numbered. */
function longRegister(): ReportAnswer {
  const rows: ReportRow[] = Array.from({ length: 150 }, (_, i) => ({
    date: '2025-04-01',
    lotNo: i + 1,
    farmerName: i === 0 ? 'பழனிசாமி அ' : `Farmer ${i + 1}`,
    netGrams: 50_000 + i * 10,
    ratePaise: 70_000 + i * 100,
    amountPaise: Math.round(((50_000 + i * 10) * (70_000 + i * 100)) / 1000),
  }));
  const sum = (key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
  return {
    result: 'Success',
    id: 'lot-register',
    title: 'Lot Register',
    parameters: { from: '2025-04-01', to: '2025-04-01' },
    columns: [
      { key: 'date', header: 'Date', type: 'date', total: null },
      { key: 'lotNo', header: 'Lot No', type: 'count', total: null, link: 'lot' },
      { key: 'farmerName', header: 'Farmer', type: 'text', total: null },
      { key: 'netGrams', header: 'Weight (kg)', type: 'grams', total: 'sum' },
      { key: 'ratePaise', header: 'Rate (Rs/kg)', type: 'ratePerKg', total: null },
      { key: 'amountPaise', header: 'Amount (Rs)', type: 'paise', total: 'sum' },
    ],
    rows,
    totals: {
      date: null,
      lotNo: null,
      farmerName: null,
      netGrams: sum('netGrams'),
      ratePaise: null,
      amountPaise: sum('amountPaise'),
    },
    summary: [{ label: 'Lots inwarded', value: 150, type: 'count' }],
    chart: null,
  };
}

describe('the PDF export', () => {
  it('repeats the header on every page, numbers the pages and ends with the totals and summary', async () => {
    const answer = longRegister();
    const progress: number[] = [];
    const pdf = savePdf(
      'report-long-register',
      await reportPdf(answer, {
        market: 'Hosur / ஓசூர்',
        requestedBy: 'hosur.admin',
        generatedAt: new Date('2025-04-01T06:30:00Z'),
        landscape: true,
        onProgress: (p) => progress.push(p),
      }),
    );
    expect(pdf.pageCount).toBeGreaterThan(2);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain('Weight (kg)');
      expect(page).toContain(`Page ${i + 1} of ${pdf.pageCount}`);
    });
    expect(pdf.flowText).toContain('பட்டு வளர்ச்சித் துறை');
    expect(pdf.flowText).toContain('பழனிசாமி');
    expect(pdf.text).toContain('From 01/04/2025, To 01/04/2025');
    const last = pdf.pages.at(-1)!;
    const totalKg = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3 }).format(
      Number(answer.totals.netGrams) / 1000,
    );
    expect(last).toContain('Total');
    expect(last).toContain(totalKg);
    expect(last).toContain('Lots inwarded: 150');
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeLessThanOrEqual(100);
  });
});
