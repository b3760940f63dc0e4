/**
 * The department writes dates DD/MM/YYYY (spec section 9) whatever the browser's locale, so the date inputs format
 * and parse the text themselves instead of trusting `<input type="date">`, which follows the locale.
 */
import { displayDate } from '@cocoon/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day (local midnight, as the date picker hands it) as YYYY-MM-DD. */
const localIsoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A calendar day (local midnight, as the date picker hands it) as DD/MM/YYYY, the one date format (formats.ts). */
export const formatDayText = (date: Date): string => displayDate(localIsoDay(date));

/**
 * DD/MM/YYYY typed by a person (also D/M/YYYY, and with - or . between) as a local date; false when it is no day
 * of the calendar (31/02/2025), null when nothing is typed.
 */
export function parseDayText(text: string): Date | false | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : false;
}

/** The picker's ISO answer (`2024-11-05T00:00:00+05:30` or `2024-11-05`) as the YYYY-MM-DD the API takes. */
export const isoDay = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');

/**
 * What is wrong with a date typed into a field, in words for under it: no day of the calendar, or outside the
 * days the field takes; undefined when it is a good day or nothing is typed.
 */
export function dayTextProblem(text: string, minDate: Date, maxDate: Date): string | undefined {
  const day = parseDayText(text);
  if (day === null) return undefined;
  if (day === false) return `${text.trim()} is not a date: enter it as DD/MM/YYYY`;
  if (localIsoDay(day) < localIsoDay(minDate) || localIsoDay(day) > localIsoDay(maxDate))
    return `Enter a date from ${formatDayText(minDate)} to ${formatDayText(maxDate)}`;
  return undefined;
}
