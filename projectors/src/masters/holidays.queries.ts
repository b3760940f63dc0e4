import type { HolidayRow } from '@cocoon/domain';
import type { ReadModelDb } from '../runtime/types.js';

/** A market's holidays of a calendar year, by date (the Holiday Master screen). */
export async function listHolidays(db: ReadModelDb, marketId: string, year: number): Promise<HolidayRow[]> {
  const rows = await db
    .withSchema('read')
    .selectFrom('holidays')
    .select(['holiday_date as date', 'name', 'name_tamil as nameTamil', 'source'])
    .where('market_id', '=', marketId)
    .where('holiday_date', '>=', `${year}-01-01`)
    .where('holiday_date', '<=', `${year}-12-31`)
    .orderBy('holiday_date')
    .execute();
  return rows.map((r) => ({ ...r, source: r.source === 'prefill' ? 'prefill' : 'manual' }));
}
