import type { EventMetadata } from '@cocoon/eventstore';
import type { Context } from 'koa';
import { type ReelerSession, rememberReelerPosition } from '../auth/reeler-sessions.js';
import type { SessionUser } from '../auth/sessions.js';
import { rememberPosition } from '../auth/sessions.js';
import type { AppDeps } from '../http/context.js';
import { TooManyRequestsError, toHttpError } from '../http/errors.js';
import { claimCommand, completeCommand, releaseCommand, requestHash } from './command-log.js';
import { commandIdOf } from './execute.js';

export interface CommandRun {
  commandId: string;
  user: SessionUser;
  /** Who and when, for every event this command appends (design.md: every event carries them). */
  metadata: (marketId?: string) => EventMetadata;
  at: Date;
}

/**
 * executeCommand for commands that touch several streams (or none): the same command log makes the whole
 * command idempotent by its Idempotency-Key — a retry gets the stored answer, a crash mid-way is re-run and
 * every step is safe to repeat. The work answers the 200 body and the position of its last event.
 */
export async function runCommand(
  deps: AppDeps,
  ctx: Context,
  work: (run: CommandRun) => Promise<{ body: Record<string, unknown>; position?: string | null }>,
): Promise<void> {
  const user = actingUser(ctx);
  const commandId = commandIdOf(ctx);
  const claim = await claimCommand(deps.db, commandId, user.userId, requestHash(ctx.path, ctx.request.body));
  if (claim.kind === 'answered') {
    ctx.status = claim.answer.status;
    ctx.body = claim.answer.body;
    ctx.set('Idempotent-Replay', 'true');
    return;
  }
  const at = deps.clock();
  let answer: { status: number; body: Record<string, unknown> };
  let remembering: Promise<void> = Promise.resolve();
  try {
    const { body, position } = await work({
      commandId,
      user,
      at,
      metadata: (marketId) => ({
        commandId,
        userId: user.userId,
        userName: user.userName,
        userType: user.userType,
        ...(marketId ? { marketId } : {}),
        occurredAt: at.toISOString(),
        schemaVersion: 1,
      }),
    });
    // Remembered beside storing the answer (two round trips at once): both are done before the client hears.
    if (position && user.userType === 'Reeler')
      remembering = rememberReelerPosition(deps.db, user.tokenHash, position);
    else if (position) remembering = rememberPosition(deps.db, user.tokenHash, position);
    answer = { status: 200, body: { result: 'Success', ...body, ...(position ? { position } : {}) } };
  } catch (error) {
    const mapped = toHttpError(error);
    if (mapped.status >= 500) {
      await releaseCommand(deps.db, commandId);
      throw error;
    }
    answer = { status: mapped.status, body: { ...mapped.body } };
    if (error instanceof TooManyRequestsError) answer.body.retryAfterSeconds = error.retryAfterSeconds;
  }
  await Promise.all([remembering, completeCommand(deps.db, commandId, answer)]);
  if (typeof answer.body.retryAfterSeconds === 'number') {
    ctx.set('Retry-After', String(answer.body.retryAfterSeconds));
  }
  ctx.status = answer.status;
  ctx.body = answer.body;
}

/** Staff act through their session; a reeler (bidding) acts as themselves, with no office scope. */
function actingUser(ctx: Context): SessionUser {
  const reeler = ctx.state.reeler as ReelerSession | undefined;
  if (ctx.state.user || !reeler) return ctx.state.user as SessionUser;
  return {
    userId: reeler.reelerId,
    userName: reeler.headCode,
    displayName: reeler.name,
    userType: 'Reeler',
    marketId: reeler.marketId,
    regionId: null,
    adOfficeId: null,
    branchId: null,
    tokenHash: reeler.tokenHash,
    lastPosition: reeler.lastPosition,
  };
}
