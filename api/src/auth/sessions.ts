import { createHash, randomBytes } from 'node:crypto';
import type { ReadModelDb, ReadModels } from '@cocoon/projectors';
import { type ExpressionBuilder, sql } from 'kysely';

type StaffRow = ReadModels & { u: ReadModels['app.staff_users'] };

export interface SessionUser {
  userId: string;
  userName: string;
  displayName: string;
  userType: string;
  marketId: string | null;
  /** The office the account works at (scopeOf() picks the one its role needs). */
  regionId: string | null;
  adOfficeId: string | null;
  branchId: string | null;
  tokenHash: string;
  lastPosition: string;
  lastSeenAt: Date;
}

/**
 * The UI calls its keep-alive at most this often while someone is at the keyboard, so the server's idle
 * clock may run this much behind the UI's: the server allows it on top of the idle setting, and the UI
 * (which logs out at the setting) is always the first to end an idle session.
 */
export const KEEP_ALIVE_SLACK_SECONDS = 60;
/** A request refreshes the session's last-seen time only when it is older than this (a write per 20 s at most). */
const TOUCH_AFTER_SECONDS = 20;

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak yields no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Staff tokens carry a prefix of their own. A token is told a reeler's (`rl_`) or a display's (`ds_`) by its first
 * characters, and base64url has `_`: an unprefixed staff token began with one of those about once in 1,31,072
 * logins, and that session answered 401 to every request from the first (seen as CI flakes: a fresh login refused).
 * Tokens issued before the prefix have none and stay staff tokens.
 */
export const STAFF_TOKEN_PREFIX = 'st_';

/** A new staff session's token: the prefix, then 32 random bytes. */
export const newStaffToken = (random: Buffer = randomBytes(32)) =>
  `${STAFF_TOKEN_PREFIX}${random.toString('base64url')}`;

export async function createSession(db: ReadModelDb, userId: string, ttlMinutes: number): Promise<string> {
  const token = newStaffToken();
  await db
    .insertInto('app.sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: sql`now() + make_interval(mins => ${ttlMinutes})`,
    })
    .execute();
  return token;
}

export async function findSession(
  db: ReadModelDb,
  token: string,
  idleMinutes: number,
): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('app.sessions as s')
    .innerJoin('app.staff_users as u', 'u.user_id', 's.user_id')
    .select([
      'u.user_id as userId',
      'u.username as userName',
      'u.display_name as displayName',
      'u.user_type as userType',
      'u.market_id as marketId',
      'u.region_id as regionId',
      'u.ad_office_id as adOfficeId',
      'u.branch_id as branchId',
      's.token_hash as tokenHash',
      's.last_position as lastPosition',
      's.last_seen_at as lastSeenAt',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where(
      's.last_seen_at',
      '>',
      sql<Date>`now() - make_interval(mins => ${idleMinutes}, secs => ${KEEP_ALIVE_SLACK_SECONDS})`,
    )
    .where('u.is_active', '=', 1)
    .where(notInClosedMarket)
    .executeTakeFirst();
  return row as SessionUser | undefined;
}

/** Staff of a deactivated market cannot log in or work there (its sessions end with the deactivation). */
export const notInClosedMarket = ({ exists, not, selectFrom }: ExpressionBuilder<StaffRow, 'u'>) =>
  not(
    exists(
      selectFrom('read.branches as b')
        .select('b.branch_id')
        .whereRef('b.branch_id', '=', 'u.branch_id')
        .where('b.is_active', '=', 0),
    ),
  );

/** A request keeps its session alive (see KEEP_ALIVE_SLACK_SECONDS). */
export async function touchSession(db: ReadModelDb, session: SessionUser): Promise<void> {
  if (Date.now() - new Date(session.lastSeenAt).getTime() < TOUCH_AFTER_SECONDS * 1000) return;
  await db
    .updateTable('app.sessions')
    .set({ last_seen_at: sql`now()` })
    .where('token_hash', '=', session.tokenHash)
    .execute();
}

export async function revokeSession(db: ReadModelDb, tokenHash: string): Promise<void> {
  await db
    .updateTable('app.sessions')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function revokeAllSessions(
  db: ReadModelDb,
  userId: string,
  exceptTokenHash?: string,
): Promise<void> {
  let query = db
    .updateTable('app.sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}

/** A market's deactivation ends the sessions of everyone who works or bids there, at once. */
export async function endMarketSessions(db: ReadModelDb, branchId: string): Promise<void> {
  await db
    .updateTable('app.sessions')
    .set({ revoked_at: sql`now()` })
    .where('revoked_at', 'is', null)
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('app.staff_users').select('user_id').where('branch_id', '=', branchId),
    )
    .execute();
  await db
    .updateTable('app.reeler_sessions')
    .set({ revoked_at: sql`now()` })
    .where('revoked_at', 'is', null)
    .where('customer_id', 'in', (eb) =>
      eb.selectFrom('read.customers').select('customer_id').where('branch_id', '=', branchId),
    )
    .execute();
}
