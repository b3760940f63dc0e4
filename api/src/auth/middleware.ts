import { type Action, can, ForbiddenError, placeBidCommand, UnauthorizedError } from '@cocoon/domain';
import { timeStage } from '@cocoon/platform';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../http/context.js';
import { findDisplaySession, isDisplayToken } from './display-sessions.js';
import { confirmReelerSessionForStream, findReelerSessionForBid } from './reeler-session-cache.js';
import { findReelerSession, isReelerToken } from './reeler-sessions.js';
import { findSession, hashToken, touchSession } from './sessions.js';

const SESSION_ENDED = 'Session expired or revoked';
const BID_PATH = `/api${placeBidCommand.call}`;

/**
 * Reads the bearer token when present; routes that need a user check it through requirePermission. A token
 * that no longer opens a session is no error by itself: a public route (logging in again) ignores it, and a
 * protected one answers 401 saying the session ended.
 */
export function authenticate(deps: AppDeps) {
  return async (ctx: Context, next: Next) => {
    const header = ctx.get('authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1]) ctx.state.bearer = match[1];
    if (match?.[1] && isReelerToken(match[1])) {
      // A bid reads its session through the bid path's cache (revocations drop it at once); reads look it up.
      const reeler = await timeStage('session: reeler lookup', () =>
        ctx.path === BID_PATH ? findReelerSessionForBid(deps, match[1]!) : findReelerSession(deps, match[1]!),
      );
      if (reeler) ctx.state.reeler = reeler;
      else ctx.state.sessionEnded = true;
    } else if (match?.[1] && isDisplayToken(match[1])) {
      const display = await findDisplaySession(deps.db, match[1], deps.clock());
      if (display) ctx.state.display = display;
      else ctx.state.sessionEnded = true;
    } else if (match?.[1]) {
      const user = await findSession(deps.db, match[1], deps.config.SESSION_IDLE_MINUTES);
      if (user) {
        ctx.state.user = user;
        await touchSession(deps.db, user);
      } else ctx.state.sessionEnded = true;
    }
    await next();
  };
}

/**
 * For a long-lived answer (the live feed): whether the caller's session is still open. A stream outlives
 * the request that opened it, so a deactivation, a logout or a password reset must close it too: at once
 * through `onEnd` (session-ends.ts), and at each keep-alive by asking again (an idle end, or a lost notice).
 */
export function liveSession(deps: AppDeps, ctx: Context): LiveSession {
  const token: string | undefined = ctx.state.bearer;
  return {
    pingMs: pingMsOf(deps),
    async stillOpen(): Promise<boolean> {
      if (!token) return false;
      // A reeler's bid page: the session each keep-alive finds open is held for their next bid.
      if (isReelerToken(token))
        return (await confirmReelerSessionForStream(deps, token, pingMsOf(deps))) !== undefined;
      if (isDisplayToken(token))
        return (await findDisplaySession(deps.db, token, deps.clock())) !== undefined;
      return (await findSession(deps.db, token, deps.config.SESSION_IDLE_MINUTES)) !== undefined;
    },
    onEnd: (end) => (token ? deps.sessionEnds.watch(hashToken(token), end) : Promise.resolve(() => {})),
  };
}

const pingMsOf = (deps: AppDeps) => deps.config.LIVE_PING_SECONDS * 1000;

export interface LiveSession {
  pingMs: number;
  stillOpen(): Promise<boolean>;
  /** Calls `end` when the session is revoked; resolves to the unwatch once the revocation would be heard. */
  onEnd(end: () => void): Promise<() => void>;
}

/** The server's answer uses the same can() table as the menu: a hidden item's calls are refused (403). */
export function requirePermission(
  permission: Action | 'authenticated' | 'reeler',
  options: { display?: boolean } = {},
) {
  return async (ctx: Context, next: Next) => {
    // A hall's display session reads the routes declared for it (its market's live board) and nothing else.
    if (ctx.state.display) {
      if (options.display) return next();
      throw new ForbiddenError();
    }
    if (permission === 'reeler') {
      // The bidding routes: a reeler's own session, never a staff one (staff do not bid).
      if (!ctx.state.reeler) {
        throw new UnauthorizedError(ctx.state.sessionEnded ? SESSION_ENDED : 'Reeler login required');
      }
      return next();
    }
    const user = ctx.state.user;
    if (!user) throw new UnauthorizedError(ctx.state.sessionEnded ? SESSION_ENDED : 'Login required');
    if (permission !== 'authenticated' && !can(user.userType, permission)) throw new ForbiddenError();
    await next();
  };
}
