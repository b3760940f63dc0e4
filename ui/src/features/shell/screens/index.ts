import { normalisePath } from '../../../layout/menu';
import type { ScreenDef } from '../screen';
import { ACCOUNT_SCREENS } from './accounts';
import { AUCTION_SCREENS } from './auction';
import { BILLING_SCREENS } from './billing';
import { MASTER_SCREENS } from './masters';
import { MIS_SCREENS } from './mis';
import { REPORT_SCREENS } from './reports';

/** Every protected route of spec section 2, with the spelling of its path as the spec gives it. */
export const SCREENS: readonly ScreenDef[] = [
  {
    path: '/app/dashboard/analytics',
    title: 'Dashboard',
    action: 'dashboard',
    purpose: 'Arrival, sales and levy figures of the markets the user looks after.',
  },
  {
    path: '/app/userchangepassword',
    title: 'Change Password',
    purpose: "Changes the logged-in user's password.",
  },
  ...MASTER_SCREENS,
  ...AUCTION_SCREENS,
  ...BILLING_SCREENS,
  ...ACCOUNT_SCREENS,
  ...REPORT_SCREENS,
  ...MIS_SCREENS,
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
