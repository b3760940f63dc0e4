/**
 * Where the reelers' own pages live (login, bid): the server answers every path under it with the reeler
 * page's own small entry of the build (ui/reeler.html, issue 28), not the staff app.
 */
export const REELER_PAGES_PATH = '/reeler';

/** Whether a path is one of the reelers' pages (`/reeler`, `/reeler/…`), not a file of the build. */
export function isReelerPagePath(path: string): boolean {
  return path === REELER_PAGES_PATH || path.startsWith(`${REELER_PAGES_PATH}/`);
}
