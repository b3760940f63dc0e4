import { businessDate, type LiveBoard, liveBoardAnswerSchema, scopeOf } from '@cocoon/domain';
import type { ReadModelDb, RowFilter } from '@cocoon/projectors';
import { findLots, findSlots } from '@cocoon/projectors';
import { z } from 'zod';
import { liveSession } from '../auth/middleware.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { marketFilter } from './access.js';
import { streamLiveFeed } from './sse.js';

const liveQuerySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  slotId: z.uuid('Select a slot').optional(),
});

/** Today's slots (open, coming and closed) and their lots, as the live room and the reelers' page show them. */
export async function liveBoard(
  db: ReadModelDb,
  filters: { slots: RowFilter; lots: RowFilter },
  now: Date,
  slotId?: string,
): Promise<LiveBoard> {
  const slots = await findSlots(
    db,
    { where: filters.slots, date: businessDate(now), ...(slotId ? { slotId } : {}) },
    now,
  );
  const lots = await findLots(db, { where: filters.lots, slotIds: slots.map((s) => s.slotId) }, now);
  return {
    serverTime: now.toISOString(),
    slots,
    lots: lots.map((lot) => ({
      ...lot,
      timeLeftSeconds: lot.slotEndsAt
        ? Math.max(0, Math.floor((Date.parse(lot.slotEndsAt) - now.getTime()) / 1000))
        : 0,
    })),
  };
}

/** The market ids a staff scope reaches (null = all markets). */
async function marketsInScope(db: ReadModelDb, filter: RowFilter, all: boolean): Promise<Set<string> | null> {
  if (all) return null;
  const rows = await db
    .withSchema('read')
    .selectFrom('branches')
    .select('branch_id')
    .where('kind', '=', 'market')
    .where(filter)
    .execute();
  return new Set(rows.map((r) => String(r.branch_id)));
}

export function liveRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/BiddingInfo/getAll_LiveBidding',
      summary: "Today's slots and their lots with quality figures, highest bid, bidder, bids and time left",
      tag: 'auction: live bidding',
      permission: 'auction.live-bidding',
      query: liveQuerySchema,
      response: liveBoardAnswerSchema,
      async handler(ctx) {
        const { marketId, slotId } = parseInput(liveQuerySchema, ctx.query);
        await waitForOwnWrites(deps, ctx);
        ctx.body = {
          result: 'Success',
          ...(await liveBoard(
            db,
            {
              slots: marketFilter(ctx, marketId, 's.branch_id'),
              lots: marketFilter(ctx, marketId, 'l.branch_id'),
            },
            deps.clock(),
            slotId,
          )),
        };
      },
    },
    {
      method: 'get',
      path: '/BiddingInfo/LiveStream',
      summary: 'Server-Sent Events: bid, lot and slot events of the markets in scope, as they happen',
      tag: 'auction: live bidding',
      permission: 'auction.live-bidding',
      query: liveQuerySchema.pick({ marketId: true }),
      responses: { 200: 'text/event-stream' },
      async handler(ctx) {
        const { marketId } = parseInput(liveQuerySchema, ctx.query);
        const scope = scopeOf(ctx.state.user);
        const markets = await marketsInScope(
          db,
          marketFilter(ctx, marketId, 'branch_id'),
          scope.kind === 'all' && !marketId,
        );
        await streamLiveFeed(ctx, deps.live, markets, deps.clock(), liveSession(deps, ctx));
      },
    },
  ];
}
