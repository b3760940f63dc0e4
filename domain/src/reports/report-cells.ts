import {
  balanceFigure,
  countFigure,
  displayDate,
  formatHundredths,
  formatKg,
  formatPercentBp,
  lakhsFigure,
  PAISE_PER_LAKH,
  rupeesFigure,
} from '../shared/formats.js';
import type { ColumnType, ReportCell } from './report-columns.js';

/**
 * How a report cell reads, in one place for the screen, the chart, the CSV, the workbook and the PDF
 * (money-and-reports.md, "Reports"): the answer keeps paise and grams; the header carries the unit, so the cell
 * carries none. Dates, money, counts, kg and percents read through the formats module (shared/formats.ts), as
 * everywhere else.
 */

/** Figures are right-aligned so their digits line up (spec section 9); text and dates read from the left. */
export const isFigureColumn = (type: ColumnType): boolean => type !== 'text' && type !== 'date';

/** A cell's number in the unit its header names (a chart's axis, a workbook's cell): kg, rupees, lakhs, percent. */
export function cellNumber(type: ColumnType, value: number): number {
  switch (type) {
    case 'grams':
      return value / 1000;
    case 'paise':
    case 'balance':
    case 'ratePerKg':
    case 'basisPoints':
    case 'hundredths':
      return value / 100;
    case 'lakhs':
      return value / PAISE_PER_LAKH;
    default:
      return value;
  }
}

/** `cellNumber` of a cell that may hold nothing: no figure stays null (a chart's gap), never 0. */
export const displayNumber = (value: ReportCell | undefined, type: ColumnType): number | null =>
  typeof value === 'number' ? cellNumber(type, value) : null;

/**
 * A cell as a person reads it, on screen and on paper: kg to 3 decimals and rupees to 2 with en-IN grouping
 * (12,34,567.89), dates DD/MM/YYYY. Nothing (a lot not sold) reads as an empty cell, not as 0.
 */
export function reportCellText(value: ReportCell | undefined, type: ColumnType): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return type === 'date' ? displayDate(value) : value;
  switch (type) {
    case 'text':
    case 'date':
      return String(value);
    case 'count':
      return countFigure(value);
    case 'grams':
      return formatKg(value);
    case 'paise':
    case 'ratePerKg':
      return rupeesFigure(value);
    case 'lakhs':
      return lakhsFigure(value);
    case 'basisPoints':
      return formatPercentBp(value);
    case 'hundredths':
      return formatHundredths(value);
    case 'balance':
      return balanceFigure(value);
    default: {
      const never: never = type;
      return String(never);
    }
  }
}

/**
 * A cell as a plain decimal for files a script or a spreadsheet reads (CSV): kg to 3 places, rupees, lakhs,
 * percent and hundredths to 2, counts as integers, dates DD/MM/YYYY, a balance with its side. No grouping:
 * "84,250.000" would be ambiguous to a parser.
 */
export function plainCell(value: ReportCell | undefined, type: ColumnType): string {
  if (value === null || value === undefined) return '';
  // Dates read DD/MM/YYYY in every file as on screen (spec section 9), never the answer's ISO form.
  if (typeof value === 'string') return type === 'date' ? displayDate(value) : value;
  switch (type) {
    case 'grams':
      return cellNumber(type, value).toFixed(3);
    case 'balance':
      // The side as the passbook writes it, the figure plain: '1234.50 Dr', '0.00'.
      return value === 0 ? '0.00' : `${(Math.abs(value) / 100).toFixed(2)} ${value > 0 ? 'Dr' : 'Cr'}`;
    case 'count':
    case 'text':
    case 'date':
      return String(value);
    default:
      return cellNumber(type, value).toFixed(2);
  }
}

/**
 * A summary line's value, with its unit unless the label already names it ('Min rate (Rs/kg)'): a summary has no
 * column header to carry the unit.
 */
export function formatSummaryValue(value: ReportCell | undefined, type: ColumnType, label = ''): string {
  const text = reportCellText(value, type);
  if (text === '') return '-';
  if (/\(.+\)/.test(label)) return text;
  switch (type) {
    case 'grams':
      return `${text} kg`;
    case 'paise':
    case 'balance':
      return `Rs ${text}`;
    case 'ratePerKg':
      return `Rs ${text} / kg`;
    case 'lakhs':
      return `Rs ${text} lakhs`;
    case 'basisPoints':
      return `${text} %`;
    default:
      return text;
  }
}
