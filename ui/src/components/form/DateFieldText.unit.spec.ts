import { describe, expect, it } from 'vitest';
import { formatDayText, isoDay, parseDayText } from './DateFieldText';

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
