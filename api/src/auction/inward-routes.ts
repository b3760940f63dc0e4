import {
  businessDate,
  displayDate,
  inwardLotCommand,
  inwardSettingsAnswerSchema,
  LOT_NO_LABEL,
  lotDayListSchema,
  MESSAGES,
  ValidationError,
} from '@cocoon/domain';
import { findLots } from '@cocoon/projectors';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import {
  dayQuerySchema,
  marketFilter,
  marketForWrite,
  requiredDayQuerySchema,
  settingsInForce,
  today,
} from './access.js';
import { inwardLot } from './auction-writes.js';
import { activeCocoonType, activeFarmer, wholeList } from './lookups.js';

const tag = 'auction: inward';

export function inwardRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  /** The lots of a date (the routes reading it wait for the caller's own writes: readsOwnWrites). */
  const lotsOfDay = (ctx: Parameters<RouteSpec['handler']>[0], date: string, marketId?: string) =>
    findLots(db, { where: marketFilter(ctx, marketId, 'l.branch_id'), date }, deps.clock());

  return [
    commandRoute(deps, inwardLotCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(db, ctx, input.marketId);
      const day = today(deps.clock());
      if (input.inwardDate !== day) {
        // Lot numbers run per market per day and slots run on the inward date: a lot is inwarded on arrival.
        const message = `Lots are inwarded on the day they arrive (today, ${displayDate(day)})`;
        throw new ValidationError(message, { inwardDate: [message] });
      }
      const farmer = await activeFarmer(db, input.farmerId, marketId);
      const silk = await activeCocoonType(db, input.cocoonTypeId);
      const settings = await settingsInForce(db, marketId, input.inwardDate);
      return async (run) => {
        const { lotId, lotNo, event } = await inwardLot(
          run,
          {
            marketId,
            inwardDate: input.inwardDate,
            ...farmer,
            ...silk,
            lays: input.lays,
            cocoonWeightGrams: input.cocoonWeightGrams,
            sample: {
              sampleCount: input.sampleCount,
              cocoonWeightMg: input.cocoonWeightMg,
              shellWeightMg: input.shellWeightMg,
              defectiveCount: input.defectiveCount,
            },
          },
          settings,
        );
        return {
          message: MESSAGES.formSubmitted,
          lotId,
          lotNo,
          lotLabel: `${LOT_NO_LABEL.en} ${lotNo}`,
          lotLabelTa: `${LOT_NO_LABEL.ta} ${lotNo}`,
          inwardDate: event.inwardDate,
          shellRatioBp: event.assay.shellRatioBp,
          defectBp: event.assay.defectBp,
          cocoonsPerKg: event.assay.cocoonsPerKg,
          rendittaX100: event.assay.rendittaX100,
          floorPricePaise: event.assay.floorPricePaisePerKg,
        };
      };
    }),
    {
      method: 'get',
      path: '/CocoonInward/getAll_CucoonInward',
      response: lotDayListSchema,
      summary: "Lots inwarded on a date (default today) in the caller's markets",
      tag,
      permission: 'auction.inward',
      query: dayQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, marketId } = parseInput(dayQuerySchema, ctx.query);
        ctx.body = wholeList(await lotsOfDay(ctx, date ?? today(deps.clock()), marketId));
      },
    },
    {
      method: 'get',
      path: '/CocoonInward/GetInwardByDate',
      response: lotDayListSchema,
      summary: 'Lots inwarded on the given date',
      tag,
      permission: 'auction.inward',
      query: requiredDayQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, marketId } = parseInput(requiredDayQuerySchema, ctx.query);
        ctx.body = wholeList(await lotsOfDay(ctx, date, marketId));
      },
    },
    {
      method: 'get',
      path: '/CocoonInward/getAll_FromLots',
      response: lotDayListSchema,
      summary: 'Lots of a date free for a new slot (never slotted, or unsold after their slot)',
      tag,
      permission: 'auction.slot',
      query: dayQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { date, marketId } = parseInput(dayQuerySchema, ctx.query);
        const lots = await lotsOfDay(ctx, date ?? today(deps.clock()), marketId);
        ctx.body = wholeList(lots.filter((l) => ['Inwarded', 'Unsold', 'Rejected'].includes(l.status)));
      },
    },
    {
      method: 'get',
      path: '/CocoonInward/InwardSettings',
      response: inwardSettingsAnswerSchema,
      summary: 'Market settings in force on a date (for the live figures of the inward and weight forms)',
      tag,
      permission: 'auction.inward',
      query: dayQuerySchema,
      async handler(ctx) {
        const { date, marketId } = parseInput(dayQuerySchema, ctx.query);
        const market = await marketForWrite(db, ctx, marketId);
        const onDate = date ?? businessDate(deps.clock());
        ctx.body = {
          result: 'Success',
          date: onDate,
          ...(await settingsInForce(db, market.marketId, onDate)),
        };
      },
    },
  ];
}
