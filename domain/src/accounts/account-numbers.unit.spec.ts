import { describe, expect, it } from 'vitest';
import { monthOf } from './account-numbers.js';

// Receipt and voucher numbers are document numbers: shared/document-numbers.unit.spec.ts.
describe('accounting months', () => {
  it('posts a date in its calendar month', () => {
    expect(monthOf('2027-03-31')).toBe('2027-03');
  });
});
