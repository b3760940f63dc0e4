import { useEffect } from 'react';
import { ACTIVITY_EVENTS } from '../../auth/idle-timeout';
import { reelerRequest } from './reeler-client';

/** A touch is reported at most this often; the server's idle setting is minutes (15 by default). */
const KEEP_ALIVE_MS = 30_000;

/**
 * Tells the server the reeler is using the page (GET reeler/session), which ends a reeler's session after the
 * market's idle minutes without a bid or a touch outside a slot (api/src/auth/reeler-sessions.ts). The page
 * itself never logs out on a timer: the server decides, and its 401 brings the login page saying the session
 * ended. Activity only records a time; a check every second reports it.
 */
export function useReelerKeepAlive(): void {
  useEffect(() => {
    let last = 0;
    let reported = 0;
    const active = () => {
      last = Date.now();
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, options);
    const timer = setInterval(() => {
      if (last <= reported || Date.now() - reported < KEEP_ALIVE_MS) return;
      reported = Date.now();
      reelerRequest('reeler/session').catch(() => undefined);
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active, options);
    };
  }, []);
}
