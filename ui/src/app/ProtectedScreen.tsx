import { Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { RequireAction } from '../auth/RequireAction';
import { ScreenLoading } from '../components/feedback/ScreenLoading';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { findScreen } from '../features/shell/screens';
import { HOME_PATH } from './product';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * The page under the main layout, chosen from the one screen table: its real screen when built, its
 * frame otherwise, "Not available for your role" without the permission, and the dashboard for a path
 * the spec does not have.
 */
export function ProtectedScreen() {
  const [location, navigate] = useLocation();
  const screen = findScreen(location);
  if (!screen) return <Redirect to={HOME_PATH} replace />;
  const Built = screen.component;
  const page = Built ? (
    <Suspense fallback={<ScreenLoading title={screen.title} />}>
      <Built />
    </Suspense>
  ) : (
    <ScreenFrame screen={screen} />
  );
  return (
    <RouteErrorBoundary key={location} onHome={() => navigate(HOME_PATH)}>
      {screen.action ? <RequireAction action={screen.action}>{page}</RequireAction> : page}
    </RouteErrorBoundary>
  );
}
