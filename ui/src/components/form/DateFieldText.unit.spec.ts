import { describe, expect, it } from 'vitest';
import { dayTextProblem, formatDayText, isoDay, parseDayText } from './DateFieldText';

describe('DD/MM/YYYY date text', () => {
  it('writes a day as DD/MM/YYYY whatever the locale', () => {
    expect(formatDayText(new Date(2024, 10, 5))).toBe('05/11/2024');
    expect(formatDayText(new Date(2025, 2, 31))).toBe('31/03/2025');
  });

  it('reads the day first, with / - or . between and with or without leading zeros', () => {
    for (const text of ['05/11/2024', '5/11/2024', '05-11-2024', '5.11.2024', ' 05/11/2024 ']) {
      const date = parseDayText(text);
      expect(date && formatDayText(date), text).toBe('05/11/2024');
    }
  });

  it('refuses what is no day of the calendar, and reads nothing typed as no date', () => {
    expect(parseDayText('31/02/2025')).toBe(false);
    expect(parseDayText('29/02/2025')).toBe(false);
    expect(parseDayText('29/02/2024')).not.toBe(false);
    expect(parseDayText('13/13/2024')).toBe(false);
    expect(parseDayText('2024-11-05')).toBe(false);
    expect(parseDayText('')).toBeNull();
  });

  it("keeps the picker's calendar day, not its time zone", () => {
    expect(isoDay('2024-11-05T00:00:00+05:30')).toBe('2024-11-05');
    expect(isoDay('2024-11-05')).toBe('2024-11-05');
    expect(isoDay(null)).toBe('');
  });
});

describe('a date typed into a field', () => {
  const min = new Date(2000, 0, 1);
  const max = new Date(2027, 11, 31);

  it('names an impossible day and the text typed, and says how to write a date', () => {
    expect(dayTextProblem('31/02/2026', min, max)).toBe('31/02/2026 is not a date: enter it as DD/MM/YYYY');
    expect(dayTextProblem(' 11/26/2026 ', min, max)).toBe('11/26/2026 is not a date: enter it as DD/MM/YYYY');
    expect(dayTextProblem('2026-11-26', min, max)).toBe('2026-11-26 is not a date: enter it as DD/MM/YYYY');
  });

  it('names the days the field takes for a day outside them, the first and last included', () => {
    expect(dayTextProblem('31/12/1999', min, max)).toBe('Enter a date from 01/01/2000 to 31/12/2027');
    expect(dayTextProblem('1/1/2028', min, max)).toBe('Enter a date from 01/01/2000 to 31/12/2027');
    expect(dayTextProblem('1/1/2000', min, max)).toBeUndefined();
    expect(dayTextProblem('31/12/2027', min, max)).toBeUndefined();
  });

  it('finds nothing wrong with a good day or with nothing typed', () => {
    expect(dayTextProblem('5/1/2026', min, max)).toBeUndefined();
    expect(dayTextProblem('', min, max)).toBeUndefined();
  });
});
