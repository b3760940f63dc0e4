import { businessDate, type LiveBoard, liveBoardAnswerSchema, scopeOf } from '@cocoon/domain';
import type { ReadModelDb, RowFilter } from '@cocoon/projectors';
import { findLots, findSlots } from '@cocoon/projectors';
import { z } from 'zod';
import { liveSession } from '../auth/middleware.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { marketFilter } from './access.js';
import { withoutBidder } from './bidder-identity.js';
import { streamLiveFeed } from './sse.js';

const liveQuerySchema = z.object({
  marketId: z.uuid('Select a market').optional(),
  slotId: z.uuid('Select a slot').optional(),
  /** `board`: the hall's display board, which names bidders only where the market's setting shows them. */
  view: z.enum(['room', 'board'], { error: 'View must be room or board' }).optional(),
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

/**
 * The board as the hall's screen may show it: lots of a market whose bidders are anonymous lose the leader's
 * name, code and id; `biddersShownIn` lists the markets that show them.
 */
async function boardView(deps: AppDeps, board: LiveBoard): Promise<LiveBoard & { biddersShownIn: string[] }> {
  const markets = [...new Set([...board.slots, ...board.lots].map((row) => row.marketId))];
  const shown = new Set<string>();
  for (const market of markets) if (await deps.live.identity.read(market)) shown.add(market);
  return {
    ...board,
    lots: board.lots.map((lot) => (shown.has(lot.marketId) ? lot : withoutBidder(lot))),
    biddersShownIn: [...shown],
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
      summary:
        "Today's slots and their lots with quality figures, highest bid, bidder, bids and time left (view=board: the hall's display board, bidders only where the market shows them)",
      tag: 'auction: live bidding',
      permission: 'auction.live-bidding',
      query: liveQuerySchema,
      response: liveBoardAnswerSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, slotId, view } = parseInput(liveQuerySchema, ctx.query);
        const board = await liveBoard(
          db,
          {
            slots: marketFilter(ctx, marketId, 's.branch_id'),
            lots: marketFilter(ctx, marketId, 'l.branch_id'),
          },
          deps.clock(),
          slotId,
        );
        deps.live.learnLeaders(board.lots);
        ctx.body = { result: 'Success', ...(view === 'board' ? await boardView(deps, board) : board) };
      },
    },
    {
      method: 'get',
      path: '/BiddingInfo/LiveStream',
      answerFile: ['text/event-stream'],
      summary:
        'Server-Sent Events: bid, lot and slot events of the markets in scope, as they happen (view=board: the display board, bidders only where the market shows them)',
      tag: 'auction: live bidding',
      permission: 'auction.live-bidding',
      query: liveQuerySchema.pick({ marketId: true, view: true }),
      responses: { 200: 'text/event-stream' },
      async handler(ctx) {
        const { marketId, view } = parseInput(liveQuerySchema, ctx.query);
        const scope = scopeOf(ctx.state.user);
        const markets = await marketsInScope(
          db,
          marketFilter(ctx, marketId, 'branch_id'),
          scope.kind === 'all' && !marketId,
        );
        // The board's first frames already follow the setting (a market not read yet counts as anonymous).
        if (view === 'board')
          await Promise.all([...(markets ?? [])].map((id) => deps.live.identity.read(id)));
        await streamLiveFeed(
          ctx,
          deps.live,
          markets,
          { kind: view === 'board' ? 'board' : 'staff' },
          deps.clock(),
          liveSession(deps, ctx),
        );
      },
    },
  ];
}
