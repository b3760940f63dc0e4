import { LOT_HISTORY } from '../shell/screens';

/** Times in the lot history: to the second, in India, whatever the browser's zone (an audit needs seconds). */
const instant = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** '2026-11-22T05:31:07.250Z' → '22/11/2026 11:01:07'; '' when unreadable. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(instant.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** Who took a step: 'hosur.admin (Branch Admin)'; a reeler's bid names the reeler in its own words. */
export function stepWho(userName: string | null, userType: string | null): string {
  if (!userName) return userType ?? '';
  return userType ? `${userName} (${userType})` : userName;
}

const LOT_HISTORY_PREFIX = LOT_HISTORY.path.slice(0, LOT_HISTORY.path.indexOf(':'));

/** The lot id in the lot history's path (the path may be typed in any case). */
export function lotIdFromPath(path: string): string {
  if (path.slice(0, LOT_HISTORY_PREFIX.length).toLowerCase() !== LOT_HISTORY_PREFIX) return '';
  const match = /^[^/?#]+/.exec(path.slice(LOT_HISTORY_PREFIX.length));
  return match ? decodeURIComponent(match[0]) : '';
}
