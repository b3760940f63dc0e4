import type { ReportQuery } from '../report-query.js';
import { lotRegisterQuery } from './lot-register.js';

/** Queries of the Reports menu, by definition id (domain/src/reports/catalogue/reports.ts). */
export const REPORTS_MENU_QUERIES: Record<string, ReportQuery> = {
  'lot-register': lotRegisterQuery,
};
