import type { BatchRowStatus, PaidLot, PaymentStatus } from '@cocoon/domain';
import type { Int8, Json, Timestamp } from '../shared/column-types.js';

/** A batch row's status in the read model: the answer's statuses, and `removed` (kept, never shown). */
export type StoredRowStatus = BatchRowStatus | 'removed';

/** The tables `accounts.farmer-dues` writes (its migration `0001_create`). */
export interface FarmerDuesTables {
  /** One row per inwarded lot; money columns once weighed. */
  accounts_farmer_lots: {
    lot_id: string;
    branch_id: string;
    farmer_id: string;
    farmer_code: string;
    farmer_name: string;
    lot_no: number;
    auction_date: string;
    /** The farmer's net (amount - farmer levy) after the last correction; null until weighed. */
    net_paise: Int8 | null;
    /** The business date of the first weighing (days since weighing count from it). */
    weighed_on: string | null;
    paid_paise: Int8;
    in_transit_paise: Int8;
  };
  accounts_farmer_payments: {
    payment_id: string;
    branch_id: string;
    receipt_no: string;
    financial_year: string;
    sequence: number;
    farmer_id: string;
    farmer_code: string;
    farmer_name: string;
    lots: Json<PaidLot[]>;
    /** What the payment recovered of the farmer's overpaid lots (issue 22); [] when nothing. */
    set_offs: Json<PaidLot[]>;
    lot_count: number;
    total_paise: Int8;
    paid_on: string;
    paid_by: string;
    paid_at: Timestamp;
    status: PaymentStatus;
    reversal_no: string | null;
    reversal_reason: string | null;
    reversed_on: string | null;
    reversed_by: string | null;
  };
  accounts_batches: {
    batch_id: string;
    branch_id: string;
    batch_no: string;
    batch_date: string;
    opened_by: string;
    template: string | null;
    exported_on: string | null;
    exported_by: string | null;
  };
  accounts_batch_rows: {
    row_id: string;
    batch_id: string;
    branch_id: string;
    farmer_id: string;
    farmer_code: string;
    farmer_name: string;
    /** Full, only to match the customer's current account (bank status); answers show the masked one. */
    account_no: string;
    account_masked: string;
    ifsc: string;
    account_name: string;
    bank_name: string | null;
    lots: Json<PaidLot[]>;
    set_offs: Json<PaidLot[]>;
    amount_paise: Int8;
    reference: string;
    status: StoredRowStatus;
    bank_reference: string | null;
    failure_reason: string | null;
    result_on: string | null;
    result_at: Timestamp | null;
  };
}
