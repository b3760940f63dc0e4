import {
  auctionTokenListSchema,
  billDayQuerySchema,
  inwardTokenListSchema,
  MESSAGES,
  NotFoundError,
} from '@cocoon/domain';
import { auctionTokens, inwardTokens } from '@cocoon/projectors';
import type { Context } from 'koa';
import { z } from 'zod';
import { marketFilter } from '../auction/access.js';
import type { AppDeps } from '../http/context.js';
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

type TokenQuery = Parameters<typeof inwardTokens>[1];

export function tokenRoutes(deps: AppDeps): RouteSpec[] {
  /** The date's tokens of one kind; asked for one lot number that is not there, 'No Data Found'. */
  const tokens =
    <T>(read: (db: AppDeps['db'], query: TokenQuery) => Promise<T[]>) =>
    async (ctx: Context) => {
      const { date, marketId, lotNo } = parseInput(tokenQuerySchema, ctx.query);
      const data = await read(deps.db, {
        where: marketFilter(ctx, marketId, 'l.branch_id'),
        date,
        ...(lotNo !== undefined ? { lotNo } : {}),
      });
      if (lotNo !== undefined && data.length === 0) throw new NotFoundError(MESSAGES.noDataFound);
      ctx.body = { data, total: data.length };
    };
  return [
    {
      method: 'get',
      path: '/CocoonInward/TokenGeneration',
      summary: "Inward tokens of a date's lots (or one lot), with how many copies were printed",
      tag,
      permission: 'billing.print',
      query: tokenQuerySchema,
      response: inwardTokenListSchema,
      readsOwnWrites: true,
      handler: tokens(inwardTokens),
    },
    {
      method: 'get',
      path: '/CocoonInward/TokenGenerationforAuctionPrint',
      summary: "Auction tokens (bid slips) of a date's weighed lots (or one lot)",
      tag,
      permission: 'billing.print',
      query: tokenQuerySchema,
      response: auctionTokenListSchema,
      readsOwnWrites: true,
      handler: tokens(auctionTokens),
    },
  ];
}
