import {
  AGEING_BUCKETS,
  ageingBucket,
  daysBetween,
  financialYearStart,
  type LedgerCustomerKind,
} from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import { exactPaise } from '../../shared/exact-paise.js';
import type { ReportQueryContext } from '../report-query.js';

const n = (v: string | number | bigint | null | undefined) => exactPaise(v);

/** Ledger sources that are money paid or received (a farmer payment, an online batch, a reeler receipt). */
const PAYMENT_SOURCES = ['payment', 'batch', 'receipt'];

/** An amount owed not yet settled: what is left of one entry (a sale, a voucher, an opening balance). */
export interface Unpaid {
  postingDate: string;
  sourceKind: string;
  sourceId: string;
  unpaidPaise: number;
}

export interface CustomerAccount {
  marketId: string;
  market: string;
  customerId: string;
  customerCode: string | null;
  customerName: string | null;
  /** Owed at the start of the financial year of the as-on date (1 April). */
  openingPaise: number;
  /** Amounts owed posted in the year up to the as-on date (sales net of their corrections, vouchers). */
  billedPaise: number;
  /** Payments of the year up to the as-on date, net of their reversals and failed bank rows. */
  paidPaise: number;
  /** opening + billed - paid: the ledger balance on the as-on date, signed as owed. */
  balancePaise: number;
  /** The newest amounts owed that the balance is made of, newest first. */
  unpaid: Unpaid[];
}

export interface AccountsQuery {
  kind: LedgerCustomerKind;
  asOn: string;
  marketId?: string;
  customerId?: string;
}

interface EntryRow {
  branch_id: string;
  account_key: string;
  entry_id: string;
  posting_date: string;
  source_kind: string;
  source_id: string;
  net: string;
}

/**
 * Customer accounts of the caller's scope as on a date, from the ledger, so every balance is the ledger's to the
 * paisa. A farmer is owed (credits), a reeler owes (debits): amounts are signed as owed.
 *
 * Payments settle the oldest amounts first (as `reelerStanding` does), so what is unpaid is the newest amounts owed
 * that add up to the balance. So ten years of postings are never read to age this month's dues: the balance comes
 * from the running totals less what was posted after the date, the year's billing and payments are summed by the
 * database, and only the recent entries are fetched to age the balance (further back only for an account whose
 * balance is older). Each entry is netted (a weight correction's reversal and repost are one entry); payments and
 * their reversals are neither billing nor a due.
 */
export async function customerAccounts(
  ctx: ReportQueryContext,
  q: AccountsQuery,
): Promise<CustomerAccount[]> {
  const sign = q.kind === 'reeler' ? 1 : -1;
  const yearStart = financialYearStart(q.asOn);

  // Balances on the date: the running totals less what was posted after it.
  let totals = ctx.db
    .withSchema('read')
    .selectFrom('ledger_account_totals as t')
    .leftJoin('branches as b', 'b.branch_id', 't.branch_id')
    .where(scopeFilter(ctx.scope, 't.branch_id'))
    .where('t.customer_kind', '=', q.kind)
    .select([
      't.branch_id',
      't.account_key',
      't.customer_id',
      't.customer_code',
      't.customer_name',
      't.first_posting_date',
      'b.name_en',
      sql<string>`t.debit_total - t.credit_total - coalesce((select sum(p.debit_paise - p.credit_paise)
        from read.ledger_postings p where p.branch_id = t.branch_id and p.account_key = t.account_key
        and p.posting_date > ${q.asOn}), 0)`.as('balance'),
    ])
    .where('t.first_posting_date', '<=', q.asOn);
  if (q.marketId) totals = totals.where('t.branch_id', '=', q.marketId);
  if (q.customerId) totals = totals.where('t.customer_id', '=', q.customerId);
  const found = await totals.execute();
  if (found.length === 0) return [];

  // The year's entries of those accounts, netted per entry.
  const entries = (
    from: string | null,
    to: string,
    accounts?: { branch_id: string; account_key: string }[],
  ) => {
    let query = ctx.db
      .withSchema('read')
      .selectFrom('ledger_postings as p')
      .where(scopeFilter(ctx.scope, 'p.branch_id'))
      .where('p.account_kind', '=', q.kind)
      .where('p.posting_date', '<=', to)
      .select([
        'p.branch_id',
        'p.account_key',
        'p.entry_id',
        sql<string>`min(p.posting_date)`.as('posting_date'),
        sql<string>`max(p.source_kind)`.as('source_kind'),
        sql<string>`max(p.source_id)`.as('source_id'),
        sql<string>`sum(p.debit_paise - p.credit_paise)`.as('net'),
        sql<string>`min(p.position)`.as('position'),
      ])
      .groupBy(['p.branch_id', 'p.account_key', 'p.entry_id']);
    if (from) query = query.where('p.posting_date', '>=', from);
    if (q.marketId) query = query.where('p.branch_id', '=', q.marketId);
    if (q.customerId) query = query.where('p.customer_id', '=', q.customerId);
    if (accounts) {
      query = query
        .where('p.branch_id', 'in', [...new Set(accounts.map((a) => a.branch_id))])
        .where('p.account_key', 'in', [...new Set(accounts.map((a) => a.account_key))]);
    }
    return query.orderBy('posting_date', 'desc').orderBy('position', 'desc').execute() as Promise<EntryRow[]>;
  };
  const accountKey = (r: { branch_id: string; account_key: string }) => `${r.branch_id}|${r.account_key}`;
  const byAccount = (rows: EntryRow[]) => {
    const map = new Map<string, EntryRow[]>();
    for (const r of rows) {
      const list = map.get(accountKey(r));
      if (list) list.push(r);
      else map.set(accountKey(r), [r]);
    }
    return map;
  };
  // The year's billing and payments of each account, summed by the database (a year of a big market's postings
  // is summed, not fetched); a payment and its reversal cancel in the sum.
  let yearQuery = ctx.db
    .withSchema('read')
    .selectFrom('ledger_postings as p')
    .where(scopeFilter(ctx.scope, 'p.branch_id'))
    .where('p.account_kind', '=', q.kind)
    .where('p.posting_date', '>=', yearStart)
    .where('p.posting_date', '<=', q.asOn)
    .select([
      'p.branch_id',
      'p.account_key',
      sql<string>`coalesce(sum(p.debit_paise - p.credit_paise) filter (where p.source_kind in ('payment', 'batch', 'receipt')), 0)`.as(
        'payments',
      ),
      sql<string>`coalesce(sum(p.debit_paise - p.credit_paise) filter (where p.source_kind not in ('payment', 'batch', 'receipt')), 0)`.as(
        'billing',
      ),
    ])
    .groupBy(['p.branch_id', 'p.account_key']);
  if (q.marketId) yearQuery = yearQuery.where('p.branch_id', '=', q.marketId);
  if (q.customerId)
    yearQuery = yearQuery
      .where('p.branch_id', 'in', [...new Set(found.map((t) => t.branch_id))])
      .where('p.account_key', 'in', [...new Set(found.map((t) => t.account_key))]);
  const year = new Map((await yearQuery.execute()).map((r) => [accountKey(r), r]));

  const accounts: CustomerAccount[] = found.map((t) => {
    const balance = sign * n(t.balance);
    const sums = year.get(accountKey(t));
    // `|| 0`: a signed zero would read -0.
    const billed = sign * n(sums?.billing) || 0;
    const paid = -sign * n(sums?.payments) || 0;
    return {
      marketId: t.branch_id,
      market: t.name_en ?? t.branch_id,
      customerId: t.customer_id ?? '',
      customerCode: t.customer_code,
      customerName: t.customer_name,
      openingPaise: balance - billed + paid,
      billedPaise: billed,
      paidPaise: paid,
      balancePaise: balance,
      unpaid: [],
    };
  });

  // The balance is the newest amounts owed: walk back from the date until they cover it.
  const cover = (account: CustomerAccount, rows: EntryRow[], left: number): number => {
    let remaining = left;
    for (const e of rows) {
      if (remaining <= 0) break;
      const owed = sign * n(e.net);
      if (owed <= 0 || PAYMENT_SOURCES.includes(e.source_kind)) continue;
      const unpaid = Math.min(owed, remaining);
      account.unpaid.push({
        postingDate: e.posting_date,
        sourceKind: e.source_kind,
        sourceId: e.source_id,
        unpaidPaise: unpaid,
      });
      remaining -= unpaid;
    }
    return remaining;
  };
  // Dues are days or weeks old: the last 45 days are read for every account owing, then, only for accounts whose
  // balance is older, a year at a time further back until it is covered (or their first posting is passed).
  const remainders = new Map<CustomerAccount, number>();
  const firstPosting = new Map<CustomerAccount, string>();
  for (const [i, account] of accounts.entries()) {
    if (account.balancePaise <= 0) continue;
    remainders.set(account, account.balancePaise);
    firstPosting.set(account, found[i]!.first_posting_date);
  }
  let pending = [...remainders.keys()];
  let to = q.asOn;
  let from = addDays(q.asOn, -45);
  let first = true;
  while (pending.length > 0) {
    const earliest = pending.map((a) => firstPosting.get(a) ?? to).reduce((x, y) => (y < x ? y : x));
    const window = byAccount(
      await entries(
        from <= earliest ? null : addDays(from, 1),
        to,
        // The first window of a whole market is read by date; later ones only for the accounts still owing.
        first && !q.customerId
          ? undefined
          : pending.map((a) => ({ branch_id: a.marketId, account_key: `${q.kind}:${a.customerId}` })),
      ),
    );
    const next: CustomerAccount[] = [];
    for (const account of pending) {
      const left = cover(
        account,
        window.get(`${account.marketId}|${q.kind}:${account.customerId}`) ?? [],
        remainders.get(account) ?? 0,
      );
      remainders.set(account, left);
      if (left > 0 && from > earliest) next.push(account);
    }
    pending = next;
    to = from;
    from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`;
    first = false;
  }
  return accounts;
}

/** A date plus days (YYYY-MM-DD, calendar days). */
function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** An account's unpaid amounts by age on `asOn`, its oldest unpaid date and that date's age in days. */
export function ageing(account: CustomerAccount, asOn: string) {
  const buckets: Record<string, number> = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, 0]));
  let oldestUnpaid: string | null = null;
  for (const u of account.unpaid) {
    if (oldestUnpaid === null || u.postingDate < oldestUnpaid) oldestUnpaid = u.postingDate;
    const bucket = ageingBucket(daysBetween(u.postingDate, asOn));
    buckets[bucket.key] = (buckets[bucket.key] ?? 0) + u.unpaidPaise;
  }
  return { buckets, oldestUnpaid, days: oldestUnpaid === null ? null : daysBetween(oldestUnpaid, asOn) };
}
