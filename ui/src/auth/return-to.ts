import { HOME_PATH, LOGIN_PATH } from '../app/product';

const PARAM = 'from';

/** The login URL that brings the user back to `path` (with its query) after signing in. */
export function loginPathFor(path: string): string {
  const safe = safeReturnPath(path);
  return safe === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?${PARAM}=${encodeURIComponent(safe)}`;
}

/** Where to go after login, read from the login page's query string. */
export function returnPathFromSearch(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(PARAM) ?? '');
}

/**
 * Only paths inside the protected app are honoured: an attacker-supplied `from` must never send a freshly
 * logged-in user to another site (`//evil.example`) or back to a guest page in a loop.
 */
export function safeReturnPath(path: string): string {
  if (!path.startsWith('/app/') || path.startsWith('//') || path.includes('\\')) return HOME_PATH;
  return path;
}
