import type { PrintMarket, ReelerReceiptRow } from '@cocoon/domain';

/**
 * What a reeler receipt prints: one receipt (ReelerPaymentReceived) as the receipts list answers it, with the
 * market's letterhead joined in. A reversed receipt (a bounced cheque) carries its reversal.
 */
export interface ReelerReceipt extends ReelerReceiptRow {
  market: PrintMarket;
}

export interface ReelerReceiptPrint {
  receipt: ReelerReceipt;
  copy: number;
  /** The document's signed code (issue 26): drawn by the heading once it is wired in; unused here. */
  code?: unknown;
}
