import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from './amounts';

describe('voucher amounts', () => {
  it('reads rupees typed with grouping and up to two decimals as exact paise', () => {
    expect(rupeesToPaise('1,250.5')).toBe(125_050);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('  ')).toBe(0);
    expect(rupeesToPaise('12.345')).toBeUndefined();
    expect(rupeesToPaise('-5')).toBeUndefined();
  });

  it('shows paise as rupees with lakh grouping', () => {
    expect(paiseToRupees(12_345_678)).toBe('1,23,456.78');
    expect(paiseToRupees(-5)).toBe('-0.05');
  });
});
