import { findFarmerPayment, getCustomer, type ReadModelDb } from '@cocoon/projectors';
import { ofMarket, printRenderer } from '../billing/billing-documents.js';
import type { PaymentReceipt } from './payment-receipt.js';
import { renderPaymentReceiptsPdf } from './payment-receipt-pdf.js';

/**
 * The receipts of a print, read through the same query as FarmerPayment/get_Payment. The father's name comes
 * from the farmer master as it is now (the payment event does not carry it); everything about money comes
 * from the payment itself.
 */
async function readReceipts(
  db: ReadModelDb,
  marketId: string,
  paymentIds: string[],
): Promise<PaymentReceipt[]> {
  const receipts: PaymentReceipt[] = [];
  for (const paymentId of paymentIds) {
    const payment = await findFarmerPayment(db, { where: ofMarket('p.branch_id', marketId), paymentId });
    if (!payment) continue;
    const farmer = await getCustomer(db, payment.farmerId, { masked: true });
    receipts.push({
      paymentId: payment.paymentId,
      receiptNo: payment.receiptNo,
      paidOn: payment.paidOn,
      paidBy: payment.paidBy,
      market: payment.market,
      farmer: {
        code: payment.farmerCode,
        name: payment.farmerName,
        fatherName: farmer?.fatherName || null,
        village: payment.village,
      },
      lots: payment.lots,
      setOffs: payment.setOffs,
      totalPaise: payment.totalPaise,
      reversal: payment.reversal,
    });
  }
  return receipts;
}

export const renderFarmerPaymentReceiptsDocument = printRenderer({
  prefix: 'farmer-payment-receipts',
  read: readReceipts,
  idOf: (receipt) => receipt.paymentId,
  issueOf: (receipt) => ({
    kind: 'FR',
    recordId: receipt.paymentId,
    number: receipt.receiptNo,
    marketCode: receipt.market.code,
    date: receipt.paidOn,
    partyCode: receipt.farmer.code,
    amountPaise: receipt.totalPaise,
    lotNos: receipt.lots.map((lot) => lot.lotNo),
  }),
  render: (items, options) =>
    renderPaymentReceiptsPdf(
      items.map(({ record, copy, code }) => ({ receipt: record, copy, code })),
      options,
    ),
});
