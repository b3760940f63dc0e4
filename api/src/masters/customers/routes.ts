import type { AppDeps } from '../../http/context.js';
import type { RouteSpec } from '../../http/routes.js';
import { createSmsSender } from '../../platform/sms/index.js';
import { bankChangeRoutes } from './bank-change-routes.js';
import { listRoutes } from './list-routes.js';
import { otpRoutes } from './otp-routes.js';
import { registrationRoutes } from './registration-routes.js';

/** Farmers and reelers, head codes and OTP verification. */
export function customerRoutes(deps: AppDeps): RouteSpec[] {
  return [
    ...registrationRoutes(deps),
    ...listRoutes(deps),
    ...otpRoutes(deps, createSmsSender(deps)),
    ...bankChangeRoutes(deps),
  ];
}
