import { ConflictError } from '../shared/errors.js';
import { formatRupees } from '../shared/formats.js';
import type { VoucherLine, VoucherType } from './account-events.js';

/** What a voucher pays back to a reeler: debit − credit on the reeler's account, one entry per reeler. */
export interface ReelerRefund {
  reelerId: string;
  /** The reeler as the voucher line names them: "Name (CODE)". */
  reelerName: string;
  refundPaise: number;
}

/**
 * The reelers a voucher pays money back to. Only a Payment voucher pays money out (it must credit Cash or Bank);
 * its cancellation gives the money back to the market and never pays. A reeler whose lines net to a credit is
 * paid nothing.
 */
export function reelerRefundsOf(
  voucherType: VoucherType,
  lines: readonly VoucherLine[],
  options: { cancelling: boolean },
): ReelerRefund[] {
  if (voucherType !== 'Payment' || options.cancelling) return [];
  const refunds = new Map<string, ReelerRefund>();
  for (const line of lines) {
    if (line.account.kind !== 'reeler') continue;
    const { customerId } = line.account;
    const before = refunds.get(customerId);
    refunds.set(customerId, {
      reelerId: customerId,
      reelerName: line.accountName,
      refundPaise: (before?.refundPaise ?? 0) + line.debitPaise - line.creditPaise,
    });
  }
  return [...refunds.values()].filter((r) => r.refundPaise > 0);
}

/**
 * A refund never pays a reeler more than the market holds of theirs (deposits and receipts less everything
 * charged to them, lots weighed but not yet invoiced included): money paid back beyond it is the market's money
 * leaving as a debt nobody chases. The refusal names both amounts.
 */
export function assertRefundWithinCredit(refund: ReelerRefund, creditPaise: number): void {
  if (refund.refundPaise <= creditPaise) return;
  throw new ConflictError(
    `Paying back ${formatRupees(refund.refundPaise)} would pay ${refund.reelerName} more than the ${formatRupees(Math.max(creditPaise, 0))} the market holds of theirs.`,
    'lines',
  );
}
