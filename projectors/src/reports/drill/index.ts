import type { ReportQuery } from '../report-query.js';

/** The drill-down's query (domain/src/reports/catalogue/drill.ts). */
export const DRILL_QUERIES: Record<string, ReportQuery> = {};
