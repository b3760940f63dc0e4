import { describe, expect, it } from 'vitest';
import { documentNumber, type NumberedKind } from './document-numbers.js';

describe('documentNumber', () => {
  it('prints market, kind, the year halves and five digits of sequence', () => {
    expect(documentNumber('HSR', 'farmerBill', '202526', 1)).toBe('HSR/FB2526/00001');
    expect(documentNumber('HSR', 'reelerInvoice', '202425', 123)).toBe('HSR/RI2425/00123');
    expect(documentNumber('HSR', 'farmerPayment', '202627', 1)).toBe('HSR/FP2627/00001');
    expect(documentNumber('HSR', 'Journal', '202627', 123)).toBe('HSR/JV2627/00123');
    expect(documentNumber('KGI', 'reelerReceipt', '202526', 99_999)).toBe('KGI/RR2526/99999');
  });

  it('stays within the 16 characters of the GST rule for a three-letter market code', () => {
    for (const kind of ['farmerBill', 'reelerInvoice'] as const) {
      expect(documentNumber('DPI', kind, '202526', 1)).toHaveLength(16);
      expect(documentNumber('DPI', kind, '202526', 99_999).length).toBeLessThanOrEqual(16);
    }
  });

  it('gives every series its own code', () => {
    const kinds: NumberedKind[] = [
      'farmerBill',
      'reelerInvoice',
      'farmerPayment',
      'farmerPaymentReversal',
      'reelerReceipt',
      'reelerReceiptReversal',
      'onlineBatch',
      'levyRemittance',
      'levyRemittanceReversal',
      'Receipt',
      'Payment',
      'Journal',
      'Contra',
    ];
    const codes = kinds.map((kind) => documentNumber('HSR', kind, '202627', 1));
    expect(new Set(codes).size).toBe(codes.length);
  });
});
