import type { SettingValue } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReadModelDb } from '../runtime/types.js';

export interface SettingHistoryRow extends SettingValue {
  setBy: string | null;
  setAt: Date;
}

/** Every value of one setting (or all), newest effective date first: the settings screen and valueInForce use it. */
export async function listSettingValues(db: ReadModelDb, key?: string): Promise<SettingHistoryRow[]> {
  let query = db
    .withSchema('read')
    .selectFrom('market_settings')
    .select([
      'key',
      sql<number>`value::int`.as('value'),
      sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effectiveFrom'),
      sql<string | null>`market_id::text`.as('marketId'),
      'set_by as setBy',
      'set_at as setAt',
    ])
    .orderBy('key')
    .orderBy('effective_from', 'desc')
    .orderBy('set_at', 'desc');
  if (key) query = query.where('key', '=', key);
  const rows = await query.execute();
  // A correction on the same day (same key, market and date) supersedes the earlier value: keep the newest.
  const seen = new Set<string>();
  return rows.filter((row) => {
    const id = `${row.key}|${row.marketId ?? '*'}|${row.effectiveFrom}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
