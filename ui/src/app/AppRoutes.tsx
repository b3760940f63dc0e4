import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { AccountHelpPage } from '../auth/AccountHelpPage';
import { GuestOnly, RequireLogin } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { useSession } from '../auth/use-session';
import { REELER_ROUTES } from '../features/auction/reeler-routes';
import { templateRoutes } from '../features/templates/routes';
import { MainLayout } from '../layout/MainLayout';
import { ProtectedScreen } from './ProtectedScreen';
import { HOME_PATH } from './product';

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
      {/* The reelers' bidding pages: their own login and session, no staff guard either way. */}
      {REELER_ROUTES.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route path="/app/*">
        <RequireLogin>
          <ProtectedApp />
        </RequireLogin>
      </Route>
      <Route>
        <Redirect to={HOME_PATH} replace />
      </Route>
    </Switch>
  );
}

function ProtectedApp() {
  const session = useSession();
  // Another tab may end the session between the guard's render and this one: the guard redirects.
  if (!session) return null;
  return (
    <MainLayout session={session}>
      <ProtectedScreen />
    </MainLayout>
  );
}
