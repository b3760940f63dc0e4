import { financialYearStart, type LedgerCustomerKind } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQueryContext } from '../report-query.js';

export interface BalancesQuery {
  kind: LedgerCustomerKind;
  asOn: string;
  marketId?: string;
  customerId?: string;
}

/** One customer account with a balance on the date, its figures as the ledger sums them (signed debit - credit). */
export interface BalanceRow {
  branch_id: string;
  account_key: string;
  customer_id: string | null;
  customer_code: string | null;
  customer_name: string | null;
  first_posting_date: string;
  name_en: string | null;
  /** debit - credit of every posting up to the date. */
  balance: string;
  /**
   * debit - credit of the financial year's postings up to the date, and of its payments among them (farmer
   * payments, online batches, reeler receipts).
   */
  year: [string, string];
}

/**
 * Customer accounts of the caller's scope with a balance on a date (an account settled to the paisa has nothing
 * outstanding and is not read further: farmers are paid in days, so most accounts are), with the financial year's
 * postings summed for the accounts listed only.
 *
 * The balance is the running totals less what was posted after the date, summed once for the kind of account
 * rather than once per account, from whole months and a part of one (`postedAfter`). The year's sums are per account listed, one range of the account index
 * each (ledger.schema.ts: both indexes carry what is summed).
 */
export function balancesOnDate(ctx: ReportQueryContext, q: BalancesQuery): Promise<BalanceRow[]> {
  const yearStart = financialYearStart(q.asOn);
  const later = postedAfter(ctx, q);

  const balance = sql<string>`t.debit_total - t.credit_total - coalesce(a.later, 0)`;
  // Correlated sums in the select list run for the rows the where clause keeps: the accounts with a balance. One
  // range of the account index each gives the year's postings and, told by their source, its payments.
  const year = sql`from read.ledger_postings p where p.branch_id = t.branch_id and p.account_key = t.account_key
    and p.posting_date >= ${yearStart} and p.posting_date <= ${q.asOn}`;
  let query = ctx.db
    .withSchema('read')
    .selectFrom('ledger_account_totals as t')
    .leftJoin(later, (join) =>
      join.onRef('a.branch_id', '=', 't.branch_id').onRef('a.account_key', '=', 't.account_key'),
    )
    .leftJoin('branches as b', 'b.branch_id', 't.branch_id')
    .where(scopeFilter(ctx.scope, 't.branch_id'))
    .where('t.customer_kind', '=', q.kind)
    .where('t.first_posting_date', '<=', q.asOn)
    .where(sql<boolean>`${balance} <> 0`)
    .select([
      't.branch_id',
      't.account_key',
      't.customer_id',
      't.customer_code',
      't.customer_name',
      't.first_posting_date',
      'b.name_en',
      balance.as('balance'),
      sql<[string, string]>`(select array[coalesce(sum(p.debit_paise - p.credit_paise), 0),
        coalesce(sum(p.debit_paise - p.credit_paise) filter (where p.source_kind in ('payment', 'batch', 'receipt')), 0)]
        ${year})`.as('year'),
    ]);
  if (q.marketId) query = query.where('t.branch_id', '=', q.marketId);
  if (q.customerId) query = query.where('t.customer_id', '=', q.customerId);
  return query.execute();
}

/**
 * What was posted after the date to each account of the kind (debit - credit): the month's postings on one side of
 * the date and the account's whole months (`ledger_account_months`) on the other, whichever side of the month is
 * shorter. Late in a month: the months after it plus the month's days after the date; early: the months from it on
 * less the month's days up to the date. A date a month back is a row per account and a few days of postings,
 * not a month of postings (2.3 lakh for every market's farmers).
 */
function postedAfter(ctx: ReportQueryContext, q: BalancesQuery) {
  const month = q.asOn.slice(0, 7);
  const lateInMonth = Number(q.asOn.slice(8, 10)) > 15;
  let months = ctx.db
    .withSchema('read')
    .selectFrom('ledger_account_months as m')
    .where(scopeFilter(ctx.scope, 'm.branch_id'))
    .where('m.account_kind', '=', q.kind)
    .where('m.month', lateInMonth ? '>' : '>=', month)
    .select(['m.branch_id', 'm.account_key', sql<string>`m.debit_paise - m.credit_paise`.as('net')]);
  // Late: + the month's postings after the date. Early: - the month's postings up to it (the month is counted whole).
  let days = ctx.db
    .withSchema('read')
    .selectFrom('ledger_postings as p')
    .where(scopeFilter(ctx.scope, 'p.branch_id'))
    .where('p.account_kind', '=', q.kind)
    .where('p.posting_date', '>=', `${month}-01`)
    .where('p.posting_date', '<=', `${month}-31`)
    .where('p.posting_date', lateInMonth ? '>' : '<=', q.asOn)
    .select([
      'p.branch_id',
      'p.account_key',
      lateInMonth
        ? sql<string>`p.debit_paise - p.credit_paise`.as('net')
        : sql<string>`p.credit_paise - p.debit_paise`.as('net'),
    ]);
  if (q.marketId) {
    months = months.where('m.branch_id', '=', q.marketId);
    days = days.where('p.branch_id', '=', q.marketId);
  }
  if (q.customerId) {
    const customer = ctx.db
      .withSchema('read')
      .selectFrom('ledger_account_totals as c')
      .where('c.customer_id', '=', q.customerId)
      .select('c.account_key');
    months = months.where('m.account_key', 'in', customer);
    days = days.where('p.customer_id', '=', q.customerId);
  }
  return ctx.db
    .selectFrom(months.unionAll(days).as('moved'))
    .select(['moved.branch_id', 'moved.account_key', sql<string>`sum(moved.net)`.as('later')])
    .groupBy(['moved.branch_id', 'moved.account_key'])
    .as('a');
}
