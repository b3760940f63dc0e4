import { sqlReport } from '../report-rows.js';
import { reportLotsSql } from './report-lots.js';

/**
 * The lots behind a figure (Reports/Lots): whatever a report's row names (market, dates, farmer, reeler, race,
 * TSC, office, rate band, status), always within the caller's scope. `unpaid` is sold with the farmer's net not
 * fully paid.
 */
export const lotsDrillQuery = sqlReport(async (ctx, params) => reportLotsSql(ctx, params));
