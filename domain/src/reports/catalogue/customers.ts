import type { ReportDefinition } from '../report-definition.js';

/** The Farmer report and Reeler report menus (/app/farmerreport/, /app/reelerreport/), passbooks aside. */
export const CUSTOMER_REPORTS: readonly ReportDefinition[] = [];
