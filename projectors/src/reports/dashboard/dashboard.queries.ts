import {
  averageRatePaise,
  DASHBOARD_SERIES_DAYS,
  type DashboardBranchInfo,
  type DashboardDateInfo,
  type DashboardTiles,
} from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';
import { combineDays, dayAggregates, reelersBidding } from './dashboard-day.queries.js';
import {
  combineWaiting,
  farmerMoney,
  farmersWaiting,
  openSlots,
  reelerOutstanding,
} from './dashboard-money.queries.js';
import { addDays, type DashboardQuery, int, marketRows } from './dashboard-query.js';

/** Markets (not TSCs) the dashboard covers. */
export function marketsCovered(db: ReadModelDb, q: DashboardQuery) {
  return db
    .withSchema('read')
    .selectFrom('branches as b')
    .select(['b.branch_id', 'b.branch_code', 'b.name_en', 'b.ad_office_name'])
    .where('b.kind', '=', 'market')
    .where(marketRows(q, 'b.branch_id'))
    .orderBy('b.name_en')
    .execute();
}

/**
 * Invoice/dashboard-tiles: the day's figures of the markets in scope (all races and per race), the farmers
 * waiting for payment, what reelers owe, and whether an auction is running now. Independent reads run at once.
 */
export async function dashboardTiles(db: ReadModelDb, query: DashboardQuery): Promise<DashboardTiles> {
  const markets = await marketsCovered(db, query);
  const q = { ...query, marketIds: markets.map((m) => m.branch_id) };
  const [races, reelers, { waiting, recoverables }, owed, slots] = await Promise.all([
    dayAggregates(db, q, 'race'),
    reelersBidding(db, q),
    farmerMoney(db, q),
    reelerOutstanding(db, q),
    openSlots(db, q),
  ]);
  return {
    date: q.date,
    marketId: q.marketId ?? null,
    markets: markets.length,
    day: combineDays(races, reelers.total),
    races: races.map((g) => ({ race: g.key, ...combineDays([g], reelers.byRace.get(g.key) ?? 0) })),
    ...combineWaiting(waiting, q.date),
    ...owed,
    ...recoverables,
    auctionRunning: slots.length > 0,
    openSlots: slots,
    asOf: q.now.toISOString(),
  };
}

/** Invoice/dashboard-branchinfo: one row per market of the scope (an AD's office, an RJD's region, all). */
export async function dashboardBranchInfo(
  db: ReadModelDb,
  query: DashboardQuery,
): Promise<DashboardBranchInfo> {
  const markets = await marketsCovered(db, query);
  const q = { ...query, marketIds: markets.map((m) => m.branch_id) };
  const [days, waiting, slots] = await Promise.all([
    dayAggregates(db, q, 'market'),
    farmersWaiting(db, q),
    openSlots(db, q),
  ]);
  const dayOf = new Map(days.map((d) => [d.key, d]));
  const waitingOf = new Map(waiting.map((w) => [w.marketId, w]));
  const running = new Set(slots.map((s) => s.marketId));
  return {
    date: q.date,
    rows: markets.map((m) => {
      const day = combineDays(dayOf.has(m.branch_id) ? [dayOf.get(m.branch_id)!] : [], 0);
      return {
        marketId: m.branch_id,
        marketCode: m.branch_code,
        marketName: m.name_en,
        adOfficeName: m.ad_office_name,
        lotsInwarded: day.lotsInwarded,
        arrivalGrams: day.arrivalGrams,
        lotsWeighed: day.lotsWeighed,
        soldGrams: day.soldGrams,
        valuePaise: day.valuePaise,
        averageRatePaise: day.averageRatePaise,
        levyPaise: day.levyPaise,
        auctionRunning: running.has(m.branch_id),
        farmersWaiting: waitingOf.get(m.branch_id)?.farmers ?? 0,
      };
    }),
  };
}

/**
 * Invoice/dashboard-dateinfo: the 30 days ending on the date, one point a day (zeros on days without lots):
 * lots and kg brought in, kg sold and its value, and the weighted average rate of the day (Σ amount × 1000 / Σ kg
 * of the day's races summed first, never an average of the races' averages).
 */
export async function dashboardDateInfo(db: ReadModelDb, query: DashboardQuery): Promise<DashboardDateInfo> {
  const markets = await marketsCovered(db, query);
  const q = { ...query, marketIds: markets.map((m) => m.branch_id) };
  const from = addDays(q.date, 1 - DASHBOARD_SERIES_DAYS);
  // The MIS summary (one row per market, day and race, kept by the reports.summary projection): 30 days of every
  // market in scope without reading their lots.
  const rows = await db
    .withSchema('read')
    .selectFrom('report_market_days as d')
    .select([
      sql<string>`to_char(d.market_date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`sum(d.lots_inwarded)`.as('lots'),
      sql<string>`sum(d.inward_grams)`.as('arrival_grams'),
      sql<string>`sum(d.sold_grams)`.as('sold_grams'),
      sql<string>`sum(d.amount_paise)`.as('value'),
    ])
    .where(sql<boolean>`d.market_date between ${from}::date and ${q.date}::date`)
    .where(marketRows(q, 'd.branch_id'))
    .groupBy('d.market_date')
    .execute();
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => {
    const date = addDays(from, i);
    const r = byDate.get(date);
    const soldGrams = int(r?.sold_grams);
    const valuePaise = int(r?.value);
    return {
      date,
      lots: int(r?.lots),
      arrivalGrams: int(r?.arrival_grams),
      soldGrams,
      valuePaise,
      averageRatePaise: averageRatePaise(valuePaise, soldGrams),
    };
  });
  return { from, to: q.date, marketId: q.marketId ?? null, days };
}
