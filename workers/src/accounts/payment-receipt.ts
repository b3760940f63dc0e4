import type { PrintMarket } from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';

/**
 * What a cash receipt prints: one farmer payment (FarmerPaidInCash) as the read side answers it, with the
 * market's letterhead and the farmer's particulars joined in. A reversed payment carries its reversal.
 */
export interface PaymentReceipt {
  paymentId: string;
  receiptNo: string;
  /** The business date of the payment, YYYY-MM-DD. */
  paidOn: string;
  /** The officer who handed over the cash (user name). */
  paidBy: string;
  market: PrintMarket;
  farmer: { code: string; name: string; fatherName: string | null; village: string | null };
  lots: ReadonlyArray<{ lotNo: number; auctionDate: string; billNo: string | null; amountPaise: number }>;
  /**
   * What the farmer owed back on lots corrected down after payment, recovered from this payment (issue 22):
   * printed below the lots as deductions, so the lots' amounts stay their bills' and the total is what was paid.
   */
  setOffs: ReadonlyArray<{ lotNo: number; auctionDate: string; amountPaise: number }>;
  totalPaise: number;
  reversal: { reversalNo: string; reason: string; reversedOn: string; reversedBy: string } | null;
}

export interface PaymentReceiptPrint {
  receipt: PaymentReceipt;
  copy: number;
  /** The receipt's signed code (issue 26), its QR in the letterhead's corner. */
  code?: PrintedDocumentCode | undefined;
}
