import { navigate } from 'wouter/use-browser-location';
import { loginPathFor } from '../auth/return-to';
import { toastError } from '../components/feedback/toaster';
import { API_BASE } from './api-base';
import { browserOffline, reportReached } from './connectivity';
import { ApiError, classifyFailure, offlineFailure } from './errors';
import { clearSession, readToken } from './session';

/**
 * A request cut short because the page is being left (a reload, an address typed in) is not a network failure:
 * ending the session then logged the user out of the very page they were reloading (the dashboard refetches
 * every few seconds, so a reload often caught one in flight).
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
  });
  // Back from the browser's page cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

export { API_BASE };

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Command id: the server appends nothing twice for the same key (double click, retry). */
  idempotencyKey?: string;
  /** The login call: a 401 there is "wrong credentials", not "session expired". */
  isLogin?: boolean;
  /** Logout: a failure must not start the "session expired" flow; the caller ends the session itself. */
  ignoreSessionFailure?: boolean;
  signal?: AbortSignal;
}

/** A JSON call with the spec's error rules (section 8) applied in one place. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (await readBody(response)) as T;
}

/** A binary download (a rendered PDF) with the same bearer header and error rules. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}

/** A POST command carrying its idempotency key. */
export function apiCommand<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body, idempotencyKey });
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(API_BASE + path.replace(/^\//, ''), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted || leavingPage) throw cause;
    reportReached(false);
    // Offline: the banner says so (handled) and react-query reads again when the network returns.
    if (browserOffline()) throw new ApiError(offlineFailure(), true);
    throw fail(undefined, undefined, Boolean(token), options);
  }
  reportReached(true);
  if (response.ok) return response;
  const readModelStale = response.headers.get('X-Read-Model-Stale') === 'true';
  throw fail(response.status, await readBody(response), Boolean(token), options, readModelStale);
}

function fail(
  status: number | undefined,
  body: unknown,
  hadToken: boolean,
  options: RequestOptions,
  readModelStale = false,
): ApiError {
  const failure = classifyFailure({
    status,
    body,
    hadToken,
    isLogin: Boolean(options.isLogin),
    readModelStale,
  });
  if ((failure.kind === 'session-expired' || failure.kind === 'network') && !options.ignoreSessionFailure) {
    endSession(failure.message);
    return new ApiError(failure, true);
  }
  return new ApiError(failure);
}

/** Spec: storage cleared, browser at /login, the reason shown; the page they were on is remembered. */
function endSession(message: string): void {
  const here = window.location.pathname + window.location.search;
  clearSession();
  toastError(message, 'session-end');
  navigate(loginPathFor(here), { replace: true });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
