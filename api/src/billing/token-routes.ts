import {
  auctionTokenListSchema,
  billDayQuerySchema,
  inwardTokenListSchema,
  MESSAGES,
  NotFoundError,
} from '@cocoon/domain';
import { auctionTokens, inwardTokens } from '@cocoon/projectors';
import { z } from 'zod';
import { marketFilter } from '../auction/access.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';

const tag = 'billing: tokens';

const tokenQuerySchema = billDayQuerySchema.extend({
  lotNo: z.coerce
    .number({ error: 'Please select a lot' })
    .int('Please select a lot')
    .min(1, 'Please select a lot')
    .optional(),
});

export function tokenRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/CocoonInward/TokenGeneration',
      summary: "Inward tokens of a date's lots (or one lot), with how many copies were printed",
      tag,
      permission: 'billing.print',
      query: tokenQuerySchema,
      response: inwardTokenListSchema,
      async handler(ctx) {
        const { date, marketId, lotNo } = parseInput(tokenQuerySchema, ctx.query);
        await waitForOwnWrites(deps, ctx);
        const data = await inwardTokens(db, {
          where: marketFilter(ctx, marketId, 'l.branch_id'),
          date,
          ...(lotNo !== undefined ? { lotNo } : {}),
        });
        if (lotNo !== undefined && data.length === 0) throw new NotFoundError(MESSAGES.noDataFound);
        ctx.body = { data, total: data.length };
      },
    },
    {
      method: 'get',
      path: '/CocoonInward/TokenGenerationforAuctionPrint',
      summary: "Auction tokens (bid slips) of a date's weighed lots (or one lot)",
      tag,
      permission: 'billing.print',
      query: tokenQuerySchema,
      response: auctionTokenListSchema,
      async handler(ctx) {
        const { date, marketId, lotNo } = parseInput(tokenQuerySchema, ctx.query);
        await waitForOwnWrites(deps, ctx);
        const data = await auctionTokens(db, {
          where: marketFilter(ctx, marketId, 'l.branch_id'),
          date,
          ...(lotNo !== undefined ? { lotNo } : {}),
        });
        if (lotNo !== undefined && data.length === 0) throw new NotFoundError(MESSAGES.noDataFound);
        ctx.body = { data, total: data.length };
      },
    },
  ];
}
