import type { ReportQuery } from '../report-query.js';
import { dateWiseLevy } from './date-wise-levy.js';
import { monthWiseLevy } from './month-wise-levy.js';
import { dateWiseReelerLevy } from './reeler-levy.js';

/** Queries of the Levy menu, by definition id (domain/src/reports/catalogue/levy.ts). */
export const LEVY_QUERIES: Record<string, ReportQuery> = {
  'date-wise-levy': dateWiseLevy,
  'month-wise-levy': monthWiseLevy,
  'date-wise-reeler-levy': dateWiseReelerLevy,
};
