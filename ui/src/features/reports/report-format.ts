import { type ColumnType, type ReportCell, reportCellText } from '@cocoon/domain';

/** Paise in one Rs lakh (1,00,000 rupees × 100): MIS value columns read in lakhs (money-and-reports.md). */
const PAISE_PER_LAKH = 10_000_000;

/** A cell's number in the unit its header names (a chart's axis): kg, rupees, lakhs, percent. */
export function displayNumber(value: ReportCell | undefined, type: ColumnType): number | null {
  if (typeof value !== 'number') return null;
  switch (type) {
    case 'grams':
      return value / 1000;
    case 'paise':
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
