import type { DashboardOpenSlot } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../../runtime/types.js';
import { type CoveredQuery, daysBetween, int, marketRows } from './dashboard-query.js';

const DAY_MS = 86_400_000;

export interface FarmerWaiting {
  marketId: string;
  farmers: number;
  duePaise: number;
  oldestWeighedOn: string | null;
}

/**
 * Farmers waiting for their money per market (money-and-reports.md: payments late is the complaint users make
 * most): lots weighed up to the date with something still due (net - paid - in transit > 0), as the farmer
 * payment screen counts them. The partial index `accounts_farmer_lots_open` holds only lots with money open.
 */
export async function farmersWaiting(db: ReadModelDb, q: CoveredQuery): Promise<FarmerWaiting[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('accounts_farmer_lots as l')
    .select([
      'l.branch_id',
      sql<string>`count(distinct l.farmer_id)`.as('farmers'),
      sql<string>`sum(l.net_paise - l.paid_paise - l.in_transit_paise)`.as('due'),
      sql<string | null>`min(coalesce(l.weighed_on, l.auction_date))`.as('oldest'),
    ])
    .where(marketRows(q, 'l.branch_id'))
    // The partial index's own predicate, so the planner reads only the open lots.
    .where('l.net_paise', 'is not', null)
    .where((eb) =>
      eb.or([eb('l.net_paise', '<>', eb.ref('l.paid_paise')), eb('l.in_transit_paise', '<>', '0')]),
    )
    .where(sql<boolean>`l.net_paise - l.paid_paise - l.in_transit_paise > 0`)
    .where('l.weighed_on', '<=', q.date)
    .groupBy('l.branch_id')
    .execute();
  return rows.map((r) => ({
    marketId: r.branch_id,
    farmers: int(r.farmers),
    duePaise: int(r.due),
    oldestWeighedOn: r.oldest,
  }));
}

/**
 * What farmers owe back on lots corrected down after they were paid (issue 22): the recoverables, by farmer, set
 * off against their next payments. A lot's negative due counts only up to what the farmer is not owed on other
 * lots, as the payment decides it on the farmer as a whole.
 */
export async function farmerRecoverables(
  db: ReadModelDb,
  q: CoveredQuery,
): Promise<{ farmersOwingBack: number; farmerRecoverablePaise: number }> {
  return (await farmerMoney(db, q)).recoverables;
}

/**
 * The tiles' two readings of the open lots in one pass (each is a scan of the farmers' lots that are not settled):
 * the farmers waiting per market, as `farmersWaiting` counts them, and the recoverables, as `farmerRecoverables`.
 * The lots are summed per market and farmer once; the markets' rows and the farmers' total are summed from that.
 */
export async function farmerMoney(
  db: ReadModelDb,
  q: CoveredQuery,
): Promise<{
  waiting: FarmerWaiting[];
  recoverables: { farmersOwingBack: number; farmerRecoverablePaise: number };
}> {
  const due = sql<string>`l.net_paise - l.paid_paise - l.in_transit_paise`;
  const waits = sql<boolean>`${due} > 0 and l.weighed_on <= ${q.date}`;
  const perFarmer = db
    .withSchema('read')
    .selectFrom('accounts_farmer_lots as l')
    .select([
      'l.branch_id',
      'l.farmer_id',
      sql<string>`count(*) filter (where ${waits})`.as('waiting_lots'),
      sql<string>`sum(${due}) filter (where ${waits})`.as('waiting_due'),
      sql<string | null>`min(coalesce(l.weighed_on, l.auction_date)) filter (where ${waits})`.as('oldest'),
      sql<string>`sum(least(${due}, 0))`.as('owed_back'),
    ])
    .where(marketRows(q, 'l.branch_id'))
    // The partial index's own predicate, as `farmersWaiting` and `farmerRecoverables` read it.
    .where('l.net_paise', 'is not', null)
    .where((eb) =>
      eb.or([eb('l.net_paise', '<>', eb.ref('l.paid_paise')), eb('l.in_transit_paise', '<>', '0')]),
    )
    .groupBy(['l.branch_id', 'l.farmer_id']);
  // One row per market with farmers waiting, then one row (no market) of the farmers owing back across markets.
  const { rows } = await sql<{
    branch_id: string | null;
    farmers: string;
    due: string;
    oldest: string | null;
  }>`with f as (${perFarmer})
    select f.branch_id, count(*) filter (where f.waiting_lots > 0) as farmers, coalesce(sum(f.waiting_due), 0) as due,
      min(f.oldest) as oldest
    from f group by f.branch_id having count(*) filter (where f.waiting_lots > 0) > 0
    union all
    select null, count(*) filter (where r.owed_back < 0), coalesce(sum(-r.owed_back), 0), null
    from (select f.farmer_id, sum(f.owed_back) as owed_back from f group by f.farmer_id) r`.execute(db);
  const total = rows.find((r) => r.branch_id === null);
  return {
    waiting: rows
      .filter((r) => r.branch_id !== null)
      .map((r) => ({
        marketId: r.branch_id ?? '',
        farmers: int(r.farmers),
        duePaise: int(r.due),
        oldestWeighedOn: r.oldest,
      })),
    recoverables: { farmersOwingBack: int(total?.farmers), farmerRecoverablePaise: int(total?.due) },
  };
}

/** The waits of several markets together: a farmer is one market's customer, so farmers add up. */
export function combineWaiting(rows: readonly FarmerWaiting[], date: string) {
  const oldest = rows
    .map((r) => r.oldestWeighedOn)
    .filter((d): d is string => d !== null)
    .sort()[0];
  return {
    farmersWaiting: rows.reduce((t, r) => t + r.farmers, 0),
    farmerDuesPaise: rows.reduce((t, r) => t + r.duePaise, 0),
    oldestWaitDays: oldest === undefined ? null : daysBetween(oldest, date),
  };
}

/**
 * What reelers owe on the date: each reeler account's balance (debit - credit) from the running totals, less
 * what was posted after the date (recent dates, the usual question, read few postings). Only balances owed
 * count: a reeler's advance deposit does not pay another reeler's debt.
 */
export async function reelerOutstanding(
  db: ReadModelDb,
  q: CoveredQuery,
): Promise<{ reelersOwing: number; reelerOutstandingPaise: number }> {
  const rows = await db
    .withSchema('read')
    .selectFrom('ledger_account_totals as t')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_postings as p')
          .select([
            'p.branch_id',
            'p.account_key',
            sql<string>`sum(p.debit_paise - p.credit_paise)`.as('later'),
          ])
          .where(marketRows(q, 'p.branch_id'))
          .where('p.posting_date', '>', q.date)
          .where('p.account_kind', '=', 'reeler')
          .groupBy(['p.branch_id', 'p.account_key'])
          .as('a'),
      (join) => join.onRef('a.branch_id', '=', 't.branch_id').onRef('a.account_key', '=', 't.account_key'),
    )
    .select(sql<string>`t.debit_total - t.credit_total - coalesce(a.later, 0)`.as('balance'))
    .where(marketRows(q, 't.branch_id'))
    .where('t.customer_kind', '=', 'reeler')
    .execute();
  let reelersOwing = 0;
  let reelerOutstandingPaise = 0;
  for (const r of rows) {
    const balance = int(r.balance);
    if (balance <= 0) continue;
    reelersOwing += 1;
    reelerOutstandingPaise += balance;
  }
  return { reelersOwing, reelerOutstandingPaise };
}

/**
 * Slots open now by the server clock (an auction is running). Read through the slots' start index: only slots
 * that started in the last day can be open (a slot never spans midnight, domain.md).
 */
export async function openSlots(
  db: ReadModelDb,
  q: Pick<CoveredQuery, 'scope' | 'marketId' | 'marketIds' | 'now'>,
): Promise<DashboardOpenSlot[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('auction_slots as s')
    .innerJoin('branches as b', 'b.branch_id', 's.branch_id')
    .select(['s.branch_id', 'b.name_en', 's.slot_no', 's.starts_at', 's.ends_at'])
    .where(marketRows(q, 's.branch_id'))
    .where('s.starts_at', '<=', q.now)
    .where('s.starts_at', '>', new Date(q.now.getTime() - DAY_MS))
    .where('s.ends_at', '>', q.now)
    .orderBy('b.name_en')
    .orderBy('s.slot_no')
    .execute();
  return rows.map((r) => ({
    marketId: r.branch_id,
    marketName: r.name_en,
    slotNo: r.slot_no,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
  }));
}
