import type { ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQuery } from '../report-query.js';
import { periodOf } from './lot-figures.js';

const n = (v: unknown) => Number(v ?? 0);

/**
 * CashBook/CashBookReport: the ledger's Cash account of each market, a row per date with postings in the period:
 * the day's opening (every posting before it, and the opening cash counted at go-live that day), cash received
 * (debits), cash paid (credits), the closing. A market whose cash did not move in the period still shows its
 * balance in the summary.
 */
export const cashBook: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  let days = ctx.db
    .withSchema('read')
    .selectFrom('ledger_postings as p')
    .leftJoin('branches as b', 'b.branch_id', 'p.branch_id')
    .where(scopeFilter(ctx.scope, 'p.branch_id'))
    .where('p.account_key', '=', 'cash')
    .where('p.posting_date', '<=', to)
    .select([
      'p.branch_id',
      'b.name_en',
      sql<string>`case when p.posting_date < ${from} then '' else p.posting_date end`.as('date'),
      sql<string>`sum(case when p.source_kind = 'opening' then p.debit_paise - p.credit_paise else 0 end)`.as(
        'counted',
      ),
      sql<string>`sum(case when p.source_kind = 'opening' then 0 else p.debit_paise end)`.as('debit'),
      sql<string>`sum(case when p.source_kind = 'opening' then 0 else p.credit_paise end)`.as('credit'),
    ])
    .groupBy(['p.branch_id', 'b.name_en', sql`3`])
    .orderBy('b.name_en')
    .orderBy('p.branch_id')
    .orderBy(sql`3`);
  if (params.marketId) days = days.where('p.branch_id', '=', params.marketId);
  const rows: ReportRow[] = [];
  let opened = 0;
  let closed = 0;
  let market = '';
  let balance = 0;
  let first = true;
  for (const r of await days.execute()) {
    if (r.branch_id !== market) {
      market = r.branch_id;
      balance = 0;
      first = true;
    }
    const received = n(r.debit);
    const paid = n(r.credit);
    // The row of '' is everything before the period: the first day's opening.
    if (r.date === '') {
      balance = n(r.counted) + received - paid;
      opened += balance;
      closed += balance;
      first = false;
      continue;
    }
    const opening = balance + n(r.counted);
    if (first) opened += opening - balance;
    first = false;
    balance = opening + received - paid;
    closed += n(r.counted) + received - paid;
    rows.push({
      marketId: r.branch_id,
      market: r.name_en ?? r.branch_id,
      date: r.date,
      openingPaise: opening,
      receiptsPaise: received,
      paymentsPaise: paid,
      closingPaise: balance,
    });
  }
  return {
    rows,
    summary: [
      { label: 'Opening cash of the period (Rs)', value: opened, type: 'paise' },
      { label: 'Closing cash of the period (Rs)', value: closed, type: 'paise' },
    ],
  };
};
