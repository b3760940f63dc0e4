import { describe, expect, it } from 'vitest';
import { isActiveLabel } from './labels';

describe('isActiveLabel', () => {
  it('labels 1 Active and 0 inActive (spec spelling)', () => {
    expect(isActiveLabel(1)).toBe('Active');
    expect(isActiveLabel(0)).toBe('inActive');
  });

  it('reads the same flag as text or boolean', () => {
    expect(isActiveLabel('1')).toBe('Active');
    expect(isActiveLabel(false)).toBe('inActive');
  });

  it('labels anything else Pending', () => {
    expect(isActiveLabel(2)).toBe('Pending');
    expect(isActiveLabel(null)).toBe('Pending');
    expect(isActiveLabel(undefined)).toBe('Pending');
    expect(isActiveLabel('yes')).toBe('Pending');
  });
});
