import type { ColumnType, ReportCell } from '@cocoon/domain';

/**
 * A cell as a plain decimal for files a script or a spreadsheet reads (CSV): kg to 3 places, rupees to 2,
 * percent and hundredths to 2, lakhs to 2 (Rs lakhs), counts as integers. No grouping: "84250.000" would be
 * ambiguous to a parser; the screen and the PDF group with en-IN.
 */
export function plainCell(type: ColumnType, cell: ReportCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell;
  switch (type) {
    case 'grams':
      return (cell / 1000).toFixed(3);
    case 'paise':
    case 'ratePerKg':
      return (cell / 100).toFixed(2);
    case 'lakhs':
      return (cell / 10_000_000).toFixed(2);
    case 'basisPoints':
    case 'hundredths':
      return (cell / 100).toFixed(2);
    case 'count':
    case 'text':
    case 'date':
      return String(cell);
  }
  return String(cell);
}

/** The number a workbook cell holds, in the unit its header names (kg, Rs, Rs lakhs, %). */
export function workbookNumber(type: ColumnType, cell: number): number {
  switch (type) {
    case 'grams':
      return cell / 1000;
    case 'paise':
    case 'ratePerKg':
      return cell / 100;
    case 'lakhs':
      return cell / 10_000_000;
    case 'basisPoints':
    case 'hundredths':
      return cell / 100;
    default:
      return cell;
  }
}

const enIn2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const enIn3 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const enIn0 = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A cell as a person reads it on paper: en-IN grouping (12,34,567.00), dates DD/MM/YYYY. */
export function displayCell(type: ColumnType, cell: ReportCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') {
    if (type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(cell)) return cell.split('-').reverse().join('/');
    return cell;
  }
  switch (type) {
    case 'grams':
      return enIn3.format(cell / 1000);
    case 'count':
      return enIn0.format(cell);
    case 'text':
    case 'date':
      return String(cell);
    default:
      return enIn2.format(workbookNumber(type, cell));
  }
}

/** Is the column's figure a number (right-aligned, a numeric workbook cell)? */
export const isNumericType = (type: ColumnType) => type !== 'text' && type !== 'date';
