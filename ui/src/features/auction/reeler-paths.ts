import { REELER_PAGES_PATH } from '@cocoon/domain';
import { API_BASE } from '../../api/api-base';

/**
 * The reelers' pages and the calls their bid page starts with. Apart from the page's code (no React, no
 * browser API at import) because the build reads them too: the bid page's early script asks for the live feed
 * and the first board while the page's code is still downloading (ui/build/reeler-early-feed.ts, issue 28).
 */
export const REELER_LOGIN = `${REELER_PAGES_PATH}/login`;
export const REELER_BID = `${REELER_PAGES_PATH}/bid`;

/** Where the reeler's session token is kept in the browser's storage (reeler-session.ts). */
export const REELER_TOKEN_KEY = 'reelerToken';

/** The reeler's live feed, and the page's first state, which is read only once the feed is open. */
export const REELER_STREAM = 'reeler/LiveStream';
export const REELER_BOARD = 'reeler/board';

/** The same as full URLs, as the early script asks for them. */
export const REELER_STREAM_URL = API_BASE + REELER_STREAM;
export const REELER_BOARD_URL = API_BASE + REELER_BOARD;
