/**
 * Amounts are typed in rupees and sent in paise. Reading one is string arithmetic on its digits ('1,250.5' →
 * 125050), never floating point; an empty box is zero, anything else unreadable is undefined.
 */
const RUPEES = /^(\d{1,11})(?:\.(\d{0,2}))?$/;

export function rupeesToPaise(text: string): number | undefined {
  const typed = text.trim().replace(/,/g, '');
  if (typed === '') return 0;
  const match = RUPEES.exec(typed);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const grouping = new Intl.NumberFormat('en-IN');

/** 125050 → '1,250.50' (en-IN grouping), integer arithmetic only. */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${grouping.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
