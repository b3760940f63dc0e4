import { DASHBOARD_SERIES_DAYS, type DashboardDaysToPay, type LotWait, waitFigures } from '@cocoon/domain';
import { sql } from 'kysely';
import {
  type MarketCalendars,
  marketCalendars,
  marketsOf,
  waitOf,
} from '../../accounts/lot-waits.queries.js';
import type { ReadModelDb } from '../../runtime/types.js';
import { marketsCovered } from './dashboard.queries.js';
import { addDays, type CoveredQuery, type DashboardQuery, int, marketRows } from './dashboard-query.js';

/** Weighed lots of one market that share their weighing and payment dates, so they waited alike. */
interface WaitGroup {
  marketId: string;
  weighedOn: string;
  paidOn: string | null;
  lots: number;
}

/**
 * The weighed lots of the markets covered, counted per market, weighing date and payment date: an Admin's 30 days
 * are a lakh of lots but a few thousand such groups, and each group's lots wait the same working days. One index
 * range per market ((branch_id, weighed_on), or its partial index of unpaid lots).
 */
async function waitGroups(
  db: ReadModelDb,
  q: CoveredQuery,
  range: { from?: string; unpaidOnly?: boolean },
): Promise<WaitGroup[]> {
  let query = db
    .withSchema('read')
    .selectFrom('wait_lots as w')
    .where(marketRows(q, 'w.branch_id'))
    .where('w.weighed_on', 'is not', null)
    .where('w.weighed_on', '<=', q.date)
    .select(['w.branch_id', 'w.weighed_on', 'w.paid_on', sql<string>`count(*)`.as('lots')])
    .groupBy(['w.branch_id', 'w.weighed_on', 'w.paid_on']);
  if (range.from) query = query.where('w.weighed_on', '>=', range.from);
  if (range.unpaidOnly) query = query.where('w.paid_on', 'is', null);
  const rows = await query.execute();
  return rows.map((r) => ({
    marketId: r.branch_id,
    weighedOn: r.weighed_on ?? '',
    paidOn: r.paid_on,
    lots: int(r.lots),
  }));
}

/** Each lot's wait, a group's lots sharing one. */
const waitsOf = (groups: readonly WaitGroup[], calendars: MarketCalendars, today: string): LotWait[] =>
  groups.flatMap((g) => Array<LotWait>(g.lots).fill(waitOf(g, calendars, today)));

/**
 * Invoice/dashboard-daystopay (issue 25, "The wait, measured"): the 30 days of weighing ending on the date, their
 * median and p90 working days to pay (lots paid) for the tile and one point a day for the chart; and, as of today
 * whatever their weighing date, the oldest unpaid lot's wait and the lots waiting beyond their market's promise.
 */
export async function dashboardDaysToPay(
  db: ReadModelDb,
  query: DashboardQuery,
): Promise<DashboardDaysToPay> {
  const markets = await marketsCovered(db, query);
  const q = { ...query, marketIds: markets.map((m) => m.branch_id) };
  const from = addDays(q.date, 1 - DASHBOARD_SERIES_DAYS);
  const [recent, unpaid] = await Promise.all([
    waitGroups(db, q, { from }),
    waitGroups(db, q, { unpaidOnly: true }),
  ]);
  const calendars = await marketCalendars(db, marketsOf([...recent, ...unpaid]));
  const byDate = new Map<string, WaitGroup[]>();
  for (const group of recent) byDate.set(group.weighedOn, [...(byDate.get(group.weighedOn) ?? []), group]);
  const period = waitFigures(waitsOf(recent, calendars, q.today));
  const waiting = waitFigures(waitsOf(unpaid, calendars, q.today));
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
      return { date, ...waitFigures(waitsOf(byDate.get(date) ?? [], calendars, q.today)) };
    }),
  };
}
