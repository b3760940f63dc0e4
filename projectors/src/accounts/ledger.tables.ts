import type { LedgerCustomerKind, LedgerSourceKind } from '@cocoon/domain';
import type { Int8 } from '../shared/column-types.js';

/** The tables `accounts.ledger` writes (its migration `0001_create`). */
export interface LedgerTables {
  /** One row per side of a double entry, only ever inserted: a mistake is undone by a reversing entry. */
  ledger_postings: {
    /** The market; named like every other market-scoped table so scopeFilter applies. */
    branch_id: string;
    posting_date: string;
    /** The event's id: one event is one entry. */
    entry_id: string;
    line_no: number;
    /** The event's position in the store: orders entries of one date as they happened. */
    position: string;
    account_key: string;
    account_kind: string;
    customer_id: string | null;
    debit_paise: Int8;
    credit_paise: Int8;
    source_kind: LedgerSourceKind;
    source_id: string;
    document_no: string | null;
    particulars: string;
    posted_by: string | null;
    corrects_month: string | null;
  };
  /** Each account's running totals, kept in the same transaction: latest balances without summing postings. */
  ledger_account_totals: {
    branch_id: string;
    account_key: string;
    account_kind: string;
    customer_kind: LedgerCustomerKind | null;
    customer_id: string | null;
    customer_code: string | null;
    customer_name: string | null;
    debit_total: Int8;
    credit_total: Int8;
    /** The account's first and last posting dates: the passbook sums the shorter side of `from`. */
    first_posting_date: string;
    last_posting_date: string;
  };
  /** Each account's movement per calendar month (`0004_account_months`): balances on a past date without every posting. */
  ledger_account_months: {
    branch_id: string;
    account_key: string;
    account_kind: string;
    /** YYYY-MM. */
    month: string;
    debit_paise: Int8;
    credit_paise: Int8;
  };
  /** What the projection remembers of each lot to post its sale: the farmer, the approved reeler, the last sale. */
  ledger_lots: {
    lot_id: string;
    branch_id: string;
    lot_no: number;
    farmer_id: string;
    farmer_name: string;
    farmer_code: string;
    /** The reeler of the approved bid, whose name the sale's particulars give. */
    reeler_id: string | null;
    reeler_name: string | null;
    reeler_code: string | null;
    /** The sale in force ({reelerId, amountPaise, farmerLevyPaise, reelerLevyPaise}), null before weighing. */
    sale_reeler_id: string | null;
    sale_amount_paise: Int8 | null;
    sale_farmer_levy_paise: Int8 | null;
    sale_reeler_levy_paise: Int8 | null;
  };
  /** Online payment batches and their rows as last added (a removed row is no longer exported). */
  ledger_batches: {
    batch_id: string;
    branch_id: string;
    batch_no: string;
  };
  ledger_batch_rows: {
    batch_id: string;
    row_id: string;
    farmer_id: string;
    farmer_name: string;
    farmer_code: string;
    amount_paise: Int8;
    reference: string;
    removed: boolean;
  };
}
