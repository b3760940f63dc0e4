import { decideBidCommand, MESSAGES } from '@cocoon/domain';
import { blockForApproval, releaseBlock } from '../accounts/reeler-cover.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { reelerPaySettings, settingsInForce, today } from './access.js';
import { decideBid } from './auction-writes.js';
import { lotInScope } from './lookups.js';

export function approvalRoutes(deps: AppDeps): RouteSpec[] {
  return [
    commandRoute(
      deps,
      decideBidCommand,
      async ({ input, ctx }) => {
        // The lot this officer inwarded or slotted a moment ago is found, however far the read side lags.
        const lot = await lotInScope(deps.db, ctx, input.lotId, deps.clock());
        const pay = await reelerPaySettings(deps.db, lot.marketId, lot.inwardDate);
        const levy =
          pay.payMode === 'advance' ? await settingsInForce(deps.db, lot.marketId, lot.inwardDate) : null;
        return async (run) => {
          const decide = () => decideBid(run, lot, input.decision, input.reason ?? null);
          if (!levy) await decide();
          else if (input.decision === 'approve') {
            // A deposit market: the lot's value is blocked on the buyer's cover first (refused on a shortfall).
            const now = today(run.at);
            const asOn = now > lot.inwardDate ? now : lot.inwardDate;
            await blockForApproval(
              deps,
              run,
              { marketId: lot.marketId, lotId: lot.lotId, asOn, reelerLevyBp: levy.reelerLevyBp },
              decide,
            );
          } else {
            const { event } = await decide();
            // Rejected: a block an earlier, failed approval left is given back.
            if (event?.type === 'BidRejected')
              await releaseBlock(run, lot.marketId, event.data.reelerId, lot.lotId, 'Bid rejected');
          }
          return { message: MESSAGES.dataProcessed, lotId: lot.lotId, decision: input.decision };
        };
      },
      { readsOwnWrites: true },
    ),
  ];
}
