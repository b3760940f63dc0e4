import { randomBytes } from 'node:crypto';
import {
  businessDate,
  CUSTOMER_STATUS,
  MARKET_SETTINGS,
  marketDayEnd,
  reelerSessionIdle,
  type SettingValue,
  valueInForce,
} from '@cocoon/domain';
import { listSettingValues, type ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
import { forgetReelerSession, forgetReelerSessionsOf } from './reeler-session-cache.js';
import { hashToken } from './sessions.js';

/**
 * A reeler logged in to bid from their own device. Separate from staff sessions: a reeler's token
 * opens only the bidding routes. The `rl_` prefix tells the two kinds apart without a second lookup.
 */
export interface ReelerSession {
  reelerId: string;
  name: string;
  headCode: string;
  marketId: string;
  marketName: string | null;
  /** Customer status (1 Active, 0 inActive, 2 Pending): only Active reelers may bid. */
  isActive: number;
  tokenHash: string;
  lastPosition: string;
  /** The last bid or touch of the page (server clock). */
  lastSeenAt: Date;
  /** When the session ends at the latest: the market day's end, or sooner by the login's time to live. */
  expiresAt: Date;
}

export const REELER_TOKEN_PREFIX = 'rl_';
export const isReelerToken = (token: string) => token.startsWith(REELER_TOKEN_PREFIX);

/** What a reeler's session is read with: the database and the server clock (which opens and closes slots). */
export interface ReelerSessionDeps {
  db: ReadModelDb;
  clock: () => Date;
}

/** A request refreshes the last-seen time only when it is older than this (a write per 20 s at most). */
const TOUCH_AFTER_SECONDS = 20;

/**
 * Starts a session that ends at the market day's end at the latest (marketDayEnd), and after the market's idle
 * setting without a bid or a touch outside a slot (findReelerSession).
 */
export async function createReelerSession(
  { db, clock }: ReelerSessionDeps,
  reelerId: string,
  ttlMinutes: number,
): Promise<string> {
  const token = `${REELER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const now = clock();
  const ttlEnd = new Date(now.getTime() + ttlMinutes * 60_000);
  const dayEnd = marketDayEnd(now);
  await db
    .insertInto('app.reeler_sessions')
    .values({
      token_hash: hashToken(token),
      customer_id: reelerId,
      expires_at: ttlEnd < dayEnd ? ttlEnd : dayEnd,
      last_seen_at: now,
    })
    .execute();
  return token;
}

/**
 * The reeler's open session, or undefined when it has ended: revoked, past its expiry (the market day's end),
 * idle (reelerSessionIdle), the reeler deactivated, or their market. Times are the server clock's.
 */
export async function findReelerSession(
  deps: ReelerSessionDeps,
  token: string,
): Promise<ReelerSession | undefined> {
  const now = deps.clock();
  const row = await deps.db
    .selectFrom('app.reeler_sessions as s')
    .innerJoin('read.customers as c', 'c.customer_id', 's.customer_id')
    .leftJoin('read.branches as b', 'b.branch_id', 'c.branch_id')
    .select([
      'c.customer_id as reelerId',
      'c.ledger_name as name',
      'c.head_code as headCode',
      'c.branch_id as marketId',
      'b.name_en as marketName',
      'c.is_active as isActive',
      's.token_hash as tokenHash',
      's.last_position as lastPosition',
      's.last_seen_at as lastSeenAt',
      's.expires_at as expiresAt',
    ])
    // The latest moment a slot of the market was open, up to now: a reeler is not idle while watching one.
    .select(
      sql<Date | null>`(select max(least(sl.ends_at, ${now}::timestamptz)) from read.auction_slots sl
        where sl.branch_id = c.branch_id and sl.starts_at <= ${now}::timestamptz
          and sl.starts_at > ${now}::timestamptz - interval '1 day')`.as('watchedUntil'),
    )
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('c.customer_type', '=', 'reeler')
    // A deactivated reeler's old token opens nothing (deactivation also ends the sessions at once).
    .where('c.is_active', '!=', CUSTOMER_STATUS.inactive)
    // Nor does a reeler's of a deactivated market.
    .where((eb) => eb.or([eb('b.is_active', 'is', null), eb('b.is_active', '!=', 0)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const { watchedUntil, ...session } = row;
  const idle = reelerSessionIdle({
    now,
    lastSeenAt: new Date(session.lastSeenAt),
    watchedUntil: watchedUntil ? new Date(watchedUntil) : null,
    idleMinutes: await idleMinutesOf(deps.db, session.marketId, businessDate(now)),
  });
  if (idle) return undefined;
  return { ...(session as Omit<ReelerSession, 'isActive'>), isActive: Number(session.isActive) };
}

/** A bid or a touch of the page (GET /reeler/session) keeps the session from idling out. */
export async function touchReelerSession(
  { db, clock }: ReelerSessionDeps,
  session: ReelerSession,
): Promise<void> {
  const now = clock();
  if (now.getTime() - new Date(session.lastSeenAt).getTime() < TOUCH_AFTER_SECONDS * 1000) return;
  await db
    .updateTable('app.reeler_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', session.tokenHash)
    .execute();
  // The bid path holds the session a few seconds (reeler-session-cache.ts): its next bid does not touch again.
  session.lastSeenAt = now;
}

/**
 * The market's `reeleridleminutes` in force today. Every reeler request asks, and settings change rarely: the
 * values are read at most every 5 s per database.
 */
const idleSettings = new WeakMap<ReadModelDb, { at: number; values: Promise<SettingValue[]> }>();
async function idleMinutesOf(db: ReadModelDb, marketId: string, date: string): Promise<number> {
  let cached = idleSettings.get(db);
  if (!cached || Date.now() - cached.at > 5_000) {
    cached = { at: Date.now(), values: listSettingValues(db, 'reeleridleminutes') };
    cached.values.catch(() => idleSettings.delete(db));
    idleSettings.set(db, cached);
  }
  const values = await cached.values;
  return (
    valueInForce(values, 'reeleridleminutes', marketId, date)?.value ??
    MARKET_SETTINGS.reeleridleminutes.defaultValue
  );
}

/** Ends every session of a reeler: on deactivation and when staff set a new password. */
export async function endReelerSessions(db: ReadModelDb, customerId: string): Promise<void> {
  forgetReelerSessionsOf(customerId);
  await db
    .updateTable('app.reeler_sessions')
    .set({ revoked_at: sql`now()` })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeReelerSession(db: ReadModelDb, tokenHash: string): Promise<void> {
  forgetReelerSession(tokenHash);
  await db
    .updateTable('app.reeler_sessions')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}
