import { NonIdealState } from '@blueprintjs/core';
import { type Action, can } from '@cocoon/domain';
import type { ReactNode } from 'react';
import { useSession } from './use-session';

/**
 * A screen the role table does not give this user: the menu hides it, and a typed-in address gets a plain
 * answer instead of a list the server would refuse (403) anyway.
 */
export function RequireAction({ action, children }: { action: Action; children: ReactNode }) {
  const session = useSession();
  if (session && can(session.userType, action)) return <>{children}</>;
  return (
    <NonIdealState
      icon="lock"
      title="Not available for your role"
      description={`${session?.userType || 'Your role'} cannot open this screen. Use the menu to reach the screens you can use.`}
    />
  );
}
