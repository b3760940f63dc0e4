import { HOME_PATH } from '../../../app/product';
import { normalisePath } from '../../../layout/menu';
import { lazyScreen } from '../lazy-screen';
import type { ScreenDef } from '../screen';
import { ACCOUNT_SCREENS } from './accounts';
import { AUCTION_SCREENS } from './auction';
import { BILLING_SCREENS } from './billing';
import { MASTER_SCREENS } from './masters';
import { MIS_SCREENS } from './mis';
import { NOTICE_SCREENS } from './notices';
import { REPORT_SCREENS } from './reports';

export * from './accounts';
export * from './auction';
export * from './billing';
export * from './masters';
export { MENU_GROUPS } from './menu-groups';
export * from './notices';

/** The home page, and the side menu's first entry (a group of its own, without items). */
export const DASHBOARD: ScreenDef = {
  path: HOME_PATH,
  title: 'Dashboard',
  action: 'dashboard',
  purpose: 'Arrival, sales and levy figures of the markets the user looks after.',
  component: lazyScreen(() => import('../../dashboard/AnalyticsPage'), 'AnalyticsPage'),
};

/** Opened from the profile menu. */
export const CHANGE_PASSWORD: ScreenDef = {
  path: '/app/userchangepassword',
  title: 'Change Password',
  purpose: "Changes the logged-in user's password.",
  component: lazyScreen(() => import('../../../auth/ChangePasswordPage'), 'ChangePasswordPage'),
};

/**
 * Every protected route of spec section 2, with the spelling of its path as the spec gives it: the
 * router, the side menu (groups in MENU_GROUPS order, items in this order) and the breadcrumbs.
 */
export const SCREENS: readonly ScreenDef[] = [
  DASHBOARD,
  CHANGE_PASSWORD,
  ...MASTER_SCREENS,
  ...AUCTION_SCREENS,
  ...BILLING_SCREENS,
  ...ACCOUNT_SCREENS,
  ...REPORT_SCREENS,
  ...MIS_SCREENS,
  ...NOTICE_SCREENS,
];

const byPath = new Map(SCREENS.map((screen) => [normalisePath(screen.path), screen]));

/** Screens whose path names a record (`/app/lothistory/:lotId`): a `:name` segment matches any one segment. */
const withParams = SCREENS.filter((screen) => screen.path.includes('/:')).map((screen) => ({
  screen,
  segments: normalisePath(screen.path).split('/'),
}));

/** The screen at a browser path; the spec's paths mix cases, so matching ignores case. */
export function findScreen(path: string): ScreenDef | undefined {
  const normal = normalisePath(path);
  const exact = byPath.get(normal);
  if (exact) return exact;
  const segments = normal.split('/');
  return withParams.find(
    (p) =>
      p.segments.length === segments.length &&
      p.segments.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  )?.screen;
}
