/**
 * What the bid page's early script (ui/build/reeler-early-feed.ts, issue 28) started while the page's code was
 * still downloading: the live feed, and once it was open, the first board. The page adopts both instead of
 * asking again, so on a slow link its first state is there by the time its code has run.
 */
export interface EarlyFeed {
  /** The session token the script sent: only the same session's page adopts them. */
  token: string;
  stream: Promise<Response>;
  board: Promise<Response>;
}

/** Where the early script leaves them (a property of the window: a classic script, no module). */
export const EARLY_FEED_GLOBAL = 'cocoonEarlyFeed';

/** The early feed, taken once: the first caller with the same token gets it, anyone else nothing. */
export function takeEarlyFeed(token: string | null): EarlyFeed | undefined {
  const holder = globalThis as unknown as Record<string, EarlyFeed | undefined>;
  const early = holder[EARLY_FEED_GLOBAL];
  delete holder[EARLY_FEED_GLOBAL];
  if (!early) return undefined;
  if (early.token === token) return early;
  // Another session's (a login in another tab meanwhile): its stream is closed, its board thrown away.
  closeStream(early.stream);
  return undefined;
}

/**
 * A fetch for the live stream that answers its first call with the early script's stream. A connection given up
 * before that stream even answered (the reader's connect timeout) closes it when it does, so it is not left open.
 */
export function adoptingFetch(early: EarlyFeed | undefined): typeof fetch {
  let pending = early?.stream;
  return (input, init) => {
    const stream = pending;
    pending = undefined;
    if (!stream) return fetch(input, init);
    init?.signal?.addEventListener('abort', () => closeStream(stream), { once: true });
    return stream;
  };
}

function closeStream(stream: Promise<Response>): void {
  stream.then(
    (response) => response.body?.cancel().catch(() => undefined),
    () => undefined,
  );
}
