import { MENU } from '@cocoon/domain';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { Session } from '../api/session';
import { ChangePasswordPage } from '../auth/ChangePasswordPage';
import { GuestOnly, RequireLogin } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { RequireAction } from '../auth/RequireAction';
import { useSession } from '../auth/use-session';
import { AnalyticsPage } from '../features/dashboard/AnalyticsPage';
import { CocoonDefectInput } from '../features/masters/CocoonDefectInput';
import { CocoonDefectList } from '../features/masters/CocoonDefectList';
import { CocoonTypeInput } from '../features/masters/CocoonTypeInput';
import { CocoonTypeList } from '../features/masters/CocoonTypeList';
import { COCOON_TYPE_INPUT, COCOON_TYPE_LIST, DEFECT_INPUT, DEFECT_LIST } from '../features/masters/paths';
import { NotAvailablePage } from '../features/shell/NotAvailablePage';
import { MainLayout } from '../layout/MainLayout';
import { menuPaths, normalisePath } from '../layout/menu';
import { CHANGE_PASSWORD_PATH } from '../layout/ProfileMenu';
import { HOME_PATH } from './product';

const LATER_PATHS = menuPaths(MENU);

/** Spec section 2: guest routes, the protected /app/* shell, and everything else to the dashboard. */
export function AppRoutes() {
  return (
    <Switch>
      {['/', '/login', '/signin'].map((path) => (
        <Route key={path} path={path}>
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        </Route>
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
  const session = useSession() as Session;
  return (
    <MainLayout session={session}>
      <Switch>
        <Route path={HOME_PATH}>
          <AnalyticsPage session={session} />
        </Route>
        <Route path={CHANGE_PASSWORD_PATH} component={ChangePasswordPage} />
        <Route path={COCOON_TYPE_LIST}>
          <RequireAction action="masters.cocoon-type">
            <CocoonTypeList />
          </RequireAction>
        </Route>
        <Route path={COCOON_TYPE_INPUT}>
          <RequireAction action="masters.cocoon-type">
            <CocoonTypeInput />
          </RequireAction>
        </Route>
        <Route path={DEFECT_LIST}>
          <RequireAction action="masters.cocoon-defect">
            <CocoonDefectList />
          </RequireAction>
        </Route>
        <Route path={DEFECT_INPUT}>
          <RequireAction action="masters.cocoon-defect">
            <CocoonDefectInput />
          </RequireAction>
        </Route>
        <Route>
          <LaterOrHome />
        </Route>
      </Switch>
    </MainLayout>
  );
}

/** A known route whose screen comes later says so; an unknown path goes to the dashboard (spec). */
function LaterOrHome() {
  const [location] = useLocation();
  return LATER_PATHS.has(normalisePath(location)) ? (
    <NotAvailablePage />
  ) : (
    <Redirect to={HOME_PATH} replace />
  );
}
