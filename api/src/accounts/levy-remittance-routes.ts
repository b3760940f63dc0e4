import {
  businessDate,
  levyRemittanceEventSchema,
  levyRemittanceListSchema,
  levyRemittanceQuerySchema,
  levyRemittances,
  levyRemittancesStream,
  MESSAGES,
  remitLevyCommand,
  reverseLevyRemittanceCommand,
} from '@cocoon/domain';
import { levyHeld, listLevyRemittances } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { ledgerCaughtUp } from './ledger-caught-up.js';
import { inMonthTurn } from './month-gate.js';
import { ledgerCalendar } from './month-writes.js';

const tag = 'accounts: levy remittance';
const permission = 'accounts.levy-remittance' as const;

const bookSpec = (marketId: string) => ({
  stream: levyRemittancesStream(marketId),
  decider: levyRemittances,
  eventSchema: levyRemittanceEventSchema,
  marketId,
});

/**
 * Levy remitted to the department (issue 22): Dr Farmer levy and/or Reeler levy, Cr Bank, with the challan number
 * or UTR; never more than a levy account holds. The only way a levy account is debited.
 */
export function levyRemittanceRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/LevyRemittance/getAll_LevyRemittance',
      summary:
        "A market's levy remittances (a financial year's when asked), newest first, and what the levy accounts hold",
      tag,
      permission,
      query: levyRemittanceQuerySchema,
      response: levyRemittanceListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(levyRemittanceQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, query.marketId);
        const [data, heldPaise] = await Promise.all([
          listLevyRemittances(db, { marketId: market.marketId, financialYear: query.financialYear }),
          levyHeld(db, market.marketId),
        ]);
        ctx.body = { data, total: data.length, heldPaise };
      },
    },
    commandRoute(deps, remitLevyCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const remittanceId = run.newId('levy-remittance');
        // In the market's posting turn: the levy held is read once every sale and remittance stored so far is in
        // the ledger, and no other remittance (or month close) is decided in between.
        const { events } = await inMonthTurn(deps.db, market.marketId, async () => {
          await ledgerCaughtUp(
            deps,
            'The levy accounts are being brought up to date. Please try again in a moment.',
          );
          const [heldPaise, calendar] = await Promise.all([
            levyHeld(db, market.marketId),
            ledgerCalendar(run.deps.streams, run.db, market.marketId),
          ]);
          return run.decide({
            ...bookSpec(market.marketId),
            command: {
              type: 'RemitLevy',
              data: {
                remittanceId,
                marketId: market.marketId,
                marketCode: market.marketCode,
                challanNo: input.challanNo,
                remittedOn: input.remittedOn,
                farmerLevyPaise: input.farmerLevyPaise,
                reelerLevyPaise: input.reelerLevyPaise,
                notes: input.notes,
                remittedBy: run.actor.userName,
                goLive: calendar.goLive,
                closedMonths: calendar.closedMonths,
                today: businessDate(run.at),
                heldPaise,
              },
            },
          });
        });
        const remitted = events[0];
        if (remitted?.type !== 'LevyRemitted') throw new Error('a remittance decided without its event');
        return { message: MESSAGES.formSubmitted, remittanceId, remittanceNo: remitted.data.remittanceNo };
      };
    }),
    commandRoute(deps, reverseLevyRemittanceCommand, async ({ input, ctx }) => {
      // The market's own book: a remittance of another market is not in it (404).
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const { events } = await inMonthTurn(deps.db, market.marketId, async () => {
          const { goLive, closedMonths } = await ledgerCalendar(run.deps.streams, run.db, market.marketId);
          return run.decide({
            ...bookSpec(market.marketId),
            command: {
              type: 'ReverseLevyRemittance',
              data: {
                remittanceId: input.remittanceId,
                marketId: market.marketId,
                marketCode: market.marketCode,
                reason: input.reason,
                reversedOn: input.reversedOn,
                reversedBy: run.actor.userName,
                goLive,
                closedMonths,
                today: businessDate(run.at),
              },
            },
          });
        });
        const reversed = events[0];
        if (reversed?.type !== 'LevyRemittanceReversed')
          throw new Error('a reversal decided without its event');
        return {
          message: MESSAGES.formSubmitted,
          remittanceId: input.remittanceId,
          reversalNo: reversed.data.reversalNo,
        };
      };
    }),
  ];
}
