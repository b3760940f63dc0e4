import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber } from './bill-numbers.js';

describe('financialYearOf', () => {
  it('changes year on 1 April, not 1 January', () => {
    expect(financialYearOf('2025-03-31')).toBe('202425');
    expect(financialYearOf('2025-04-01')).toBe('202526');
    expect(financialYearOf('2025-12-31')).toBe('202526');
    expect(financialYearOf('2026-01-15')).toBe('202526');
  });

  it('writes the second year with two digits across a century', () => {
    expect(financialYearOf('2099-04-01')).toBe('209900');
    expect(financialYearOf('2009-06-30')).toBe('200910');
  });
});

describe('invoiceNumber', () => {
  it('prints market, type, the year halves and five digits of sequence', () => {
    expect(invoiceNumber('HSR', 'farmer', '202526', 1)).toBe('HSR/FB2526/00001');
    expect(invoiceNumber('HSR', 'reeler', '202425', 123)).toBe('HSR/RI2425/00123');
  });

  it('stays within the 16 characters of the GST rule for a three-letter market code', () => {
    for (const billType of ['farmer', 'reeler'] as const) {
      expect(invoiceNumber('DPI', billType, '202526', 1)).toHaveLength(16);
      expect(invoiceNumber('DPI', billType, '202526', 99_999).length).toBeLessThanOrEqual(16);
    }
  });
});
