import { type ComponentType, lazy, Suspense } from 'react';
import { ScreenLoading } from '../../components/feedback/ScreenLoading';
import { REELER_BID, REELER_LOGIN } from './reeler-client';

const Login = lazy(async () => ({ default: (await import('./ReelerLoginPage')).ReelerLoginPage }));
const Bid = lazy(async () => ({ default: (await import('./ReelerBidPage')).ReelerBidPage }));

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
  {
    path: REELER_BID,
    component: () => (
      <Suspense fallback={<ScreenLoading title="Bid" />}>
        <Bid />
      </Suspense>
    ),
  },
];
