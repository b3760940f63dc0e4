import { market } from '../../billing/testing/fixtures.js';
import type { ReelerReceipt } from '../reeler-receipt.js';

/**
 * A cheque from a Dharmapuri reeler over a lakh (so the en-IN grouping shows) paying two invoices, the rest
 * kept as deposit; the same cheque reversed when it bounced; a cash advance; and a transfer paying many invoices.
 */
export function reelerReceiptFixture(): ReelerReceipt {
  return {
    receiptId: '00000000-0000-4000-8200-000000000001',
    marketId: market.marketId,
    receiptNo: 'DPI/RR2627/00017',
    reelerId: '00000000-0000-4000-8300-000000000001',
    reelerName: 'Kaliyaperumal Silk Reeling Unit',
    reelerCode: 'DPI-R-000012',
    mode: 'cheque',
    chequeNo: '004512',
    bankReference: null,
    amountPaise: 1_25_000_00,
    purpose: 'invoice',
    invoiceNos: ['DPI/RI2627/00031', 'DPI/RI2627/00035'],
    applied: [
      { invoiceNo: 'DPI/RI2627/00031', amountPaise: 60_841_14 },
      { invoiceNo: 'DPI/RI2627/00035', amountPaise: 48_517_50 },
    ],
    depositPaise: 15_641_36,
    receivedOn: '2026-11-23',
    receivedBy: 'Branch Admin (DPI)',
    reversal: null,
    market,
  };
}

export const reversedReelerReceiptFixture = (): ReelerReceipt => ({
  ...reelerReceiptFixture(),
  reversal: {
    reversalNo: 'DPI/RX2627/00002',
    reason: 'Cheque bounced: insufficient funds',
    reversedOn: '2026-11-26',
    reversedBy: 'Branch Admin (DPI)',
  },
});

export const advanceReelerReceiptFixture = (): ReelerReceipt => ({
  ...reelerReceiptFixture(),
  receiptNo: 'DPI/RR2627/00018',
  mode: 'cash',
  chequeNo: null,
  amountPaise: 25_000_00,
  purpose: 'advance',
  invoiceNos: [],
  applied: [],
  depositPaise: 25_000_00,
});

/** A bank transfer settling `count` invoices: enough of them runs the table over a page. */
export function transferReelerReceiptFixture(count = 4): ReelerReceipt {
  const applied = Array.from({ length: count }, (_, index) => ({
    invoiceNo: `DPI/RI2627/${String(200 + index).padStart(5, '0')}`,
    amountPaise: 41_250_75 + index * 1_011,
  }));
  return {
    ...reelerReceiptFixture(),
    receiptNo: 'DPI/RR2627/00019',
    mode: 'bank',
    chequeNo: null,
    bankReference: 'SBIN526330012345',
    amountPaise: applied.reduce((total, a) => total + a.amountPaise, 0),
    invoiceNos: applied.map((a) => a.invoiceNo),
    applied,
    depositPaise: 0,
  };
}
