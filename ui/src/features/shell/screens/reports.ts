import { REPORTS } from '@cocoon/domain';
import { normalisePath } from '../../../layout/menu';
import { LOTS_DRILL_PATH, reportAt } from '../../reports/report-routes';
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

/** Every report of the catalogue is drawn by the one report page (issue 13): the page finds it by the path. */
const REPORT_PAGE = lazyScreen(() => import('../../reports/CatalogueReportPage'), 'CatalogueReportPage');

/**
 * A screen of the table drawn by the report page once the catalogue has its definition; until then the frame says
 * it is not available yet. A screen with its own component (the passbooks) keeps it.
 */
export const withReportPage = (screen: ScreenDef): ScreenDef =>
  screen.component || !reportAt(screen.path) ? screen : { ...screen, component: REPORT_PAGE };

/**
 * Definitions of a menu whose route the table does not list (a report added to the catalogue later): a screen
 * each, titled and permitted as the definition says, outside the side menu (spec section 2 fixes the menu).
 */
export function catalogueScreens(
  listed: readonly ScreenDef[],
  inGroup: (group: string) => boolean,
  groupLabel: string,
): ScreenDef[] {
  const paths = new Set(listed.map((s) => normalisePath(s.path)));
  return REPORTS.filter((r) => r.route && inGroup(r.group) && !paths.has(normalisePath(r.route))).map(
    (r) => ({
      path: r.route!,
      title: r.title,
      group: groupLabel,
      action: r.permission,
      purpose: r.purpose,
      component: REPORT_PAGE,
    }),
  );
}

/** The lots behind a report's figure (the drill-down): no menu item, opened from a figure. */
export const LOTS_DRILL_SCREEN: ScreenDef = {
  path: LOTS_DRILL_PATH,
  title: 'Lots',
  group: GROUP,
  action: 'reports.view',
  purpose: 'The lots behind a figure of a report; each lot opens its history.',
  component: REPORT_PAGE,
};

const LISTED: readonly ScreenDef[] = [
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
  // The menu's "Date Wise Summary" is CocoonAuction/DateWiseSummaryReport, which has no route of its own in the
  // spec but report3 (issue 13); /app/levy/datewisereelerreport is the reeler-wise levy form.
  report(
    '/app/reports/report3',
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
  {
    path: '/app/levy/datewisereelerreport',
    title: 'Levy Reeler Wise',
    group: GROUP,
    action: 'reports.view',
    filters: [FROM_TO],
    purpose: 'Levy collected from each reeler per day over a period.',
  },
  {
    path: '/app/reports/report4',
    title: 'Unsold and Rejected Lots',
    group: GROUP,
    action: 'reports.view',
    filters: [FROM_TO],
    purpose: 'Lots not sold or rejected, and how long each sold lot has waited for its payment.',
  },
];

export const REPORT_SCREENS: readonly ScreenDef[] = [
  ...LISTED.map(withReportPage),
  LOTS_DRILL_SCREEN,
  ...catalogueScreens(LISTED, (g) => g !== 'mis' && g !== 'drill', GROUP),
];
