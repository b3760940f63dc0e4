/** The department's history in the system starts in 2015; a person may ask about any year from then to now. */
const FIRST_YEAR = 2015;

/** Calendar years from the current one back to 2015, newest first (a month report's year). */
export function reportYears(today: string): number[] {
  const last = Number(today.slice(0, 4));
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
}

/** `202425` → '2024-25': the department writes the accounting year April to March. */
export const accountingYearLabel = (year: string) => `${year.slice(0, 4)}-${year.slice(4)}`;

/** The financial years up to the current one, newest first (`202526`, `202425`, …): April starts a new one. */
export function accountingYears(today: string): string[] {
  const april = today.slice(5) >= '04-01';
  const current = Number(today.slice(0, 4)) - (april ? 0 : 1);
  return reportYears(`${current}`).map((y) => `${y}${String((y + 1) % 100).padStart(2, '0')}`);
}
