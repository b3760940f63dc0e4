import {
  type CustomerPassbook,
  type LatestLedger,
  type LedgerAccountKind,
  type LedgerCustomerKind,
  MARKET_ACCOUNT_NAMES,
  type PassbookLine,
  pageOffset,
  type ReelerStanding,
  type ReportPage,
  type TrialBalance,
} from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../runtime/types.js';
import { exactPaise, paiseBigInt } from '../shared/exact-paise.js';

const num = exactPaise;
/** The ledger's key of a customer's account (`farmer:<id>`). */
export const customerAccountKey = (kind: LedgerCustomerKind, customerId: string) => `${kind}:${customerId}`;

/** 'YYYY-MM-DD' plus days, on the calendar (no time zone enters a business date). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export interface PassbookQuery {
  marketId: string;
  customerKind: LedgerCustomerKind;
  customerId: string;
  from: string;
  to: string;
  /** One screen page of the lines (issue 28: ten years of a busy reeler are 50,000); absent: every line. */
  page?: ReportPage | null;
}

/** A passbook line's columns of `ledger_postings`, in both the whole and the paged read. */
export const PASSBOOK_COLUMNS = [
  'posting_date',
  'entry_id',
  'line_no',
  'source_kind',
  'document_no',
  'particulars',
  'debit_paise',
  'credit_paise',
  'posted_by',
  'corrects_month',
] as const;

type PassbookRow = {
  posting_date: PassbookLine['postingDate'];
  entry_id: PassbookLine['entryId'];
  line_no: PassbookLine['lineNo'];
  source_kind: PassbookLine['sourceKind'];
  document_no: PassbookLine['documentNo'];
  particulars: PassbookLine['particulars'];
  debit_paise: Parameters<typeof num>[0];
  credit_paise: Parameters<typeof num>[0];
  posted_by: PassbookLine['postedBy'];
  corrects_month: PassbookLine['correctsMonth'];
};

/** A posting as the passbook's line, with the balance after it. */
function passbookLine(r: PassbookRow, balancePaise: number): PassbookLine {
  return {
    postingDate: r.posting_date,
    entryId: r.entry_id,
    lineNo: r.line_no,
    sourceKind: r.source_kind,
    documentNo: r.document_no,
    particulars: r.particulars,
    debitPaise: num(r.debit_paise),
    creditPaise: num(r.credit_paise),
    balancePaise,
    postedBy: r.posted_by,
    correctsMonth: r.corrects_month,
  };
}

/**
 * A customer's passbook: the balance before `from`, each posting from `from` to `to` (inclusive) with its running
 * balance, and the closing balance (debit minus credit). The balance brought forward sums the shorter side of
 * `from` (the postings before it, or the running total less those from it on), so a recent period of an account
 * with years of postings reads few rows. One snapshot, so the opening balance and the lines always agree.
 */
export async function customerPassbook(db: ReadModelDb, q: PassbookQuery): Promise<CustomerPassbook> {
  if (q.page) return passbookPage(db, q, q.page);
  const key = customerAccountKey(q.customerKind, q.customerId);
  const read = async (trx: ReadModelDb) => {
    const account = await passbookAccount(trx, q);
    const lines = await trx
      .withSchema('read')
      .selectFrom('ledger_postings')
      .select(PASSBOOK_COLUMNS)
      .where('branch_id', '=', q.marketId)
      .where('account_key', '=', key)
      .where('posting_date', '>=', q.from)
      .where('posting_date', '<=', q.to)
      .orderBy('posting_date')
      .orderBy('position')
      .orderBy('line_no')
      .execute();
    return { account, rows: lines };
  };
  // A report's query already runs in one repeatable-read snapshot (readReport); anything else opens its own.
  const { account, rows } = db.isTransaction
    ? await read(db)
    : await db.transaction().setIsolationLevel('repeatable read').execute(read);
  const names = {
    customerCode: account?.customer_code ?? null,
    customerName: account?.customer_name ?? null,
  };
  const openingBalancePaise = num(account?.opening);
  let balance = openingBalancePaise;
  let debitTotalPaise = 0;
  let creditTotalPaise = 0;
  const lines: PassbookLine[] = rows.map((r) => {
    const debitPaise = num(r.debit_paise);
    const creditPaise = num(r.credit_paise);
    balance += debitPaise - creditPaise;
    debitTotalPaise += debitPaise;
    creditTotalPaise += creditPaise;
    return passbookLine(r, balance);
  });
  return {
    marketId: q.marketId,
    customerKind: q.customerKind,
    customerId: q.customerId,
    ...names,
    from: q.from,
    to: q.to,
    openingBalancePaise,
    lines,
    debitTotalPaise,
    creditTotalPaise,
    closingBalancePaise: balance,
    rowCount: lines.length,
  };
}

/**
 * One page of a passbook, read by the account index and stopped at the page's end: each line's balance is the
 * brought-forward balance plus a running sum in the database (so page n carries every line before it), and the
 * period's count and totals are one sum over the same index range. The same snapshot for all three.
 */
async function passbookPage(db: ReadModelDb, q: PassbookQuery, page: ReportPage): Promise<CustomerPassbook> {
  const key = customerAccountKey(q.customerKind, q.customerId);
  const read = async (trx: ReadModelDb) => {
    const period = trx
      .withSchema('read')
      .selectFrom('ledger_postings')
      .where('branch_id', '=', q.marketId)
      .where('account_key', '=', key)
      .where('posting_date', '>=', q.from)
      .where('posting_date', '<=', q.to);
    const [account, rows, sums] = await Promise.all([
      passbookAccount(trx, q),
      period
        .select([
          ...PASSBOOK_COLUMNS,
          sql<string>`sum(debit_paise - credit_paise)
            over (order by posting_date, position, line_no rows unbounded preceding)`.as('running'),
        ])
        .orderBy('posting_date')
        .orderBy('position')
        .orderBy('line_no')
        .limit(page.pageSize)
        .offset(pageOffset(page))
        .execute(),
      period
        .select([
          sql<string>`count(*)`.as('count'),
          sql<string>`coalesce(sum(debit_paise), 0)`.as('debit'),
          sql<string>`coalesce(sum(credit_paise), 0)`.as('credit'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { account, rows, sums };
  };
  // One connection and snapshot: a transaction's statements run one after another on it.
  const { account, rows, sums } = db.isTransaction
    ? await read(db)
    : await db.transaction().setIsolationLevel('repeatable read').execute(read);
  const openingBalancePaise = num(account?.opening);
  const debitTotalPaise = num(sums.debit);
  const creditTotalPaise = num(sums.credit);
  return {
    marketId: q.marketId,
    customerKind: q.customerKind,
    customerId: q.customerId,
    customerCode: account?.customer_code ?? null,
    customerName: account?.customer_name ?? null,
    from: q.from,
    to: q.to,
    openingBalancePaise,
    lines: rows.map((r) => passbookLine(r, openingBalancePaise + num(r.running))),
    debitTotalPaise,
    creditTotalPaise,
    closingBalancePaise: openingBalancePaise + debitTotalPaise - creditTotalPaise,
    rowCount: num(sums.count),
    page: page.page,
    pageSize: page.pageSize,
  };
}

/**
 * A passbook's account: the customer's code and name, the balance brought forward to `from` and the closing
 * balance on `to` (debit minus credit, as text: bigint). Each balance sums the shorter side of its date (the
 * postings before it, or the running total less those from it on), so a recent period of an account with years of
 * postings reads few rows.
 */
export async function passbookAccount(
  db: ReadModelDb,
  q: PassbookQuery,
): Promise<
  { customer_code: string | null; customer_name: string | null; opening: string; closing: string } | undefined
> {
  const key = customerAccountKey(q.customerKind, q.customerId);
  const sumWhere = (
    side: ReturnType<typeof sql>,
  ) => sql`(select coalesce(sum(p.debit_paise - p.credit_paise), 0)
      from read.ledger_postings p where p.branch_id = t.branch_id and p.account_key = t.account_key and ${side})`;
  /** The balance of everything posted before `day`. */
  const balanceBefore = (day: string) => sql`case
      when ${day} <= t.first_posting_date then 0
      when ${day} > t.last_posting_date then t.debit_total - t.credit_total
      when ${day}::date - t.first_posting_date::date <= t.last_posting_date::date - ${day}::date
        then ${sumWhere(sql`p.posting_date < ${day}`)}
      else t.debit_total - t.credit_total - ${sumWhere(sql`p.posting_date >= ${day}`)}
    end`;
  const { rows } = await sql<{
    customer_code: string | null;
    customer_name: string | null;
    opening: string;
    closing: string;
  }>`
      select t.customer_code, t.customer_name, ${balanceBefore(q.from)} as opening,
        ${balanceBefore(addDays(q.to, 1))} as closing
      from read.ledger_account_totals t where t.branch_id = ${q.marketId} and t.account_key = ${key}`.execute(
    db,
  );
  return rows[0];
}

/** Every customer's latest balance from the running totals (no posting is summed). */
export async function latestLedger(
  db: ReadModelDb,
  q: { marketId: string; customerKind?: LedgerCustomerKind },
): Promise<LatestLedger> {
  let query = db
    .withSchema('read')
    .selectFrom('ledger_account_totals')
    .selectAll()
    .where('branch_id', '=', q.marketId)
    .where('customer_kind', 'is not', null);
  if (q.customerKind) query = query.where('customer_kind', '=', q.customerKind);
  const rows = await query.orderBy('customer_kind').orderBy('customer_code').orderBy('customer_id').execute();
  return {
    marketId: q.marketId,
    rows: rows.map((r) => ({
      customerKind: r.customer_kind as LedgerCustomerKind,
      customerId: r.customer_id ?? '',
      customerCode: r.customer_code,
      customerName: r.customer_name,
      debitTotalPaise: num(r.debit_total),
      creditTotalPaise: num(r.credit_total),
      balancePaise: num(r.debit_total) - num(r.credit_total),
      lastPostingDate: r.last_posting_date,
    })),
  };
}

function accountName(kind: string, name: string | null, code: string | null, key: string): string {
  if (kind === 'farmer' || kind === 'reeler') return name ? `${name}${code ? ` (${code})` : ''}` : key;
  if (kind === 'bank') return `${MARKET_ACCOUNT_NAMES.bank} (${key.slice('bank:'.length)})`;
  return MARKET_ACCOUNT_NAMES[kind as Exclude<LedgerAccountKind, 'farmer' | 'reeler'>] ?? key;
}

/**
 * Every account's totals up to `asOn`: the running totals less what was posted after the date (recent dates,
 * the usual question, read few postings). Accounts with nothing up to the date are left out.
 */
export async function trialBalance(
  db: ReadModelDb,
  q: { marketId: string; asOn: string },
): Promise<TrialBalance> {
  const { rows } = await sql<{
    account_key: string;
    account_kind: string;
    customer_id: string | null;
    customer_code: string | null;
    customer_name: string | null;
    debit: string;
    credit: string;
  }>`
    select t.account_key, t.account_kind, t.customer_id, t.customer_code, t.customer_name,
           t.debit_total - coalesce(a.debit, 0) as debit, t.credit_total - coalesce(a.credit, 0) as credit
    from read.ledger_account_totals t
    left join (
      select account_key, sum(debit_paise) as debit, sum(credit_paise) as credit
      from read.ledger_postings where branch_id = ${q.marketId} and posting_date > ${q.asOn}
      group by account_key
    ) a on a.account_key = t.account_key
    where t.branch_id = ${q.marketId}
    order by case when t.customer_id is null then 0 else 1 end, t.account_kind, t.customer_code, t.account_key`.execute(
    db,
  );
  const accounts = rows
    .map((r) => ({
      accountKey: r.account_key,
      accountKind: r.account_kind,
      accountName: accountName(r.account_kind, r.customer_name, r.customer_code, r.account_key),
      customerId: r.customer_id,
      debitTotalPaise: num(r.debit),
      creditTotalPaise: num(r.credit),
      balancePaise: num(r.debit) - num(r.credit),
    }))
    .filter((r) => r.debitTotalPaise !== 0 || r.creditTotalPaise !== 0);
  // Summed as BigInt: a market's totals over years can pass 2^53 paise, where adding numbers rounds (a trial
  // balance once showed a difference of 4 paise). The difference is exact; a total that large is shown rounded.
  let debit = 0n;
  let credit = 0n;
  for (const r of rows) {
    debit += paiseBigInt(r.debit);
    credit += paiseBigInt(r.credit);
  }
  return {
    marketId: q.marketId,
    asOn: q.asOn,
    rows: accounts,
    debitTotalPaise: Number(debit),
    creditTotalPaise: Number(credit),
    differencePaise: exactPaise(debit - credit),
  };
}

export interface ReelerStandingQuery {
  marketId: string;
  reelerId: string;
  asOn: string;
  /** Days a debit may stay unpaid (market setting `reelerpaydays`). */
  payDays: number;
  /** Days past due before the reeler is barred from bidding (`reelerbardays`). */
  barDays: number;
}

/**
 * A reeler's balance and overdue amounts on `asOn`, FIFO: all credits up to the date pay the oldest debits first.
 * Each entry is netted on the account first, so a weight correction (its sale reversed and posted again) counts
 * only its difference, dated the correction, and the original sale keeps its due date.
 */
export async function reelerStanding(db: ReadModelDb, q: ReelerStandingQuery): Promise<ReelerStanding> {
  const { rows } = await sql<{ posting_date: string; unpaid: string; balance: string }>`
    with entries as (
      select entry_id, min(posting_date) as posting_date, min(position) as position,
             sum(debit_paise - credit_paise) as net
      from read.ledger_postings
      where branch_id = ${q.marketId} and account_key = ${customerAccountKey('reeler', q.reelerId)}
        and posting_date <= ${q.asOn}
      group by entry_id
    ), paid as (
      select coalesce(sum(-net) filter (where net < 0), 0) as credits, coalesce(sum(net), 0) as balance from entries
    ), debits as (
      select posting_date, net,
             sum(net) over (order by posting_date, position rows unbounded preceding) as cumulative
      from entries where net > 0
    )
    select d.posting_date, least(d.net, d.cumulative - p.credits) as unpaid, p.balance
    from paid p left join debits d on d.cumulative > p.credits
    order by d.posting_date`.execute(db);
  const balancePaise = num(rows[0]?.balance);
  let overduePaise = 0;
  let barredPaise = 0;
  let oldestBarred: string | null = null;
  let oldestUnpaidDate: string | null = null;
  for (const r of rows) {
    if (r.posting_date === null) continue;
    const unpaid = num(r.unpaid);
    oldestUnpaidDate ??= r.posting_date;
    const due = addDays(r.posting_date, q.payDays);
    if (due < q.asOn) overduePaise += unpaid;
    if (addDays(due, q.barDays) < q.asOn) {
      barredPaise += unpaid;
      oldestBarred ??= r.posting_date;
    }
  }
  return {
    marketId: q.marketId,
    reelerId: q.reelerId,
    asOn: q.asOn,
    balancePaise,
    availablePaise: Math.max(0, -balancePaise),
    overduePaise,
    barredPaise,
    barredSince: oldestBarred === null ? null : addDays(oldestBarred, q.payDays + q.barDays + 1),
    oldestUnpaidDate,
  };
}

/**
 * What the levy accounts hold now: each one's credit balance (collected on sales less remitted), the most a levy
 * remittance may take from it. Read from the running totals, exact.
 */
export async function levyHeld(
  db: ReadModelDb,
  marketId: string,
): Promise<{ farmerLevy: number; reelerLevy: number }> {
  const rows = await db
    .withSchema('read')
    .selectFrom('ledger_account_totals')
    .select(['account_key', 'debit_total', 'credit_total'])
    .where('branch_id', '=', marketId)
    .where('account_key', 'in', ['farmer-levy', 'reeler-levy'])
    .execute();
  const held = (key: string) => {
    const row = rows.find((r) => r.account_key === key);
    return row ? exactPaise(paiseBigInt(row.credit_total) - paiseBigInt(row.debit_total)) : 0;
  };
  return { farmerLevy: held('farmer-levy'), reelerLevy: held('reeler-levy') };
}

/**
 * Where a market's books start when it never set a go-live date (issue 22): the date of its first event (the
 * market's creation, IST) or of its earliest posting, whichever is older, so the history already posted stays
 * valid. `firstPostingDate` alone bounds a go-live set by hand.
 */
export async function ledgerStart(
  db: ReadModelDb,
  marketId: string,
): Promise<{ firstPostingDate: string | null; derivedGoLive: string | null }> {
  const { rows } = await sql<{ first_posting: string | null; created_on: string | null }>`
    select
      (select min(first_posting_date) from read.ledger_account_totals where branch_id = ${marketId}) as first_posting,
      (select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')
         from read.branches where branch_id = ${marketId}) as created_on`.execute(db);
  const firstPostingDate = rows[0]?.first_posting ?? null;
  const createdOn = rows[0]?.created_on ?? null;
  const dates = [firstPostingDate, createdOn].filter((d): d is string => d !== null).sort();
  return { firstPostingDate, derivedGoLive: dates[0] ?? null };
}

/** Whether a customer is a farmer or a reeler: from the ledger, else from the customer master. */
export async function ledgerCustomerKind(
  db: ReadModelDb,
  marketId: string,
  customerId: string,
): Promise<LedgerCustomerKind | null> {
  const posted = await db
    .withSchema('read')
    .selectFrom('ledger_account_totals')
    .select('customer_kind')
    .where('branch_id', '=', marketId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (posted?.customer_kind) return posted.customer_kind;
  const customer = await db
    .withSchema('read')
    .selectFrom('customers')
    .select('customer_type')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return customer?.customer_type ?? null;
}

/**
 * The Opening balance suspense account's balance (debit positive): every go-live balance is posted against it (the
 * customers' opening balances, the opening cash, vouchers that clear it), so it is read from the ledger, where all
 * of them are. Zero once they are all in and agree with the old books.
 */
export async function suspenseBalance(db: ReadModelDb, marketId: string): Promise<number> {
  const row = await db
    .withSchema('read')
    .selectFrom('ledger_account_totals')
    .select(sql<string>`debit_total - credit_total`.as('balance'))
    .where('branch_id', '=', marketId)
    .where('account_key', '=', 'opening-balance-suspense')
    .executeTakeFirst();
  return exactPaise(row?.balance ?? 0);
}
