import { DASHBOARD_SERIES_DAYS, type DashboardDaysToPay, type LotWait, waitFigures } from '@cocoon/domain';
import { marketCalendars, marketsOf, waitOf, weighedLots } from '../../accounts/lot-waits.queries.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { addDays, type DashboardQuery } from './dashboard-query.js';

/**
 * Invoice/dashboard-daystopay (issue 25, "The wait, measured"): the 30 days of weighing ending on the date, their
 * median and p90 working days to pay (lots paid) for the tile and one point a day for the chart; and, as of today
 * whatever their weighing date, the oldest unpaid lot's wait and the lots waiting beyond their market's promise.
 */
export async function dashboardDaysToPay(db: ReadModelDb, q: DashboardQuery): Promise<DashboardDaysToPay> {
  const from = addDays(q.date, 1 - DASHBOARD_SERIES_DAYS);
  const [recent, unpaid] = await Promise.all([
    weighedLots(db, { scope: q.scope, marketId: q.marketId, from, to: q.date }),
    weighedLots(db, { scope: q.scope, marketId: q.marketId, to: q.date, unpaidOnly: true }),
  ]);
  const calendars = await marketCalendars(db, marketsOf([...recent, ...unpaid]));
  const byDate = new Map<string, LotWait[]>();
  for (const lot of recent) {
    const waits = byDate.get(lot.weighedOn) ?? [];
    waits.push(waitOf(lot, calendars, q.today));
    byDate.set(lot.weighedOn, waits);
  }
  const period = waitFigures([...byDate.values()].flat());
  const waiting = waitFigures(unpaid.map((lot) => waitOf(lot, calendars, q.today)));
  const covered = q.marketId ? [q.marketId] : marketsOf([...recent, ...unpaid]);
  const promises = new Set(covered.map((m) => calendars.promiseOn(m, q.date)));
  return {
    from,
    to: q.date,
    promiseDays: promises.size === 1 ? [...promises][0]! : null,
    ...period,
    unpaidLots: waiting.unpaidLots,
    oldestUnpaidDays: waiting.oldestUnpaidDays,
    beyondPromise: waiting.beyondPromise,
    days: Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => {
      const date = addDays(from, i);
      return { date, ...waitFigures(byDate.get(date) ?? []) };
    }),
  };
}
