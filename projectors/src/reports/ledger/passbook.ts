import { displayDate, type LedgerCustomerKind, type ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import { customerAccountKey, passbookAccount } from '../../accounts/ledger.queries.js';
import { exactIntOrNull, exactPaise } from '../../shared/exact-paise.js';
import { sqlReport } from '../report-rows.js';
import { ledgerMarket } from './ledger-market.js';

/** A posting as the report's row: the six columns (the ordering keys stay in the database). */
function postingRow(record: Record<string, unknown>): ReportRow {
  return {
    date: record.date as string,
    particulars: record.particulars as string,
    documentNo: (record.documentNo as string | null) ?? null,
    debitPaise: exactIntOrNull(record.debitPaise as string | null),
    creditPaise: exactIntOrNull(record.creditPaise as string | null),
    balancePaise: exactIntOrNull(record.balancePaise as string | null),
  };
}

/** A line that is a balance, not a posting: brought forward, closing. */
const balanceRow = (date: string, particulars: string, balancePaise: number): ReportRow => ({
  date,
  particulars,
  documentNo: null,
  debitPaise: null,
  creditPaise: null,
  balancePaise,
});

/**
 * A passbook as report rows, the same figures as the passbook screen (Ledger/CustomerPassbook reads the same
 * account): the balance brought forward on the first date, each posting with the balance after it, the closing
 * balance on the last date. A zero debit or credit stays an empty cell, as on the screen.
 *
 * Issue 28 (ten years of a busy reeler are 50,000 lines): the postings are one SQL select in the ledger's order
 * (date, event, line: the account index's), each with the brought-forward balance plus a running sum, so a page
 * is read by the index and stops, and page n carries the balance of every line before it. Brought forward and
 * closing come from the account's running totals and stand before and after the database's rows.
 */
export const passbookQuery = (kind: LedgerCustomerKind) =>
  sqlReport(async (ctx, params) => {
    const marketId = await ledgerMarket(ctx, params);
    const customerId = kind === 'farmer' ? params.farmerId : params.reelerId;
    const { from, to } = params;
    if (!customerId || !from || !to) throw new Error('The passbook needs a customer and dates');
    const account = await passbookAccount(ctx.db, { marketId, customerKind: kind, customerId, from, to });
    const opening = exactPaise(account?.opening ?? 0);
    const closing = exactPaise(account?.closing ?? 0);
    const select = sql`
      select p.posting_date as date, p.position, p.line_no, p.particulars, p.document_no as "documentNo",
        nullif(p.debit_paise, 0) as "debitPaise", nullif(p.credit_paise, 0) as "creditPaise",
        ${opening}::bigint + sum(p.debit_paise - p.credit_paise)
          over (order by p.posting_date, p.position, p.line_no rows unbounded preceding) as "balancePaise"
      from read.ledger_postings p
      where p.branch_id = ${marketId} and p.account_key = ${customerAccountKey(kind, customerId)}
        and p.posting_date >= ${from} and p.posting_date <= ${to}`;
    // A farmer's debit balance: paid more than owed after a correction, set off against the next payment.
    const summary =
      kind === 'farmer' && closing > 0
        ? [{ label: 'Recoverable from the farmer (Rs)', value: closing, type: 'paise' as const }]
        : [];
    const name = `${account?.customer_name ?? 'Unknown'} (${account?.customer_code ?? 'no code'})`;
    return {
      select,
      orderBy: ['date', 'position', 'line_no'],
      toRow: postingRow,
      before: [balanceRow(from, 'Balance brought forward', opening)],
      after: [balanceRow(to, `Closing balance on ${displayDate(to)}`, closing)],
      summary,
      resolved: { marketId, [kind]: name },
    };
  });
