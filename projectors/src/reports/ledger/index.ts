import {
  displayDate,
  type LedgerCustomerKind,
  NotFoundError,
  type ReportParameters,
  type ReportRow,
  ValidationError,
} from '@cocoon/domain';
import { customerPassbook, trialBalance } from '../../accounts/ledger.queries.js';
import type { ReportQuery, ReportQueryContext } from '../report-query.js';

/**
 * The one market whose ledger a report reads, as the ledger's own calls choose it (api ledger-routes.ts): the
 * market named (the report machine has already refused one outside the caller's scope), else a Branch Admin's
 * own; an AD, RJD or Admin must name one. An office that is not a market keeps no ledger.
 */
async function ledgerMarket(ctx: ReportQueryContext, params: ReportParameters): Promise<string> {
  const id = params.marketId ?? (ctx.scope.kind === 'branch' ? ctx.scope.branchId : undefined);
  if (!id) throw new ValidationError('Select a market', { marketId: ['Select a market'] });
  const market = await ctx.db
    .withSchema('read')
    .selectFrom('branches')
    .select('kind')
    .where('branch_id', '=', id)
    .executeTakeFirst();
  if (market?.kind !== 'market') throw new NotFoundError('Market not found');
  return id;
}

/**
 * A passbook as report rows, the same figures as the passbook screen (Ledger/CustomerPassbook, the same query):
 * the balance brought forward on the first date, each posting with the balance after it, the closing balance on
 * the last date. A zero debit or credit stays an empty cell, as on the screen.
 */
const passbook =
  (kind: LedgerCustomerKind): ReportQuery =>
  async (ctx, params) => {
    const marketId = await ledgerMarket(ctx, params);
    const customerId = kind === 'farmer' ? params.farmerId : params.reelerId;
    if (!customerId || !params.from || !params.to) throw new Error('The passbook needs a customer and dates');
    const book = await customerPassbook(ctx.db, {
      marketId,
      customerKind: kind,
      customerId,
      from: params.from,
      to: params.to,
    });
    const amount = (paise: number) => (paise === 0 ? null : paise);
    const rows: ReportRow[] = [
      {
        date: book.from,
        particulars: 'Balance brought forward',
        documentNo: null,
        debitPaise: null,
        creditPaise: null,
        balancePaise: book.openingBalancePaise,
      },
      ...book.lines.map((line) => ({
        date: line.postingDate,
        particulars: line.particulars,
        documentNo: line.documentNo,
        debitPaise: amount(line.debitPaise),
        creditPaise: amount(line.creditPaise),
        balancePaise: line.balancePaise,
      })),
      {
        date: book.to,
        particulars: `Closing balance on ${displayDate(book.to)}`,
        documentNo: null,
        debitPaise: null,
        creditPaise: null,
        balancePaise: book.closingBalancePaise,
      },
    ];
    // A farmer's debit balance: paid more than owed after a correction, set off against the next payment.
    const recoverable =
      kind === 'farmer' && book.closingBalancePaise > 0
        ? [
            {
              label: 'Recoverable from the farmer (Rs)',
              value: book.closingBalancePaise,
              type: 'paise' as const,
            },
          ]
        : [];
    const name = `${book.customerName ?? 'Unknown'} (${book.customerCode ?? 'no code'})`;
    return { rows, summary: recoverable, resolved: { marketId, [kind]: name } };
  };

const GROUPS: Record<string, string> = {
  farmer: 'Farmers',
  reeler: 'Reelers',
  'farmer-levy': 'Levy',
  'reeler-levy': 'Levy',
  cash: 'Cash and bank',
  bank: 'Cash and bank',
  'payments-in-transit': 'Cash and bank',
};
/** Round off and the opening balance suspense. */
const OTHER = 'Other accounts';
const GROUP_ORDER = ['Cash and bank', 'Levy', OTHER, 'Farmers', 'Reelers'];

/**
 * The trial balance of one market on a date (Ledger/TrialBalance's query): every account with a balance, on its
 * side: a debit balance under Debit, a credit balance under Credit. The machine's totals are the sums of these
 * rows, equal when the ledger balances (each entry's debits equal its credits); the difference says by how much
 * they are not. Market accounts first, then farmers and reelers by code, as the ledger lists them.
 */
const trialBalanceReport: ReportQuery = async (ctx, params) => {
  const marketId = await ledgerMarket(ctx, params);
  const asOn = params.date ?? ctx.today;
  const tb = await trialBalance(ctx.db, { marketId, asOn });
  const groupOf = (kind: string) => GROUPS[kind] ?? OTHER;
  const order = (kind: string) => GROUP_ORDER.indexOf(groupOf(kind));
  const rows: ReportRow[] = tb.rows
    .filter((r) => r.balancePaise !== 0)
    .map((r, i) => ({ r, i }))
    .sort((a, b) => order(a.r.accountKind) - order(b.r.accountKind) || a.i - b.i)
    .map(({ r }) => ({
      group: groupOf(r.accountKind),
      account: r.accountName,
      debitPaise: r.balancePaise > 0 ? r.balancePaise : null,
      creditPaise: r.balancePaise < 0 ? -r.balancePaise : null,
    }));
  return {
    rows,
    summary: [{ label: 'Difference, debit less credit (Rs)', value: tb.differencePaise, type: 'paise' }],
    resolved: { marketId, date: asOn },
  };
};

/** Queries of the ledger's reports, by definition id (domain/src/reports/catalogue/ledger.ts). */
export const LEDGER_REPORT_QUERIES: Record<string, ReportQuery> = {
  'farmer-passbook': passbook('farmer'),
  'reeler-passbook': passbook('reeler'),
  'trial-balance': trialBalanceReport,
};
