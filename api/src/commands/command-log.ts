import { createHash } from 'node:crypto';
import { ConflictError } from '@cocoon/domain';
import { timeStage } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import { sql } from 'kysely';

/**
 * The command log makes every POST idempotent by its client-supplied command id: the first request claims
 * the id, a retry (double click, flaky network) gets the stored answer, a concurrent duplicate waits for it.
 */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export const requestHash = (route: string, body: unknown) =>
  createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;
/** A claim older than this without an answer belongs to a crashed request; the retry takes it over. */
const STALE_CLAIM = '30 seconds';

export type Claim = { kind: 'claimed' } | { kind: 'answered'; answer: StoredAnswer };

export function claimCommand(
  db: ReadModelDb,
  commandId: string,
  userId: string,
  hash: string,
): Promise<Claim> {
  return timeStage('command log: claim', () => claim(db, commandId, userId, hash));
}

async function claim(db: ReadModelDb, commandId: string, userId: string, hash: string): Promise<Claim> {
  const started = Date.now();
  for (;;) {
    const inserted = await db
      .insertInto('app.command_log')
      .values({ command_id: commandId, user_id: userId, request_hash: hash, status: 'pending' })
      .onConflict((oc) => oc.column('command_id').doNothing())
      .returning('command_id')
      .executeTakeFirst();
    if (inserted) return { kind: 'claimed' };

    const existing = await db
      .selectFrom('app.command_log')
      .selectAll()
      .where('command_id', '=', commandId)
      .executeTakeFirst();
    if (!existing) continue; // released between our insert and select: claim again
    if (existing.user_id !== userId || existing.request_hash !== hash) {
      throw new ConflictError('This request id was already used for a different request');
    }
    if (existing.status === 'done') {
      // completeCommand sets the status code together with 'done'.
      return { kind: 'answered', answer: { status: existing.http_status!, body: existing.response } };
    }
    const takenOver = await db
      .updateTable('app.command_log')
      .set({ created_at: sql`now()` })
      .where('command_id', '=', commandId)
      .where('status', '=', 'pending')
      .where('created_at', '<', sql<Date>`now() - ${STALE_CLAIM}::interval`)
      .returning('command_id')
      .executeTakeFirst();
    if (takenOver) return { kind: 'claimed' };
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw new ConflictError('The same request is still being processed. Please try again shortly.');
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** The session whose next read waits for the command's events (read-your-writes), remembered with the answer. */
export interface SessionPosition {
  kind: 'staff' | 'reeler';
  tokenHash: string;
  position: string;
}

/** Stores the answer and, in the same statement (one round trip on the bid path), the session's position. */
export function completeCommand(
  db: ReadModelDb,
  commandId: string,
  answer: StoredAnswer,
  session?: SessionPosition,
): Promise<void> {
  return timeStage('command log: answer + session position', () => complete(db, commandId, answer, session));
}

async function complete(
  db: ReadModelDb,
  commandId: string,
  answer: StoredAnswer,
  session?: SessionPosition,
): Promise<void> {
  const values = {
    status: 'done' as const,
    http_status: answer.status,
    response: JSON.stringify(answer.body),
    completed_at: sql<Date>`now()`,
  };
  if (!session) {
    await db.updateTable('app.command_log').set(values).where('command_id', '=', commandId).execute();
    return;
  }
  await db
    .with('remembered', (q) =>
      q
        .updateTable(session.kind === 'reeler' ? 'app.reeler_sessions' : 'app.sessions')
        .set({ last_position: session.position })
        .where('token_hash', '=', session.tokenHash)
        .where('last_position', '<', session.position),
    )
    .updateTable('app.command_log')
    .set(values)
    .where('command_id', '=', commandId)
    .execute();
}

/** After an unexpected failure nothing was decided: free the id so a retry runs the command again. */
export async function releaseCommand(db: ReadModelDb, commandId: string): Promise<void> {
  await db
    .deleteFrom('app.command_log')
    .where('command_id', '=', commandId)
    .where('status', '=', 'pending')
    .execute();
}
