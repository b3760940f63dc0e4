import {
  businessDate,
  closeMonthSchema,
  financialYearOf,
  type LedgerMonthRow,
  ledgerMonthListSchema,
  MESSAGES,
  monthLabel,
  monthOf,
  monthQuerySchema,
  monthsOfFinancialYear,
  nextMonth,
} from '@cocoon/domain';
import { closedLedgerMonths } from '@cocoon/projectors';
import { marketForWrite } from '../auction/access.js';
import { runCommand } from '../commands/run-command.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { inMonthTurn } from './month-gate.js';
import { monthsSpec } from './month-writes.js';

const tag = 'accounts: months';
const getMonthQuery = monthQuerySchema.partial({ financialYear: true });

export function monthRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/Configmonth/GetMonth',
      summary:
        "A financial year's months April..March: closed (who, when), open or future; which may close now",
      tag,
      // Which months are closed is read by everyone who posts (a late correction names one) and by auditors.
      permission: 'accounts.ledger',
      query: getMonthQuery,
      response: ledgerMonthListSchema,
      async handler(ctx) {
        const query = parseInput(getMonthQuery, ctx.query);
        const market = await marketForWrite(db, ctx, query.marketId);
        await waitForOwnWrites(deps, ctx);
        const today = businessDate(deps.clock());
        const financialYear = query.financialYear ?? financialYearOf(today);
        const closed = await closedLedgerMonths(db, market.marketId);
        const byMonth = new Map(closed.map((c) => [c.month, c]));
        const last = closed.at(-1)?.month ?? null;
        const current = monthOf(today);
        const data: LedgerMonthRow[] = monthsOfFinancialYear(financialYear).map((month) => {
          const done = byMonth.get(month);
          // A month before the first close was never closed itself but is closed for postings with it.
          const closed = last !== null && month <= last;
          return {
            month,
            label: monthLabel(month),
            status: closed ? 'closed' : month > current ? 'future' : 'open',
            closedOn: done?.closedOn ?? null,
            closedBy: done?.closedBy ?? null,
            canClose: !closed && month < current && (last === null || month === nextMonth(last)),
          };
        });
        ctx.body = { financialYear, data, total: data.length };
      },
    },
    {
      method: 'post',
      path: '/Configmonth/CloseMonth',
      summary: 'Close an ended month (in order, never reopened): nothing is posted with a date in it after',
      tag,
      permission: 'accounts.month-close',
      command: true,
      body: closeMonthSchema,
      async handler(ctx) {
        const input = parseInput(closeMonthSchema, ctx.request.body);
        const market = await marketForWrite(db, ctx, input.marketId);
        await runCommand(deps, ctx, async (run) => {
          await inMonthTurn(deps.db, market.marketId, () =>
            run.decide({
              ...monthsSpec(market.marketId),
              marketId: market.marketId,
              command: {
                type: 'CloseMonth',
                data: {
                  marketId: market.marketId,
                  month: input.month,
                  today: businessDate(run.at),
                  by: run.actor.userName,
                },
              },
            }),
          );
          return { message: MESSAGES.formSubmitted, month: input.month };
        });
      },
    },
  ];
}
