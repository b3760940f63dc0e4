import { bidDecidedAnswerSchema, bidDecisionSchema, MESSAGES } from '@cocoon/domain';
import { runCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { decideBid } from './auction-writes.js';
import { lotInScope } from './lookups.js';

export function approvalRoutes(deps: AppDeps): RouteSpec[] {
  return [
    {
      method: 'post',
      path: '/SlotInfo/BiddingApproval',
      response: bidDecidedAnswerSchema,
      summary: "Approve or reject a lot's highest bid after its slot closed (once; the farmer may refuse)",
      tag: 'auction: bid approval',
      permission: 'auction.bid-approval',
      command: true,
      body: bidDecisionSchema,
      async handler(ctx) {
        const input = parseInput(bidDecisionSchema, ctx.request.body);
        // The lot this officer inwarded or slotted a moment ago is found, however far the read side lags.
        await waitForOwnWrites(deps, ctx);
        const lot = await lotInScope(deps.db, ctx, input.lotId, deps.clock());
        await runCommand(deps, ctx, async (run) => {
          await decideBid(run, lot, input.decision, input.reason ?? null);
          return { message: MESSAGES.dataProcessed, lotId: lot.lotId, decision: input.decision };
        });
      },
    },
  ];
}
