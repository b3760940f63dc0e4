import { describe, expect, it } from 'vitest';
import { financialYearOf } from './bill-numbers.js';

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

// Bill and invoice numbers are document numbers: shared/document-numbers.unit.spec.ts.
