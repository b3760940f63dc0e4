import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors.js';
import type { VoucherLine } from './account-events.js';
import { assertRefundWithinCredit, reelerRefundsOf } from './reeler-refunds.js';

const reeler = (customerId: string, debitPaise: number, creditPaise = 0): VoucherLine => ({
  account: { kind: 'reeler', customerId },
  accountName: `Reeler ${customerId} (HSR-R-${customerId})`,
  debitPaise,
  creditPaise,
});
const cash = (creditPaise: number): VoucherLine => ({
  account: { kind: 'cash' },
  accountName: 'Cash',
  debitPaise: 0,
  creditPaise,
});

describe('reelerRefundsOf', () => {
  it('given a Payment voucher debiting two reelers, when read, then each reeler is paid back its net debit', () => {
    const lines = [reeler('1', 500_00), reeler('2', 300_00), reeler('1', 0, 100_00), cash(700_00)];
    expect(reelerRefundsOf('Payment', lines, { cancelling: false })).toEqual([
      { reelerId: '1', reelerName: 'Reeler 1 (HSR-R-1)', refundPaise: 400_00 },
      { reelerId: '2', reelerName: 'Reeler 2 (HSR-R-2)', refundPaise: 300_00 },
    ]);
  });
  it('given a cancellation or another voucher type, when read, then nobody is paid back', () => {
    const lines = [reeler('1', 500_00), cash(500_00)];
    expect(reelerRefundsOf('Payment', lines, { cancelling: true })).toEqual([]);
    expect(reelerRefundsOf('Journal', lines, { cancelling: false })).toEqual([]);
  });
});

describe('assertRefundWithinCredit', () => {
  const refund = { reelerId: '1', reelerName: 'Anbu (HSR-R-000001)', refundPaise: 10_000_01 };
  it('given a refund up to the credit, then it passes', () => {
    expect(() => assertRefundWithinCredit({ ...refund, refundPaise: 10_000_00 }, 10_000_00)).not.toThrow();
  });
  it('given a refund above the credit, then it is refused naming both amounts', () => {
    expect(() => assertRefundWithinCredit(refund, 10_000_00)).toThrow(
      new ConflictError(
        'Paying back Rs 10,000.01 would pay Anbu (HSR-R-000001) more than the Rs 10,000.00 the market holds of theirs.',
        'lines',
      ),
    );
  });
  it('given a reeler who owes the market, then the credit named is nil', () => {
    expect(() => assertRefundWithinCredit(refund, -5_00)).toThrow(/more than the Rs 0.00 the market holds/);
  });
});
