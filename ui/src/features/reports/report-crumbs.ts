import type { Crumb } from '../../layout/PageHeader';
import { screenTrail } from '../shell/screen-trail';
import { findScreen } from '../shell/screens';
import { reportAt } from './report-routes';

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
