import { AGEING_BUCKETS, ageingBucket, daysBetween, type LedgerCustomerKind } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQueryContext } from '../report-query.js';

const n = (v: unknown) => Number(v ?? 0);

/** Ledger sources that are money paid or received (a farmer payment, an online batch, a reeler receipt). */
const PAYMENT_SOURCES = new Set(['payment', 'batch', 'receipt']);

/** One ledger entry on a customer's account, netted (a weight correction's reversal and repost are one entry). */
export interface AccountEntry {
  entryId: string;
  postingDate: string;
  sourceKind: string;
  sourceId: string;
  /** What the entry adds to what is owed: a reeler's debit, a farmer's credit; negative when it pays. */
  owedPaise: number;
  /** Of a positive entry, what the payments up to the as-on date have not covered (oldest first). */
  unpaidPaise: number;
}

export interface CustomerAccount {
  marketId: string;
  market: string;
  customerId: string;
  customerCode: string | null;
  customerName: string | null;
  entries: AccountEntry[];
  billedPaise: number;
  paidPaise: number;
  balancePaise: number;
}

export interface AccountsQuery {
  kind: LedgerCustomerKind;
  asOn: string;
  marketId?: string;
  customerId?: string;
}

/**
 * Customer accounts of the caller's scope from the ledger's postings up to `asOn`, each entry netted, and the
 * payments applied FIFO to the oldest amounts owed — as `reelerStanding` does for one reeler, so the balance is
 * the ledger's to the paisa. A farmer is owed (credits), a reeler owes (debits): `owed` is signed accordingly.
 */
export async function customerAccounts(
  ctx: ReportQueryContext,
  q: AccountsQuery,
): Promise<CustomerAccount[]> {
  let query = ctx.db
    .withSchema('read')
    .selectFrom('ledger_postings as p')
    .where(scopeFilter(ctx.scope, 'p.branch_id'))
    .where('p.account_kind', '=', q.kind)
    .where('p.posting_date', '<=', q.asOn)
    .select([
      'p.branch_id',
      'p.account_key',
      'p.entry_id',
      sql<string>`max(p.customer_id)`.as('customer_id'),
      sql<string>`min(p.posting_date)`.as('posting_date'),
      sql<string>`min(p.position)`.as('position'),
      sql<string>`max(p.source_kind)`.as('source_kind'),
      sql<string>`max(p.source_id)`.as('source_id'),
      sql<string>`sum(p.debit_paise - p.credit_paise)`.as('net'),
    ])
    .groupBy(['p.branch_id', 'p.account_key', 'p.entry_id']);
  if (q.marketId) query = query.where('p.branch_id', '=', q.marketId);
  if (q.customerId) query = query.where('p.customer_id', '=', q.customerId);
  const entries = await query
    .orderBy('p.branch_id')
    .orderBy('p.account_key')
    .orderBy('posting_date')
    .orderBy('position')
    .execute();
  if (entries.length === 0) return [];
  const names = await ctx.db
    .withSchema('read')
    .selectFrom('ledger_account_totals as t')
    .leftJoin('branches as b', 'b.branch_id', 't.branch_id')
    .select(['t.branch_id', 't.account_key', 't.customer_code', 't.customer_name', 'b.name_en'])
    .where('t.account_key', 'in', [...new Set(entries.map((e) => e.account_key))])
    .execute();
  const named = new Map(names.map((r) => [`${r.branch_id}|${r.account_key}`, r]));
  const sign = q.kind === 'reeler' ? 1 : -1;
  const accounts = new Map<string, CustomerAccount>();
  const payments = new Map<string, AccountEntry>();
  for (const e of entries) {
    const key = `${e.branch_id}|${e.account_key}`;
    let account = accounts.get(key);
    if (!account) {
      const name = named.get(key);
      account = {
        marketId: e.branch_id,
        market: name?.name_en ?? e.branch_id,
        customerId: e.customer_id,
        customerCode: name?.customer_code ?? null,
        customerName: name?.customer_name ?? null,
        entries: [],
        billedPaise: 0,
        paidPaise: 0,
        balancePaise: 0,
      };
      accounts.set(key, account);
    }
    const owed = sign * n(e.net);
    // A payment and its reversal (or a bank row's failure) are one payment that did not happen: netted on the
    // payment's date, so the reversal does not look like a new amount owed from the day it was reversed.
    const paymentKey = PAYMENT_SOURCES.has(e.source_kind) ? `${key}|${e.source_kind}|${e.source_id}` : null;
    const payment = paymentKey ? payments.get(paymentKey) : undefined;
    if (payment) {
      payment.owedPaise += owed;
      continue;
    }
    const entry: AccountEntry = {
      entryId: e.entry_id,
      postingDate: e.posting_date,
      sourceKind: e.source_kind,
      sourceId: e.source_id,
      owedPaise: owed,
      unpaidPaise: 0,
    };
    account.entries.push(entry);
    if (paymentKey) payments.set(paymentKey, entry);
  }
  for (const account of accounts.values()) {
    account.entries = account.entries.filter((x) => x.owedPaise !== 0);
    for (const entry of account.entries) {
      if (entry.owedPaise > 0) account.billedPaise += entry.owedPaise;
      else account.paidPaise -= entry.owedPaise;
      entry.unpaidPaise = Math.max(0, entry.owedPaise);
    }
    account.balancePaise = account.billedPaise - account.paidPaise;
    // Everything paid up to the date settles the oldest amounts owed first.
    let credit = account.paidPaise;
    for (const entry of account.entries) {
      if (entry.owedPaise <= 0) continue;
      const settled = Math.min(credit, entry.owedPaise);
      entry.unpaidPaise = entry.owedPaise - settled;
      credit -= settled;
    }
  }
  return [...accounts.values()];
}

/** An account's unpaid amounts by age on `asOn`, its oldest unpaid date and that date's age in days. */
export function ageing(account: CustomerAccount, asOn: string) {
  const buckets: Record<string, number> = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, 0]));
  let oldestUnpaid: string | null = null;
  for (const entry of account.entries) {
    if (entry.unpaidPaise <= 0) continue;
    oldestUnpaid ??= entry.postingDate;
    const bucket = ageingBucket(daysBetween(entry.postingDate, asOn));
    buckets[bucket.key] = (buckets[bucket.key] ?? 0) + entry.unpaidPaise;
  }
  return { buckets, oldestUnpaid, days: oldestUnpaid === null ? null : daysBetween(oldestUnpaid, asOn) };
}
