import { businessDate, istInstant } from '../shared/formats.js';

/** Asia/Kolkata keeps one offset all year, so a market day is always 24 hours long. */
const DAY_MS = 24 * 60 * 60_000;

/**
 * The end of the market day an instant is in: the market's local midnight (Asia/Kolkata). The market keeps no
 * day close of its own (a day's slots never cross midnight), so a reeler's session ends there at the latest.
 */
export function marketDayEnd(at: Date): Date {
  return new Date(istInstant(businessDate(at), '00:00').getTime() + DAY_MS);
}

export interface ReelerActivity {
  now: Date;
  /** The reeler's last bid or touch of the page (the phone reports touches). */
  lastSeenAt: Date;
  /** The latest moment a slot of the reeler's market was open, up to now (now itself while one is open). */
  watchedUntil: Date | null;
  /** The market's setting `reeleridleminutes`. */
  idleMinutes: number;
}

/**
 * A reeler's session ends after the market's idle minutes without a bid or a touch of the page, counted
 * outside the slots of their market: while a slot is open they are watching the auction, so the idle time
 * starts when it closes. (The end of the market day is the session's expiry, set when it starts.)
 */
export function reelerSessionIdle(activity: ReelerActivity): boolean {
  const since = Math.max(activity.lastSeenAt.getTime(), activity.watchedUntil?.getTime() ?? 0);
  return activity.now.getTime() - since > activity.idleMinutes * 60_000;
}
