import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loginPathFor, returnPathFromSearch } from './return-to';
import { useSession } from './use-session';

/** Protected routes: no stored token → /login, remembering where the user was going. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!session) return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  return <>{children}</>;
}

/** Public routes: a user who already holds a token goes on to where they were heading (or the dashboard). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const search = useSearch();
  if (session) return <Redirect to={returnPathFromSearch(search)} replace />;
  return <>{children}</>;
}
