import { useEffect } from 'react';
import { idleLogoutHeld, takeIdleLogoutRequest } from './idle-hold';
import { ACTIVITY_EVENTS, idleTimeoutMs, isIdle } from './idle-timeout';

/** Well inside the server's slack (api/src/auth/sessions.ts, KEEP_ALIVE_SLACK_SECONDS = 60). */
const KEEP_ALIVE_MS = 30_000;

/**
 * Calls `onIdle` once the user has done nothing for the idle timeout. Activity only records a time (a
 * mouse move fires many times a second); a check every second, or sooner for short test timeouts,
 * compares it with the clock, which also catches a laptop that slept through the timeout.
 */
export function useIdleLogout(onIdle: () => void, keepAlive?: () => Promise<void>): void {
  useEffect(() => {
    const timeout = idleTimeoutMs();
    let last = Date.now();
    let lastBeat = Date.now();
    let done = false;
    const active = () => {
      last = Date.now();
    };
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, options);
    const timer = setInterval(
      () => {
        if (done) return;
        if (takeIdleLogoutRequest()) {
          done = true;
          onIdle();
          return;
        }
        // A display board on the hall's screen holds the timer (see idle-hold).
        if (idleLogoutHeld()) last = Date.now();
        if (!isIdle(last, Date.now(), timeout)) {
          // Someone is here though no request went out: tell the server, which ends idle sessions too.
          if (keepAlive && last > lastBeat && Date.now() - lastBeat >= KEEP_ALIVE_MS) {
            lastBeat = Date.now();
            keepAlive().catch(() => undefined);
          }
          return;
        }
        done = true;
        onIdle();
      },
      Math.min(1000, Math.max(100, timeout / 10)),
    );
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active, options);
    };
  }, [onIdle, keepAlive]);
}
