import { type SettingValue, valueInForce, WEEKDAY_NAMES } from './market-settings.js';

/**
 * A market's working days (issue 25): the office's, not the bank's. A day is not worked when it is a Sunday, the
 * market's weekly holiday in force that day (setting `weeklyholiday`, effective-dated like every setting), or a
 * date in the market's holiday master (holidays.ts). Dates are ISO calendar dates ('2026-11-27').
 */
export interface WorkingCalendar {
  /** The weekly holiday from each date on, oldest first: a weekday 1 (Monday)..6 (Saturday), or null (none). */
  weeklyHolidays: readonly { from: string; weekday: number | null }[];
  /** The dates of the market's holiday master. */
  holidays: ReadonlySet<string>;
}

const SUNDAY = 0;

/** 0 (Sunday)..6 (Saturday) of an ISO date, whatever the machine's time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The ISO date `days` after (or before, when negative) a date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The weekly holiday in force on a date (null: Sunday is the only weekly day off). */
export function weeklyHolidayOn(date: string, calendar: WorkingCalendar): number | null {
  let weekday: number | null = null;
  for (const change of calendar.weeklyHolidays) {
    if (change.from > date) break;
    weekday = change.weekday;
  }
  return weekday;
}

export function isWorkingDay(date: string, calendar: WorkingCalendar): boolean {
  const weekday = weekdayOf(date);
  return weekday !== SUNDAY && weekday !== weeklyHolidayOn(date, calendar) && !calendar.holidays.has(date);
}

/**
 * The first working day strictly after a date: a farmer whose lot is sold today is paid then. Every week has at
 * least five working days before the holidays, so the walk ends within the holidays' count plus a few weeks.
 */
export function nextWorkingDay(date: string, calendar: WorkingCalendar): string {
  const limit = calendar.holidays.size * 2 + 14;
  let day = addDays(date, 1);
  for (let step = 0; step < limit; step += 1) {
    if (isWorkingDay(day, calendar)) return day;
    day = addDays(day, 1);
  }
  throw new Error(`No working day within ${limit} days after ${date}`);
}

/**
 * The working days after `from` up to and including `to` (0 when `to` is not after `from`): a lot sold on a
 * Saturday and paid on Monday took 1 working day; paid the same day, 0.
 */
export function workingDaysBetween(from: string, to: string, calendar: WorkingCalendar): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(day, calendar)) count += 1;
  }
  return count;
}

/**
 * The weekly holiday changes of a market from the setting values (market settings' `valueInForce`: a market's own
 * value before the all-markets one): one entry per date a value for the market took effect.
 */
export function weeklyHolidaysOf(
  values: readonly SettingValue[],
  marketId: string,
): WorkingCalendar['weeklyHolidays'] {
  const dates = [
    ...new Set(
      values
        .filter((v) => v.key === 'weeklyholiday' && (v.marketId === null || v.marketId === marketId))
        .map((v) => v.effectiveFrom),
    ),
  ].sort();
  return dates.map((from) => {
    const value = valueInForce(values, 'weeklyholiday', marketId, from)?.value ?? 0;
    return { from, weekday: value === 0 ? null : value };
  });
}

/** How a screen names the weekly holiday in force: 'Sunday only' or 'Sunday and Tuesday'. */
export function weeklyHolidayText(weekday: number | null): string {
  return weekday === null ? 'Sunday only' : `Sunday and ${WEEKDAY_NAMES[weekday]}`;
}

/** 'Monday' of an ISO date. */
export function weekdayName(date: string): string {
  return WEEKDAY_NAMES[weekdayOf(date)] ?? '';
}
