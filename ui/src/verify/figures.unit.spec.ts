import { describe, expect, it } from 'vitest';
import { checkCodeOfTyped, isoDateOfTyped, rupeesOfPaise } from './figures';
import { initialLanguage } from './language';

describe('rupeesOfPaise', () => {
  it('writes paise as rupees with en-IN lakh grouping and two decimals', () => {
    expect(rupeesOfPaise(0)).toBe('₹ 0.00');
    expect(rupeesOfPaise(5)).toBe('₹ 0.05');
    expect(rupeesOfPaise(12_345_678)).toBe('₹ 1,23,456.78');
    expect(rupeesOfPaise(100_000_000_00)).toBe('₹ 10,00,00,000.00');
  });

  it('is exact up to the largest safe integer, where a float division would round', () => {
    expect(rupeesOfPaise(Number.MAX_SAFE_INTEGER)).toBe('₹ 9,00,71,99,25,47,409.91');
    expect(rupeesOfPaise(Number.MAX_SAFE_INTEGER - 2)).toBe('₹ 9,00,71,99,25,47,409.89');
  });
});

describe('isoDateOfTyped', () => {
  it('reads DD/MM/YYYY as printed, and the separators and short forms people type', () => {
    expect(isoDateOfTyped('05/11/2026')).toEqual({ date: '2026-11-05' });
    expect(isoDateOfTyped(' 5/11/2026 ')).toEqual({ date: '2026-11-05' });
    expect(isoDateOfTyped('05-11-2026')).toEqual({ date: '2026-11-05' });
    expect(isoDateOfTyped('05.11.2026')).toEqual({ date: '2026-11-05' });
    expect(isoDateOfTyped('29/02/2028')).toEqual({ date: '2028-02-29' });
  });

  it('says what is wrong: nothing typed, another shape, or a day the calendar does not have', () => {
    expect(isoDateOfTyped('  ')).toEqual({ error: 'date-missing' });
    expect(isoDateOfTyped('2026-11-05')).toEqual({ error: 'date-format' });
    expect(isoDateOfTyped('5 Nov 2026')).toEqual({ error: 'date-format' });
    expect(isoDateOfTyped('05/11/26')).toEqual({ error: 'date-format' });
    expect(isoDateOfTyped('31/02/2027')).toEqual({ error: 'date-invalid' });
    expect(isoDateOfTyped('29/02/2027')).toEqual({ error: 'date-invalid' });
    expect(isoDateOfTyped('05/13/2026')).toEqual({ error: 'date-invalid' });
    expect(isoDateOfTyped('00/11/2026')).toEqual({ error: 'date-invalid' });
  });
});

describe('checkCodeOfTyped', () => {
  it('forgives spaces, dashes, small letters and the letters read as digits', () => {
    expect(checkCodeOfTyped('7k3-q9z')).toEqual({ code: '7K3Q9Z' });
    expect(checkCodeOfTyped('ol 1i2a')).toEqual({ code: '01112A' });
  });

  it('refuses a code of another length or with a letter the code never has', () => {
    expect(checkCodeOfTyped('')).toEqual({ error: 'code-missing' });
    expect(checkCodeOfTyped('7K3Q9')).toEqual({ error: 'code-length' });
    expect(checkCodeOfTyped('7K3Q9ZZ')).toEqual({ error: 'code-length' });
    expect(checkCodeOfTyped('7K3Q9U')).toEqual({ error: 'code-letters' });
    expect(checkCodeOfTyped('7K3Q9#')).toEqual({ error: 'code-letters' });
  });
});

describe('initialLanguage', () => {
  it("keeps the reader's choice, else follows the phone: Tamil for a ta locale", () => {
    expect(initialLanguage('ta', 'en-IN')).toBe('ta');
    expect(initialLanguage('en', 'ta-IN')).toBe('en');
    expect(initialLanguage(null, 'ta-IN')).toBe('ta');
    expect(initialLanguage(null, 'ta')).toBe('ta');
    expect(initialLanguage(null, 'en-IN')).toBe('en');
    expect(initialLanguage('fr', 'tamil-nonsense')).toBe('en');
    expect(initialLanguage(null, undefined)).toBe('en');
  });
});
