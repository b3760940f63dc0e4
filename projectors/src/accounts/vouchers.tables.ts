import type { VoucherLine, VoucherType } from '@cocoon/domain';
import type { Int8, Json, Timestamp } from '../shared/column-types.js';

/** The tables `accounts.vouchers` writes (its migrations `0001_create`, `0002_levy_remittances`). */
export interface VouchersTables {
  acc_vouchers: {
    voucher_id: string;
    /** The market; named like every other market-scoped table so scopeFilter applies. */
    branch_id: string;
    voucher_type: VoucherType;
    voucher_no: string;
    financial_year: string;
    sequence: number;
    voucher_date: string;
    lines: Json<VoucherLine[]>;
    total_paise: Int8;
    notes: string;
    reference_no: string | null;
    corrects_month: string | null;
    reverses_id: string | null;
    reverses_no: string | null;
    reversed_by_id: string | null;
    reversed_by_no: string | null;
    /** Debit minus credit of the voucher's lines on the Opening balance suspense account. */
    suspense_paise: Int8;
    posted_by: string;
    posted_at: Timestamp;
  };
  acc_opening_balances: {
    customer_id: string;
    entry_id: string;
    branch_id: string;
    customer_kind: 'farmer' | 'reeler';
    customer_code: string;
    customer_name: string;
    side: 'debit' | 'credit';
    amount_paise: Int8;
    as_on: string;
    recorded_by: string;
  };
  acc_ledger_months: {
    branch_id: string;
    month: string;
    closed_on: string;
    closed_by: string;
  };
  acc_levy_remittances: {
    remittance_id: string;
    branch_id: string;
    remittance_no: string;
    financial_year: string;
    remitted_on: string;
    challan_no: string;
    farmer_levy_paise: Int8;
    reeler_levy_paise: Int8;
    notes: string;
    remitted_by: string;
    reversal_no: string | null;
    reversed_on: string | null;
    reversal_reason: string | null;
  };
}
