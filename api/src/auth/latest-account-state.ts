import { CUSTOMER_STATUS } from '@cocoon/domain';
import type { StreamRunner } from '../commands/stream-runner.js';
import { loadCustomer } from '../masters/customers/customer-writes.js';
import { loadBranch } from '../masters/offices/office-state.js';

/**
 * A login reads the account's own stream, not the read model that follows it by a moment: a reeler deactivated
 * (or whose market was deactivated) a moment ago is refused at once (issue 23). A few short streams, read only
 * when the username names an account.
 */
export async function reelerMayLogIn(streams: StreamRunner, customerId: string): Promise<boolean> {
  const reeler = await loadCustomer(streams, customerId).catch(() => undefined);
  if (reeler?.customerType !== 'reeler' || reeler.isActive === CUSTOMER_STATUS.inactive) return false;
  return marketOpen(streams, reeler.branchId);
}

/** Whether the account's market (if it works at one) is active, by the market's own stream. */
export async function marketOpen(streams: StreamRunner, branchId: string | null): Promise<boolean> {
  if (!branchId) return true;
  const market = await loadBranch(streams, branchId);
  return !market.opened || market.isActive;
}
