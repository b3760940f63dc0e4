import type { ReportQuery } from '../report-query.js';
import { lotRow, matchesStatus, reportLots } from './report-lots.js';

/**
 * The lots behind a figure (Reports/Lots): whatever a report's row names (market, dates, farmer, reeler, race,
 * TSC, office, rate band, status), always within the caller's scope. `unpaid` is sold with the farmer's net not
 * fully paid.
 */
export const lotsDrillQuery: ReportQuery = async (ctx, params) => {
  const lots = await reportLots(ctx, params);
  return { rows: lots.filter((l) => matchesStatus(l, params.status)).map(lotRow) };
};
