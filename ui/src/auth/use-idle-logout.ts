import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, idleStage, idleTimeoutMs } from './idle-timeout';

/** Well inside the server's slack (api/src/auth/sessions.ts, KEEP_ALIVE_SLACK_SECONDS = 60). */
const KEEP_ALIVE_MS = 30_000;

export interface IdleWarning {
  /** Seconds until the automatic logout while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** "Stay signed in": counts as activity (and so reaches the server with the next keep-alive). */
  stay(): void;
}

/**
 * Calls `onIdle` once the user has done nothing for the idle timeout, and warns before it (issue 27: an
 * officer watching a running slot is asked, not dropped). Activity only records a time (a mouse move fires many
 * times a second); a check every second, or sooner for short test timeouts, compares it with the clock, which
 * also catches a laptop that slept through the timeout.
 */
export function useIdleLogout(onIdle: () => void, keepAlive?: () => Promise<void>): IdleWarning {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const activity = useRef<() => void>(() => undefined);
  useEffect(() => {
    const timeout = idleTimeoutMs();
    let last = Date.now();
    let lastBeat = Date.now();
    let done = false;
    const active = () => {
      last = Date.now();
    };
    activity.current = active;
    const options = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, options);
    const timer = setInterval(
      () => {
        if (done) return;
        const stage = idleStage(last, Date.now(), timeout);
        setSecondsLeft(stage.stage === 'warning' ? Math.ceil(stage.msLeft / 1000) : null);
        if (stage.stage !== 'idle') {
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
  const stay = useCallback(() => {
    activity.current();
    setSecondsLeft(null);
  }, []);
  return { secondsLeft, stay };
}
