import { REPORTS, type ReportDefinition } from '@cocoon/domain';
import { normalisePath } from '../../layout/menu';
import type { Crumb } from '../../layout/PageHeader';
import { lotHistoryPath } from '../auction/lot-links';
import { screenTrail } from '../shell/screen-trail';
import { findScreen } from '../shell/screens';

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

/**
 * A lot's history opened from a report: `from` carries the report's path and parameters, so the history's
 * breadcrumbs lead back to that report as it was asked (issue 27 item 10: they said E-Auction).
 */
export const lotHistoryFromReport = (lotId: string, reportUrl: string) =>
  `${lotHistoryPath(lotId)}?from=${encodeURIComponent(reportUrl)}`;

/**
 * The breadcrumbs back to the report a lot's history was opened from, or undefined when `from` names no report
 * (only a report's own path is followed: the link never leads off the app).
 */
export function reportCrumbs(search: string): Crumb[] | undefined {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/')) return undefined;
  const url = new URL(from, 'http://app.invalid');
  const definition = reportAt(url.pathname);
  if (!definition) return undefined;
  const screen = findScreen(url.pathname);
  const href = `${url.pathname}${url.search}`;
  return [...(screen ? screenTrail(screen) : []), { text: screen?.title ?? definition.title, href }];
}
