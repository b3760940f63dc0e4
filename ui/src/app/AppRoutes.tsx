import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AccountHelpPage } from '../auth/AccountHelpPage';
import { GuestOnly, RequireLogin } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { ScreenLoading } from '../components/feedback/ScreenLoading';
import { DISPLAY_PATH } from '../features/auction/display-client';
import { templateRoutes } from '../features/templates/routes';
import { HOME_PATH, PRODUCT_NAME } from './product';

// The staff shell (menus, layout, the screen table) is its own chunk: the login page and the reelers' phones,
// on weak links, never download it.
const StaffApp = lazy(async () => ({ default: (await import('./StaffApp')).StaffApp }));
// The hall's screen on its own view-only display session (issue 27): no staff session, no staff shell.
const DisplayPage = lazy(async () => ({
  default: (await import('../features/auction/DisplayPage')).DisplayPage,
}));

/** Spec section 2: public routes carry the guest guard. */
const PUBLIC: ReadonlyArray<{ path: string; component: ComponentType }> = [
  { path: '/', component: LoginPage },
  { path: '/login', component: LoginPage },
  { path: '/signin', component: LoginPage },
  { path: '/signup', component: () => <AccountHelpPage kind="signup" /> },
  { path: '/reset-password', component: () => <AccountHelpPage kind="reset" /> },
];
const PUBLIC_PATHS = new Set(PUBLIC.map((r) => r.path));

/**
 * Public routes (guest guard), the unguarded template pages, the protected /app/* shell (login guard),
 * and every other path to the dashboard. A template page at a public path (sign-up, reset) replaces the
 * plain one and keeps the guest guard.
 */
export function AppRoutes() {
  const fromTemplates = new Map(templateRoutes.map((r) => [r.path, r.component]));
  return (
    <Switch>
      {PUBLIC.map(({ path, component }) => {
        const Page = fromTemplates.get(path) ?? component;
        return (
          <Route key={path} path={path}>
            <GuestOnly>
              <Page />
            </GuestOnly>
          </Route>
        );
      })}
      {templateRoutes
        .filter((r) => !PUBLIC_PATHS.has(r.path))
        .map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
      {/* The reelers' pages (/reeler/*) are not here: they are their own entry, ui/reeler.html (issue 28). */}
      <Route path={DISPLAY_PATH}>
        <Suspense fallback={<ScreenLoading title="Display board" />}>
          <DisplayPage />
        </Suspense>
      </Route>
      <Route path="/app/*">
        <RequireLogin>
          <Suspense fallback={<ScreenLoading title={PRODUCT_NAME} />}>
            <StaffApp />
          </Suspense>
        </RequireLogin>
      </Route>
      <Route>
        <Redirect to={HOME_PATH} replace />
      </Route>
    </Switch>
  );
}
