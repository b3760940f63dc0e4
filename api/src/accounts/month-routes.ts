import {
  businessDate,
  closeMonthCommand,
  financialYearLabel,
  financialYearOf,
  type LedgerMonthRow,
  ledgerMonthListSchema,
  lockedByClosing,
  monthLabel,
  monthOf,
  monthQuerySchema,
  monthsOfFinancialYear,
  monthToCloseNext,
} from '@cocoon/domain';
import { marketForWrite } from '../auction/access.js';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { inMonthTurn } from './month-gate.js';
import { ledgerCalendar, monthsSpec } from './month-writes.js';

const tag = 'accounts: months';
const getMonthQuery = monthQuerySchema.partial({ financialYear: true });

/** Financial years whose March is closed, oldest first. */
const lockedYears = (closedMonths: readonly string[]) =>
  closedMonths.flatMap((month) => lockedByClosing(month) ?? []);

export function monthRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/Configmonth/GetMonth',
      summary:
        "A financial year's months April..March: closed (who, when), open, future or before go-live; the go-live date and the month to close next",
      tag,
      // Which months are closed is read by everyone who posts (a late correction names one) and by auditors.
      permission: 'accounts.ledger',
      query: getMonthQuery,
      response: ledgerMonthListSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const query = parseInput(getMonthQuery, ctx.query);
        const market = await marketForWrite(db, ctx, query.marketId);
        const today = businessDate(deps.clock());
        const financialYear = query.financialYear ?? financialYearOf(today);
        // The month stream itself (a few events): the go-live and closes exactly as the next close is decided.
        const { state, goLive, closedMonths } = await ledgerCalendar(deps.streams, db, market.marketId);
        const last = state.lastClosed;
        const next = monthToCloseNext(last, goLive);
        const current = monthOf(today);
        const data: LedgerMonthRow[] = monthsOfFinancialYear(financialYear).map((month) => {
          const done = state.closed[month];
          const closed = last !== null && month <= last;
          const before = goLive !== null && month < monthOf(goLive);
          return {
            month,
            label: monthLabel(month),
            status: before ? 'before-go-live' : closed ? 'closed' : month > current ? 'future' : 'open',
            closedOn: done?.closedOn ?? null,
            closedBy: done?.closedBy ?? null,
            canClose: month === next && month < current,
          };
        });
        ctx.body = {
          financialYear,
          goLive,
          goLiveOpen: state.goLive === null && last === null,
          nextToClose: next,
          lockedFinancialYears: lockedYears(closedMonths),
          data,
          total: data.length,
        };
      },
    },
    commandRoute(deps, closeMonthCommand, async ({ input, ctx }) => {
      const market = await marketForWrite(db, ctx, input.marketId);
      return async (run) => {
        await inMonthTurn(deps.db, market.marketId, async () => {
          const { goLive } = await ledgerCalendar(run.deps.streams, run.db, market.marketId);
          await run.decide({
            ...monthsSpec(market.marketId),
            marketId: market.marketId,
            command: {
              type: 'CloseMonth',
              data: {
                marketId: market.marketId,
                month: input.month,
                today: businessDate(run.at),
                by: run.actor.userName,
                derivedGoLive: goLive,
              },
            },
          });
        });
        const locked = lockedByClosing(input.month);
        const message = locked
          ? `${monthLabel(input.month)} is closed, and with it financial year ${financialYearLabel(locked)}: nothing is posted into that year any more`
          : `${monthLabel(input.month)} is closed: nothing is posted with a date in it any more`;
        return { message, month: input.month, lockedFinancialYear: locked };
      };
    }),
  ];
}
