import { parseRole, type Role } from './roles.js';

const ALL: readonly Role[] = ['RJD', 'AD', 'Branch Admin', 'Admin', 'Market Officer'];
const OFFICES: readonly Role[] = ['AD', 'RJD', 'Branch Admin'];
const OFFICES_AND_ADMIN: readonly Role[] = ['AD', 'RJD', 'Branch Admin', 'Admin'];

/**
 * The spec's role table (section 6), one row per action. The same table decides which menu items the UI
 * shows and what the server allows, so a hidden item's calls are refused too.
 */
export const PERMISSIONS = {
  dashboard: ALL,
  'masters.assistant-director': ['RJD', 'Admin'],
  'masters.market-officer': ['AD', 'RJD', 'Admin'],
  // Regional joint directors are registered by the department's administrators (section 7, Register-RJD).
  'masters.rjd': ['Admin'],
  'masters.user': OFFICES_AND_ADMIN,
  'masters.reeler': OFFICES_AND_ADMIN,
  'masters.farmer': OFFICES_AND_ADMIN,
  // Customer/get_Customer reads one farmer or reeler: a role of either master may ask; the record's own kind
  // decides once it is read (a reeler only to the reeler master).
  'masters.customer': OFFICES_AND_ADMIN,
  'masters.tsc': OFFICES_AND_ADMIN,
  'masters.cocoon-type': OFFICES,
  'masters.cocoon-defect': OFFICES,
  // Issue 25: a market's holiday master (farmers are paid the next working day) is kept by its Branch Admin, who
  // knows the local Government Order; the offices above and the Admin read it (days-to-pay measures, audits).
  'masters.holiday': ['Branch Admin'],
  'masters.holiday-view': OFFICES_AND_ADMIN,
  // Issue 25, maker-checker: a change of a farmer's bank details is approved by another Branch Admin of the
  // market or its Assistant Director (domain/src/auth/second-person.ts); they and the farmer master's roles
  // see the changes waiting.
  'masters.bank-change-approve': ['Branch Admin', 'AD'],
  // Market settings (silk rate, levy %, increment) change money for every market: Admin only. The Admin's
  // Market Settings screen is also the only one that lists them all (dataManager/getSettings).
  'settings.manage': ['Admin'],
  // One setting's value on a date (dataManager/getKeyValue: the spec's conversion cost and silk rate calls):
  // for the screens that price lots and bills, the offices', and the Admin's. A Market Officer's only screen
  // is the dashboard, which shows none.
  'settings.view': OFFICES_AND_ADMIN,
  // Who logged in, from where, and the failed attempts: the department's administrators watch for attacks.
  'security.login-log': ['Admin'],
  // "E-Auction group: Branch Admin at group level; items AD, RJD, Branch Admin".
  'auction.menu': ['Branch Admin'],
  'auction.inward': OFFICES,
  'auction.slot': OFFICES,
  'auction.live-bidding': OFFICES,
  'auction.bid-approval': OFFICES,
  'auction.weight': OFFICES,
  // A correction of a lot already paid changes what the farmer was owed after the fact: a second person, the
  // Assistant Director of the market's AD office, approves it (issue 22). Never the Branch Admin who asked.
  'auction.correction-approval': ['AD'],
  // Auditors replay any lot step by step; Admin audits every market (lot history).
  'auction.lot-history': OFFICES_AND_ADMIN,
  'billing.print': OFFICES_AND_ADMIN,
  'accounts.voucher': OFFICES_AND_ADMIN,
  'accounts.farmer-payment': OFFICES_AND_ADMIN,
  'accounts.opening-balance': OFFICES,
  // Money received from reelers is taken at the same counter as farmers are paid.
  'accounts.reeler-receipt': OFFICES_AND_ADMIN,
  // "A Branch Admin closes a month" (issue 12): after that nothing is posted with a date in it.
  'accounts.month-close': ['Branch Admin'],
  // Issue 22: the day a market's books start is set once, by its Branch Admin or the department's Admin.
  'accounts.go-live': ['Branch Admin', 'Admin'],
  // Issue 25: the day's payment run is built by a Branch Admin of the market and approved by a second person:
  // another Branch Admin of the market or the AD of its AD office (second-person.ts decides who, per run).
  'accounts.payment-run': ['Branch Admin'],
  'accounts.payment-run-approve': ['Branch Admin', 'AD'],
  // Levy remitted to the department (Dr levy / Cr Bank): posted by the offices, like vouchers.
  'accounts.levy-remittance': OFFICES,
  // The ledger's calls (passbook, latest balances, trial balance) feed the reports and the auditors.
  'accounts.ledger': OFFICES_AND_ADMIN,
  'reports.view': OFFICES_AND_ADMIN,
  'mis.view': OFFICES_AND_ADMIN,
  // Pickers: the dropdowns other masters' forms fill from a master's list. They answer the roles whose screens
  // hold the picker (see PICKERS below) and only the picker's narrow rows unless the caller holds the master.
  'pickers.region': OFFICES_AND_ADMIN,
  'pickers.ad-office': OFFICES_AND_ADMIN,
  'pickers.branch': OFFICES_AND_ADMIN,
  // The tamper-evident event history: sealing it and seeing what verification found is the department's
  // administrators' duty (the client's audit issue).
  'audit.history': ['Admin'],
  // Issue 25: the SMS templates registered on the DLT portal are the department's (one principal entity): the
  // Admin keeps the registry. A market's farmers' language and opt-out, and its outbox, are its Branch Admin's
  // and the Admin's.
  'notices.templates': ['Admin'],
  'notices.preferences': ['Branch Admin', 'Admin'],
  'notices.outbox': ['Branch Admin', 'Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;

export function can(userType: string | null | undefined, action: Action): boolean {
  const role = parseRole(userType);
  return role !== undefined && (PERMISSIONS[action] as readonly Role[]).includes(role);
}

type PickerAction = Extract<Action, `pickers.${string}`>;

/**
 * A picker is a twin of its master's list: it answers the full record only under the master's own permission
 * (a route must not answer what another refuses), otherwise id, code, name and status for the dropdown. The
 * picker's own action lists the roles of the forms that hold it:
 * - region: the AD form (masters.assistant-director), the branch form (masters.tsc), the RJD edit (masters.rjd);
 * - AD office: the branch form (masters.tsc), the AD master;
 * - branch (market or TSC): staff (masters.user, masters.market-officer), farmer and reeler forms (TSC and
 *   market), market settings, and the market filter of every e-auction screen.
 * The Market Officer's only screen is the dashboard: no picker.
 */
export const PICKER_MASTER: Record<PickerAction, Action> = {
  'pickers.region': 'masters.rjd',
  'pickers.ad-office': 'masters.assistant-director',
  'pickers.branch': 'masters.tsc',
};
