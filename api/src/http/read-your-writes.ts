import { waitForProjections } from '@cocoon/projectors';
import type { Context } from 'koa';
import type { AppDeps } from './context.js';

/**
 * A list opened right after a save shows the saved row: a query from a session that wrote waits (bounded)
 * until the projections have passed that session's last written position (design.md, read-your-writes).
 */
export async function waitForOwnWrites(deps: AppDeps, ctx: Context): Promise<void> {
  const position = ctx.state.user?.lastPosition;
  if (!position) return;
  const caughtUp = await waitForProjections(deps.db, position, {
    timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  });
  if (!caughtUp) ctx.set('X-Read-Model-Stale', 'true');
}
