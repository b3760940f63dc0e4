import {
  businessDate,
  cashOnHand,
  cashOnHandAnswerSchema,
  cashOnHandQuerySchema,
  MESSAGES,
  setOpeningCashCommand,
} from '@cocoon/domain';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { cashBookOf, cashPayLimit, setOpeningCash } from './cash-book-writes.js';

const tag = 'accounts: cash book';

/** The cash book's own routes: the opening cash (once, at go-live) and the cash on hand now. */
export function cashBookRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    commandRoute(deps, setOpeningCashCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const events = await setOpeningCash(run, market.marketId, input.amountPaise);
        return {
          message: MESSAGES.formSubmitted,
          asOn: events[0]?.type === 'OpeningCashSet' ? events[0].data.asOn : null,
        };
      };
    }),
    {
      method: 'get',
      path: '/CashBook/get_CashOnHand',
      summary:
        "The market's cash on hand now (from its cash book, where every cash payment takes its turn), the opening cash and the daily cash limit per person",
      tag,
      permission: 'accounts.ledger',
      query: cashOnHandQuerySchema,
      response: cashOnHandAnswerSchema,
      async handler(ctx) {
        const input = parseInput(cashOnHandQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, input.marketId);
        const state = await deps.streams.state(cashBookOf(market.marketId));
        ctx.body = {
          marketId: market.marketId,
          cashOnHandPaise: cashOnHand(state),
          openingCash: state.opening,
          dailyLimitPaise: await cashPayLimit(db, market.marketId, businessDate(deps.clock())),
        };
      },
    },
  ];
}
