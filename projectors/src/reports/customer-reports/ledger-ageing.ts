import { AGEING_BUCKETS, ageingBucket, daysBetween } from '@cocoon/domain';
import { sql } from 'kysely';
import { exactPaise } from '../../shared/exact-paise.js';
import type { ReportQueryContext } from '../report-query.js';
import { type BalancesQuery, balancesOnDate } from './customer-balances.js';

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

/** One posting of an account, newest first; `i` is the account's place in the list asked for. */
interface PostingRow {
  i: number;
  posting_date: string;
  position: string;
  source_kind: string;
  source_id: string;
  net: string;
}

/**
 * Where an account's reading stopped: the oldest entry read whole (its date and position); before the first read,
 * the day after the as-on date (no position sorts before '', so every posting up to the date is before it).
 */
interface Before {
  postingDate: string;
  position: string;
}

/**
 * The newest postings of each account before where its reading stopped, at most `limit` each: a backward range of
 * the account index per account that stops after `limit` rows, so a reeler with years of lots is read only as far
 * back as its balance needs.
 */
function newestPostings(
  ctx: ReportQueryContext,
  accounts: readonly { branchId: string; accountKey: string; before: Before }[],
  limit: number,
): Promise<PostingRow[]> {
  const column = (pick: (a: (typeof accounts)[number]) => string) => accounts.map(pick);
  return sql<PostingRow>`select o.i::int as i, p.posting_date, p.position, p.source_kind, p.source_id,
      (p.debit_paise - p.credit_paise)::text as net
    from unnest(${column((a) => a.branchId)}::uuid[], ${column((a) => a.accountKey)}::text[],
      ${column((a) => a.before.postingDate)}::text[], ${column((a) => a.before.position)}::text[])
      with ordinality as o(branch_id, account_key, before_date, before_position, i)
    cross join lateral (select p.posting_date, p.position, p.line_no, p.source_kind, p.source_id, p.debit_paise,
        p.credit_paise
      from read.ledger_postings p
      where p.branch_id = o.branch_id and p.account_key = o.account_key
        and (p.posting_date, p.position) < (o.before_date, o.before_position)
      order by p.posting_date desc, p.position desc, p.line_no desc
      limit ${limit}) p
    order by o.i, p.posting_date desc, p.position desc, p.line_no desc`
    .execute(ctx.db)
    .then((r) => r.rows);
}

/** An entry of one account netted (a weight correction's reversal and repost are one entry), newest first. */
interface AccountEntry {
  postingDate: string;
  position: string;
  sourceKind: string;
  sourceId: string;
  net: number;
}

/** Postings of one account, newest first, as entries: one event is one entry, its lines next to each other. */
function entriesOf(rows: readonly PostingRow[]): AccountEntry[] {
  const entries: AccountEntry[] = [];
  for (const r of rows) {
    const last = entries.at(-1);
    if (last && last.postingDate === r.posting_date && last.position === r.position) last.net += n(r.net);
    else
      entries.push({
        postingDate: r.posting_date,
        position: r.position,
        sourceKind: r.source_kind,
        sourceId: r.source_id,
        net: n(r.net),
      });
  }
  return entries;
}

/**
 * Postings read per account at first; each later read takes GROWTH times more. A farmer owing is paid within days,
 * so its newest few entries cover its balance (4: the first page of an Admin's 11,247 farmers owing, 406-417 →
 * 365-366 ms at full scale); a reeler buys many lots between receipts (16: with 4, 238-241 → 262-272 ms).
 */
const FIRST_READ: Record<BalancesQuery['kind'], number> = { farmer: 4, reeler: 16 };
const GROWTH = 8;

/** A date plus one day (YYYY-MM-DD). */
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Customer accounts of the caller's scope with a balance as on a date, from the ledger, so every balance is the
 * ledger's to the paisa (an account settled exactly, or never owing, is not listed). A farmer is owed (credits),
 * a reeler owes (debits): amounts are signed as owed.
 *
 * Payments settle the oldest amounts first (as `reelerStanding` does), so what is unpaid is the newest amounts owed
 * that add up to the balance. So ten years of postings are never read to age this month's dues: the balances and
 * the year's billing and payments come from `balancesOnDate`, and only the newest entries of the accounts owing
 * are read, a few first, more only for an account whose balance they do not cover. Each entry is netted (a weight
 * correction's reversal and repost are one entry); payments and their reversals are neither billing nor a due.
 */
export async function customerAccounts(
  ctx: ReportQueryContext,
  q: BalancesQuery,
  /** Postings read per account at first: a test reads one at a time to cross every entry's boundary. */
  firstRead = FIRST_READ[q.kind],
): Promise<CustomerAccount[]> {
  const sign = q.kind === 'reeler' ? 1 : -1;
  const found = await balancesOnDate(ctx, q);
  const accounts: CustomerAccount[] = found.map((t) => {
    const balance = sign * n(t.balance);
    const [yearNet, payments] = t.year.map(n) as [number, number];
    // `|| 0`: a signed zero would read -0.
    const billed = sign * (yearNet - payments) || 0;
    const paid = -sign * payments || 0;
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
  const start: Before = { postingDate: dayAfter(q.asOn), position: '' };
  let pending = found
    .map((t, i) => ({
      account: accounts[i]!,
      accountKey: t.account_key,
      remaining: accounts[i]!.balancePaise,
      before: start,
    }))
    .filter((p) => p.remaining > 0);
  for (let limit = firstRead; pending.length > 0; limit *= GROWTH) {
    const rows = await newestPostings(
      ctx,
      pending.map((p) => ({ branchId: p.account.marketId, accountKey: p.accountKey, before: p.before })),
      limit,
    );
    const byAccount = new Map<number, PostingRow[]>();
    for (const r of rows) {
      const list = byAccount.get(r.i);
      if (list) list.push(r);
      else byAccount.set(r.i, [r]);
    }
    const next: typeof pending = [];
    for (const [index, p] of pending.entries()) {
      const read = byAccount.get(index + 1) ?? [];
      const entries = entriesOf(read);
      // A full read may have cut its oldest entry: that one is read again, whole, in the next round.
      const more = read.length === limit;
      if (more) entries.pop();
      for (const e of entries) {
        if (p.remaining <= 0) break;
        const owed = sign * e.net;
        if (owed <= 0 || PAYMENT_SOURCES.includes(e.sourceKind)) continue;
        const unpaid = Math.min(owed, p.remaining);
        p.account.unpaid.push({
          postingDate: e.postingDate,
          sourceKind: e.sourceKind,
          sourceId: e.sourceId,
          unpaidPaise: unpaid,
        });
        p.remaining -= unpaid;
      }
      // Read on from the oldest entry taken whole (from the same place when the read was one cut entry).
      const oldest = entries.at(-1);
      if (p.remaining > 0 && more)
        next.push({
          ...p,
          before: oldest ? { postingDate: oldest.postingDate, position: oldest.position } : p.before,
        });
    }
    pending = next;
  }
  return accounts;
}

/** Days since the epoch of a business date, remembered: an Admin's ageing asks the same few dates a lakh times. */
const dayNumbers = new Map<string, number>();
function daysSince(from: string, to: string): number {
  const day = (date: string) => {
    let value = dayNumbers.get(date);
    if (value === undefined) {
      if (dayNumbers.size > 10_000) dayNumbers.clear();
      value = daysBetween('1970-01-01', date);
      dayNumbers.set(date, value);
    }
    return value;
  };
  return day(to) - day(from);
}

/** An account's unpaid amounts by age on `asOn`, its oldest unpaid date and that date's age in days. */
export function ageing(account: CustomerAccount, asOn: string) {
  const buckets: Record<string, number> = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, 0]));
  let oldestUnpaid: string | null = null;
  for (const u of account.unpaid) {
    if (oldestUnpaid === null || u.postingDate < oldestUnpaid) oldestUnpaid = u.postingDate;
    const bucket = ageingBucket(daysSince(u.postingDate, asOn));
    buckets[bucket.key] = (buckets[bucket.key] ?? 0) + u.unpaidPaise;
  }
  return { buckets, oldestUnpaid, days: oldestUnpaid === null ? null : daysSince(oldestUnpaid, asOn) };
}
