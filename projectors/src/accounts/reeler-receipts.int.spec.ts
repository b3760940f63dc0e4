import type { ReelerReceiptEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec } from '../runtime/testing/projection-harness.js';
import { reelerReceiptsProjection } from './reeler-receipts.js';

const spec = projectionSpec<ReelerReceiptEvent>(reelerReceiptsProjection);

const MARKET = DEFAULT_METADATA.marketId;
const RECEIPT = '00000000-0000-4000-8000-0000000000a1';
const REELER = '00000000-0000-4000-8000-0000000000b1';
const reeler = { reelerId: REELER, reelerName: 'Reeler One', reelerCode: 'HSR-R-0001' };

const received: ReelerReceiptEvent = {
  type: 'ReelerPaymentReceived',
  data: {
    receiptId: RECEIPT,
    marketId: MARKET,
    receiptNo: 'HSR/RR2627/00001',
    financialYear: '202627',
    sequence: 1,
    ...reeler,
    mode: 'cheque',
    chequeNo: '004512',
    bankReference: null,
    amountPaise: 1_234_500,
    purpose: 'invoice',
    invoiceNos: ['HSR/RI2627/00001'],
    receivedOn: '2026-11-24',
    receivedBy: 'hsr.accounts',
  },
};
const reversed: ReelerReceiptEvent = {
  type: 'ReelerReceiptReversed',
  data: {
    receiptId: RECEIPT,
    marketId: MARKET,
    receiptNo: 'HSR/RR2627/00001',
    reversalNo: 'HSR/RX2627/00001',
    financialYear: '202627',
    sequence: 1,
    ...reeler,
    mode: 'cheque',
    amountPaise: 1_234_500,
    reason: 'Cheque bounced',
    reversedOn: '2026-11-27',
    reversedBy: 'hsr.accounts2',
  },
};

describe('accounts.reeler-receipts', () => {
  it('records a receipt as received', async () => {
    await spec.given([received]).thenRows({
      accounts_reeler_receipts: [
        {
          receipt_id: RECEIPT,
          branch_id: MARKET,
          receipt_no: 'HSR/RR2627/00001',
          reeler_id: REELER,
          mode: 'cheque',
          cheque_no: '004512',
          bank_reference: null,
          amount_paise: 1_234_500,
          purpose: 'invoice',
          invoice_nos: ['HSR/RI2627/00001'],
          // Recorded before receipts said what they did.
          applied: null,
          deposit_paise: null,
          received_on: '2026-11-24',
          received_by: 'hsr.accounts',
          reversal_no: null,
        },
      ],
    });
  });

  it('keeps what a receipt did: paid on each invoice and kept as deposit', async () => {
    const split: ReelerReceiptEvent = {
      ...received,
      data: {
        ...received.data,
        applied: [{ invoiceNo: 'HSR/RI2627/00001', amountPaise: 1_000_000 }],
        depositPaise: 234_500,
      },
    } as ReelerReceiptEvent;
    await spec.given([split]).thenRows({
      accounts_reeler_receipts: [
        { applied: [{ invoiceNo: 'HSR/RI2627/00001', amountPaise: 1_000_000 }], deposit_paise: 234_500 },
      ],
    });
  });

  it('keeps a reversed receipt, with the reversal number, reason, date and who', async () => {
    await spec.given([received], [reversed]).thenRows({
      accounts_reeler_receipts: [
        {
          receipt_id: RECEIPT,
          amount_paise: 1_234_500,
          reversal_no: 'HSR/RX2627/00001',
          reversal_reason: 'Cheque bounced',
          reversed_on: '2026-11-27',
          reversed_by: 'hsr.accounts2',
        },
      ],
    });
  });

  it('writes one row when a batch is delivered again after a crash', async () => {
    await spec.given([received], [received]).thenRows({
      accounts_reeler_receipts: [{ receipt_id: RECEIPT, receipt_no: 'HSR/RR2627/00001' }],
    });
  });
});
