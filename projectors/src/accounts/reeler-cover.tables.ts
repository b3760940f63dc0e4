import type { Int8 } from '../shared/column-types.js';

/** The table `accounts.reeler-cover` writes (its migration `0001_create`): what a deposit reeler's cover held. */
export interface ReelerCoverTables {
  accounts_reeler_cover_lines: {
    event_id: string;
    /** The market; named like every other market-scoped table so scopeFilter applies. */
    branch_id: string;
    reeler_id: string;
    /** Business date (IST) of the command that moved the cover. */
    moved_on: string;
    kind: 'blocked' | 'released' | 'trued';
    lot_id: string;
    lot_no: number;
    /** Blocked or released: the lot's value; trued: the real amount charged. */
    amount_paise: Int8;
    /** Trued: what was blocked before. */
    blocked_paise: Int8 | null;
    /** Trued: what the charge exceeded the cover by (the reeler's due). */
    due_paise: Int8 | null;
    reason: string | null;
    moved_by: string | null;
    position: string;
  };
}
