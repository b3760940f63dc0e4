import { randomBytes } from 'node:crypto';
import { marketDayEnd } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { hashToken } from './sessions.js';

/**
 * Issue 27: the hall's display board on a session of its own. An officer starts it from the live room for one
 * market; it reads that market's board and live feed (routes declared `display: true`) and nothing else: no
 * approval, no payment, no other screen. It lasts the market day (no idle rule: nobody is at a wall screen's
 * keyboard), while the officer's own session keeps the spec's 5-minute idle rule. Only the token's hash is kept.
 */
export const DISPLAY_TOKEN_PREFIX = 'ds_';
export const isDisplayToken = (token: string) => token.startsWith(DISPLAY_TOKEN_PREFIX);

export interface DisplaySession {
  marketId: string;
  tokenHash: string;
}

export async function createDisplaySession(
  db: ReadModelDb,
  input: { marketId: string; startedBy: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${DISPLAY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = marketDayEnd(input.now);
  await db
    .insertInto('app.display_sessions')
    .values({
      token_hash: hashToken(token),
      market_id: input.marketId,
      started_by: input.startedBy,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The open display session of a token: not revoked, not past the market day, its market still active. */
export async function findDisplaySession(
  db: ReadModelDb,
  token: string,
  now: Date,
): Promise<DisplaySession | undefined> {
  const row = await db
    .selectFrom('app.display_sessions as d')
    .innerJoin('read.branches as b', 'b.branch_id', 'd.market_id')
    .select(['d.market_id as marketId', 'd.token_hash as tokenHash'])
    .where('d.token_hash', '=', hashToken(token))
    .where('d.revoked_at', 'is', null)
    .where('d.expires_at', '>', now)
    .where('b.is_active', '!=', 0)
    .executeTakeFirst();
  return row ?? undefined;
}

/** Ends every open display session of a market; the database tells each api process, whose feeds close. */
export async function endDisplaySessions(db: ReadModelDb, marketId: string): Promise<number> {
  const result = await db
    .updateTable('app.display_sessions')
    .set({ revoked_at: new Date() })
    .where('market_id', '=', marketId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
