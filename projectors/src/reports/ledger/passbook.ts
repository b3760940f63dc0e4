import { displayDate, type LedgerCustomerKind, type ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import { customerAccountKey, passbookAccount } from '../../accounts/ledger.queries.js';
import { exactIntOrNull, exactPaise } from '../../shared/exact-paise.js';
import { sqlReport } from '../report-rows.js';
import { ledgerMarket } from './ledger-market.js';

const CELLS = ['date', 'particulars', 'documentNo', 'debitPaise', 'creditPaise', 'balancePaise'] as const;

/** A passbook line as the report's row: the six columns (the ordering keys stay in the database). */
function passbookRow(record: Record<string, unknown>): ReportRow {
  const row: ReportRow = {};
  for (const key of CELLS) {
    const value = record[key] as string | number | null;
    row[key] = key.endsWith('Paise') ? exactIntOrNull(value) : value;
  }
  return row;
}

/**
 * A passbook as report rows, the same figures as the passbook screen (Ledger/CustomerPassbook reads the same
 * account): the balance brought forward on the first date, each posting with the balance after it, the closing
 * balance on the last date. A zero debit or credit stays an empty cell, as on the screen.
 *
 * One SQL select (issue 28: ten years of a busy reeler are 50,000 lines): each line's balance is the brought-forward
 * balance plus a running sum in the database, so page n carries the balance of every line before it and the
 * report machine reads one page, counts and totals in SQL, and streams the files from a cursor.
 */
export const passbookQuery = (kind: LedgerCustomerKind) =>
  sqlReport(async (ctx, params) => {
    const marketId = await ledgerMarket(ctx, params);
    const customerId = kind === 'farmer' ? params.farmerId : params.reelerId;
    const { from, to } = params;
    if (!customerId || !from || !to) throw new Error('The passbook needs a customer and dates');
    const account = await passbookAccount(ctx.db, { marketId, customerKind: kind, customerId, from, to });
    const opening = exactPaise(account?.opening ?? 0);
    const key = customerAccountKey(kind, customerId);
    const inRange = sql`p.branch_id = ${marketId} and p.account_key = ${key}
      and p.posting_date >= ${from} and p.posting_date <= ${to}`;
    // `seq` puts brought forward first and closing last; postings in the ledger's order (date, event, line).
    const select = sql`
      select 0 as seq, ${from}::text as date, '' as position, 0 as line_no, 'Balance brought forward' as particulars,
        null::text as "documentNo", null::bigint as "debitPaise", null::bigint as "creditPaise",
        ${opening}::bigint as "balancePaise"
      union all
      select 1, p.posting_date, p.position, p.line_no, p.particulars, p.document_no,
        nullif(p.debit_paise, 0), nullif(p.credit_paise, 0),
        ${opening}::bigint + sum(p.debit_paise - p.credit_paise)
          over (order by p.posting_date, p.position, p.line_no rows unbounded preceding)
      from read.ledger_postings p where ${inRange}
      union all
      select 2, ${to}::text, '', 0, ${`Closing balance on ${displayDate(to)}`}, null, null, null,
        ${opening}::bigint + (select coalesce(sum(p.debit_paise - p.credit_paise), 0) from read.ledger_postings p
          where ${inRange})`;
    const closing = await sql<{ balance: string }>`select r."balancePaise" as balance from (${select}) r
      where r.seq = 2`.execute(ctx.db);
    const closingPaise = exactPaise(closing.rows[0]?.balance ?? opening);
    // A farmer's debit balance: paid more than owed after a correction, set off against the next payment.
    const summary =
      kind === 'farmer' && closingPaise > 0
        ? [{ label: 'Recoverable from the farmer (Rs)', value: closingPaise, type: 'paise' as const }]
        : [];
    const name = `${account?.customer_name ?? 'Unknown'} (${account?.customer_code ?? 'no code'})`;
    return {
      select,
      orderBy: ['seq', 'date', 'position', 'line_no'],
      toRow: passbookRow,
      summary,
      resolved: { marketId, [kind]: name },
    };
  });
