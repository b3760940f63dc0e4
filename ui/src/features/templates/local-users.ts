/**
 * Spec section 3: the template's local registration keeps each user (id, email, password, first and last
 * name) in a browser-storage list called `users`; section 7: it makes no network call. These accounts
 * never reach the market system: staff accounts live on the server.
 */
export interface LocalUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const USERS_KEY = 'users';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export type NewLocalUser = Omit<LocalUser, 'id'>;

export type RegisterResult = { ok: true; user: LocalUser } | { ok: false; reason: 'email-taken' };

/** The stored list; anything unreadable counts as empty rather than breaking the page. */
export function readUsers(store: Store): LocalUser[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(USERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalUser) : [];
  } catch {
    return [];
  }
}

export function registerUser(store: Store, input: NewLocalUser, id: string): RegisterResult {
  const users = readUsers(store);
  const email = normaliseEmail(input.email);
  if (users.some((u) => normaliseEmail(u.email) === email)) return { ok: false, reason: 'email-taken' };
  const user: LocalUser = { id, ...input, email };
  store.setItem(USERS_KEY, JSON.stringify([...users, user]));
  return { ok: true, user };
}

export function findUser(store: Store, email: string, password: string): LocalUser | undefined {
  const wanted = normaliseEmail(email);
  return readUsers(store).find((u) => normaliseEmail(u.email) === wanted && u.password === password);
}

/** Changes a local user's password when the current one matches; answers whether it did. */
export function changeUserPassword(store: Store, email: string, current: string, next: string): boolean {
  const user = findUser(store, email, current);
  if (!user) return false;
  const users = readUsers(store).map((u) => (u.id === user.id ? { ...u, password: next } : u));
  store.setItem(USERS_KEY, JSON.stringify(users));
  return true;
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isLocalUser(value: unknown): value is LocalUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return ['id', 'email', 'password', 'firstName', 'lastName'].every((k) => typeof u[k] === 'string');
}
