import type { ReportQuery } from '../report-query.js';
import { bankDetailsToVerify } from './bank-details.js';
import { farmerLotDetails, reelerLotDetails } from './lot-details.js';
import { farmerOverdue, reelerOverdue } from './overdue.js';
import { paymentsWaiting } from './payments-waiting.js';

/** Queries of the Farmer and Reeler report menus, by definition id (domain/src/reports/catalogue/customers.ts). */
export const CUSTOMER_REPORT_QUERIES: Record<string, ReportQuery> = {
  'bank-details-to-verify': bankDetailsToVerify,
  'farmer-lot-details': farmerLotDetails,
  'farmer-overdue': farmerOverdue,
  'reeler-lot-details': reelerLotDetails,
  'reeler-overdue': reelerOverdue,
  'payments-waiting': paymentsWaiting,
};
