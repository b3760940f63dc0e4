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
 * or after it reconnected, nothing cached is trusted; what no notice announces (the market day's end, an idle
 * session, a change of name) is read again after HOLD_MS.
 */
const HOLD_MS = 5_000;
const MOST = 20_000;

interface Entry {
  session: ReelerSession | undefined;
  at: number;
  /** The notice connection's epoch the entry was looked up under. */
  epoch: number;
  ended: boolean;
  unwatch: () => void;
}

const entries = new Map<string, Entry>();

function drop(tokenHash: string, entry: Entry): void {
  entry.ended = true;
  if (entries.get(tokenHash) === entry) entries.delete(tokenHash);
  entry.unwatch();
}

/** The reeler's open session, as findReelerSession answers it, at most HOLD_MS old and never once revoked. */
export async function findReelerSessionForBid(
  deps: ReelerSessionDeps & { sessionEnds: SessionEnds },
  token: string,
): Promise<ReelerSession | undefined> {
  const tokenHash = hashToken(token);
  const ends = deps.sessionEnds;
  const hit = entries.get(tokenHash);
  if (hit?.session && !hit.ended && Date.now() - hit.at < HOLD_MS && ends.epoch === hit.epoch)
    return hit.session;
  if (hit) drop(tokenHash, hit);
  const entry: Entry = { session: undefined, at: Date.now(), epoch: 0, ended: false, unwatch: () => {} };
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
    return session;
  }
  entry.session = session;
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
