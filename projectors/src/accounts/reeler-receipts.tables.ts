import type { ReelerPaymentMode } from '@cocoon/domain';
import type { Int8, Json, Timestamp } from '../shared/column-types.js';

/** The table `accounts.reeler-receipts` writes (its migration `0001_create`). */
export interface ReelerReceiptsTables {
  accounts_reeler_receipts: {
    receipt_id: string;
    /** The market; named like every other market-scoped table so scopeFilter applies. */
    branch_id: string;
    receipt_no: string;
    financial_year: string;
    sequence: number;
    reeler_id: string;
    reeler_name: string;
    reeler_code: string;
    mode: ReelerPaymentMode;
    cheque_no: string | null;
    bank_reference: string | null;
    amount_paise: Int8;
    purpose: 'invoice' | 'advance';
    invoice_nos: Json<string[]>;
    /** What the receipt paid on each invoice and kept as deposit; null on receipts recorded before (0002_split). */
    applied: Json<Array<{ invoiceNo: string; amountPaise: number }>> | null;
    deposit_paise: Int8 | null;
    received_on: string;
    received_by: string;
    recorded_at: Timestamp;
    reversal_no: string | null;
    reversal_reason: string | null;
    reversed_on: string | null;
    reversed_by: string | null;
  };
}
