import type { ReportQuery } from '../report-query.js';

/** Queries of the Reports menu, by definition id (domain/src/reports/catalogue/reports.ts). */
export const REPORTS_MENU_QUERIES: Record<string, ReportQuery> = {};
