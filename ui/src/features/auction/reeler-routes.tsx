import { type ComponentType, lazy, Suspense } from 'react';
import { ScreenLoading } from '../../components/feedback/ScreenLoading';
import { DISPLAY_PATH } from './display-client';
import { REELER_BID, REELER_LOGIN } from './reeler-client';

const Login = lazy(async () => ({ default: (await import('./ReelerLoginPage')).ReelerLoginPage }));
const Bid = lazy(async () => ({ default: (await import('./ReelerBidPage')).ReelerBidPage }));
const Display = lazy(async () => ({ default: (await import('./DisplayPage')).DisplayPage }));

/**
 * The reelers' own pages, public to the staff app (no staff session, not in its menu): a reeler signs in
 * with a reeler login and bids from a phone. Loaded on first visit, so staff never download them.
 */
export const REELER_ROUTES: ReadonlyArray<{ path: string; component: ComponentType }> = [
  {
    path: REELER_LOGIN,
    component: () => (
      <Suspense fallback={<ScreenLoading title="Reeler Login" />}>
        <Login />
      </Suspense>
    ),
  },
  // The hall's screen on its own view-only display session (issue 27): no staff session, no staff shell.
  {
    path: DISPLAY_PATH,
    component: () => (
      <Suspense fallback={<ScreenLoading title="Display board" />}>
        <Display />
      </Suspense>
    ),
  },
  {
    path: REELER_BID,
    component: () => (
      <Suspense fallback={<ScreenLoading title="Bid" />}>
        <Bid />
      </Suspense>
    ),
  },
];
