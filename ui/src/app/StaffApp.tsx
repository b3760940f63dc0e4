import { useSession } from '../auth/use-session';
import { MainLayout } from '../layout/MainLayout';
import { ProtectedScreen } from './ProtectedScreen';

/** The signed-in staff app: the layout with its menus around the screen of the route. */
export function StaffApp() {
  const session = useSession();
  // Another tab may end the session between the guard's render and this one: the guard redirects.
  if (!session) return null;
  return (
    <MainLayout session={session}>
      <ProtectedScreen />
    </MainLayout>
  );
}
