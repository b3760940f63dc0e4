import { createHash } from 'node:crypto';
import { ConflictError } from '@cocoon/domain';
import { GroupCommit, type GroupCommitLimits } from '@cocoon/eventstore';
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

/** The session whose next read waits for the command's events (read-your-writes), remembered with the answer. */
export interface SessionPosition {
  kind: 'staff' | 'reeler';
  tokenHash: string;
  position: string;
}

interface PendingClaim {
  commandId: string;
  userId: string;
  hash: string;
}

interface PendingAnswer {
  commandId: string;
  answer: StoredAnswer;
  /** The answer's JSON, measured once for the batch's size limit and sent as is. */
  response: string;
  session: SessionPosition | undefined;
}

/**
 * Claims and answers that arrive together share one statement each (issue 28: in the closing minute every bid
 * claims and answers, and the cost of a bid on a small machine is its number of statements). The same bounds
 * as the event store's appends; a lone request goes at once, alone.
 */
const BATCHES: GroupCommitLimits = { maxItems: 64, maxBytes: 1 << 20, maxInFlight: 2 };

/**
 * The command log of one api process (table `app.command_log`). Its writes commit asynchronously (the
 * connection's `asyncCommit`): the event store is the record of what was decided, so a claim or an answer lost
 * with a crash of PostgreSQL only makes the retry run the command again, which finds its own events.
 */
export class CommandLog {
  private readonly claims: GroupCommit<PendingClaim, Claim>;
  private readonly answers: GroupCommit<PendingAnswer, void>;

  constructor(readonly db: ReadModelDb) {
    this.claims = new GroupCommit((batch) => this.claimBatch(batch), BATCHES);
    this.answers = new GroupCommit((batch) => this.answerBatch(batch), BATCHES);
  }

  /** Claims the id for this request, or answers what the first request with it was answered. */
  claim(commandId: string, userId: string, hash: string): Promise<Claim> {
    return timeStage('command log: claim', () =>
      this.claims.submit({ commandId, userId, hash }, commandId.length + 100),
    );
  }

  /** Stores the answer and, in the same statement (one round trip), the session's read position. */
  complete(commandId: string, answer: StoredAnswer, session?: SessionPosition): Promise<void> {
    const response = JSON.stringify(answer.body);
    return timeStage('command log: answer + session position', () =>
      this.answers.submit({ commandId, answer, response, session }, response.length + 200),
    );
  }

  /** After an unexpected failure nothing was decided: free the id so a retry runs the command again. */
  async release(commandId: string): Promise<void> {
    await this.db
      .deleteFrom('app.command_log')
      .where('command_id', '=', commandId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Waits for the claims and answers on their way (a clean shutdown). */
  async idle(): Promise<void> {
    await Promise.all([this.claims.idle(), this.answers.idle()]);
  }

  /**
   * One insert for the batch's new ids. An id the insert did not take (used before, or twice in this batch)
   * goes the careful way alone: the stored answer, a wait for a concurrent first request, or a takeover of a
   * crashed one.
   */
  private async claimBatch(batch: readonly PendingClaim[]): Promise<Array<Promise<Claim>>> {
    const inserted = await this.db
      .insertInto('app.command_log')
      .values(
        batch.map((c) => ({
          command_id: c.commandId,
          user_id: c.userId,
          request_hash: c.hash,
          status: 'pending',
        })),
      )
      .onConflict((oc) => oc.column('command_id').doNothing())
      .returning('command_id')
      .execute();
    // Each inserted id belongs to the first claim of it in the batch; a second claim of the same id waits for it.
    const taken = new Set(inserted.map((row) => row.command_id));
    return batch.map((c) => {
      if (taken.delete(c.commandId)) return Promise.resolve<Claim>({ kind: 'claimed' });
      return this.claimOne(c);
    });
  }

  private async claimOne({ commandId, userId, hash }: PendingClaim): Promise<Claim> {
    const started = Date.now();
    for (;;) {
      const inserted = await this.db
        .insertInto('app.command_log')
        .values({ command_id: commandId, user_id: userId, request_hash: hash, status: 'pending' })
        .onConflict((oc) => oc.column('command_id').doNothing())
        .returning('command_id')
        .executeTakeFirst();
      if (inserted) return { kind: 'claimed' };

      const existing = await this.db
        .selectFrom('app.command_log')
        .selectAll()
        .where('command_id', '=', commandId)
        .executeTakeFirst();
      if (!existing) continue; // released between our insert and select: claim again
      if (existing.user_id !== userId || existing.request_hash !== hash) {
        throw new ConflictError('This request id was already used for a different request');
      }
      if (existing.status === 'done') {
        // An answer is stored together with its status code and 'done'.
        return { kind: 'answered', answer: { status: existing.http_status!, body: existing.response } };
      }
      const takenOver = await this.db
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

  /**
   * One statement for the batch: every answer, and each session's read position moved forward to the latest
   * of its commands in the batch (a session's next read waits for all of them).
   */
  private async answerBatch(batch: readonly PendingAnswer[]): Promise<Array<Promise<void>>> {
    const answers = batch.map((a) => ({ a: a.commandId, s: a.answer.status, r: a.response }));
    const positions = { staff: new Map<string, string>(), reeler: new Map<string, string>() };
    for (const { session } of batch) {
      if (!session) continue;
      const held = positions[session.kind].get(session.tokenHash);
      if (held === undefined || session.position > held)
        positions[session.kind].set(session.tokenHash, session.position);
    }
    const asRows = (held: Map<string, string>) =>
      JSON.stringify([...held].map(([token, position]) => ({ t: token, p: position })));
    await sql`
      with staff as (
        update app.sessions s set last_position = p.p
        from jsonb_to_recordset(${asRows(positions.staff)}::jsonb) as p(t text, p text)
        where s.token_hash = p.t and s.last_position < p.p
      ), reeler as (
        update app.reeler_sessions s set last_position = p.p
        from jsonb_to_recordset(${asRows(positions.reeler)}::jsonb) as p(t text, p text)
        where s.token_hash = p.t and s.last_position < p.p
      )
      update app.command_log c
      set status = 'done', http_status = v.s, response = v.r::jsonb, completed_at = now()
      from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as v(a text, s integer, r text)
      where c.command_id = v.a`.execute(this.db);
    return batch.map(() => Promise.resolve());
  }
}
