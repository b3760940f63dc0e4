import type { ReportQuery } from '../report-query.js';
import { cashBook } from './cash-book.js';
import { farmerSummary, reelerSummary } from './customer-summaries.js';
import { dateWiseSummary } from './date-wise.js';
import { labResult } from './lab-result.js';
import { lotRegisterQuery } from './lot-register.js';
import { monthlyAbstract } from './monthly-abstract.js';
import { unsoldAndAgeing } from './unsold-and-ageing.js';

/** Queries of the Reports menu, by definition id (domain/src/reports/catalogue/reports.ts). */
export const REPORTS_MENU_QUERIES: Record<string, ReportQuery> = {
  'lot-register': lotRegisterQuery,
  'farmer-summary': farmerSummary,
  'reeler-summary': reelerSummary,
  'lab-result': labResult,
  'date-wise-summary': dateWiseSummary,
  'unsold-and-ageing': unsoldAndAgeing,
  'monthly-abstract': monthlyAbstract,
  'cash-book': cashBook,
};
