import { describe, expect, it } from 'vitest';
import { parameterLine, reportFileName } from './report-files.js';

/** One name for the file the server serves and the one the screen saves (issue 24: they were made apart). */
describe("an export's file name", () => {
  it('names the report and its dates once each', () => {
    expect(reportFileName('lot-register', { from: '2025-04-01', to: '2025-04-30' }, 'csv')).toBe(
      'lot-register_2025-04-01_2025-04-30.csv',
    );
    expect(reportFileName('lot-register', { from: '2025-03-31', to: '2025-04-01' }, 'csv')).toBe(
      'lot-register_2025-03-31_2025-04-01.csv',
    );
    expect(reportFileName('lot-register', { from: '2025-04-01', to: '2025-04-01' }, 'xlsx')).toBe(
      'lot-register_2025-04-01.xlsx',
    );
    expect(reportFileName('levy-month', { accountingYear: '202425', marketId: 'x' }, 'pdf')).toBe(
      'levy-month_202425.pdf',
    );
  });

  it('keeps only characters safe in a file name', () => {
    expect(reportFileName('lot-register', { month: '2025/04' }, 'csv')).toBe('lot-register_2025-04.csv');
  });
});

describe("a file's parameter line", () => {
  it('names the period and the status, dates DD/MM/YYYY', () => {
    expect(
      parameterLine({ parameters: { from: '2025-04-01', to: '2025-04-30', status: 'sold', marketId: 'x' } }),
    ).toBe('From 01/04/2025, To 30/04/2025, Status sold');
  });
});
