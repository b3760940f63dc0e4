import { findReelerSession, type ReelerSession, type ReelerSessionDeps } from './reeler-sessions.js';
import type { SessionEnds } from './session-ends.js';
import { hashToken } from './sessions.js';

/**
 * The bid path's reeler sessions, held for a few seconds (issue 28): in the closing minute of a slot each bid
 * looked its session up again (a join over the session, the reeler, the market and the day's slots), the
 * heaviest statement of a bid. Only the bid reads through this cache: reads keep the fresh lookup, because they
 * wait for the session's last written position (read-your-writes), which a bid moves.
 *
 * Nothing that ends a session is missed: a revocation (logout, deactivation of the reeler or the market, a new
 * password) drops the entry at once, in this process directly and in every other through the database's
 * session-ended notice (session-ends.ts), which the cache listens to before it looks a session up, so a
 * revocation committed after the lookup is always heard. While that connection is down (a notice could be lost)
 * or after it reconnected, nothing cached is trusted; the session's expiry (the market day's end) is checked on
 * every hit; what no notice announces (an idle session, a change of name) is read again after HOLD_MS, or, for
 * a reeler whose bid page is open, at its live stream's next keep-alive (confirmReelerSessionForStream).
 */
const HOLD_MS = 5_000;
const MOST = 20_000;

interface Entry {
  session: ReelerSession | undefined;
  at: number;
  /** How long after `at` the entry answers a bid. */
  holdMs: number;
  /** The notice connection's epoch the entry was looked up under. */
  epoch: number;
  ended: boolean;
  unwatch: () => void;
}

type CacheDeps = ReelerSessionDeps & { sessionEnds: SessionEnds };

const entries = new Map<string, Entry>();

function drop(tokenHash: string, entry: Entry): void {
  entry.ended = true;
  if (entries.get(tokenHash) === entry) entries.delete(tokenHash);
  entry.unwatch();
}

/** The reeler's open session, as findReelerSession answers it, held at most HOLD_MS (or a stream's keep-alive). */
export async function findReelerSessionForBid(
  deps: CacheDeps,
  token: string,
): Promise<ReelerSession | undefined> {
  const tokenHash = hashToken(token);
  const hit = entries.get(tokenHash);
  if (
    hit?.session &&
    !hit.ended &&
    Date.now() - hit.at < hit.holdMs &&
    deps.sessionEnds.epoch === hit.epoch &&
    deps.clock() < new Date(hit.session.expiresAt)
  )
    return hit.session;
  return lookUp(deps, token, HOLD_MS);
}

/**
 * The reeler's open session, looked up afresh for their bid page's live stream, as it opens and at each
 * keep-alive (liveSession), and held for the bid path until HOLD_MS after the next keep-alive is due. Most reelers
 * watch a slot and bid first in its closing minute: their first bid then finds the session held, instead of
 * looking it up at the same moment as every other reeler's first bid (the bench's cold answers, 450-510 ms).
 */
export function confirmReelerSessionForStream(
  deps: CacheDeps,
  token: string,
  pingMs: number,
): Promise<ReelerSession | undefined> {
  return lookUp(deps, token, pingMs + HOLD_MS);
}

async function lookUp(deps: CacheDeps, token: string, holdMs: number): Promise<ReelerSession | undefined> {
  const tokenHash = hashToken(token);
  const ends = deps.sessionEnds;
  const entry: Entry = {
    session: undefined,
    at: Date.now(),
    holdMs,
    epoch: 0,
    ended: false,
    unwatch: () => {},
  };
  // Listen first: a revocation that commits after this point is heard, so the lookup below cannot outlive it.
  const unwatch = await ends.watch(tokenHash, () => drop(tokenHash, entry));
  entry.unwatch = unwatch;
  entry.epoch = ends.epoch;
  const session = await findReelerSession(deps, token).catch((error: unknown) => {
    drop(tokenHash, entry);
    throw error;
  });
  // Revoked while it was looked up: the lookup may have read it before the revocation; it is over now.
  if (entry.ended) return undefined;
  if (!session || !ends.listening) {
    drop(tokenHash, entry);
    // An ended session leaves nothing held that an earlier lookup kept.
    const held = entries.get(tokenHash);
    if (!session && held) drop(tokenHash, held);
    return session;
  }
  entry.session = session;
  // Two lookups of one session at once (a bid and the stream's keep-alive): the later replaces the earlier.
  const earlier = entries.get(tokenHash);
  if (earlier) drop(tokenHash, earlier);
  if (entries.size >= MOST) {
    const [oldestHash, oldest] = entries.entries().next().value as [string, Entry];
    drop(oldestHash, oldest);
  }
  entries.set(tokenHash, entry);
  return session;
}

/** This process ended a session itself (logout): its next bid is refused without waiting for the notice. */
export function forgetReelerSession(tokenHash: string): void {
  const entry = entries.get(tokenHash);
  if (entry) drop(tokenHash, entry);
}

/** This process ended every session of a reeler (deactivation, a new password). */
export function forgetReelerSessionsOf(reelerId: string): void {
  for (const [tokenHash, entry] of [...entries])
    if (entry.session?.reelerId === reelerId) drop(tokenHash, entry);
}
