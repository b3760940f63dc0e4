import { averageRatePaise, type SummaryLine } from '@cocoon/domain';
import { sql } from 'kysely';
import { exactInt, exactIntOrNull } from '../../shared/exact-paise.js';
import { reportLotsSql } from '../drill/report-lots.js';
import { sqlReport } from '../report-rows.js';

/**
 * The lot register (spec section 7, CocoonAuction/LotRegister): every lot of the dates with its farmer, reeler,
 * weight, rate, amount and levy. Its summary counts the whole register of the dates (the status filter narrows
 * the rows shown, not the day's figures): lots inwarded, sold and not sold, and the per-kg rates of the sold
 * lots — min and max over rates, the average weighted by weight (money-and-reports.md). The summary is one
 * aggregate in the database; the rows are paged and streamed by the report machine.
 */
export const lotRegisterQuery = sqlReport(async (ctx, params) => {
  const register = reportLotsSql(ctx, { ...params, status: undefined });
  const { rows } = await sql<Record<string, string | number | null>>`
    select count(*) as lots,
      count(*) filter (where r.status = 'Sold') as sold,
      min(r."ratePaise") filter (where r.status = 'Sold') as min_rate,
      max(r."ratePaise") filter (where r.status = 'Sold') as max_rate,
      coalesce(sum(r."amountPaise") filter (where r.status = 'Sold'), 0) as amount,
      coalesce(sum(r."netGrams") filter (where r.status = 'Sold'), 0) as grams
    from (${register.select}) r`.execute(ctx.db);
  const s = rows[0] ?? {};
  const lots = exactInt(s.lots);
  const sold = exactInt(s.sold);
  const summary: SummaryLine[] = [
    { label: 'Lots inwarded', value: lots, type: 'count' },
    { label: 'Lots sold', value: sold, type: 'count' },
    { label: 'Lots not sold', value: lots - sold, type: 'count' },
    { label: 'Min rate (Rs/kg)', value: exactIntOrNull(s.min_rate), type: 'ratePerKg' },
    { label: 'Max rate (Rs/kg)', value: exactIntOrNull(s.max_rate), type: 'ratePerKg' },
    {
      label: 'Average rate (Rs/kg)',
      value: averageRatePaise(exactInt(s.amount), exactInt(s.grams)),
      type: 'ratePerKg',
    },
  ];
  return { ...reportLotsSql(ctx, params), summary };
});
