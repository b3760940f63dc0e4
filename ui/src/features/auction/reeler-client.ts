import { MESSAGES } from '@cocoon/domain';
import { navigate } from 'wouter/use-browser-location';
import { API_BASE } from '../../api/client';
import { browserOffline, reportReached } from '../../api/connectivity';
import { ApiError, classifyFailure, offlineFailure } from '../../api/errors';
import { REELER_BID, REELER_LOGIN } from './reeler-paths';
import { clearReelerSession, readReelerToken } from './reeler-session';

export { REELER_BID, REELER_LOGIN };

export interface ReelerRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  idempotencyKey?: string;
  /** reeler/connect: its 401 is "wrong credentials", not "session over". */
  isLogin?: boolean;
  signal?: AbortSignal;
  /**
   * The same request, already sent (the bid page's early script: its first board, issue 28): its answer is
   * taken as this call's; if it got none, the call is sent again.
   */
  sent?: Promise<Response>;
}

/**
 * A call with the reeler's token and the spec's error rules. Unlike a staff screen, a dropped connection does
 * not end the session (a market hall's mobile signal comes and goes); only a 401 does, back to the reeler
 * login with the reason.
 */
export async function reelerRequest<T>(path: string, options: ReelerRequestOptions = {}): Promise<T> {
  const token = readReelerToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token && !options.isLogin) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const send = () =>
    fetch(API_BASE + path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  let response: Response;
  try {
    response = options.sent ? await options.sent.catch(send) : await send();
  } catch (cause) {
    // Given up by the caller (left the page) rather than by the network: nothing to say.
    if (options.signal?.aborted && !timedOut(options.signal)) throw cause;
    reportReached(false);
    // The phone's banner already says it is offline; the bid card keeps a bid to send when it is back.
    if (browserOffline()) throw new ApiError(offlineFailure(), true);
    throw new ApiError(classifyFailure({ hadToken: false, isLogin: true }));
  }
  reportReached(true);
  const body = await readBody(response);
  if (response.ok) return body as T;
  if (response.status === 401 && !options.isLogin) {
    endReelerSession();
    throw new ApiError(
      { kind: 'session-expired', status: 401, message: MESSAGES.sessionExpired, fieldErrors: {} },
      true,
    );
  }
  throw new ApiError(
    classifyFailure({ status: response.status, body, hadToken: false, isLogin: Boolean(options.isLogin) }),
  );
}

/** A request sent on a link that died without a word never fails by itself: a timeout is that failure. */
function timedOut(signal: AbortSignal): boolean {
  return signal.reason instanceof DOMException && signal.reason.name === 'TimeoutError';
}

/** Back to the reeler login, which says the session ended. */
export function endReelerSession(): void {
  clearReelerSession();
  navigate(`${REELER_LOGIN}?expired=1`, { replace: true });
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
