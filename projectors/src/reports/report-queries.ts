import { REPORTS } from '@cocoon/domain';
import { CUSTOMER_REPORT_QUERIES } from './customer-reports/index.js';
import { DRILL_QUERIES } from './drill/index.js';
import { LEVY_QUERIES } from './levy/index.js';
import { MIS_QUERIES } from './mis/index.js';
import type { ReportQuery } from './report-query.js';
import { REPORTS_MENU_QUERIES } from './reports-menu/index.js';

/** Every report's query by definition id. */
export const REPORT_QUERIES: Readonly<Record<string, ReportQuery>> = {
  ...REPORTS_MENU_QUERIES,
  ...LEVY_QUERIES,
  ...CUSTOMER_REPORT_QUERIES,
  ...MIS_QUERIES,
  ...DRILL_QUERIES,
};

/** Definitions without a query yet (a test keeps this empty once every report is built). */
export const reportsWithoutQuery = () => REPORTS.filter((r) => !REPORT_QUERIES[r.id]).map((r) => r.id);
