import {
  type ColumnType,
  displayDate,
  formatHundredths,
  formatKg,
  formatPercentBp,
  type ReportCell,
} from '@cocoon/domain';

const grouping = new Intl.NumberFormat('en-IN');
const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Paise in one Rs lakh (1,00,000 rupees × 100): MIS value columns read in lakhs (money-and-reports.md). */
const PAISE_PER_LAKH = 10_000_000;

/**
 * The text of a report cell by its column type (money-and-reports.md, "Reports"): the answer keeps paise and grams,
 * the screen shows kg to 3 decimals and rupees to 2 with en-IN grouping; the header carries the unit, so the cell
 * carries none. Nothing (a lot not sold) reads as an empty cell, not as 0.
 */
export function formatReportCell(value: ReportCell | undefined, type: ColumnType): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return type === 'date' ? displayDate(value) : value;
  switch (type) {
    case 'text':
    case 'date':
      return String(value);
    case 'count':
      return grouping.format(value);
    case 'grams':
      return formatKg(value);
    case 'paise':
    case 'ratePerKg':
      return twoDecimals.format(value / 100);
    case 'lakhs':
      return twoDecimals.format(value / PAISE_PER_LAKH);
    case 'basisPoints':
      return formatPercentBp(value);
    case 'hundredths':
      return formatHundredths(value);
    default: {
      const never: never = type;
      return String(never);
    }
  }
}

/** Figures are right-aligned so their digits line up (spec section 9); text and dates read from the left. */
export const isNumericColumn = (type: ColumnType) => type !== 'text' && type !== 'date';

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
  const text = formatReportCell(value, type);
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
