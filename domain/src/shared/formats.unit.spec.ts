import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessDate,
  displayDate,
  displayInstant,
  formatRupees,
  istClock,
  istTime,
  MONTH_NAMES,
  monthLabel,
  parseRupees,
  rupeesFigure,
  rupeesText,
  shortMonthLabel,
} from './formats.js';

describe('parseRupees', () => {
  it('given rupees with up to two decimals, when read, then they are exact paise', () => {
    expect(parseRupees('712')).toBe(71200);
    expect(parseRupees('712.5')).toBe(71250);
    expect(parseRupees(' 712.05 ')).toBe(71205);
    expect(parseRupees('0.07')).toBe(7);
    expect(parseRupees('.5')).toBe(50);
    expect(parseRupees('0')).toBe(0);
    // 0.29 × 100 is 28.999… in floating point; string arithmetic is exact.
    expect(parseRupees('700.29')).toBe(70029);
  });

  it('given en-IN grouping or a Rs / ₹ mark, when read, then they are ignored', () => {
    expect(parseRupees('1,250.5')).toBe(125_050);
    expect(parseRupees('1,23,456.78')).toBe(12_345_678);
    expect(parseRupees('Rs 1,043.10')).toBe(104310);
    expect(parseRupees('rs. 5')).toBe(500);
    expect(parseRupees('₹712')).toBe(71200);
  });

  it('given anything that is not an amount, when read, then there is no amount', () => {
    for (const text of ['', '  ', '.', '712.555', '-5', 'abc', '1e3', '12 Rs', '1.2.3', '123456789012']) {
      expect(parseRupees(text), text).toBeUndefined();
    }
  });

  it('given any whole number of paise, when shown and read back, then it is the same integer', () => {
    const paise = fc.integer({ min: 0, max: 99_999_999_999 });
    fc.assert(
      fc.property(paise, (amount) => {
        for (const shown of [rupeesText(amount), rupeesFigure(amount), formatRupees(amount)]) {
          const read = parseRupees(shown);
          expect(read).toBe(amount);
          expect(Number.isInteger(read)).toBe(true);
        }
      }),
    );
  });
});

describe('money', () => {
  it('groups rupees the Indian way (lakh, crore), with Rs when the column does not say it', () => {
    expect(rupeesFigure(12_345_678)).toBe('1,23,456.78');
    expect(rupeesFigure(-5)).toBe('-0.05');
    expect(formatRupees(7_012_345)).toBe('Rs 70,123.45');
    expect(rupeesText(71250)).toBe('712.50');
    expect(rupeesText(70005)).toBe('700.05');
  });
});

describe('dates', () => {
  it('writes business dates DD/MM/YYYY, and leaves other text as it is', () => {
    expect(displayDate('2026-11-22')).toBe('22/11/2026');
    expect(displayDate('2026-11-23T10:00:00Z')).toBe('23/11/2026');
    expect(displayDate('Ravi')).toBe('Ravi');
    expect(displayDate('')).toBe('');
  });

  it('reads instants in Asia/Kolkata (UTC+05:30), 24-hour, whatever the machine zone', () => {
    expect(businessDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(istTime('2026-11-22T04:30:00Z')).toBe('10:00');
    expect(istClock(new Date('2026-11-22T05:31:07.250Z'))).toBe('11:01:07');
    expect(displayInstant(new Date('2026-11-22T06:35:00Z'))).toBe('22/11/2026 12:05');
    expect(displayInstant(new Date('2026-03-31T18:30:00Z'))).toBe('01/04/2026 00:00');
    expect(displayInstant('2026-01-05T15:04:59Z')).toBe('05/01/2026 20:34');
    expect(displayInstant('2026-11-22T05:31:07.250Z', 'seconds')).toBe('22/11/2026 11:01:07');
    expect(displayInstant('not a time')).toBe('');
  });

  it('names months in full for messages and short in report rows', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(shortMonthLabel('2025-01')).toBe('Jan 2025');
  });
});
