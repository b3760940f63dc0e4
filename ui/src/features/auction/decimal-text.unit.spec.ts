import { describe, expect, it } from 'vitest';
import { parseDecimal, parseWhole } from './decimal-text';

describe('parseDecimal', () => {
  it('reads kilograms into grams exactly', () => {
    expect(parseDecimal('84.25', 3)).toBe(84_250);
    expect(parseDecimal('84.250', 3)).toBe(84_250);
    expect(parseDecimal('84', 3)).toBe(84_000);
    expect(parseDecimal('0.001', 3)).toBe(1);
    expect(parseDecimal('.5', 3)).toBe(500);
    expect(parseDecimal('1,234.5', 3)).toBe(1_234_500);
    // 0.1 + 0.2 style float noise cannot creep in: 1.005 kg is 1005 g, not 1004.999...
    expect(parseDecimal('1.005', 3)).toBe(1005);
  });

  it('refuses more decimals than the unit has, and anything that is not a number', () => {
    expect(parseDecimal('84.2501', 3)).toBeUndefined();
    expect(parseDecimal('', 3)).toBeUndefined();
    expect(parseDecimal('.', 3)).toBeUndefined();
    expect(parseDecimal('-1', 3)).toBeUndefined();
    expect(parseDecimal('1e3', 3)).toBeUndefined();
    expect(parseDecimal('12kg', 3)).toBeUndefined();
  });
});

describe('parseWhole', () => {
  it('reads whole numbers only', () => {
    expect(parseWhole(' 65 ')).toBe(65);
    expect(parseWhole('0')).toBe(0);
    expect(parseWhole('6.5')).toBeUndefined();
    expect(parseWhole('')).toBeUndefined();
  });
});
