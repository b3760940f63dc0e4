/**
 * The server's clock decides when a slot opens and closes (domain.md, step 4), so countdowns run on server
 * time: the browser's clock plus the offset measured from the `serverTime` the server sends with its
 * answers. A browser whose clock is minutes off still shows the seconds the server will honour.
 */

/** Milliseconds to add to `Date.now()` to get the server's time; 0 when the answer carried no time. */
export function clockOffset(serverTime: string | undefined, receivedAtMs: number): number {
  const server = serverTime ? Date.parse(serverTime) : Number.NaN;
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}

export type SlotPhase = 'upcoming' | 'open' | 'closed';

export interface SlotWindow {
  startsAt: string;
  endsAt: string;
}

/** Where a slot stands at server time `nowMs`, and the whole seconds to its next change. */
export function slotPhase(slot: SlotWindow, nowMs: number): { phase: SlotPhase; seconds: number } {
  const start = Date.parse(slot.startsAt);
  const end = Date.parse(slot.endsAt);
  if (nowMs < start) return { phase: 'upcoming', seconds: Math.ceil((start - nowMs) / 1000) };
  if (nowMs < end) return { phase: 'open', seconds: Math.ceil((end - nowMs) / 1000) };
  return { phase: 'closed', seconds: 0 };
}

/** 75 → '01:15'; 3725 → '1:02:05'. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** What the time-left cell says: '04:59' while open, 'Starts in 10:00' before, 'Closed' after. */
export function timeLeftText(slot: SlotWindow | null, nowMs: number): string {
  if (!slot) return '';
  const { phase, seconds } = slotPhase(slot, nowMs);
  if (phase === 'open') return formatCountdown(seconds);
  if (phase === 'upcoming') return `Starts in ${formatCountdown(seconds)}`;
  return 'Closed';
}

/** '1 lot', '3 lots': counts on the live screens read as sentences. */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
