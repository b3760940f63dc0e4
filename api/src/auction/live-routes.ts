import { businessDate, ForbiddenError, type LiveBoard, liveBoardAnswerSchema, scopeOf } from '@cocoon/domain';
import type { ReadModelDb, RowFilter } from '@cocoon/projectors';
import { findLots, findSlots, waitForProjections } from '@cocoon/projectors';
import type { Context } from 'koa';
import { sql } from 'kysely';
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

/**
 * A board read holds every event committed before it: the live feed opens first and brings what comes after,
 * but what came just before (a weight corrected, a bid approved the moment before a phone reloads) reaches the
 * read models a moment later, and read too early it would be missing from the page until the next reconnect.
 * Boards are read on a feed's (re)connect only, so the wait is rare; bounded as read-your-writes is.
 */
export async function boardHoldsCommitted(deps: AppDeps): Promise<void> {
  await waitForProjections(deps.db, await deps.store.committedPosition(), {
    timeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  });
}

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

/**
 * A hall's display session (issue 27) sees its own market's board, in the board's view (bidders named only where
 * the market shows them), whatever it asks; asking for another market is refused.
 */
function displayed<Q extends { marketId?: string | undefined; view?: 'room' | 'board' | undefined }>(
  ctx: Context,
  query: Q,
): Q {
  const display = ctx.state.display;
  if (!display) return query;
  if (query.marketId && query.marketId !== display.marketId) throw new ForbiddenError();
  return { ...query, marketId: display.marketId, view: 'board' };
}

/** The rows of the markets in the caller's scope, or of the display session's one market. */
function liveFilter(ctx: Context, marketId: string | undefined, column: string): RowFilter {
  if (ctx.state.display) {
    const only = ctx.state.display.marketId;
    return (eb) => eb(sql.ref(column), '=', only);
  }
  return marketFilter(ctx, marketId, column);
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
      display: true,
      query: liveQuerySchema,
      response: liveBoardAnswerSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId, slotId, view } = displayed(ctx, parseInput(liveQuerySchema, ctx.query));
        await boardHoldsCommitted(deps);
        const board = await liveBoard(
          db,
          {
            slots: liveFilter(ctx, marketId, 's.branch_id'),
            lots: liveFilter(ctx, marketId, 'l.branch_id'),
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
      display: true,
      query: liveQuerySchema.pick({ marketId: true, view: true }),
      responses: { 200: 'text/event-stream' },
      async handler(ctx) {
        const { marketId, view } = displayed(ctx, parseInput(liveQuerySchema, ctx.query));
        const markets = ctx.state.display
          ? new Set([ctx.state.display.marketId])
          : await marketsInScope(
              db,
              marketFilter(ctx, marketId, 'branch_id'),
              scopeOf(ctx.state.user).kind === 'all' && !marketId,
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
