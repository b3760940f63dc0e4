import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { fieldRefusal, specFor } from '../shared/given-when-then.js';
import {
  type HolidayEvent,
  holidays,
  lastHolidayDate,
  prefillHolidaysSchema,
  removeHolidaySchema,
  saveHolidaySchema,
} from './holidays.js';

const given = specFor(holidays);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const MARKET = '11111111-1111-4111-8111-111111111111';
const TODAY = '2026-11-27';
const deepavali: HolidayEvent = {
  type: 'HolidayAdded',
  data: { marketId: MARKET, date: '2026-11-08', name: 'Deepavali', nameTamil: 'தீபாவளி', source: 'manual' },
};
const add = (date: string, name = 'Holiday') => ({
  type: 'AddHoliday' as const,
  data: { marketId: MARKET, date, name, nameTamil: null, source: 'manual' as const, today: TODAY },
});

describe('holiday master', () => {
  it('adds a holiday, past dates included (the days-to-pay measure counts them)', () => {
    const { today: _today, ...data } = add('2026-11-08', 'Deepavali').data;
    given()
      .when({ type: 'AddHoliday', data: { ...deepavali.data, today: TODAY } })
      .thenEmits([deepavali], eq);
    given()
      .when(add('2026-11-08', 'Deepavali'))
      .thenEmits([{ type: 'HolidayAdded', data }], eq);
  });

  it('refuses a date already in the master, naming the holiday', () => {
    given([deepavali])
      .when(add('2026-11-08', 'Other'))
      .thenThrows((fn) => {
        expect(fn).toThrow(ConflictError);
        expect(fn).toThrow('08/11/2026 is already a holiday (Deepavali)');
      });
  });

  it('refuses a date more than two years ahead', () => {
    expect(lastHolidayDate(TODAY)).toBe('2028-11-27');
    expect(lastHolidayDate('2028-02-29')).toBe('2030-02-28');
    given()
      .when(add('2028-11-27'))
      .thenEmits([{ type: 'HolidayAdded', data: expect.anything() }], (a, b) => expect(a).toMatchObject(b));
    const refused = () => holidays.decide(add('2028-11-28'), holidays.initialState);
    expect(fieldRefusal(refused, 'date')).toBe('A holiday can be entered up to 27/11/2028, two years ahead');
  });

  it('removes a holiday with its reason; the date may then be added again', () => {
    const removed: HolidayEvent = {
      type: 'HolidayRemoved',
      data: { marketId: MARKET, date: '2026-11-08', reason: 'Government Order moved it' },
    };
    given([deepavali]).when({ type: 'RemoveHoliday', data: removed.data }).thenEmits([removed], eq);
    given([deepavali, removed])
      .when(add('2026-11-08', 'Deepavali'))
      .thenEmits([{ type: 'HolidayAdded', data: expect.objectContaining({ date: '2026-11-08' }) }], (a, b) =>
        expect(a).toEqual(b),
      );
    given()
      .when({ type: 'RemoveHoliday', data: removed.data })
      .thenThrows((fn) => expect(fn).toThrow(NotFoundError));
  });

  it("adds the year's fixed holidays that are not in the master yet, and refuses when all are", () => {
    const fixed = [
      { date: '2027-01-26', name: 'Republic Day', nameTamil: 'குடியரசு தினம்' },
      { date: '2027-05-01', name: 'Labour Day', nameTamil: null },
    ];
    const command = {
      type: 'AddFixedHolidays' as const,
      data: { marketId: MARKET, year: 2027, holidays: fixed, today: TODAY },
    };
    const republic: HolidayEvent = {
      type: 'HolidayAdded',
      data: {
        marketId: MARKET,
        date: '2027-01-26',
        name: 'Republic Day (GO)',
        nameTamil: null,
        source: 'manual',
      },
    };
    given([republic])
      .when(command)
      .thenEmits([{ type: 'HolidayAdded', data: { marketId: MARKET, source: 'prefill', ...fixed[1]! } }], eq);
    const all = fixed.map(
      (h): HolidayEvent => ({ type: 'HolidayAdded', data: { ...h, marketId: MARKET, source: 'prefill' } }),
    );
    given(all)
      .when(command)
      .thenThrows((fn) => expect(fn).toThrow('The fixed holidays of 2027 are already in the holiday master'));
    const tooFar = () =>
      holidays.decide({ ...command, data: { ...command.data, year: 2029 } }, holidays.initialState);
    expect(fieldRefusal(tooFar, 'year')).toBe('Holidays can be entered up to 27/11/2028, two years ahead');
    expect(tooFar).toThrow(ValidationError);
  });

  it('validates the forms with field messages', () => {
    const saved = saveHolidaySchema.safeParse({ date: '2026-02-30', name: '  ' });
    expect(saved.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date', 'Select a date'],
      ['name', 'Please enter the holiday'],
    ]);
    expect(saveHolidaySchema.parse({ date: '2026-11-08', name: ' Deepavali ', nameTamil: ' ' })).toEqual({
      date: '2026-11-08',
      name: 'Deepavali',
      nameTamil: '',
    });
    expect(removeHolidaySchema.safeParse({ date: '2026-11-08', reason: '' }).error?.issues[0]?.message).toBe(
      'Please enter why the holiday is removed',
    );
    expect(prefillHolidaysSchema.safeParse({ year: 1999 }).success).toBe(false);
  });
});
