import {
  businessDate,
  displayDate,
  type HolidayCommand,
  holidayListQuerySchema,
  holidayListSchema,
  prefillHolidaysCommand,
  removeHolidayCommand,
  saveHolidayCommand,
  weeklyHolidayOn,
  weeklyHolidayText,
} from '@cocoon/domain';
import { listHolidays } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { CommandRun } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { fixedHolidaysOf, holidaysSpec, marketCalendar } from './holiday-calendar.js';

const tag = 'masters: holidays';

/** The market's holiday master (issue 25): a Branch Admin keeps it; the offices and the Admin read it. */
export function holidayRoutes(deps: AppDeps): RouteSpec[] {
  const decideHolidays = (run: CommandRun, marketId: string, command: HolidayCommand) =>
    run.decide({ ...holidaysSpec(marketId), marketId, command });

  return [
    {
      method: 'get',
      path: '/MasHoliday/getAll_MasHoliday',
      response: holidayListSchema,
      summary: "A market's holidays of a year (default this year) and its weekly holiday",
      tag,
      permission: 'masters.holiday-view',
      query: holidayListQuerySchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(holidayListQuerySchema, ctx.query);
        const { marketId } = await marketForWrite(deps.db, ctx, query.marketId);
        const today = businessDate(deps.clock());
        const year = query.year ?? Number(today.slice(0, 4));
        // The weekly holiday in force today, or on 1 January of another year.
        const onDate = String(year) === today.slice(0, 4) ? today : `${year}-01-01`;
        const [data, calendar] = await Promise.all([
          listHolidays(deps.db, marketId, year),
          marketCalendar(deps, marketId),
        ]);
        ctx.body = {
          year,
          marketId,
          weeklyHoliday: weeklyHolidayText(weeklyHolidayOn(onDate, calendar)),
          data,
          total: data.length,
        };
      },
    },
    commandRoute(deps, saveHolidayCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(deps.db, ctx, input.marketId);
      const { date, name } = input;
      const nameTamil = input.nameTamil || null;
      return async (run) => {
        const today = businessDate(run.at);
        await decideHolidays(run, marketId, {
          type: 'AddHoliday',
          data: { marketId, date, name, nameTamil, source: 'manual', today },
        });
        return { message: `${displayDate(date)} ${name} is a holiday`, date };
      };
    }),
    commandRoute(deps, removeHolidayCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(deps.db, ctx, input.marketId);
      return async (run) => {
        await decideHolidays(run, marketId, {
          type: 'RemoveHoliday',
          data: { marketId, date: input.date, reason: input.reason },
        });
        return { message: `${displayDate(input.date)} is a working day again`, date: input.date };
      };
    }),
    commandRoute(deps, prefillHolidaysCommand, async ({ input, ctx }) => {
      const { marketId } = await marketForWrite(deps.db, ctx, input.marketId);
      const fixed = fixedHolidaysOf(input.year);
      return async (run) => {
        const { events } = await decideHolidays(run, marketId, {
          type: 'AddFixedHolidays',
          data: { marketId, year: input.year, holidays: fixed, today: businessDate(run.at) },
        });
        // From the events: on a retry after a crash they are the stored ones.
        const added = events.flatMap((e) =>
          e.type === 'HolidayAdded' ? [{ date: e.data.date, name: e.data.name }] : [],
        );
        return {
          message: `${added.length} fixed holidays of ${input.year} added; enter the lunar ones from the Government Order`,
          year: input.year,
          added,
        };
      };
    }),
  ];
}
