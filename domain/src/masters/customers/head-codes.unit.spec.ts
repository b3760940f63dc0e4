import { describe, expect, it } from 'vitest';
import { formatHeadCode, parseHeadCode } from './head-codes.js';

// Allocation is a number series (shared/number-series.unit.spec.ts); a head code is its number, formatted.
describe('head codes', () => {
  it('formats a series number with the market code and customer type', () => {
    expect(formatHeadCode('hsr', 'farmer', 1)).toBe('HSR-F-000001');
    expect(formatHeadCode('HSR', 'reeler', 42)).toBe('HSR-R-000042');
  });

  it('parses its own format and nothing else', () => {
    expect(parseHeadCode('hsr-f-000123')).toEqual({
      branchCode: 'HSR',
      customerType: 'farmer',
      sequence: 123,
    });
    expect(parseHeadCode('KGI-R-000007')).toEqual({ branchCode: 'KGI', customerType: 'reeler', sequence: 7 });
    expect(parseHeadCode('HSR-X-000123')).toBeUndefined();
    expect(parseHeadCode('HSR-F-123')).toBeUndefined();
  });
});
