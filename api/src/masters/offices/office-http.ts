import type { Context } from 'koa';
import { rememberPosition } from '../../auth/sessions.js';
import { claimCommand, completeCommand, releaseCommand, requestHash } from '../../commands/command-log.js';
import { commandIdOf } from '../../commands/execute.js';
import type { AppDeps } from '../../http/context.js';
import { toHttpError } from '../../http/errors.js';
import { OfficeRun } from './office-run.js';

/**
 * An office command over HTTP, exactly once per Idempotency-Key (the command log, as executeCommand): a retry
 * gets the stored answer; a retry after a crash runs the command again, which finds its own reservations and
 * events. Business errors (4xx) are answers too; only an unexpected failure frees the key.
 */
export async function runOfficeCommand(
  deps: AppDeps,
  ctx: Context,
  work: (run: OfficeRun) => Promise<Record<string, unknown>>,
): Promise<void> {
  const user = ctx.state.user;
  const commandId = commandIdOf(ctx);
  const claim = await claimCommand(deps.db, commandId, user.userId, requestHash(ctx.path, ctx.request.body));
  if (claim.kind === 'answered') {
    ctx.status = claim.answer.status;
    ctx.body = claim.answer.body;
    ctx.set('Idempotent-Replay', 'true');
    return;
  }
  const run = new OfficeRun(deps.db, deps.store, user, commandId);
  let answer: { status: number; body: Record<string, unknown> };
  try {
    const body = await work(run);
    await run.finish(true);
    if (run.position) await rememberPosition(deps.db, user.tokenHash, run.position);
    answer = { status: 200, body: { result: 'Success', ...body, position: run.position } };
  } catch (error) {
    await run.finish(false, deps.logger);
    const mapped = toHttpError(error);
    if (mapped.status >= 500) {
      await releaseCommand(deps.db, commandId);
      throw error;
    }
    answer = { status: mapped.status, body: { ...mapped.body } };
  }
  await completeCommand(deps.db, commandId, answer);
  ctx.status = answer.status;
  ctx.body = answer.body;
}
