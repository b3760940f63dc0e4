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
  // A reeler's receipt covers invoices, not lots: its digest is of none.
  issueOf: (receipt) => ({
    kind: 'RR',
    recordId: receipt.receiptId,
    number: receipt.receiptNo,
    marketCode: receipt.market.code,
    date: receipt.receivedOn,
    partyCode: receipt.reelerCode,
    amountPaise: receipt.amountPaise,
    lotNos: [],
  }),
  render: (items, options) =>
    renderReelerReceiptsPdf(
      items.map(({ record, copy, code }) => ({ receipt: record, copy, code })),
      options,
    ),
});
