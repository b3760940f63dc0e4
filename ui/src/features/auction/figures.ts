import { formatHundredths, formatKg, formatPercentBp, formatRupees } from '@cocoon/domain';

/**
 * The auction's integers as the screens show them (en-IN grouping, design.md): money 'Rs 1,234.50', weights
 * '84.250 kg', percentages '21.67 %'. Table cells leave the unit to their column header.
 */
export const rupees = formatRupees;
export const rupeesPerKg = (paise: number) => `${formatRupees(paise)}/kg`;
export const kg = (grams: number) => `${formatKg(grams)} kg`;
export const percent = (bp: number) => `${formatPercentBp(bp)} %`;

/** Cell text: the number alone (the header names the unit); blank while not known. */
export const cell = {
  rupees: (paise: number | null) => (paise === null ? '' : formatHundredths(paise)),
  kg: (grams: number | null) => (grams === null ? '' : formatKg(grams)),
  percent: (bp: number) => formatPercentBp(bp),
  hundredths: (value: number) => formatHundredths(value),
};

const grouping = new Intl.NumberFormat('en-IN');
export const count = (value: number) => grouping.format(value);
