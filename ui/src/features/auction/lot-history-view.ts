import { LOT_HISTORY } from '../shell/screens';

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
