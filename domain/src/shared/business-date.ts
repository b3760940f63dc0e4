// Built once: an Intl formatter is costly to make, and every bid asks for the business date.
const KOLKATA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const KOLKATA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Business dates are Asia/Kolkata dates (design.md), whatever the server's time zone. */
export function businessDate(at: Date): string {
  return KOLKATA_DATE.format(at);
}

/** The instant of an IST wall-clock time on a business date: ('2026-11-22', '10:30') → 2026-11-22T05:00:00Z. */
export function istInstant(date: string, hhmm: string): Date {
  return new Date(`${date}T${hhmm}:00+05:30`);
}

/** HH:MM of an instant in Asia/Kolkata (slot times on screens, prints and messages). */
export function istTime(at: Date | string): string {
  return KOLKATA_TIME.format(typeof at === 'string' ? new Date(at) : at);
}

/** '2026-11-22' → '22/11/2026' (the spec's DD/MM/YYYY). */
export const displayDate = (date: string): string => date.split('-').reverse().join('/');
