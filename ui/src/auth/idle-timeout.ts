/** Spec section 9: 5 minutes without mouse move, key press, scroll or touch ends the session. */
export const IDLE_TIMEOUT_MS = 5 * 60_000;

/** Browser tests shorten the wait by storing `idleTimeoutMs`; without it the spec's 5 minutes apply. */
export const IDLE_OVERRIDE_KEY = 'idleTimeoutMs';

export function idleTimeoutMs(storage: Pick<Storage, 'getItem'> = localStorage): number {
  const raw = storage.getItem(IDLE_OVERRIDE_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : IDLE_TIMEOUT_MS;
}

/** The events that count as activity (scroll is caught on any element, not only the page). */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'wheel',
  'touchstart',
] as const;

/** Whether the user has been idle long enough, given the time of their last activity. */
export function isIdle(lastActivity: number, now: number, timeoutMs: number): boolean {
  return now - lastActivity >= timeoutMs;
}

/**
 * Issue 27: the warning comes 60 s before an automatic logout, so someone watching the screen (a running slot)
 * can stay signed in. A timeout shortened for a test warns in its last fifth.
 */
export const IDLE_WARNING_MS = 60_000;
export const warningLeadMs = (timeoutMs: number): number => Math.min(IDLE_WARNING_MS, timeoutMs / 5);

export type IdleStage = { stage: 'active' } | { stage: 'warning'; msLeft: number } | { stage: 'idle' };

/** Where the idle clock stands: active, in the warning before the logout (with the time left), or idle. */
export function idleStage(lastActivity: number, now: number, timeoutMs: number): IdleStage {
  if (isIdle(lastActivity, now, timeoutMs)) return { stage: 'idle' };
  const msLeft = lastActivity + timeoutMs - now;
  return msLeft <= warningLeadMs(timeoutMs) ? { stage: 'warning', msLeft } : { stage: 'active' };
}

/** "5 minutes", "1 minute", "3 seconds": for the message after an automatic logout. */
export function describeWait(ms: number): string {
  const [amount, unit] =
    ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.max(1, Math.round(ms / 1000)), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
