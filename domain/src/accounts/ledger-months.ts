import type { Decider } from '../shared/decider.js';
import { assertNever, ConflictError, ValidationError } from '../shared/errors.js';
import type { LedgerMonthEvent } from './account-events.js';
import { monthOf } from './account-numbers.js';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `'2026-11'` → `'November 2026'`: how messages and screens name an accounting month. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
}

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
  closed: Readonly<Record<string, ClosedMonth>>;
  /** The latest month closed; months close in order, so every month from the first closed up to it is closed. */
  lastClosed: string | null;
}

export interface CloseMonth {
  type: 'CloseMonth';
  data: { marketId: string; month: string; today: string; by: string };
}
export type LedgerMonthCommand = CloseMonth;

const isMonth = (month: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month);

function decideClose({ data }: CloseMonth, state: LedgerMonthsState): LedgerMonthEvent[] {
  const refuse = (message: string) => new ValidationError(message, { month: [message] });
  if (!isMonth(data.month)) throw refuse('Select a month (YYYY-MM)');
  const closed = state.closed[data.month];
  if (closed) {
    throw new ConflictError(
      `${monthLabel(data.month)} is already closed (by ${closed.closedBy} on ${closed.closedOn})`,
      'month',
    );
  }
  // Before the first close: closed with it (nothing may be posted there either), never on its own.
  if (state.lastClosed !== null && data.month < state.lastClosed) {
    throw new ConflictError(`${monthLabel(data.month)} is already closed with the months after it`, 'month');
  }
  // A month still running may get postings dated in it today: closing it would refuse them.
  if (data.month >= monthOf(data.today)) {
    throw refuse(`${monthLabel(data.month)} has not ended yet: a month is closed after its last day`);
  }
  // In order: closing May with April open would leave April open behind a closed month, and a late April entry
  // could no longer be told apart from one that corrects a closed month.
  if (state.lastClosed !== null && data.month !== nextMonth(state.lastClosed)) {
    throw refuse(`Close ${monthLabel(nextMonth(state.lastClosed))} first: months are closed in order`);
  }
  return [
    {
      type: 'LedgerMonthClosed',
      data: { marketId: data.marketId, month: data.month, closedOn: data.today, closedBy: data.by },
    },
  ];
}

/** The months a market has closed. Nothing is ever reopened: a closed month is corrected from an open one. */
export const ledgerMonths: Decider<LedgerMonthCommand, LedgerMonthEvent, LedgerMonthsState> = {
  initialState: { closed: {}, lastClosed: null },
  decide(command, state) {
    switch (command.type) {
      case 'CloseMonth':
        return decideClose(command, state);
      default:
        return assertNever(command.type);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'LedgerMonthClosed': {
        const { month, closedOn, closedBy } = event.data;
        const lastClosed = state.lastClosed === null || month > state.lastClosed ? month : state.lastClosed;
        return { closed: { ...state.closed, [month]: { closedOn, closedBy } }, lastClosed };
      }
      default:
        return assertNever(event.type);
    }
  },
};

/** The closed months as a sorted list (what the voucher and opening balance deciders are given). */
export const closedMonthsOf = (state: LedgerMonthsState): string[] => Object.keys(state.closed).sort();

/**
 * Whether a month is closed for postings: closing is in order, so every month up to the last closed one is
 * (the months before the first close predate the ledger's go-live and close with it).
 */
export function isClosedMonth(month: string, closedMonths: readonly string[]): boolean {
  const last = closedMonths.reduce<string | null>((max, m) => (max === null || m > max ? m : max), null);
  return last !== null && month <= last;
}

/**
 * The refusal of a posting dated in a closed month, or of a date after today. `field` names the form's date.
 * Shared by vouchers and opening balances: the rule is the ledger's, not one document's.
 */
export function assertPostingDate(
  date: string,
  {
    today,
    closedMonths,
    field,
    correcting = false,
  }: { today: string; closedMonths: readonly string[]; field: string; correcting?: boolean },
): void {
  if (date > today) {
    const message = 'The date cannot be after today';
    throw new ValidationError(message, { [field]: [message] });
  }
  const month = monthOf(date);
  if (isClosedMonth(month, closedMonths)) {
    const label = monthLabel(month);
    const message = correcting
      ? `${label} is closed: date the voucher in an open month and name ${label} as the month it corrects`
      : `${label} is closed: nothing is posted with a date in it any more`;
    throw new ValidationError(message, { [field]: [message] });
  }
}
