import { REPORTS, type ReportDefinition } from '@cocoon/domain';
import { normalisePath } from '../../layout/menu';
import { LOT_HISTORY } from '../shell/screens/auction';

/**
 * The drill-down has no menu item and no route of the spec (issue 13: "a number opens the lots behind it"); it
 * lives beside the reports so its breadcrumbs read Reports › Lots.
 */
export const LOTS_DRILL_PATH = '/app/reports/lots';

/** Where a definition is shown: its route, or the drill-down's path. */
export const reportPath = (definition: ReportDefinition) => definition.route ?? LOTS_DRILL_PATH;

/** The definition shown at a browser path; the spec's paths mix cases, so matching ignores case. */
export function reportAt(path: string): ReportDefinition | undefined {
  const normal = normalisePath(path);
  return REPORTS.find((r) => normalisePath(reportPath(r)) === normal);
}

/** A lot's history screen (auction's LOT_HISTORY, `/app/lothistory/:lotId`). */
export const lotHistoryPath = (lotId: string) =>
  LOT_HISTORY.path.replace(':lotId', encodeURIComponent(lotId));

/**
 * A lot's history opened from a report: `from` carries the report's path and parameters, so the history's
 * breadcrumbs lead back to that report as it was asked (issue 27 item 10: they said E-Auction).
 */
export const lotHistoryFromReport = (lotId: string, reportUrl: string) =>
  `${lotHistoryPath(lotId)}?from=${encodeURIComponent(reportUrl)}`;
