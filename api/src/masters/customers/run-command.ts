import type { EventMetadata } from '@cocoon/eventstore';
import type { Context } from 'koa';
import type { SessionUser } from '../../auth/sessions.js';
import { rememberPosition } from '../../auth/sessions.js';
import { claimCommand, completeCommand, releaseCommand, requestHash } from '../../commands/command-log.js';
import { commandIdOf } from '../../commands/execute.js';
import type { AppDeps } from '../../http/context.js';
import { TooManyRequestsError, toHttpError } from '../../http/errors.js';

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
  const user = ctx.state.user as SessionUser;
  const commandId = commandIdOf(ctx);
  const claim = await claimCommand(deps.db, commandId, user.userId, requestHash(ctx.path, ctx.request.body));
  if (claim.kind === 'answered') {
    ctx.status = claim.answer.status;
    ctx.body = claim.answer.body;
    ctx.set('Idempotent-Replay', 'true');
    return;
  }
  const at = new Date();
  let answer: { status: number; body: Record<string, unknown> };
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
    if (position) await rememberPosition(deps.db, user.tokenHash, position);
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
  await completeCommand(deps.db, commandId, answer);
  if (typeof answer.body.retryAfterSeconds === 'number') {
    ctx.set('Retry-After', String(answer.body.retryAfterSeconds));
  }
  ctx.status = answer.status;
  ctx.body = answer.body;
}
