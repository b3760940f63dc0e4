import { TRIAL_BALANCE } from '@cocoon/domain';
import { lazyScreen } from '../lazy-screen';
import { DATE, type FilterSpec, FROM_TO, type ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';
import { reportScreen } from './reports';

const GROUP = MENU_GROUPS.accounts.label;
const VOUCHER_TYPE: FilterSpec = { kind: 'select', label: 'Voucher Type' };
const VOUCHER_FIELDS = [
  'voucher type',
  'voucher no',
  'account details',
  'debit',
  'credit',
  'notes',
  'reference no',
];

export const VOUCHER_ENTRY: ScreenDef = {
  path: '/app/voucher/voucherentry',
  title: 'Voucher Entry',
  group: GROUP,
  action: 'accounts.voucher',
  filters: [FROM_TO, VOUCHER_TYPE],
  purpose: 'Lists the vouchers posted over a period; Add opens a new voucher.',
  fields: VOUCHER_FIELDS,
  inMenu: true,
  component: lazyScreen(() => import('../../accounts/vouchers/VoucherEntry'), 'VoucherEntry'),
};

export const VOUCHER_INPUT: ScreenDef = {
  path: '/app/voucher/voucherinput',
  title: 'Voucher Input',
  group: GROUP,
  parent: VOUCHER_ENTRY.path,
  action: 'accounts.voucher',
  purpose: 'Posts a voucher with its debit and credit lines.',
  fields: VOUCHER_FIELDS,
  component: lazyScreen(() => import('../../accounts/vouchers/VoucherInput'), 'VoucherInput'),
};

export const OPENING_BALANCE: ScreenDef = {
  path: '/app/openingbalance',
  title: 'Opening Balance',
  group: GROUP,
  action: 'accounts.opening-balance',
  filters: [{ kind: 'select', label: 'Customer Type', options: ['Farmer', 'Reeler'] }, { kind: 'search' }],
  purpose: "Records each farmer's and reeler's balance at the start of the accounting year.",
  inMenu: true,
  component: lazyScreen(() => import('../../accounts/vouchers/OpeningBalance'), 'OpeningBalance'),
};

/** Issue 12: a Branch Admin closes a month; after that nothing is posted with a date in it. */
export const MONTH_CLOSE: ScreenDef = {
  path: '/app/monthclose',
  title: 'Month Close',
  group: GROUP,
  action: 'accounts.month-close',
  purpose: "Closes an ended month of the market's accounts, in order; a closed month is never reopened.",
  inMenu: true,
  component: lazyScreen(() => import('../../accounts/vouchers/MonthClose'), 'MonthClose'),
};

export const REELER_RECEIPT: ScreenDef = {
  path: '/app/reelerreceipt',
  title: 'Reeler Receipt',
  group: GROUP,
  action: 'accounts.reeler-receipt',
  filters: [FROM_TO],
  purpose:
    'Money received from reelers against their invoices or as deposits in advance; a bounced cheque reversed.',
  inMenu: true,
  component: lazyScreen(() => import('../../accounts/reelers/ReelerReceipts'), 'ReelerReceipts'),
};

export const FARMER_PAYMENT_LIST: ScreenDef = {
  path: '/app/farmerpayment/farmerpaymentlist',
  title: 'Farmer Payment',
  group: GROUP,
  action: 'accounts.farmer-payment',
  filters: [DATE],
  purpose:
    'Lists every farmer with money due as on a date, the longest waiting first; pays lots in cash with a receipt or puts them into an online batch.',
  inMenu: true,
  component: lazyScreen(() => import('../../accounts/payments/FarmerPaymentList'), 'FarmerPaymentList'),
};

export const ONLINE_PAYMENT_LIST: ScreenDef = {
  path: '/app/OnlinePayment/Paymentlist',
  title: 'Online Payment',
  group: GROUP,
  // Reached from Farmer Payment (its button), where rows are put into batches.
  parent: FARMER_PAYMENT_LIST.path,
  action: 'accounts.farmer-payment',
  filters: [DATE],
  purpose:
    "Lists the online payment batches of a date; exports the bank file and records the bank's answer per row.",
  component: lazyScreen(() => import('../../accounts/payments/OnlinePaymentList'), 'OnlinePaymentList'),
};

/**
 * Issue 22: levy remitted to the department (Dr levy / Cr Bank). Not in the spec's side menu: a button on Voucher
 * Entry opens it (no parent in the trail, which stays short enough for a phone).
 */
export const LEVY_REMITTANCE: ScreenDef = {
  path: '/app/levyremittance',
  title: 'Levy Remittance',
  group: GROUP,
  action: 'accounts.levy-remittance',
  purpose:
    'Records levy remitted to the department from the bank, with its challan number or UTR; never more than the levy accounts hold.',
  component: lazyScreen(() => import('../../accounts/vouchers/LevyRemittance'), 'LevyRemittance'),
};

/**
 * Issue 27: the market's trial balance on a date, drawn by the one report page from its definition (exports and
 * print with it). Read by the roles that read reports (`reports.view`, the same as the ledger's calls).
 */
export const TRIAL_BALANCE_SCREEN: ScreenDef = reportScreen(TRIAL_BALANCE, GROUP, true);

export const ACCOUNT_SCREENS: readonly ScreenDef[] = [
  VOUCHER_ENTRY,
  VOUCHER_INPUT,
  FARMER_PAYMENT_LIST,
  ONLINE_PAYMENT_LIST,
  OPENING_BALANCE,
  REELER_RECEIPT,
  TRIAL_BALANCE_SCREEN,
  MONTH_CLOSE,
  LEVY_REMITTANCE,
];
