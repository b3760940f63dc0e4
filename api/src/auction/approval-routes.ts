import { decideBidCommand, MESSAGES } from '@cocoon/domain';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
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
        return async (run) => {
          await decideBid(run, lot, input.decision, input.reason ?? null);
          return { message: MESSAGES.dataProcessed, lotId: lot.lotId, decision: input.decision };
        };
      },
      { readsOwnWrites: true },
    ),
  ];
}
