import { parseRupees } from '@cocoon/domain';
import type { AccountOption, VoucherLineInput } from './vouchers-api';

/**
 * An amount box of the voucher screens as paise: left empty it is zero (a line has a debit or a credit, rarely
 * both); anything else is read by parseRupees, undefined when it is no amount.
 */
export const amountOrZero = (text: string): number | undefined =>
  text.trim() === '' ? 0 : parseRupees(text);

/** One line as typed: the account picked by its key, debit and credit as the rupees typed. */
export interface DraftLine {
  id: number;
  accountKey: string;
  debit: string;
  credit: string;
}

let nextLineId = 1;
export const emptyLine = (): DraftLine => ({ id: nextLineId++, accountKey: '', debit: '', credit: '' });

export interface DraftTotals {
  debitPaise: number;
  creditPaise: number;
  /** Debit minus credit: zero when the voucher balances. */
  differencePaise: number;
  /** Lines whose amounts cannot be read (index → message). */
  unreadable: Record<number, string>;
}

/** The running totals the form shows under the lines, from what is typed so far. */
export function draftTotals(lines: readonly DraftLine[]): DraftTotals {
  let debitPaise = 0;
  let creditPaise = 0;
  const unreadable: Record<number, string> = {};
  lines.forEach((line, i) => {
    const debit = amountOrZero(line.debit);
    const credit = amountOrZero(line.credit);
    if (debit === undefined || credit === undefined) {
      unreadable[i] = `Line ${i + 1}: amounts are rupees with at most two decimals`;
      return;
    }
    debitPaise += debit;
    creditPaise += credit;
  });
  return { debitPaise, creditPaise, differencePaise: debitPaise - creditPaise, unreadable };
}

/** The lines as the server takes them (an unpicked account is left for the server's message). */
export function linesToSend(
  lines: readonly DraftLine[],
  accounts: readonly AccountOption[],
): VoucherLineInput[] {
  const byKey = new Map(accounts.map((a) => [a.key, a.account]));
  return lines.flatMap((line) => {
    const account = byKey.get(line.accountKey);
    if (!account) return [];
    return [
      { account, debitPaise: amountOrZero(line.debit) ?? 0, creditPaise: amountOrZero(line.credit) ?? 0 },
    ];
  });
}
