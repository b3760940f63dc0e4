import { lazyScreen } from '../lazy-screen';
import { DATE, type FilterSpec, FROM_TO, MONTH_YEAR, type ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';

const GROUP = MENU_GROUPS.reports.label;
const FARMER: FilterSpec = { kind: 'select', label: 'Farmer' };
const REELER: FilterSpec = { kind: 'select', label: 'Reeler' };
// Spec section 9: the monthly levy report is fixed to accounting year 202425.
const LEVY_YEAR: FilterSpec = { kind: 'fixed', label: 'Accounting Year', value: '2024-25 (202425)' };

/** A report of the side menu. */
const report = (path: string, title: string, filters: readonly FilterSpec[], purpose: string) =>
  ({ path, title, group: GROUP, action: 'reports.view', filters, purpose, inMenu: true }) satisfies ScreenDef;

const passbooks = () => import('../../accounts/ledger/passbook-screens');

// The server answers the passbook to `accounts.ledger`, which the same roles as `reports.view` hold.
export const FARMER_PASSBOOK: ScreenDef = {
  ...report(
    '/app/farmerreport/farmerpassbook',
    'Farmer Passbook',
    [FARMER, FROM_TO],
    "A farmer's account: invoices, payments and balance.",
  ),
  component: lazyScreen(passbooks, 'FarmerPassbook'),
};

export const REELER_PASSBOOK: ScreenDef = {
  ...report(
    '/app/reelerreport/reelerpassbook',
    'Reeler Passbook',
    [REELER, FROM_TO],
    "A reeler's account: invoices, payments and balance.",
  ),
  component: lazyScreen(passbooks, 'ReelerPassbook'),
};

/** Spec section 2 names two more report paths and nothing more about them; the side menu has neither. */
const unnamedReport = (n: number): ScreenDef => ({
  path: `/app/reports/report${n}`,
  title: `Report ${n}`,
  group: GROUP,
  action: 'reports.view',
  filters: [FROM_TO],
  purpose: 'A further report the spec names without describing it.',
});

export const REPORT_SCREENS: readonly ScreenDef[] = [
  report(
    '/app/reports/farmerwisesummaryreport',
    'Farmer Wise',
    [FROM_TO],
    'Totals of lots, weight and amount per farmer over a period.',
  ),
  report(
    '/app/reports/reelerwisesummaryreport',
    'Reeler Wise',
    [FROM_TO],
    'Totals of lots, weight and amount per reeler over a period.',
  ),
  report(
    '/app/reports/labresult',
    'Lab Result',
    [DATE],
    'The sample test results (shell ratio, defects, renditta) of the lots of a date.',
  ),
  report(
    '/app/levy/datewisereelerreport',
    'Date Wise Summary',
    [FROM_TO],
    'Arrivals, sales and levy per day over a period.',
  ),
  report(
    '/app/reports/lotregister',
    'Lot Register',
    [FROM_TO],
    'Every lot with its farmer, reeler, weight, price and amount.',
  ),
  report(
    '/app/reports/monthlyabstractreport',
    'Monthly Abstract',
    [MONTH_YEAR],
    'The month in figures: arrivals, sales, prices and levy.',
  ),
  report('/app/levy/datewisereport', 'Levy Date Wise', [FROM_TO], 'Levy collected per day over a period.'),
  report(
    '/app/levy/monthwisereport',
    'Levy Month Wise',
    [LEVY_YEAR],
    'Levy collected per month of the accounting year.',
  ),
  report(
    '/app/farmerreport/farmerlotwisehistory',
    'Farmer Lot Wise History',
    [FARMER, FROM_TO],
    'Every lot a farmer sold, with its buyer and amount.',
  ),
  FARMER_PASSBOOK,
  report(
    '/app/farmerreport/farmeroutstandingreport',
    'Farmer Outstanding',
    [DATE],
    'What the market still owes each farmer on a date.',
  ),
  report(
    '/app/reelerreport/reelerlotwisehistory',
    'Reeler Lot Wise History',
    [REELER, FROM_TO],
    'Every lot a reeler bought, with its seller and amount.',
  ),
  REELER_PASSBOOK,
  report(
    '/app/reelerreport/reeleroutstandingreport',
    'Reeler Outstanding',
    [DATE],
    'What each reeler still owes the market on a date.',
  ),
  unnamedReport(3),
  unnamedReport(4),
];
