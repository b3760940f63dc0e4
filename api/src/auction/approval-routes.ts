import {
  approveAllBidsCommand,
  approveAllBidsSchema,
  decideBidCommand,
  MESSAGES,
  slotApprovalPreviewSchema,
} from '@cocoon/domain';
import { z } from 'zod';
import { releaseBlock } from '../accounts/reeler-cover.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { approveAllHighestBids, previewSlotApproval, slotToApprove } from './approve-all.js';
import { approveLot } from './approve-lot.js';
import { decideBid } from './auction-writes.js';
import { lotInScope } from './lookups.js';

const previewQuerySchema = z.object({
  marketId: approveAllBidsSchema.shape.marketId,
  date: approveAllBidsSchema.shape.inwardDate,
  slotNo: z.coerce.number().pipe(approveAllBidsSchema.shape.slotNo),
});

export function approvalRoutes(deps: AppDeps): RouteSpec[] {
  return [
    commandRoute(
      deps,
      decideBidCommand,
      async ({ input, ctx }) => {
        // The lot this officer inwarded or slotted a moment ago is found, however far the read side lags.
        const lot = await lotInScope(deps.db, ctx, input.lotId, deps.clock());
        return async (run) => {
          if (input.decision === 'approve') {
            await approveLot(deps, run, lot, {
              type: 'DecideBid',
              data: { decision: 'approve', reason: input.reason ?? null, at: run.at },
            });
          } else {
            const { event } = await decideBid(run, lot, 'reject', input.reason ?? null);
            // Rejected: a block an earlier, failed approval left is given back.
            if (event?.type === 'BidRejected')
              await releaseBlock(run, lot.marketId, event.data.reelerId, lot.lotId, 'Bid rejected');
          }
          return { message: MESSAGES.dataProcessed, lotId: lot.lotId, decision: input.decision };
        };
      },
      { readsOwnWrites: true },
    ),
    commandRoute(
      deps,
      approveAllBidsCommand,
      async ({ input, ctx }) => {
        // Scope (403) and the slot (404) before the work (a refusal gives the key back); each lot is then decided
        // on its own stream.
        const { marketId, slot } = await slotToApprove(deps, ctx, input);
        return (run) => approveAllHighestBids(deps, run, marketId, slot);
      },
      { readsOwnWrites: true },
    ),
    {
      method: 'get',
      path: '/SlotInfo/BiddingApprovalPreview',
      response: slotApprovalPreviewSchema,
      summary:
        'What "approve all highest bids" of a closed slot would approve (lot, farmer, reeler, rate, estimated amount) and refuse, with each reason',
      tag: 'auction: bid approval',
      permission: 'auction.bid-approval',
      query: previewQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(previewQuerySchema, ctx.query);
        ctx.body = await previewSlotApproval(deps, ctx, {
          marketId: query.marketId,
          inwardDate: query.date,
          slotNo: query.slotNo,
        });
      },
    },
  ];
}
