import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isWorkingDay,
  nextWorkingDay,
  type WorkingCalendar,
  weekdayOf,
  weeklyHolidaysOf,
  workingDaysBetween,
} from './working-days.js';

const calendar = (
  holidays: string[] = [],
  weekly: WorkingCalendar['weeklyHolidays'] = [],
): WorkingCalendar => ({
  weeklyHolidays: weekly,
  holidays: new Set(holidays),
});

// Dates from 2020 to 2030, as the master holds them.
const DAY0 = '2020-01-01';
const date = fc.integer({ min: 0, max: 11 * 366 }).map((n) => addDays(DAY0, n));
const weekday = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null });
const anyCalendar = fc
  .record({
    // Holidays crowd near the dates asked about: runs of consecutive holidays are the hard case.
    holidays: fc.array(date, { maxLength: 40 }),
    start: date,
    run: fc.integer({ min: 0, max: 12 }),
    weekly: fc.array(fc.record({ from: date, weekday }), { maxLength: 3 }),
  })
  .map(({ holidays, start, run, weekly }) =>
    calendar(
      [...holidays, ...Array.from({ length: run }, (_, i) => addDays(start, i))],
      [...weekly].sort((a, b) => a.from.localeCompare(b.from)),
    ),
  );

describe('working days', () => {
  it('knows the weekday of a date whatever the time zone', () => {
    expect(weekdayOf('2026-11-27')).toBe(5); // a Friday
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('skips Sunday, the weekly holiday and the holidays of the master', () => {
    // Friday 27/11/2026: Saturday is worked, Sunday not.
    expect(nextWorkingDay('2026-11-27', calendar())).toBe('2026-11-28');
    expect(nextWorkingDay('2026-11-28', calendar())).toBe('2026-11-30');
    // A market shut on Mondays from 01/11/2026: Saturday's farmers are paid on Tuesday.
    const mondays = calendar([], [{ from: '2026-11-01', weekday: 1 }]);
    expect(nextWorkingDay('2026-11-28', mondays)).toBe('2026-12-01');
    // Before the setting took effect Monday was worked.
    expect(isWorkingDay('2026-10-26', mondays)).toBe(true);
    expect(isWorkingDay('2026-11-02', mondays)).toBe(false);
    // Pongal to Uzhavar Thirunal (15-17/01/2027, Friday to Sunday): Thursday's farmers are paid on Monday.
    const pongal = calendar(['2027-01-15', '2027-01-16']);
    expect(nextWorkingDay('2027-01-14', pongal)).toBe('2027-01-18');
  });

  it('counts the working days after a sale up to its payment', () => {
    const pongal = calendar(['2027-01-15', '2027-01-16']);
    expect(workingDaysBetween('2027-01-14', '2027-01-18', pongal)).toBe(1);
    expect(workingDaysBetween('2027-01-14', '2027-01-14', pongal)).toBe(0);
    expect(workingDaysBetween('2027-01-18', '2027-01-14', pongal)).toBe(0);
    // Monday 04/01/2027 to Monday 11/01/2027: six working days (Tuesday..Saturday and Monday).
    expect(workingDaysBetween('2027-01-04', '2027-01-11', calendar())).toBe(6);
  });

  it('nextWorkingDay is a working day, strictly after the date, with no working day between', () => {
    fc.assert(
      fc.property(date, anyCalendar, (day, cal) => {
        const next = nextWorkingDay(day, cal);
        expect(next > day).toBe(true);
        expect(isWorkingDay(next, cal)).toBe(true);
        for (let d = addDays(day, 1); d < next; d = addDays(d, 1)) expect(isWorkingDay(d, cal)).toBe(false);
        expect(workingDaysBetween(day, next, cal)).toBe(1);
      }),
    );
  });

  it('workingDaysBetween adds up over consecutive periods and never exceeds the calendar days', () => {
    fc.assert(
      fc.property(date, fc.nat(60), fc.nat(60), anyCalendar, (from, a, b, cal) => {
        const mid = addDays(from, a);
        const to = addDays(mid, b);
        const whole = workingDaysBetween(from, to, cal);
        expect(whole).toBe(workingDaysBetween(from, mid, cal) + workingDaysBetween(mid, to, cal));
        expect(whole).toBeLessThanOrEqual(a + b);
        // A full week has at least 5 days not in the master: Sunday and one weekly holiday off, one more where
        // the weekly holiday changes in it.
        const offWeekly = cal.weeklyHolidays.length;
        expect(whole).toBeGreaterThanOrEqual(Math.floor((a + b) / 7) * 5 - cal.holidays.size - offWeekly);
      }),
    );
  });

  it("reads a market's weekly holiday changes from the settings, its own value before the all-markets one", () => {
    const market = '11111111-1111-4111-8111-111111111111';
    const other = '22222222-2222-4222-8222-222222222222';
    const values = [
      { key: 'weeklyholiday', value: 2, effectiveFrom: '2026-01-01', marketId: null },
      { key: 'weeklyholiday', value: 1, effectiveFrom: '2026-06-01', marketId: market },
      { key: 'weeklyholiday', value: 0, effectiveFrom: '2026-09-01', marketId: market },
      { key: 'weeklyholiday', value: 6, effectiveFrom: '2026-03-01', marketId: other },
      { key: 'farmerlevy', value: 150, effectiveFrom: '2026-02-01', marketId: null },
    ];
    expect(weeklyHolidaysOf(values, market)).toEqual([
      { from: '2026-01-01', weekday: 2 },
      { from: '2026-06-01', weekday: 1 },
      { from: '2026-09-01', weekday: null },
    ]);
    expect(weeklyHolidaysOf([], market)).toEqual([]);
  });
});
