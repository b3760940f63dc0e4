import type { PrintMarket, ReelerReceiptRow } from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';

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
  /** The receipt's signed code (issue 26), its QR in the letterhead's corner. */
  code?: PrintedDocumentCode | undefined;
}
