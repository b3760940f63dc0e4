import type { ReportRow } from '@cocoon/domain';
import { trialBalance } from '../../accounts/ledger.queries.js';
import type { ReportQuery } from '../report-query.js';
import { ledgerMarket } from './ledger-market.js';
import { passbookQuery } from './passbook.js';

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
  'farmer-passbook': passbookQuery('farmer'),
  'reeler-passbook': passbookQuery('reeler'),
  'trial-balance': trialBalanceReport,
};
