import { financialYearOf } from '../billing/bill-numbers.js';

/**
 * Financial-year periods of MIS reports (money-and-reports.md, "MIS conventions"). The year runs 1 April to 31
 * March; a peer computed its start as 1 April of the previous calendar year for every month, wrong for April to
 * December — `financialYearStart` takes the year the date falls in.
 */
export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a month `YYYY-MM`. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${pad(last)}`;
}

/** `2024-11-05` → `2024-04-01`; `2025-02-10` → `2024-04-01`; `2025-04-01` → `2025-04-01`. */
export function financialYearStart(date: string): string {
  return `${financialYearOf(date).slice(0, 4)}-04-01`;
}

/** `202425` → 1 April 2024 to 31 March 2025. */
export function accountingYearPeriod(accountingYear: string): Period {
  const start = Number(accountingYear.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The twelve months `YYYY-MM` of an accounting year, April first. */
export function accountingYearMonths(accountingYear: string): string[] {
  const start = Number(accountingYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const m = ((i + 3) % 12) + 1;
    return `${i < 9 ? start : start + 1}-${pad(m)}`;
  });
}

/** The month a year earlier: `2025-01` → `2024-01`. */
export const sameMonthLastYear = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;

/**
 * The three MIS columns of a month: during the month, up to last month (the financial year before it; null in
 * April) and up to the month (financial year to date, the sum of the other two).
 */
export function misPeriods(month: string): {
  during: Period;
  upToLastMonth: Period | null;
  upToMonth: Period;
} {
  const from = `${month}-01`;
  const to = monthEnd(month);
  const fyStart = financialYearStart(from);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const previous = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
  return {
    during: { from, to },
    upToLastMonth: fyStart === from ? null : { from: fyStart, to: monthEnd(previous) },
    upToMonth: { from: fyStart, to },
  };
}

/** Every date from `from` to `to` inclusive (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The current financial year of a date, `202425`. */
export const currentAccountingYear = (today: string) => financialYearOf(today);
