import { describe, expect, it } from 'vitest';
import {
  cellNumber,
  displayNumber,
  formatSummaryValue,
  isFigureColumn,
  plainCell,
  reportCellText,
} from './report-cells.js';

describe('report cells by column type', () => {
  it('shows kg to 3 decimals and rupees to 2, with en-IN (lakh) grouping', () => {
    expect(reportCellText(12_345_678, 'grams')).toBe('12,345.678');
    expect(reportCellText(1_234_567_89, 'paise')).toBe('12,34,567.89');
    expect(reportCellText(51_230, 'ratePerKg')).toBe('512.30');
    expect(reportCellText(1_234_567, 'count')).toBe('12,34,567');
  });

  it('shows MIS values in Rs lakhs, percentages and hundredths', () => {
    // Rs 2,35,00,000 = 235 lakhs.
    expect(reportCellText(2_350_000_000, 'lakhs')).toBe('235.00');
    expect(reportCellText(12_345_678, 'lakhs')).toBe('1.23');
    expect(reportCellText(2167, 'basisPoints')).toBe('21.67');
    expect(reportCellText(600, 'hundredths')).toBe('6.00');
  });

  it('writes dates DD/MM/YYYY and leaves nothing empty rather than 0', () => {
    expect(reportCellText('2025-03-31', 'date')).toBe('31/03/2025');
    expect(reportCellText('Ravi', 'text')).toBe('Ravi');
    expect(reportCellText(null, 'paise')).toBe('');
    expect(reportCellText(undefined, 'grams')).toBe('');
    expect(reportCellText(0, 'paise')).toBe('0.00');
  });

  it('right-aligns figures only', () => {
    expect(['text', 'date', 'count', 'grams', 'paise'].map((t) => isFigureColumn(t as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it("gives a chart the figure in its header's unit", () => {
    expect(displayNumber(84_250, 'grams')).toBe(84.25);
    expect(displayNumber(51_230, 'ratePerKg')).toBe(512.3);
    expect(displayNumber(2_350_000_000, 'lakhs')).toBe(235);
    expect(displayNumber(7, 'count')).toBe(7);
    expect(displayNumber(null, 'count')).toBeNull();
  });
});

describe('summary lines', () => {
  it('carry their unit, unless the label names it already', () => {
    expect(formatSummaryValue(51_230, 'ratePerKg', 'Average rate')).toBe('Rs 512.30 / kg');
    expect(formatSummaryValue(51_230, 'ratePerKg', 'Average rate (Rs/kg)')).toBe('512.30');
    expect(formatSummaryValue(84_250, 'grams', 'Weight')).toBe('84.250 kg');
    expect(formatSummaryValue(2_350_000_000, 'lakhs', 'Value')).toBe('Rs 235.00 lakhs');
    expect(formatSummaryValue(42, 'count', 'Lots inwarded')).toBe('42');
    expect(formatSummaryValue(null, 'ratePerKg', 'Average rate')).toBe('-');
  });
});

describe('cells in files', () => {
  it('writes plain decimals for files and en-IN grouping for paper', () => {
    expect(plainCell(1_234_567_890, 'grams')).toBe('1234567.890');
    expect(plainCell(123_456_789, 'paise')).toBe('1234567.89');
    expect(plainCell(2167, 'basisPoints')).toBe('21.67');
    expect(plainCell(123_456_789, 'lakhs')).toBe('12.35');
    expect(plainCell(42, 'count')).toBe('42');
    expect(plainCell(null, 'grams')).toBe('');
    expect(reportCellText(123_456_789, 'paise')).toBe('12,34,567.89');
    expect(reportCellText(1_234_567_890, 'grams')).toBe('12,34,567.890');
    expect(reportCellText('2025-04-01', 'date')).toBe('01/04/2025');
  });

  it('writes dates DD/MM/YYYY in files as on screen, and a ledger balance with its side (issue 27)', () => {
    expect(plainCell('2025-04-01', 'date')).toBe('01/04/2025');
    expect(plainCell('Lot 1', 'text')).toBe('Lot 1');
    expect(plainCell(-123_456_789, 'balance')).toBe('1234567.89 Cr');
    expect(plainCell(5, 'balance')).toBe('0.05 Dr');
    expect(plainCell(0, 'balance')).toBe('0.00');
    expect(reportCellText(-123_456_789, 'balance')).toBe('12,34,567.89 Cr');
    expect(reportCellText(123_450, 'balance')).toBe('1,234.50 Dr');
    expect(reportCellText(0, 'balance')).toBe('0.00');
    // The workbook keeps the signed figure; its number format writes the side.
    expect(cellNumber('balance', -123_450)).toBe(-1234.5);
    expect(formatSummaryValue(-123_450, 'balance', 'Closing')).toBe('Rs 1,234.50 Cr');
  });
});

describe('report cells on screen and paper', () => {
  it('show the same text on the screen and on paper', () => {
    expect(reportCellText(123_456_789, 'paise')).toBe('12,34,567.89');
    expect(reportCellText(1_234_567_890, 'grams')).toBe('12,34,567.890');
    expect(reportCellText('2025-04-01', 'date')).toBe('01/04/2025');
    expect(reportCellText(null, 'paise')).toBe('');
  });
});
