import type { ReportQuery } from '../report-query.js';

/** Queries of the MIS menu, by definition id (domain/src/reports/catalogue/mis.ts). */
export const MIS_QUERIES: Record<string, ReportQuery> = {};
