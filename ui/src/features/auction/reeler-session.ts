import { useMemo, useSyncExternalStore } from 'react';
import { storageSubscription } from '../../api/storage-subscription';
import { REELER_TOKEN_KEY } from './reeler-paths';

/**
 * A reeler's bidding session, kept apart from the staff session (`serviceToken`): a reeler is not a staff
 * user, and a reeler signing in on a phone must never receive or replace a staff token.
 */
export const REELER_KEYS = { token: REELER_TOKEN_KEY, profile: 'reelerProfile' } as const;

export interface ReelerProfile {
  reelerId: string;
  name: string;
  headCode: string;
  marketId: string;
  marketName: string | null;
}

export interface ReelerSession {
  token: string;
  reeler: ReelerProfile;
}

const CHANGE_EVENT = 'cocoon:reeler-session';

export function readReelerToken(): string | null {
  return localStorage.getItem(REELER_KEYS.token);
}

export function readReelerSession(): ReelerSession | null {
  const token = readReelerToken();
  const profile = localStorage.getItem(REELER_KEYS.profile);
  if (!token || !profile) return null;
  try {
    return { token, reeler: JSON.parse(profile) as ReelerProfile };
  } catch {
    return null;
  }
}

export function saveReelerSession(session: ReelerSession): void {
  localStorage.setItem(REELER_KEYS.token, session.token);
  localStorage.setItem(REELER_KEYS.profile, JSON.stringify(session.reeler));
  notify();
}

/** Only the reeler's own keys: a staff session on the same browser stays. */
export function clearReelerSession(): void {
  localStorage.removeItem(REELER_KEYS.token);
  localStorage.removeItem(REELER_KEYS.profile);
  notify();
}

const { subscribe, notify } = storageSubscription(CHANGE_EVENT);

function snapshot(): string {
  const session = readReelerSession();
  return session ? JSON.stringify(session) : '';
}

export function useReelerSession(): ReelerSession | null {
  const raw = useSyncExternalStore(subscribe, snapshot);
  return useMemo(() => (raw ? (JSON.parse(raw) as ReelerSession) : null), [raw]);
}
