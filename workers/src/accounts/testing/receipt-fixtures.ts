import { market } from '../../billing/testing/fixtures.js';
import type { PaymentReceipt } from '../payment-receipt.js';

/**
 * A cash payment of a Dharmapuri farmer for four lots of two auction days (one not yet billed), over a lakh
 * so the en-IN grouping shows; and the same payment reversed.
 */
export function receiptFixture(lotCount = 4): PaymentReceipt {
  const lots = Array.from({ length: lotCount }, (_, index) => ({
    lotNo: 101 + index * 3,
    auctionDate: index % 2 === 0 ? '2026-11-21' : '2026-11-22',
    billNo: index === lotCount - 1 ? null : `DPI/FB2627/${String(120 + (index % 2)).padStart(5, '0')}`,
    amountPaise: 3_212_345 + index * 101_011,
  }));
  return {
    paymentId: '00000000-0000-4000-8100-000000000001',
    receiptNo: 'DPI/FP2627/00042',
    paidOn: '2026-11-23',
    paidBy: 'Market Officer (DPI)',
    market,
    farmer: { code: 'F1001', name: 'Murugesan Ramasamy', fatherName: 'Ramasamy', village: 'Palacode' },
    lots,
    setOffs: [],
    totalPaise: lots.reduce((total, lot) => total + lot.amountPaise, 0),
    reversal: null,
  };
}

/** A receipt that recovers what the farmer owed back on a lot corrected down after it was paid (issue 22). */
export const setOffReceiptFixture = (): PaymentReceipt => {
  const base = receiptFixture(2);
  const setOffs = [{ lotNo: 77, auctionDate: '2026-11-18', amountPaise: 49_183_20 }];
  const gross = base.lots.reduce((total, lot) => total + lot.amountPaise, 0);
  return { ...base, setOffs, totalPaise: gross - 49_183_20 };
};

export const reversedReceiptFixture = (): PaymentReceipt => ({
  ...receiptFixture(),
  reversal: {
    reversalNo: 'DPI/FX2627/00003',
    reason: 'Paid to the wrong farmer',
    reversedOn: '2026-11-24',
    reversedBy: 'Branch Admin (DPI)',
  },
});
