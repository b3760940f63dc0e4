import { useSyncExternalStore } from 'react';
import { storageSubscription } from '../api/storage-subscription';

/**
 * A password set by someone else (a reset by a senior officer) is told to its owner after login, until
 * they choose their own password or dismiss it: a reset they did not ask for means someone else may know it.
 * Kept in local storage with the session, so logging out (which clears it all) ends it too.
 */
export interface PasswordResetNotice {
  by: string;
  at: string;
}

const KEY = 'passwordResetNotice';

export function savePasswordResetNotice(notice: PasswordResetNotice | null | undefined): void {
  if (notice) localStorage.setItem(KEY, JSON.stringify(notice));
  else localStorage.removeItem(KEY);
  notify();
}

function read(): string | null {
  return localStorage.getItem(KEY);
}

const { subscribe, notify } = storageSubscription('cocoon:password-reset-notice');

export function usePasswordResetNotice(): PasswordResetNotice | null {
  const raw = useSyncExternalStore(subscribe, read);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PasswordResetNotice>;
    return typeof parsed.by === 'string' && typeof parsed.at === 'string'
      ? { by: parsed.by, at: parsed.at }
      : null;
  } catch {
    return null;
  }
}
