import { financialYearOf } from '../billing/bill-numbers.js';
import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, ValidationError } from '../shared/errors.js';
import { displayDate, monthLabel } from '../shared/formats.js';
import type { LedgerMonthEvent } from './account-events.js';
import { monthOf } from './account-numbers.js';

/** `'2026-12'` → `'2027-01'`. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The twelve months of a financial year `YYYYyy`, April to March. */
export function monthsOfFinancialYear(financialYear: string): string[] {
  const start = Number(financialYear.slice(0, 4));
  return Array.from({ length: 12 }, (_, i) => {
    const m = ((i + 3) % 12) + 1;
    return `${m >= 4 ? start : start + 1}-${String(m).padStart(2, '0')}`;
  });
}

export interface ClosedMonth {
  closedOn: string;
  closedBy: string;
}

export interface LedgerMonthsState {
  /**
   * The day the market's books start (go-live), once fixed: set by a Branch Admin or Admin, or, for a market that
   * never set it, its derived date fixed by the first month close.
   */
  goLive: string | null;
  closed: Readonly<Record<string, ClosedMonth>>;
  /** The latest month closed; months close in order from the go-live month, so every one up to it is closed. */
  lastClosed: string | null;
}

export interface SetGoLive {
  type: 'SetGoLive';
  data: {
    marketId: string;
    goLive: string;
    today: string;
    by: string;
    /** The earliest posting already in the market's ledger (the api reads it): history must stay after go-live. */
    firstPostingDate: string | null;
    /** The date opening balances were already recorded on (under the derived go-live), if any. */
    openingBalancesOn: string | null;
  };
}

export interface CloseMonth {
  type: 'CloseMonth';
  data: {
    marketId: string;
    month: string;
    today: string;
    by: string;
    /**
     * The go-live of a market that never set one: the date of its first event or first posting (read by the api).
     * The stream's own go-live wins once there is one.
     */
    derivedGoLive: string | null;
  };
}
export type LedgerMonthCommand = SetGoLive | CloseMonth;

const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
const refuseField = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** The one month that may be closed next: the month after the last closed, else the go-live month. */
export function monthToCloseNext(lastClosed: string | null, goLive: string | null): string | null {
  if (lastClosed !== null) return nextMonth(lastClosed);
  return goLive === null ? null : monthOf(goLive);
}

/** `'202526'` → `'2025-26'`, as an accountant writes a financial year. */
export const financialYearLabel = (fy: string): string => `${fy.slice(0, 4)}-${fy.slice(4, 6)}`;

/** A financial year is locked once its March is closed: nothing is posted into it any more, not even a correction. */
export function isLockedFinancialYear(financialYear: string, closedMonths: readonly string[]): boolean {
  return isClosedMonth(`${Number(financialYear.slice(0, 4)) + 1}-03`, closedMonths);
}

/** What closing `month` also did: closing March locks its financial year. */
export function lockedByClosing(month: string): string | null {
  return month.endsWith('-03') ? financialYearOf(`${month}-01`) : null;
}

function decideGoLive({ data }: SetGoLive, state: LedgerMonthsState): LedgerMonthEvent[] {
  if (state.goLive !== null) {
    throw new ConflictError(
      `The go-live date of this market is already ${displayDate(state.goLive)}: it is set once`,
      'goLive',
    );
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.goLive)) throw refuseField('goLive', 'Select the go-live date');
  if (data.goLive > data.today) throw refuseField('goLive', 'The go-live date cannot be after today');
  // The history already posted stays valid: the books cannot start after it.
  if (data.firstPostingDate !== null && data.goLive > data.firstPostingDate) {
    throw refuseField(
      'goLive',
      `The ledger has postings from ${displayDate(data.firstPostingDate)}: the go-live date cannot be after them`,
    );
  }
  // Opening balances are dated on the go-live: once some are recorded, the books' start is their date.
  if (data.openingBalancesOn !== null && data.goLive !== data.openingBalancesOn) {
    throw refuseField(
      'goLive',
      `Opening balances are already recorded as on ${displayDate(data.openingBalancesOn)}: the go-live date is that day`,
    );
  }
  return [
    {
      type: 'LedgerGoLiveSet',
      data: {
        marketId: data.marketId,
        goLive: data.goLive,
        setOn: data.today,
        setBy: data.by,
        derived: false,
      },
    },
  ];
}

function decideClose({ data }: CloseMonth, state: LedgerMonthsState): LedgerMonthEvent[] {
  const refuse = (message: string) => refuseField('month', message);
  if (!isMonth(data.month)) throw refuse('Select a month (YYYY-MM)');
  const closed = state.closed[data.month];
  if (closed) {
    throw new ConflictError(
      `${monthLabel(data.month)} is already closed (by ${closed.closedBy} on ${closed.closedOn})`,
      'month',
    );
  }
  const goLive = state.goLive ?? data.derivedGoLive;
  if (goLive === null)
    throw refuse("Set the market's go-live date first: months are closed from its month on");
  // Before go-live the market kept no books here: there is no month to close, and nothing may be posted there.
  if (data.month < monthOf(goLive)) {
    throw refuse(
      `${monthLabel(data.month)} is before the books start (go-live ${displayDate(goLive)}): there is nothing to close`,
    );
  }
  // In order, one month at a time, the go-live month first: closing June with April open would leave April open
  // behind a closed month (and used to close it, and every month before it, silently).
  const next = monthToCloseNext(state.lastClosed, goLive);
  if (next !== null && data.month !== next) {
    throw refuse(`Close ${monthLabel(next)} first: months are closed in order`);
  }
  // A month still running may get postings dated in it today: closing it would refuse them.
  if (data.month >= monthOf(data.today)) {
    throw refuse(`${monthLabel(data.month)} has not ended yet: a month is closed after its last day`);
  }
  const close: LedgerMonthEvent = {
    type: 'LedgerMonthClosed',
    data: { marketId: data.marketId, month: data.month, closedOn: data.today, closedBy: data.by },
  };
  if (state.goLive !== null) return [close];
  // The first close fixes the derived go-live in the stream: later decisions never depend on a read model again.
  const fixed: LedgerMonthEvent = {
    type: 'LedgerGoLiveSet',
    data: { marketId: data.marketId, goLive, setOn: data.today, setBy: data.by, derived: true },
  };
  return [fixed, close];
}

/** A market's go-live and the months it has closed. Nothing is ever reopened: a closed month is corrected from an open one. */
export const ledgerMonths: Decider<LedgerMonthCommand, LedgerMonthEvent, LedgerMonthsState> = {
  initialState: { goLive: null, closed: {}, lastClosed: null },
  decide(command, state) {
    switch (command.type) {
      case 'SetGoLive':
        return decideGoLive(command, state);
      case 'CloseMonth':
        return decideClose(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LedgerGoLiveSet':
        return { ...state, goLive: event.data.goLive };
      case 'LedgerMonthClosed': {
        const { month, closedOn, closedBy } = event.data;
        const lastClosed = state.lastClosed === null || month > state.lastClosed ? month : state.lastClosed;
        return { ...state, closed: { ...state.closed, [month]: { closedOn, closedBy } }, lastClosed };
      }
      default:
        return assertNever(event);
    }
  },
};

/** The closed months as a sorted list (what the voucher and opening balance deciders are given). */
export const closedMonthsOf = (state: LedgerMonthsState): string[] => Object.keys(state.closed).sort();

/** What a posting decider is told of the market's books: where they start and which months are closed. */
export interface LedgerCalendar {
  /** The go-live date (set, or derived for a market that never set it); null only for a market with no history. */
  goLive: string | null;
  closedMonths: readonly string[];
}

/** Whether a month is closed for postings: closing is in order, so every month up to the last closed one is. */
export function isClosedMonth(month: string, closedMonths: readonly string[]): boolean {
  const last = closedMonths.reduce<string | null>((max, m) => (max === null || m > max ? m : max), null);
  return last !== null && month <= last;
}

/**
 * The refusal of a hand-posted date: after today (IST business date), before the books start (go-live), or in a
 * closed month. `field` names the form's date. Shared by vouchers, opening balances and levy remittances: the
 * rule is the ledger's, not one document's.
 */
export function assertPostingDate(
  date: string,
  {
    today,
    closedMonths,
    goLive,
    field,
    correcting = false,
  }: LedgerCalendar & { today: string; field: string; correcting?: boolean },
): void {
  if (date > today) throw refuseField(field, 'The date cannot be after today');
  if (goLive === null) {
    throw refuseField(
      field,
      "Set the market's go-live date first (Month Close screen): its books have no start yet",
    );
  }
  if (date < goLive) {
    throw refuseField(
      field,
      `The books of this market start on ${displayDate(goLive)} (go-live): nothing is posted before it`,
    );
  }
  const month = monthOf(date);
  if (isClosedMonth(month, closedMonths)) {
    const label = monthLabel(month);
    const fy = financialYearOf(date);
    const message = isLockedFinancialYear(fy, closedMonths)
      ? `Financial year ${financialYearLabel(fy)} is locked (March closed): nothing is posted into it any more`
      : correcting
        ? `${label} is closed: date the voucher in an open month and name ${label} as the month it corrects`
        : `${label} is closed: nothing is posted with a date in it any more`;
    throw refuseField(field, message);
  }
}
