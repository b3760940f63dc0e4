import { defineReport, type ReportDefinition } from '../report-definition.js';

/**
 * A passbook's columns: the balance brought forward, each posting with the balance after it, the closing balance
 * (rows of the answer, so every file holds them); the totals row sums the period's debits and credits only, the
 * brought-forward and closing rows carry no debit or credit.
 */
const passbookColumns = [
  { key: 'date', header: 'Date', type: 'date', total: null },
  { key: 'particulars', header: 'Particulars', type: 'text', total: null, wrap: true },
  { key: 'documentNo', header: 'Document No', type: 'text', total: null },
  { key: 'debitPaise', header: 'Debit (Rs)', type: 'paise', total: 'sum' },
  { key: 'creditPaise', header: 'Credit (Rs)', type: 'paise', total: 'sum' },
  { key: 'balancePaise', header: 'Balance (Rs)', type: 'balance', total: null },
] as const;

/**
 * The Farmer Passbook's files (issue 27): the screen at the route is the passbook's own (customer picker, cover
 * lines), and its CSV, Excel and PDF come from this definition's call, through the one report machine. The ledger
 * is a market's: one market is read (a Branch Admin's own; an AD or RJD names it).
 */
export const FARMER_PASSBOOK_REPORT = defineReport({
  id: 'farmer-passbook',
  title: 'Farmer Passbook',
  call: 'Ledger/FarmerPassbook',
  route: '/app/farmerreport/farmerpassbook',
  group: 'farmer',
  permission: 'reports.view',
  purpose:
    "A farmer's account over the dates: balance brought forward, each posting with its balance, closing.",
  parameters: ['market', 'farmer', 'dateRange'],
  oneMarket: true,
  columns: passbookColumns,
});

export const REELER_PASSBOOK_REPORT = defineReport({
  id: 'reeler-passbook',
  title: 'Reeler Passbook',
  call: 'Ledger/ReelerPassbook',
  route: '/app/reelerreport/reelerpassbook',
  group: 'reeler',
  permission: 'reports.view',
  purpose:
    "A reeler's account over the dates: balance brought forward, each posting with its balance, closing.",
  parameters: ['market', 'reeler', 'dateRange'],
  oneMarket: true,
  columns: passbookColumns,
});

/**
 * Issue 27: the trial balance of a market on a date, every account's balance on its side, grouped; the debit
 * and credit totals are equal in a sound ledger (double entry). Not a spec route: the Accounts menu's screen.
 */
export const TRIAL_BALANCE = defineReport({
  id: 'trial-balance',
  title: 'Trial Balance',
  call: 'Ledger/TrialBalanceReport',
  route: '/app/trialbalance',
  group: 'accounts',
  permission: 'reports.view',
  purpose:
    "Every account's balance of the market as on the date, debit or credit; the two totals agree when the books balance.",
  parameters: ['market', 'date'],
  oneMarket: true,
  columns: [
    { key: 'group', header: 'Group', type: 'text', total: null },
    { key: 'account', header: 'Account', type: 'text', total: null },
    { key: 'debitPaise', header: 'Debit (Rs)', type: 'paise', total: 'sum' },
    { key: 'creditPaise', header: 'Credit (Rs)', type: 'paise', total: 'sum' },
  ],
});

export const LEDGER_REPORTS: readonly ReportDefinition[] = [
  FARMER_PASSBOOK_REPORT,
  REELER_PASSBOOK_REPORT,
  TRIAL_BALANCE,
];
