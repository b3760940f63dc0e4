import {
  LOT_REGISTER,
  type ReportAnswer,
  type ReportRow,
  reportCellText,
  visibleColumns,
} from '@cocoon/domain';
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

/**
 * The real lot register's seventeen columns with the longest codes a market can have: a head code's market part
 * runs to ten letters (HEAD_CODE_PATTERN), lot numbers to five digits, names long enough to wrap.
 */
function registerWithLongCodes(): ReportAnswer {
  const columns = visibleColumns(LOT_REGISTER);
  const rows: ReportRow[] = Array.from({ length: 60 }, (_, i) => ({
    lotId: `lot-${i}`,
    date: '2026-11-23',
    market: i % 2 === 0 ? 'Hosur' : 'Krishnagiri',
    lotNo: 10_101 + i,
    farmerCode: i % 3 === 0 ? 'HSR-F-000123' : `KRISHNAGRI-F-${String(104_500 + i).padStart(6, '0')}`,
    farmerName: i === 0 ? 'பழனிசாமி அண்ணாமலை' : `Muthukumaraswamy Venkatachalapathy ${i}`,
    fatherName: 'Ramalingam Subramaniam',
    village: 'Thimmasandiram Kuppam',
    race: i % 2 === 0 ? 'CB' : 'BV',
    netGrams: 250_000 + i * 10,
    ratePaise: 70_000 + i * 100,
    amountPaise: 17_500_000 + i * 1000,
    farmerLevyPaise: 175_000,
    farmerNetPaise: 17_325_000 + i * 1000,
    reelerLevyPaise: 175_000,
    reelerPayablePaise: 17_675_000 + i * 1000,
    reelerName: `KRISHNAGRI-R-${String(200_000 + i).padStart(6, '0')} Sathyamoorthy Silk Reeling Unit`,
    status: i % 5 === 0 ? 'Not sold' : 'Sold',
  }));
  const sum = (key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
  return {
    result: 'Success',
    id: 'lot-register',
    title: 'Lot Register',
    parameters: { from: '2026-11-23', to: '2026-11-23' },
    columns,
    rows,
    totals: Object.fromEntries(columns.map((c) => [c.key, c.total === 'sum' ? sum(c.key) : null])),
    summary: [{ label: 'Lots inwarded', value: rows.length, type: 'count' }],
    chart: null,
  };
}

describe('the lot register PDF', () => {
  it('never breaks a farmer code, a reeler code or a lot number inside the code', async () => {
    const answer = registerWithLongCodes();
    const pdf = savePdf(
      'report-lot-register-long-codes',
      await reportPdf(answer, {
        market: 'Krishnagiri / கிருஷ்ணகிரி',
        requestedBy: 'krishnagiri.admin',
        generatedAt: new Date('2026-11-23T06:30:00Z'),
        landscape: true,
      }),
    );
    expect(answer.columns).toHaveLength(17);
    // -layout keeps each drawn line of a cell on its row: a code cut in two would show as two fragments.
    const words = new Set(pdf.text.split(/\s+/));
    for (const row of answer.rows) {
      expect(words).toContain(String(row.farmerCode));
      expect(words).toContain(reportCellText(row.lotNo, 'count'));
      expect(words).toContain(String(row.reelerName).split(' ')[0]);
    }
    // The names still wrap, at their spaces.
    expect(words).toContain('Venkatachalapathy');
  });
});
