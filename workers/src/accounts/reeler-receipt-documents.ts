import { findReelerReceipt, printMarkets, type ReadModelDb, unknownMarket } from '@cocoon/projectors';
import { printRenderer } from '../billing/billing-documents.js';
import type { ReelerReceipt } from './reeler-receipt.js';
import { renderReelerReceiptsPdf } from './reeler-receipt-pdf.js';

/** The receipts of a print, read through the same query as the receipts list, with the market's letterhead. */
async function readReceipts(
  db: ReadModelDb,
  marketId: string,
  receiptIds: string[],
): Promise<ReelerReceipt[]> {
  const market = (await printMarkets(db, [marketId])).get(marketId) ?? unknownMarket(marketId);
  const receipts: ReelerReceipt[] = [];
  for (const receiptId of receiptIds) {
    const receipt = await findReelerReceipt(db, marketId, receiptId);
    if (receipt) receipts.push({ ...receipt, market });
  }
  return receipts;
}

export const renderReelerReceiptsDocument = printRenderer({
  prefix: 'reeler-receipts',
  read: readReceipts,
  idOf: (receipt) => receipt.receiptId,
  render: (items, options) =>
    renderReelerReceiptsPdf(
      items.map(({ record, copy }) => ({ receipt: record, copy })),
      options,
    ),
});
