import { businessDate, MESSAGES, setGoLiveCommand } from '@cocoon/domain';
import { ledgerStart } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { ledgerCaughtUp } from './ledger-caught-up.js';
import { inMonthTurn } from './month-gate.js';
import { monthsSpec, openingBalancesSpec } from './month-writes.js';

/**
 * The day a market's books start (issue 22). Declared before the opening balance routes: a market sets its
 * go-live, then records the balances dated on it, then closes months from the go-live month on.
 */
export function goLiveRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    commandRoute(deps, setGoLiveCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        await inMonthTurn(deps.db, market.marketId, async () => {
          // Every posting stored so far is in the ledger before its earliest date is read: postings are decided
          // in the same turn, so none can slip in before the go-live between this read and the append.
          await ledgerCaughtUp(deps, 'The ledger is being brought up to date. Please try again in a moment.');
          const { firstPostingDate } = await ledgerStart(db, market.marketId);
          const balances = await run.deps.streams.state(openingBalancesSpec(market.marketId));
          const openingBalancesOn = Object.values(balances.byCustomer)[0]?.asOn ?? null;
          await run.decide({
            ...monthsSpec(market.marketId),
            marketId: market.marketId,
            command: {
              type: 'SetGoLive',
              data: {
                marketId: market.marketId,
                goLive: input.goLive,
                today: businessDate(run.at),
                by: run.actor.userName,
                firstPostingDate,
                openingBalancesOn,
              },
            },
          });
        });
        return { message: MESSAGES.formSubmitted, goLive: input.goLive };
      };
    }),
  ];
}
