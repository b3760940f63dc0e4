import {
  dashboardBranchInfoSchema,
  dashboardDateInfoSchema,
  dashboardDaysToPaySchema,
  dashboardQuerySchema,
  dashboardTilesSchema,
  scopeOf,
} from '@cocoon/domain';
import {
  type DashboardQuery,
  dashboardBranchInfo,
  dashboardDateInfo,
  dashboardDaysToPay,
  dashboardTiles,
  type ReadModelDb,
} from '@cocoon/projectors';
import type { Context } from 'koa';
import { today } from '../auction/access.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { assertBranchInScope } from '../masters/customers/access.js';

const tag = 'dashboard';
// The spec's role table: the dashboard is every role's, and the Market Officer's only screen.
const permission = 'dashboard' as const;

/**
 * The caller's scope, the date (today's business date by default) and the market asked for: one outside the
 * caller's scope is refused (403) before anything of it is read, like every other market-scoped route.
 */
async function dashboardQuery(deps: AppDeps, db: ReadModelDb, ctx: Context): Promise<DashboardQuery> {
  const q = parseInput(dashboardQuerySchema, ctx.query);
  const scope = scopeOf(ctx.state.user);
  if (q.marketId) await assertBranchInScope(db, scope, q.marketId);
  const now = deps.clock();
  return { scope, date: q.date ?? today(now), marketId: q.marketId, now, today: today(now) };
}

export function dashboardRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    {
      method: 'get',
      path: '/Invoice/dashboard-tiles',
      summary:
        "The day's tiles for the caller's markets: lots inwarded, bid and not, approved, weighed, value, levy, min / max / weighted average rate (paise per kg), per race; farmers waiting for payment, reeler dues, unsold lots, whether an auction is running",
      tag,
      permission,
      query: dashboardQuerySchema,
      readsOwnWrites: true,
      response: dashboardTilesSchema,
      async handler(ctx) {
        ctx.body = await dashboardTiles(db, await dashboardQuery(deps, db, ctx));
      },
    },
    {
      method: 'get',
      path: '/Invoice/dashboard-branchinfo',
      summary:
        "One row per market of the caller's scope for the day: lots, kg, value, weighted average rate, levy, auction running, farmers waiting",
      tag,
      permission,
      query: dashboardQuerySchema,
      readsOwnWrites: true,
      response: dashboardBranchInfoSchema,
      async handler(ctx) {
        ctx.body = await dashboardBranchInfo(db, await dashboardQuery(deps, db, ctx));
      },
    },
    {
      method: 'get',
      path: '/Invoice/dashboard-dateinfo',
      summary:
        'The 30 days ending on the date: lots and kg arrived, kg sold, value and weighted average rate per day (for the chart)',
      tag,
      permission,
      query: dashboardQuerySchema,
      readsOwnWrites: true,
      response: dashboardDateInfoSchema,
      async handler(ctx) {
        ctx.body = await dashboardDateInfo(db, await dashboardQuery(deps, db, ctx));
      },
    },
    {
      method: 'get',
      path: '/Invoice/dashboard-daystopay',
      summary:
        "Issue 25: working days from weighing to the farmer's credit over the 30 days ending on the date (median and 90th percentile of the lots paid, per day for the chart), and as of today the oldest unpaid lot's wait and the lots waiting beyond the market's promise (setting paymentpromisedays)",
      tag,
      permission,
      query: dashboardQuerySchema,
      readsOwnWrites: true,
      response: dashboardDaysToPaySchema,
      async handler(ctx) {
        ctx.body = await dashboardDaysToPay(db, await dashboardQuery(deps, db, ctx));
      },
    },
  ];
}
