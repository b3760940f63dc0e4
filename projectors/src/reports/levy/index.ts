import type { ReportQuery } from '../report-query.js';

/** Queries of the Levy menu, by definition id (domain/src/reports/catalogue/levy.ts). */
export const LEVY_QUERIES: Record<string, ReportQuery> = {};
