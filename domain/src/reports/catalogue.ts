import { CUSTOMER_REPORTS } from './catalogue/customers.js';
import { LOTS_DRILL } from './catalogue/drill.js';
import { LEDGER_REPORTS } from './catalogue/ledger.js';
import { LEVY_MENU } from './catalogue/levy.js';
import { MIS_MENU } from './catalogue/mis.js';
import { REPORTS_MENU } from './catalogue/reports.js';
import type { ReportDefinition } from './report-definition.js';

/** Every report the API mounts and the report page renders. */
export const REPORTS: readonly ReportDefinition[] = [
  ...REPORTS_MENU,
  ...LEVY_MENU,
  ...CUSTOMER_REPORTS,
  ...MIS_MENU,
  ...LEDGER_REPORTS,
  LOTS_DRILL,
];

export const reportById = (id: string) => REPORTS.find((r) => r.id === id);
export const reportByRoute = (route: string) => REPORTS.find((r) => r.route === route);
