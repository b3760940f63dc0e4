import { ConflictError } from '@cocoon/domain';
import { waitForProjections } from '@cocoon/projectors';
import type { AppDeps } from '../http/context.js';

const LEDGER_PROJECTION = 'accounts.ledger';

/**
 * Waits until the ledger has every event committed so far (the committed head, not the visible one: an open
 * transaction elsewhere must not let a figure be read without a posting made a moment ago). A decision on the
 * ledger's figures is refused (409, try again) rather than made on old ones when it cannot catch up in time.
 */
export async function ledgerCaughtUp(
  deps: Pick<AppDeps, 'db' | 'store' | 'config'>,
  refusal: string,
): Promise<void> {
  const head = await deps.store.committedPosition();
  const caughtUp = await waitForProjections(deps.db, head, {
    projections: [LEDGER_PROJECTION],
    timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  });
  if (!caughtUp) throw new ConflictError(refusal);
}
