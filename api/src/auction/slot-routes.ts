import {
  MESSAGES,
  scheduleSlotCommand,
  slotDayListSchema,
  slotLotsAnswerSchema,
  ValidationError,
} from '@cocoon/domain';
import { findLots, findSlots } from '@cocoon/projectors';
import { z } from 'zod';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { dayQuerySchema, marketFilter, marketForWrite, today } from './access.js';
import { scheduleSlot } from './auction-writes.js';
import { wholeList } from './lookups.js';

const tag = 'auction: slots';

const bidsQuerySchema = z.object({
  date: z.string().optional(),
  slotNo: z.string().optional(),
  marketId: z.uuid('Select a market').optional(),
});

export function slotRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    commandRoute(deps, scheduleSlotCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        const slot = await scheduleSlot(run, { ...input, marketId });
        return { message: MESSAGES.formSubmitted, ...slot };
      };
    }),
    {
      method: 'get',
      path: '/SlotInfo/getAll_SlotByDate',
      response: slotDayListSchema,
      summary: 'Slots of a date (default today) with their status, lots and bids',
      tag,
      permission: 'auction.slot',
      query: dayQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, marketId } = parseInput(dayQuerySchema, ctx.query);
        const where = marketFilter(ctx, marketId, 's.branch_id');
        ctx.body = wholeList(await findSlots(db, { where, date: date ?? today(deps.clock()) }, deps.clock()));
      },
    },
    {
      method: 'get',
      path: '/SlotInfo/GetTodaySlots',
      response: slotDayListSchema,
      summary: "Today's slots",
      tag,
      permission: 'auction.slot',
      query: dayQuerySchema.pick({ marketId: true }),
      readsOwnWrites: true,
      async handler(ctx) {
        const { marketId } = parseInput(dayQuerySchema, ctx.query);
        const where = marketFilter(ctx, marketId, 's.branch_id');
        ctx.body = wholeList(await findSlots(db, { where, date: today(deps.clock()) }, deps.clock()));
      },
    },
    {
      method: 'get',
      path: '/SlotInfo/getAll_BidByDateSlot',
      response: slotLotsAnswerSchema,
      summary: 'The lots of a slot with their highest bid and decision (bid approval)',
      tag: 'auction: bid approval',
      permission: 'auction.bid-approval',
      query: bidsQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(bidsQuerySchema, ctx.query);
        const slotNo = Number(query.slotNo);
        // A calendar date: 2026-13-45 is refused like a missing one, not answered with an empty list.
        const dateOk = z.iso.date().safeParse(query.date).success;
        if (!dateOk || !query.date || !Number.isInteger(slotNo) || slotNo < 1) {
          throw new ValidationError(MESSAGES.selectDateAndSlot, {
            ...(dateOk ? {} : { date: [MESSAGES.selectDateAndSlot] }),
            ...(Number.isInteger(slotNo) && slotNo > 0 ? {} : { slotNo: [MESSAGES.selectDateAndSlot] }),
          });
        }
        const now = deps.clock();
        const slots = await findSlots(
          db,
          { where: marketFilter(ctx, query.marketId, 's.branch_id'), date: query.date, slotNo },
          now,
        );
        const lots = await findLots(
          db,
          { where: marketFilter(ctx, query.marketId, 'l.branch_id'), slotIds: slots.map((s) => s.slotId) },
          now,
        );
        ctx.body = { ...wholeList(lots), slots };
      },
    },
  ];
}
