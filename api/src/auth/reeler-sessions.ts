import { randomBytes } from 'node:crypto';
import { CUSTOMER_STATUS } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';
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
}

export const REELER_TOKEN_PREFIX = 'rl_';
export const isReelerToken = (token: string) => token.startsWith(REELER_TOKEN_PREFIX);

export async function createReelerSession(
  db: ReadModelDb,
  reelerId: string,
  ttlMinutes: number,
): Promise<string> {
  const token = `${REELER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('app.reeler_sessions')
    .values({
      token_hash: hashToken(token),
      customer_id: reelerId,
      expires_at: sql`now() + make_interval(mins => ${ttlMinutes})`,
    })
    .execute();
  return token;
}

export async function findReelerSession(db: ReadModelDb, token: string): Promise<ReelerSession | undefined> {
  const row = await db
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
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('c.customer_type', '=', 'reeler')
    // A deactivated reeler's old token opens nothing (deactivation also ends the sessions at once).
    .where('c.is_active', '!=', CUSTOMER_STATUS.inactive)
    // Nor does a reeler's of a deactivated market.
    .where((eb) => eb.or([eb('b.is_active', 'is', null), eb('b.is_active', '!=', 0)]))
    .executeTakeFirst();
  return row ? { ...(row as ReelerSession), isActive: Number(row.isActive) } : undefined;
}

/** Ends every session of a reeler: on deactivation and when staff set a new password. */
export async function endReelerSessions(db: ReadModelDb, customerId: string): Promise<void> {
  await db
    .updateTable('app.reeler_sessions')
    .set({ revoked_at: sql`now()` })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeReelerSession(db: ReadModelDb, tokenHash: string): Promise<void> {
  await db
    .updateTable('app.reeler_sessions')
    .set({ revoked_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}
