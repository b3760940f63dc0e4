import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';

/** Farmers and reelers, head codes and OTP verification (issue 4). */
export function customerRoutes(_deps: AppDeps): RouteSpec[] {
  return [];
}
