import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';

/** Regions, RJDs, assistant directors, branches/TSCs, market officers and branch users (issue 4). */
export function officeRoutes(_deps: AppDeps): RouteSpec[] {
  return [];
}
