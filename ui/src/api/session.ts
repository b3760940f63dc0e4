import { storageSubscription } from './storage-subscription';

/**
 * The browser-storage session. Key names are the spec's (section 3, "Browser storage"): other tools and
 * the later shell read them, so they must not change.
 */
export const STORAGE_KEYS = {
  token: 'serviceToken',
  userName: 'userName',
  userType: 'userType',
  language: 'language',
} as const;

export interface Session {
  token: string;
  userName: string;
  userType: string;
}

const CHANGE_EVENT = 'cocoon:session';

export function readSession(): Session | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  return {
    token,
    userName: localStorage.getItem(STORAGE_KEYS.userName) ?? '',
    userType: localStorage.getItem(STORAGE_KEYS.userType) ?? '',
  };
}

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

/** The layout store, listening to this change, stores `language` and `root` alongside. */
export function saveSession(session: Session): void {
  localStorage.setItem(STORAGE_KEYS.token, session.token);
  localStorage.setItem(STORAGE_KEYS.userName, session.userName);
  localStorage.setItem(STORAGE_KEYS.userType, session.userType);
  notify();
}

/** The spec clears ALL local storage on logout and on a session failure, not only our keys. */
export function clearSession(): void {
  localStorage.clear();
  notify();
}

const changes = storageSubscription(CHANGE_EVENT);
const notify = changes.notify;

/** For useSyncExternalStore: fires on our own changes and on other tabs' storage changes. */
export const subscribeSession = changes.subscribe;
