import type { LotWeighedData } from '../auction/lot-events.js';
import { accountKey, type LedgerAccount } from './ledger-accounts.js';

/** One side of a double entry, in integer paise: exactly one of debit and credit is above zero. */
export interface Posting {
  account: LedgerAccount;
  debitPaise: number;
  creditPaise: number;
}

const debit = (account: LedgerAccount, paise: number): Posting => ({
  account,
  debitPaise: paise,
  creditPaise: 0,
});
const credit = (account: LedgerAccount, paise: number): Posting => ({
  account,
  debitPaise: 0,
  creditPaise: paise,
});

/** The weighed lot's money, and who the parties are (the lot stream's inward names the farmer). */
export type WeighedLot = Pick<
  LotWeighedData,
  'reelerId' | 'amountPaise' | 'farmerLevyPaise' | 'reelerLevyPaise'
> & { farmerId: string };

/**
 * A sale (money-and-reports.md, postings table): the reeler owes the amount and their levy; the farmer is owed the
 * amount less their levy; both levies are collected. Debits equal credits by construction:
 * A + Lr = (A - Lf) + Lf + Lr. A zero levy posts no line.
 */
export function saleOf(lot: WeighedLot): Posting[] {
  const { amountPaise: a, farmerLevyPaise: lf, reelerLevyPaise: lr } = lot;
  return [
    debit({ kind: 'reeler', customerId: lot.reelerId }, a + lr),
    credit({ kind: 'farmer', customerId: lot.farmerId }, a - lf),
    credit({ kind: 'farmer-levy' }, lf),
    credit({ kind: 'reeler-levy' }, lr),
  ].filter((p) => p.debitPaise + p.creditPaise > 0);
}

/** The mirror of postings: a mistake is undone by posting its reverse, never by editing or deleting it. */
export function reversalOf(postings: readonly Posting[]): Posting[] {
  return postings.map((p) => ({ account: p.account, debitPaise: p.creditPaise, creditPaise: p.debitPaise }));
}

/** A weight correction: the old sale reversed, then the corrected sale (money-and-reports.md). */
export function correctionOf(before: WeighedLot, after: WeighedLot): Posting[] {
  return [...reversalOf(saleOf(before)), ...saleOf(after)];
}

/** Debits minus credits of each account (paise); a balanced entry's values sum to zero. */
export function balancesOf(postings: readonly Posting[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const p of postings) {
    const key = accountKey(p.account);
    balances.set(key, (balances.get(key) ?? 0) + p.debitPaise - p.creditPaise);
  }
  return balances;
}

/** Every entry balances: an unbalanced one is a bug in the posting rules, never something to post. */
export function assertBalanced(postings: readonly Posting[]): void {
  let total = 0;
  for (const p of postings) {
    const oneSided = p.debitPaise > 0 !== p.creditPaise > 0;
    if (
      !Number.isSafeInteger(p.debitPaise) ||
      !Number.isSafeInteger(p.creditPaise) ||
      p.debitPaise < 0 ||
      p.creditPaise < 0 ||
      !oneSided
    ) {
      throw new RangeError(`a posting needs a positive whole-paise debit or credit: ${JSON.stringify(p)}`);
    }
    total += p.debitPaise - p.creditPaise;
  }
  if (total !== 0)
    throw new RangeError(`the entry does not balance: debits exceed credits by ${total} paise`);
}
