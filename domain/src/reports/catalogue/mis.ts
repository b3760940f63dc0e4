import type { ReportDefinition } from '../report-definition.js';

/** The MIS menu (spec section 2, /app/misreport/). */
export const MIS_MENU: readonly ReportDefinition[] = [];
