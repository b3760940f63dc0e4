import { API_BASE } from '../../api/client';

/**
 * Issue 27: the hall's screen runs the display board on a view-only display session an officer started from the
 * live room, never on the officer's own session. Its token arrives after `#` (kept out of server logs), is kept
 * for this tab only (sessionStorage: the officer's tabs in the same browser never see it, nor it theirs) and
 * leaves the address bar at once.
 */
export const DISPLAY_PATH = '/display';
const KEY = 'displayToken';
const PREFIX = 'ds_';

export const readDisplayToken = (): string | null => sessionStorage.getItem(KEY);

/** Takes a display token from the address's `#`, once, into this tab's storage. */
export function adoptDisplayToken(): void {
  const hash = window.location.hash.slice(1);
  if (!hash.startsWith(PREFIX)) return;
  sessionStorage.setItem(KEY, hash);
  window.history.replaceState(null, '', window.location.pathname);
}

export function forgetDisplayToken(): void {
  sessionStorage.removeItem(KEY);
}

/** The display session ended (the market's displays were ended, or the market day is over). */
export class DisplayEnded extends Error {
  override readonly name = 'DisplayEnded';
}

/** A read with the display session's token; a 401 or 403 ends the display. */
export async function displayRequest<T>(path: string, signal?: AbortSignal): Promise<T> {
  const token = readDisplayToken();
  if (!token) throw new DisplayEnded('No display session');
  const response = await fetch(API_BASE + path.replace(/^\//, ''), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });
  if (response.status === 401 || response.status === 403) {
    forgetDisplayToken();
    throw new DisplayEnded('The display session has ended');
  }
  if (!response.ok) throw new Error(`The board could not be read (${response.status})`);
  return (await response.json()) as T;
}
