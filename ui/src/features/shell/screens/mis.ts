import { DATE, type FilterSpec, FROM_TO, MONTH_YEAR, type ScreenDef } from '../screen';
import { MENU_GROUPS } from './menu-groups';
import { catalogueScreens, withReportPage } from './reports';

const mis = (path: string, title: string, filters: readonly FilterSpec[], purpose: string) =>
  ({
    path: `/app/misreport/${path}`,
    title,
    group: MENU_GROUPS.mis.label,
    action: 'mis.view',
    filters,
    purpose,
    inMenu: true,
  }) satisfies ScreenDef;

const LISTED: readonly ScreenDef[] = [
  mis('cocoonarrival', 'Cocoon Arrival', [FROM_TO], 'Cocoons arrived over a period, in kgs and lots.'),
  mis('cocoondeparture', 'Cocoon Departure', [FROM_TO], 'Cocoons sold and taken away over a period.'),
  mis('monthlycumulative', 'Monthly Cumulative', [MONTH_YEAR], 'Sales of the month and of the year to date.'),
  mis(
    'reelerracewise',
    'Reeler / Race Wise',
    [MONTH_YEAR],
    'Purchases per reeler and cocoon race in a month.',
  ),
  mis(
    'farmerTransacationMonthlyReport',
    'Farmer Transaction Monthly',
    [MONTH_YEAR],
    'Farmer transactions of a month.',
  ),
  mis('TSCWiseReport', 'TSC Wise', [MONTH_YEAR], 'Monthly transactions per technical service centre.'),
  mis('ADWiseReport', 'AD Wise', [MONTH_YEAR], 'Monthly transactions per assistant director office.'),
  mis(
    'MonthlyAbstractReport',
    'Monthly Abstract',
    [MONTH_YEAR],
    'The overall monthly abstract of all markets.',
  ),
  mis('VarietyWiseReport', 'Variety Wise', [FROM_TO], 'Transactions per cocoon variety over a period.'),
  mis('DailyCocoonReport', 'Daily Cocoon Arrival', [DATE], 'Cocoon arrivals of one day.'),
  mis(
    'LevyCollectionReport',
    'Levy Collection',
    [FROM_TO],
    'Levy collected per market over a period, in Rs and Rs in lakhs.',
  ),
];

/** Each drawn by the one report page once its definition is in the catalogue (issue 13). */
export const MIS_SCREENS: readonly ScreenDef[] = [
  ...LISTED.map(withReportPage),
  ...catalogueScreens(LISTED, (g) => g === 'mis', MENU_GROUPS.mis.label),
];
