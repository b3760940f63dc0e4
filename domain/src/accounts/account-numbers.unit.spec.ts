import { describe, expect, it } from 'vitest';
import { accountDocumentNumber, monthOf } from './account-numbers.js';

describe('account document numbers', () => {
  it('prints market, type, financial year and five digits, like bill numbers', () => {
    expect(accountDocumentNumber('HSR', 'farmerPayment', '202627', 1)).toBe('HSR/FP2627/00001');
    expect(accountDocumentNumber('HSR', 'Journal', '202627', 123)).toBe('HSR/JV2627/00123');
    expect(accountDocumentNumber('KGI', 'reelerReceipt', '202526', 99_999)).toBe('KGI/RR2526/99999');
  });

  it('gives every series its own code', () => {
    const codes = (
      [
        'farmerPayment',
        'farmerPaymentReversal',
        'reelerReceipt',
        'reelerReceiptReversal',
        'onlineBatch',
        'Receipt',
        'Payment',
        'Journal',
        'Contra',
      ] as const
    ).map((kind) => accountDocumentNumber('HSR', kind, '202627', 1));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('posts a date in its calendar month', () => {
    expect(monthOf('2027-03-31')).toBe('2027-03');
  });
});
