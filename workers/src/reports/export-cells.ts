import type { ColumnType, ReportCell } from '@cocoon/domain';

/**
 * A cell as a plain decimal for files a script or a spreadsheet reads (CSV): kg to 3 places, rupees to 2,
 * percent and hundredths to 2, lakhs to 2 (Rs lakhs), counts as integers. No grouping: "84250.000" would be
 * ambiguous to a parser; the screen and the PDF group with en-IN (reportCellText in @cocoon/domain).
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
