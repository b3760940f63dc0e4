import type { PaidLot, WaitRowStatus } from '@cocoon/domain';
import type { Int8, Json } from '../shared/column-types.js';

/** The tables `accounts.lot-waits` writes (its migration `0001_create`): the farmer's wait per weighed lot. */
export interface LotWaitsTables {
  /** One row per inwarded lot; measured once weighed. */
  wait_lots: {
    lot_id: string;
    branch_id: string;
    farmer_id: string;
    farmer_code: string;
    farmer_name: string;
    lot_no: number;
    /** The buyer, for "reeler not paid" in a credit market; null until weighed. */
    reeler_id: string | null;
    /** The business date of the first weighing: the wait counts from it. */
    weighed_on: string | null;
    /** The farmer's net after the last correction; null until weighed. */
    net_paise: Int8 | null;
    /** Paid in cash or credited by the bank (a row in transit is not paid), less reversals and set-offs. */
    paid_paise: Int8;
    /** The day the net was fully paid: the bank's credit date or the cash payment's; null while unpaid. */
    paid_on: string | null;
    /** The last bank batch row that carried the lot, and where it stands. */
    row_id: string | null;
    row_status: Exclude<WaitRowStatus, null> | null;
  };
  /** Each batch row's lots and set-offs: the bank's answers name only the row. */
  wait_rows: {
    row_id: string;
    batch_id: string;
    lots: Json<PaidLot[]>;
    set_offs: Json<PaidLot[]>;
  };
}
