import { describe, expect, it } from 'vitest';
import { exactInt, exactIntOrNull, exactPaise, paiseBigInt } from './exact-paise.js';

describe('exact paise', () => {
  it('reads bigint and numeric text, numbers and bigints as exact integers', () => {
    expect(exactPaise('123')).toBe(123);
    expect(exactPaise('-45')).toBe(-45);
    expect(exactPaise('678.000')).toBe(678);
    expect(exactPaise(9)).toBe(9);
    expect(exactPaise(10n)).toBe(10);
    expect(exactPaise(null)).toBe(0);
    expect(exactIntOrNull(null)).toBeNull();
    expect(exactInt(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a figure past 2^53 or not whole, rather than round it', () => {
    expect(() => exactPaise('9007199254740993')).toThrow(RangeError);
    expect(() => exactPaise('12.5')).toThrow(RangeError);
    expect(() => exactPaise(0.5)).toThrow(RangeError);
    expect(paiseBigInt('9007199254740993')).toBe(9_007_199_254_740_993n);
  });
});
