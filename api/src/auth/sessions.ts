import { createHash, randomBytes } from 'node:crypto';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';

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
}

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak yields no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: ReadModelDb, userId: string, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
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

export async function findSession(db: ReadModelDb, token: string): Promise<SessionUser | undefined> {
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
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', 1)
    .executeTakeFirst();
  return row as SessionUser | undefined;
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

/** Read-your-writes: remember the newest position this session wrote; its next read waits for it. */
export async function rememberPosition(db: ReadModelDb, tokenHash: string, position: string): Promise<void> {
  await db
    .updateTable('app.sessions')
    .set({ last_position: position })
    .where('token_hash', '=', tokenHash)
    .where('last_position', '<', position)
    .execute();
}
