import type { Timestamp } from '../../shared/column-types.js';

/** The table `masters.bank-changes` writes: every change of a farmer's bank details and how it was decided. */
export interface BankChangesTables {
  bank_changes: {
    change_id: string;
    customer_id: string;
    branch_id: string;
    head_code: string;
    ledger_name: string;
    /** The details before and the details asked for, as JSON of the six bank fields. */
    previous: string;
    requested: string;
    requested_by: string;
    requested_by_name: string;
    requested_on: string;
    /** pending, approved or rejected. */
    status: string;
    decided_by_name: string | null;
    decided_on: string | null;
    reason: string | null;
    requested_at: Timestamp;
  };
}
