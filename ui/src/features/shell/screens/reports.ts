import {
  DATE_WISE_LEVY,
  DATE_WISE_SUMMARY,
  FARMER_LOT_DETAILS,
  FARMER_OVERDUE,
  FARMER_PASSBOOK_REPORT,
  FARMER_SUMMARY,
  LAB_RESULT,
  LOT_REGISTER,
  MONTH_WISE_LEVY,
  MONTHLY_ABSTRACT,
  REELER_LOT_DETAILS,
  REELER_OVERDUE,
  REELER_PASSBOOK_REPORT,
  REELER_SUMMARY,
  REPORTS,
  type ReportDefinition,
  screenLabel,
} from '@cocoon/domain';
import { normalisePath } from '../../../layout/menu';
import { LOTS_DRILL_PATH } from '../../reports/report-routes';
import { lazyScreen } from '../lazy-screen';
import { type FilterSpec, FROM_TO, type ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';

const GROUP = MENU_GROUPS.reports.label;
const FARMER: FilterSpec = { kind: 'select', label: 'Farmer' };
const REELER: FilterSpec = { kind: 'select', label: 'Reeler' };

/** A report of the side menu. */
const report = (path: string, title: string, filters: readonly FilterSpec[], purpose: string) =>
  ({ path, title, group: GROUP, action: 'reports.view', filters, purpose, inMenu: true }) satisfies ScreenDef;

const passbooks = () => import('../../accounts/ledger/passbook-screens');

// The server answers the passbook to `accounts.ledger`, which the same roles as `reports.view` hold. The screen
// is the passbook's own (customer picker, cover lines); its path, name, purpose and files are its definition's.
export const FARMER_PASSBOOK: ScreenDef = {
  ...report(
    FARMER_PASSBOOK_REPORT.route,
    FARMER_PASSBOOK_REPORT.title,
    [FARMER, FROM_TO],
    FARMER_PASSBOOK_REPORT.purpose,
  ),
  component: lazyScreen(passbooks, 'FarmerPassbook'),
};

export const REELER_PASSBOOK: ScreenDef = {
  ...report(
    REELER_PASSBOOK_REPORT.route,
    REELER_PASSBOOK_REPORT.title,
    [REELER, FROM_TO],
    REELER_PASSBOOK_REPORT.purpose,
  ),
  component: lazyScreen(passbooks, 'ReelerPassbook'),
};

/** Every report of the catalogue is drawn by the one report page (issue 13): the page finds it by the path. */
const REPORT_PAGE = lazyScreen(() => import('../../reports/CatalogueReportPage'), 'CatalogueReportPage');

/**
 * A report's screen, from its definition alone (issue 24): path, name, permission and purpose; its parameters are
 * the report page's form. The screen table only places it in the side menu.
 */
export const reportScreen = (definition: ReportDefinition, group: string, inMenu: boolean): ScreenDef => ({
  path: definition.route ?? LOTS_DRILL_PATH,
  title: screenLabel(definition),
  group,
  action: definition.permission,
  purpose: definition.purpose,
  component: REPORT_PAGE,
  ...(inMenu ? { inMenu: true as const } : {}),
});

/**
 * The side menu's items of a group (spec section 2 fixes it), then a screen outside the menu for every other
 * definition of the group's menus (the reeler-wise levy, report4, the cash book: reached by their paths).
 */
export function menuScreens(
  items: readonly (ReportDefinition | ScreenDef)[],
  inGroup: (group: string) => boolean,
  groupLabel: string,
): ScreenDef[] {
  const isDefinition = (item: ReportDefinition | ScreenDef): item is ReportDefinition => 'call' in item;
  const listed = items.map((item) => (isDefinition(item) ? reportScreen(item, groupLabel, true) : item));
  const paths = new Set(listed.map((s) => normalisePath(s.path)));
  const others = REPORTS.filter((r) => r.route && inGroup(r.group) && !paths.has(normalisePath(r.route)));
  return [...listed, ...others.map((r) => reportScreen(r, groupLabel, false))];
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

// The menu's "Date Wise Summary" is CocoonAuction/DateWiseSummaryReport, which has no route of its own in the
// spec but report3 (issue 13); /app/levy/datewisereelerreport is the reeler-wise levy form, outside the menu.
const MENU: readonly (ReportDefinition | ScreenDef)[] = [
  FARMER_SUMMARY,
  REELER_SUMMARY,
  LAB_RESULT,
  DATE_WISE_SUMMARY,
  LOT_REGISTER,
  MONTHLY_ABSTRACT,
  DATE_WISE_LEVY,
  MONTH_WISE_LEVY,
  FARMER_LOT_DETAILS,
  FARMER_PASSBOOK,
  FARMER_OVERDUE,
  REELER_LOT_DETAILS,
  REELER_PASSBOOK,
  REELER_OVERDUE,
];

export const REPORT_SCREENS: readonly ScreenDef[] = [
  // The MIS menu and the Accounts menu (the trial balance) place their own definitions.
  ...menuScreens(MENU, (g) => g !== 'mis' && g !== 'drill' && g !== 'accounts', GROUP),
  LOTS_DRILL_SCREEN,
];
