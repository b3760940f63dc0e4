import {
  type LotWait,
  lotWaitDays,
  type Scope,
  valueInForce,
  type WorkingCalendar,
  type WorkingDayCounter,
  weeklyHolidaysOf,
  workingDayCounter,
} from '@cocoon/domain';
import { sql } from 'kysely';
import { listSettingValues } from '../masters/market-settings.queries.js';
import { scopeFilter } from '../masters/offices/scope-filter.js';
import type { ReadModelDb } from '../runtime/types.js';
import { exactPaise } from '../shared/exact-paise.js';

/** Each market's working days and payment promise, read once for a query (issue 25, "The wait, measured"). */
export interface MarketCalendars {
  /** Working days between two dates of a market, remembered per pair. */
  counterOf(marketId: string): WorkingDayCounter;
  /** The market's promise in working days (setting `paymentpromisedays`) in force on a date. */
  promiseOn(marketId: string, date: string): number;
}

/**
 * The calendars of some markets from the read side: the holiday master (`masters.holidays`) and the settings
 * `weeklyholiday` and `paymentpromisedays` (`masters.market-settings`), counted when asked, so a holiday entered
 * late changes last month's figures as it should.
 */
export async function marketCalendars(
  db: ReadModelDb,
  marketIds: readonly string[],
): Promise<MarketCalendars> {
  const [holidayRows, weekly, promises] = await Promise.all([
    marketIds.length === 0
      ? Promise.resolve([])
      : db
          .withSchema('read')
          .selectFrom('holidays')
          .select(['market_id', 'holiday_date'])
          .where('market_id', 'in', [...marketIds])
          .execute(),
    listSettingValues(db, 'weeklyholiday'),
    listSettingValues(db, 'paymentpromisedays'),
  ]);
  const holidays = new Map<string, Set<string>>();
  for (const row of holidayRows) {
    const dates = holidays.get(row.market_id) ?? new Set<string>();
    dates.add(row.holiday_date);
    holidays.set(row.market_id, dates);
  }
  const counters = new Map<string, WorkingDayCounter>();
  return {
    counterOf(marketId) {
      let counter = counters.get(marketId);
      if (!counter) {
        const calendar: WorkingCalendar = {
          weeklyHolidays: weeklyHolidaysOf(weekly, marketId),
          holidays: holidays.get(marketId) ?? new Set(),
        };
        counter = workingDayCounter(calendar);
        counters.set(marketId, counter);
      }
      return counter;
    },
    promiseOn: (marketId, date) => valueInForce(promises, 'paymentpromisedays', marketId, date)?.value ?? 1,
  };
}

/** A weighed lot as the wait is measured: when it was weighed and paid, and where its last bank row stands. */
export interface WeighedLot {
  lotId: string;
  marketId: string;
  farmerId: string;
  farmerCode: string;
  farmerName: string;
  lotNo: number;
  reelerId: string | null;
  weighedOn: string;
  paidOn: string | null;
  duePaise: number;
  rowStatus: string | null;
}

export interface WeighedLotsQuery {
  scope: Scope;
  marketId?: string | undefined;
  /** Weighed from / to (inclusive); open when absent. */
  from?: string;
  to?: string;
  /** Only the lots not yet fully paid. */
  unpaidOnly?: boolean;
}

/** The weighed lots of the caller's scope (and the market asked for) in the period. */
export async function weighedLots(db: ReadModelDb, q: WeighedLotsQuery): Promise<WeighedLot[]> {
  let query = db
    .withSchema('read')
    .selectFrom('wait_lots as w')
    .where(scopeFilter(q.scope, 'w.branch_id'))
    .where('w.weighed_on', 'is not', null)
    .select([
      'w.lot_id',
      'w.branch_id',
      'w.farmer_id',
      'w.farmer_code',
      'w.farmer_name',
      'w.lot_no',
      'w.reeler_id',
      'w.weighed_on',
      'w.paid_on',
      sql<string>`coalesce(w.net_paise, 0) - w.paid_paise`.as('due'),
      'w.row_status',
    ])
    .orderBy('w.weighed_on')
    .orderBy('w.branch_id')
    .orderBy('w.lot_no');
  if (q.marketId) query = query.where('w.branch_id', '=', q.marketId);
  if (q.from) query = query.where('w.weighed_on', '>=', q.from);
  if (q.to) query = query.where('w.weighed_on', '<=', q.to);
  if (q.unpaidOnly) query = query.where('w.paid_on', 'is', null);
  const rows = await query.execute();
  return rows.map((r) => ({
    lotId: r.lot_id,
    marketId: r.branch_id,
    farmerId: r.farmer_id,
    farmerCode: r.farmer_code,
    farmerName: r.farmer_name,
    lotNo: r.lot_no,
    reelerId: r.reeler_id,
    weighedOn: r.weighed_on ?? '',
    paidOn: r.paid_on,
    duePaise: exactPaise(r.due),
    rowStatus: r.row_status,
  }));
}

/** A lot's wait in its market's working days (to today while unpaid) against its market's promise. */
export function waitOf(
  lot: Pick<WeighedLot, 'marketId' | 'weighedOn' | 'paidOn'>,
  calendars: MarketCalendars,
  today: string,
): LotWait {
  return {
    days: lotWaitDays(lot, today, calendars.counterOf(lot.marketId)),
    paid: lot.paidOn !== null,
    promiseDays: calendars.promiseOn(lot.marketId, lot.weighedOn),
  };
}

/** The distinct markets of some lots (the calendars to read). */
export const marketsOf = (lots: readonly { marketId: string }[]) => [...new Set(lots.map((l) => l.marketId))];
