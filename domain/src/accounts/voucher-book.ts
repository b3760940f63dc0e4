import { financialYearOf } from '../billing/bill-numbers.js';
import type { Decider } from '../shared/decider.js';
import { documentNumber } from '../shared/document-numbers.js';
import { assertNever, ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { monthLabel } from '../shared/formats.js';
import { MESSAGES } from '../shared/messages.js';
import type { VoucherEvent, VoucherLine, VoucherType } from './account-events.js';
import { monthOf } from './account-numbers.js';
import { controlAccountOwner, MARKET_ACCOUNT_NAMES } from './ledger-accounts.js';
import {
  assertPostingDate,
  financialYearLabel,
  isClosedMonth,
  isLockedFinancialYear,
} from './ledger-months.js';

/** What a voucher book remembers of each voucher: enough to reverse it once and to refuse reversing a reversal. */
export interface BookedVoucher {
  voucherNo: string;
  voucherDate: string;
  lines: readonly VoucherLine[];
  /** The voucher this one reverses (it is then a cancelling voucher). */
  reverses: string | null;
  /** The voucher that reversed this one. */
  reversedBy: string | null;
}

/** One book per market, voucher type and financial year: its number series and its vouchers. */
export interface VoucherBookState {
  lastSequence: number;
  vouchers: Readonly<Record<string, BookedVoucher>>;
}

interface Posting {
  marketId: string;
  marketCode: string;
  voucherType: VoucherType;
  /** The book's year; the voucher's date must fall in it. */
  financialYear: string;
  /** Months closed in the market's ledger when the voucher is decided (read by the api from the month stream). */
  closedMonths: readonly string[];
  /** The day the market's books start: nothing is posted before it. */
  goLive: string | null;
  today: string;
}

export interface PostVoucher {
  type: 'PostVoucher';
  data: Posting & {
    voucherId: string;
    voucherDate: string;
    lines: VoucherLine[];
    notes: string;
    referenceNo: string | null;
    correctsMonth: string | null;
    postedBy: string;
  };
}

export interface CancelVoucher {
  type: 'CancelVoucher';
  data: Posting & {
    /** The voucher cancelled. */
    voucherId: string;
    /** The reversing voucher's own id. */
    reversalId: string;
    reason: string;
    date: string;
    cancelledBy: string;
  };
}
export type VoucherBookCommand = PostVoucher | CancelVoucher;

const refuse = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

/** What the line rules look at: the account and the two amounts (a form's lines before the names are known). */
export type VoucherLineAmounts = Pick<VoucherLine, 'account' | 'debitPaise' | 'creditPaise'>;

const isCashOrBank = (line: VoucherLineAmounts) =>
  line.account.kind === 'cash' || line.account.kind === 'bank';

/** The money rules of each voucher type (spec section 3 "Voucher", the VouType list). */
function assertTypeRules(type: VoucherType, lines: readonly VoucherLineAmounts[]): void {
  switch (type) {
    case 'Receipt':
      if (!lines.some((l) => isCashOrBank(l) && l.debitPaise > 0))
        throw refuse('lines', 'A Receipt voucher must debit Cash or Bank (the money received)');
      return;
    case 'Payment':
      if (!lines.some((l) => isCashOrBank(l) && l.creditPaise > 0))
        throw refuse('lines', 'A Payment voucher must credit Cash or Bank (the money paid out)');
      return;
    case 'Contra':
      if (!lines.every(isCashOrBank))
        throw refuse(
          'lines',
          'A Contra voucher moves money between Cash and Bank: every line must be Cash or Bank',
        );
      return;
    case 'Journal':
      if (lines.some(isCashOrBank))
        throw refuse(
          'lines',
          'A Journal voucher has no Cash or Bank line: money received, paid or moved goes on a Receipt, Payment or Contra voucher',
        );
      return;
    default:
      assertNever(type);
  }
}

/** A hand voucher never posts to a control account: its owner's documents are what it reconciles to. */
function assertNoControlAccounts(lines: readonly VoucherLineAmounts[]): void {
  lines.forEach((line, i) => {
    const owner = controlAccountOwner(line.account);
    if (owner === null) return;
    const name = MARKET_ACCOUNT_NAMES[line.account.kind as keyof typeof MARKET_ACCOUNT_NAMES];
    throw refuse(
      `lines.${i}`,
      `Line ${i + 1}: ${name} is a control account: only ${owner} post to it, never a voucher`,
    );
  });
}

/** Double entry: at least two lines, each one side only, and the sides equal. */
function assertBalanced(lines: readonly VoucherLineAmounts[]): void {
  if (lines.length < 2) throw refuse('lines', 'A voucher needs at least two lines (a debit and a credit)');
  lines.forEach((line, i) => {
    const ok = line.debitPaise >= 0 && line.creditPaise >= 0 && line.debitPaise > 0 !== line.creditPaise > 0;
    if (!ok) throw refuse(`lines.${i}`, `Line ${i + 1}: enter either a debit or a credit, greater than zero`);
  });
  const debit = lines.reduce((sum, l) => sum + l.debitPaise, 0);
  const credit = lines.reduce((sum, l) => sum + l.creditPaise, 0);
  if (debit !== credit) throw refuse('lines', 'Total debit must equal total credit');
}

/**
 * The rules of a voucher's lines, in the book's order: balanced, no control account, the type's money rule. Pure,
 * so the voucher form runs them before it asks to confirm (issue 27); throws the book's ValidationError.
 */
export function assertVoucherLines(type: VoucherType, lines: readonly VoucherLineAmounts[]): void {
  assertBalanced(lines);
  assertNoControlAccounts(lines);
  assertTypeRules(type, lines);
}

// The book's year is chosen from the date by the caller; a date of another year would take this book's number.
function assertYear(date: string, data: Posting, field: string): void {
  const fy = financialYearOf(date);
  if (fy !== data.financialYear) {
    throw refuse(
      field,
      `The date falls in financial year ${fy}, not ${data.financialYear} of this voucher book`,
    );
  }
}

function decidePost({ data }: PostVoucher, state: VoucherBookState): VoucherEvent[] {
  if (state.vouchers[data.voucherId]) throw new ConflictError(MESSAGES.alreadyProcessed);
  assertVoucherLines(data.voucherType, data.lines);
  assertPostingDate(data.voucherDate, { ...data, field: 'voucherDate', correcting: true });
  assertYear(data.voucherDate, data, 'voucherDate');
  if (data.correctsMonth !== null) {
    const month = data.correctsMonth;
    if (!isClosedMonth(month, data.closedMonths) || month >= monthOf(data.voucherDate)) {
      throw refuse(
        'correctsMonth',
        `${monthLabel(month)} is not a closed month before ${monthLabel(monthOf(data.voucherDate))}: leave "Corrects month" empty unless the voucher corrects a closed month`,
      );
    }
    const fy = financialYearOf(`${month}-01`);
    if (isLockedFinancialYear(fy, data.closedMonths)) {
      throw refuse(
        'correctsMonth',
        `Financial year ${financialYearLabel(fy)} is locked (March closed): nothing is posted into it any more`,
      );
    }
  }
  const sequence = state.lastSequence + 1;
  return [
    {
      type: 'VoucherPosted',
      data: {
        voucherId: data.voucherId,
        marketId: data.marketId,
        voucherType: data.voucherType,
        voucherNo: documentNumber(data.marketCode, data.voucherType, data.financialYear, sequence),
        financialYear: data.financialYear,
        sequence,
        voucherDate: data.voucherDate,
        lines: data.lines,
        notes: data.notes,
        referenceNo: data.referenceNo,
        correctsMonth: data.correctsMonth,
        reverses: null,
        postedBy: data.postedBy,
      },
    },
  ];
}

function decideCancel({ data }: CancelVoucher, state: VoucherBookState): VoucherEvent[] {
  const original = state.vouchers[data.voucherId];
  if (!original) throw new NotFoundError('Voucher not found');
  if (original.reverses !== null) {
    throw refuse('voucherId', `${original.voucherNo} cancels another voucher and cannot itself be cancelled`);
  }
  if (original.reversedBy !== null) {
    const by = state.vouchers[original.reversedBy]?.voucherNo ?? original.reversedBy;
    throw new ConflictError(
      `${MESSAGES.alreadyProcessed}: ${original.voucherNo} is already cancelled by ${by}`,
    );
  }
  if (data.date < original.voucherDate)
    throw refuse('date', 'A voucher cannot be cancelled before its own date');
  assertPostingDate(data.date, { ...data, field: 'date', correcting: true });
  assertYear(data.date, data, 'date');
  const month = monthOf(original.voucherDate);
  const sequence = state.lastSequence + 1;
  return [
    {
      type: 'VoucherPosted',
      data: {
        voucherId: data.reversalId,
        marketId: data.marketId,
        voucherType: data.voucherType,
        voucherNo: documentNumber(data.marketCode, data.voucherType, data.financialYear, sequence),
        financialYear: data.financialYear,
        sequence,
        voucherDate: data.date,
        // Mirrored: each debit becomes a credit of the same amount on the same account, so the pair nets to zero.
        lines: original.lines.map((line) => ({
          ...line,
          debitPaise: line.creditPaise,
          creditPaise: line.debitPaise,
        })),
        notes: `Cancels ${original.voucherNo}: ${data.reason}`,
        referenceNo: original.voucherNo,
        // A voucher of a month closed since is reversed in an open month, which says the month it corrects.
        correctsMonth: isClosedMonth(month, data.closedMonths) ? month : null,
        reverses: { voucherId: data.voucherId, voucherNo: original.voucherNo },
        postedBy: data.cancelledBy,
      },
    },
  ];
}

export const voucherBook: Decider<VoucherBookCommand, VoucherEvent, VoucherBookState> = {
  initialState: { lastSequence: 0, vouchers: {} },
  decide(command, state) {
    switch (command.type) {
      case 'PostVoucher':
        return decidePost(command, state);
      case 'CancelVoucher':
        return decideCancel(command, state);
      default:
        return assertNever(command);
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'VoucherPosted': {
        const d = event.data;
        const vouchers: Record<string, BookedVoucher> = {
          ...state.vouchers,
          [d.voucherId]: {
            voucherNo: d.voucherNo,
            voucherDate: d.voucherDate,
            lines: d.lines,
            reverses: d.reverses?.voucherId ?? null,
            reversedBy: null,
          },
        };
        const original = d.reverses ? vouchers[d.reverses.voucherId] : undefined;
        if (d.reverses && original) vouchers[d.reverses.voucherId] = { ...original, reversedBy: d.voucherId };
        return { lastSequence: Math.max(state.lastSequence, d.sequence), vouchers };
      }
      default:
        return assertNever(event.type);
    }
  },
};
