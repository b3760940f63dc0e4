import type { ReportQuery } from '../report-query.js';

/** Queries of the Farmer and Reeler report menus, by definition id (domain/src/reports/catalogue/customers.ts). */
export const CUSTOMER_REPORT_QUERIES: Record<string, ReportQuery> = {};
