import type { ReportQuery } from '../report-query.js';
import { lotsDrillQuery } from './lots.js';

/** The drill-down's query (domain/src/reports/catalogue/drill.ts). */
export const DRILL_QUERIES: Record<string, ReportQuery> = {
  lots: lotsDrillQuery,
};
