import type { LotCommand } from '@cocoon/domain';
import { blockForApproval } from '../accounts/reeler-cover.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { reelerPaySettings, settingsInForce, today } from './access.js';
import { decideLotBid } from './auction-writes.js';

/**
 * Approves a lot's highest bid. In a deposit market the lot's value is blocked on the buyer's cover first (refused
 * on a shortfall), as every approval does, one lot or a slot's worth.
 */
export async function approveLot(
  deps: AppDeps,
  run: CommandRun,
  lot: { lotId: string; marketId: string; inwardDate: string },
  command: Extract<LotCommand, { type: 'DecideBid' | 'ApproveHighestBid' }>,
): Promise<void> {
  const decide = async () => {
    await decideLotBid(run, lot, command);
  };
  const pay = await reelerPaySettings(deps.db, lot.marketId, lot.inwardDate);
  if (pay.payMode !== 'advance') return decide();
  const levy = await settingsInForce(deps.db, lot.marketId, lot.inwardDate);
  const now = today(run.at);
  const asOn = now > lot.inwardDate ? now : lot.inwardDate;
  await blockForApproval(
    deps,
    run,
    { marketId: lot.marketId, lotId: lot.lotId, asOn, reelerLevyBp: levy.reelerLevyBp },
    decide,
  );
}
