import { businessDate, goLiveSetAnswerSchema, MESSAGES, setGoLiveSchema } from '@cocoon/domain';
import { ledgerStart } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { runCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { ledgerCaughtUp } from './ledger-caught-up.js';
import { inMonthTurn } from './month-gate.js';
import { monthsSpec, openingBalancesSpec } from './month-writes.js';

const tag = 'accounts: months';

/**
 * The day a market's books start (issue 22). Declared before the opening balance routes: a market sets its
 * go-live, then records the balances dated on it, then closes months from the go-live month on.
 */
export function goLiveRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'post',
      path: '/Configmonth/SetGoLive',
      response: goLiveSetAnswerSchema,
      summary:
        "Set the day the market's books start, once, before any month is closed: opening balances are dated on it",
      tag,
      permission: 'accounts.go-live',
      command: true,
      body: setGoLiveSchema,
      async handler(ctx) {
        const input = parseInput(setGoLiveSchema, ctx.request.body);
        const market = await marketForWrite(db, ctx, input.marketId);
        await runCommand(deps, ctx, async (run) => {
          await inMonthTurn(deps.db, market.marketId, async () => {
            // Every posting stored so far is in the ledger before its earliest date is read: postings are decided
            // in the same turn, so none can slip in before the go-live between this read and the append.
            await ledgerCaughtUp(
              deps,
              'The ledger is being brought up to date. Please try again in a moment.',
            );
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
        });
      },
    },
  ];
}
