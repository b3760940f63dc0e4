import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type WorkingCalendar, weekdayOf, workingDaysBetween } from '../masters/working-days.js';
import {
  isBeyondPromise,
  lotWaitDays,
  medianHundredths,
  paymentWaitReason,
  percentile,
  waitFigures,
  workingDayCounter,
} from './days-to-pay.js';

const calendar = (holidays: string[] = [], weekday: number | null = null): WorkingCalendar => ({
  weeklyHolidays: weekday === null ? [] : [{ from: '2020-01-01', weekday }],
  holidays: new Set(holidays),
});

const DAY0 = '2020-01-01';
const date = fc.integer({ min: 0, max: 11 * 366 }).map((n) => addDays(DAY0, n));
const days = fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 200 });

describe('median and p90 of working days', () => {
  it('the median of an odd count is the middle value; of an even count the mean of the middle two', () => {
    expect(medianHundredths([])).toBeNull();
    expect(medianHundredths([3])).toBe(300);
    expect(medianHundredths([5, 1, 3])).toBe(300);
    expect(medianHundredths([1, 2])).toBe(150);
    expect(medianHundredths([4, 1, 2, 9])).toBe(300);
  });

  it('p90 is the nearest rank: of ten lots the ninth slowest, always one of the values', () => {
    expect(percentile([], 90)).toBeNull();
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([1, 1, 1, 1, 1, 1, 1, 1, 1, 30], 90)).toBe(1);
    expect(percentile([1, 1, 1, 1, 1, 1, 1, 1, 30], 90)).toBe(30);
  });

  it('for any lots: min ≤ median ≤ p90 ≤ max, at least half at or below the median, 90 % at or below p90', () => {
    fc.assert(
      fc.property(days, (values) => {
        const median = medianHundredths(values)!;
        const p90 = percentile(values, 90)!;
        expect(values).toContain(p90);
        expect(median).toBeGreaterThanOrEqual(Math.min(...values) * 100);
        expect(p90 * 100).toBeGreaterThanOrEqual(median);
        expect(p90).toBeLessThanOrEqual(Math.max(...values));
        expect(values.filter((v) => v * 100 <= median).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(values.filter((v) => v <= p90).length * 10).toBeGreaterThanOrEqual(values.length * 9);
        // The order the lots come in does not matter.
        expect(medianHundredths([...values].reverse())).toBe(median);
      }),
    );
  });
});

describe('working days from weighing to credit', () => {
  it('weighed on a Friday before a Saturday holiday and credited on Monday: 1 working day', () => {
    const friday = '2026-11-20';
    expect(weekdayOf(friday)).toBe(5);
    const cal = calendar(['2026-11-21']);
    expect(
      lotWaitDays({ weighedOn: friday, paidOn: '2026-11-23' }, '2026-11-30', workingDayCounter(cal)),
    ).toBe(1);
    // Without the holiday the Saturday is worked: 2.
    expect(
      lotWaitDays({ weighedOn: friday, paidOn: '2026-11-23' }, '2026-11-30', workingDayCounter(calendar())),
    ).toBe(2);
  });

  it('a weekly holiday is skipped: weighed Monday, Tuesday off, credited Wednesday is 1', () => {
    const monday = '2026-11-23';
    expect(weekdayOf(monday)).toBe(1);
    const counter = workingDayCounter(calendar([], 2));
    expect(lotWaitDays({ weighedOn: monday, paidOn: '2026-11-25' }, '2026-11-30', counter)).toBe(1);
  });

  it('unpaid, the wait runs to today; paid the same day it is 0', () => {
    const counter = workingDayCounter(calendar());
    expect(lotWaitDays({ weighedOn: '2026-11-20', paidOn: null }, '2026-11-24', counter)).toBe(3);
    expect(lotWaitDays({ weighedOn: '2026-11-20', paidOn: '2026-11-20' }, '2026-11-24', counter)).toBe(0);
  });

  it('for any calendar: Sundays never count, a holiday never counts, and the count equals workingDaysBetween', () => {
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        (weighedOn, span, holidayOffsets, weekday) => {
          const paidOn = addDays(weighedOn, span);
          const holidays = holidayOffsets.map((o) => addDays(weighedOn, o));
          const cal = calendar(holidays, weekday);
          const counted = lotWaitDays({ weighedOn, paidOn }, paidOn, workingDayCounter(cal));
          expect(counted).toBe(workingDaysBetween(weighedOn, paidOn, cal));
          let expected = 0;
          for (let d = addDays(weighedOn, 1); d <= paidOn; d = addDays(d, 1)) {
            const w = weekdayOf(d);
            if (w !== 0 && w !== weekday && !holidays.includes(d)) expected += 1;
          }
          expect(counted).toBe(expected);
          // A holiday added on the day before the credit can only shorten the wait, by at most one.
          const dayBefore = addDays(paidOn, -1);
          if (dayBefore > weighedOn) {
            const fewer = workingDaysBetween(weighedOn, paidOn, calendar([...holidays, dayBefore], weekday));
            expect(counted - fewer).toBeGreaterThanOrEqual(0);
            expect(counted - fewer).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('figures and flags', () => {
  it('median and p90 are of the lots paid; the unpaid are counted, with the oldest and those beyond the promise', () => {
    const figures = waitFigures([
      { days: 1, paid: true, promiseDays: 1 },
      { days: 2, paid: true, promiseDays: 1 },
      { days: 1, paid: false, promiseDays: 1 },
      { days: 4, paid: false, promiseDays: 1 },
      { days: 4, paid: false, promiseDays: 5 },
    ]);
    expect(figures).toEqual({
      lots: 5,
      paidLots: 2,
      medianHundredths: 150,
      p90Days: 2,
      unpaidLots: 3,
      oldestUnpaidDays: 4,
      beyondPromise: 1,
    });
    expect(isBeyondPromise({ days: 2, paid: true, promiseDays: 1 })).toBe(false);
  });

  it('the reason is the most specific the events tell', () => {
    const base = { rowStatus: null, bankDetailsVerified: true, reelerUnpaid: false } as const;
    expect(paymentWaitReason({ ...base, rowStatus: 'failed', bankDetailsVerified: false })).toBe('returned');
    expect(paymentWaitReason({ ...base, rowStatus: 'added' })).toBe('run-not-approved');
    expect(paymentWaitReason({ ...base, rowStatus: 'processing' })).toBe('awaiting-credit');
    expect(paymentWaitReason({ ...base, bankDetailsVerified: false, reelerUnpaid: true })).toBe(
      'no-bank-details',
    );
    expect(paymentWaitReason({ ...base, rowStatus: 'removed', reelerUnpaid: true })).toBe('reeler-not-paid');
    expect(paymentWaitReason(base)).toBe('not-in-run');
  });
});
