import {
  businessDate,
  MESSAGES,
  openingBalanceListSchema,
  openingBalanceQuerySchema,
  saveOpeningBalanceCommand,
  ValidationError,
} from '@cocoon/domain';
import { listOpeningBalances, marketCustomers, suspenseBalance } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { moveFarmerAccounts } from './farmer-account-writes.js';
import { inMonthTurn } from './month-gate.js';
import { ledgerCalendar, openingBalancesSpec } from './month-writes.js';

const tag = 'accounts: opening balances';
// Spec section 6: opening balance is AD, RJD and Branch Admin, not Admin.
const permission = 'accounts.opening-balance' as const;

export function openingBalanceRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/OpeningBalance/getAll_OpeningBalance',
      summary:
        "The market's farmers or reelers, each with the go-live balance recorded or none; the suspense balance",
      tag,
      permission,
      query: openingBalanceQuerySchema,
      response: openingBalanceListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, customerType } = parseInput(openingBalanceQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, marketId);
        const [data, suspenseBalancePaise] = await Promise.all([
          listOpeningBalances(db, { marketId: market.marketId, ...(customerType ? { customerType } : {}) }),
          suspenseBalance(db, market.marketId),
        ]);
        ctx.body = { data, total: data.length, suspenseBalancePaise };
      },
    },
    commandRoute(deps, saveOpeningBalanceCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      const [customer] = await marketCustomers(db, market.marketId, [input.customerId]);
      if (!customer) {
        const message = 'Select a farmer or reeler of this market';
        throw new ValidationError(message, { customerId: [message] });
      }
      return async (run) => {
        const entryId = run.newId('opening-balance');
        await inMonthTurn(deps.db, market.marketId, async () => {
          const { goLive, closedMonths } = await ledgerCalendar(run.deps.streams, run.db, market.marketId);
          const spec = openingBalancesSpec(market.marketId);
          const command = {
            type: 'RecordOpeningBalance' as const,
            data: {
              entryId,
              marketId: market.marketId,
              customerKind: customer.kind,
              customerId: customer.customerId,
              customerName: customer.name,
              customerCode: customer.code,
              side: input.side,
              amountPaise: input.amountPaise,
              asOn: input.asOn,
              closedMonths,
              goLive,
              today: businessDate(run.at),
              recordedBy: run.actor.userName,
            },
          };
          // Refused as the book stands before anything moves; a farmer's balance is then part of what the
          // market owes the farmer as a whole (the farmer payments stream, issue 22).
          spec.decider.decide(command, await run.deps.streams.state(spec));
          const hold =
            customer.kind === 'farmer'
              ? await moveFarmerAccounts(
                  run,
                  market,
                  { kind: 'opening-balance', id: entryId, documentNo: null },
                  [
                    {
                      farmer: {
                        farmerId: customer.customerId,
                        farmerName: customer.name,
                        farmerCode: customer.code,
                      },
                      amountPaise: input.side === 'credit' ? input.amountPaise : -input.amountPaise,
                      pays: false,
                    },
                  ],
                  input.asOn,
                )
              : { keep: () => undefined };
          await run.decide({ ...spec, marketId: market.marketId, command });
          hold.keep();
        });
        return { message: MESSAGES.formSubmitted, entryId };
      };
    }),
  ];
}
