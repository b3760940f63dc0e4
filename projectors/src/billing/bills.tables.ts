import type { BillCustomer, BillType } from '@cocoon/domain';
import type { Int8, Json, Timestamp } from '../shared/column-types.js';

/** The tables `billing.bills` writes (its migration `0001_create`). */
export interface BillsTables {
  billing_bills: {
    bill_id: string;
    bill_type: BillType;
    invoice_no: string;
    sequence: number;
    financial_year: string;
    /** The market; named like every other market-scoped table so scopeFilter applies. */
    branch_id: string;
    market_code: string;
    auction_date: string;
    customer_id: string;
    customer_code: string;
    customer_name: string;
    customer: Json<BillCustomer>;
    lot_count: number;
    net_grams: Int8;
    gross_paise: Int8;
    levy_paise: Int8;
    net_paise: Int8;
    due_date: string | null;
    status: 'Issued' | 'Cancelled';
    replaces: string | null;
    replaced_by: string | null;
    issued_at: Timestamp;
    issued_by: string;
    cancelled_at: Timestamp | null;
    cancelled_by: string | null;
    cancel_reason: string | null;
  };
  billing_bill_lines: {
    bill_id: string;
    bill_type: BillType;
    lot_id: string;
    branch_id: string;
    auction_date: string;
    /** True while the bill is in force: a lot has at most one in-force line per bill type. */
    in_force: boolean;
    lot_no: number;
    race: string;
    shell_ratio_bp: number;
    floor_price_paise: number;
    net_grams: number;
    rate_paise: number;
    amount_paise: Int8;
    levy_paise: Int8;
    net_paise: Int8;
    counterpart_id: string;
    counterpart_code: string;
    counterpart_name: string;
    weight_version: number;
  };
}
