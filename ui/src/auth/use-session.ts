import { useMemo, useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeSession } from '../api/session';

// A string snapshot: useSyncExternalStore needs a value that is equal when nothing changed.
function snapshot(): string {
  const session = readSession();
  return session ? JSON.stringify(session) : '';
}

/** The stored session, re-rendering on login, logout, expiry and changes from other tabs. */
export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribeSession, snapshot);
  return useMemo(() => (raw ? (JSON.parse(raw) as Session) : null), [raw]);
}
