import { averageRatePaise, type SummaryLine } from '@cocoon/domain';
import { sql } from 'kysely';
import { exactInt, exactIntOrNull } from '../../shared/exact-paise.js';
import { reportLotsSql } from '../drill/report-lots.js';
import { readAggregates, type SummaryFigures, sqlReport } from '../report-rows.js';

/** The register's figures over its lots `r`: lots inwarded and sold, the rates of the sold lots. */
const REGISTER_FIGURES: SummaryFigures = {
  selections: {
    lots: sql`count(*)`,
    sold: sql`count(*) filter (where r.status = 'Sold')`,
    minRate: sql`min(r."ratePaise") filter (where r.status = 'Sold')`,
    maxRate: sql`max(r."ratePaise") filter (where r.status = 'Sold')`,
    amount: sql`coalesce(sum(r."amountPaise") filter (where r.status = 'Sold'), 0)`,
    grams: sql`coalesce(sum(r."netGrams") filter (where r.status = 'Sold'), 0)`,
  },
  lines: (s) => {
    const figure = (name: string) => s[name] as string | number | null;
    const lots = exactInt(figure('lots'));
    const sold = exactInt(figure('sold'));
    return [
      { label: 'Lots inwarded', value: lots, type: 'count' },
      { label: 'Lots sold', value: sold, type: 'count' },
      { label: 'Lots not sold', value: lots - sold, type: 'count' },
      { label: 'Min rate (Rs/kg)', value: exactIntOrNull(figure('minRate')), type: 'ratePerKg' },
      { label: 'Max rate (Rs/kg)', value: exactIntOrNull(figure('maxRate')), type: 'ratePerKg' },
      {
        label: 'Average rate (Rs/kg)',
        value: averageRatePaise(exactInt(figure('amount')), exactInt(figure('grams'))),
        type: 'ratePerKg',
      },
    ] satisfies SummaryLine[];
  },
};

/**
 * The lot register (spec section 7, CocoonAuction/LotRegister): every lot of the dates with its farmer, reeler,
 * weight, rate, amount and levy. Its summary counts the whole register of the dates (the status filter narrows
 * the rows shown, not the day's figures): lots inwarded, sold and not sold, and the per-kg rates of the sold
 * lots — min and max over rates, the average weighted by weight (money-and-reports.md). Without a status filter
 * the summary is computed with the totals, over the same lots; with one, over the whole register apart.
 */
export const lotRegisterQuery = sqlReport(async (ctx, params) => {
  const rows = reportLotsSql(ctx, params);
  if (!params.status || params.status === 'all') return { ...rows, summaryFigures: REGISTER_FIGURES };
  const register = {
    ...reportLotsSql(ctx, { ...params, status: undefined }),
    summaryFigures: REGISTER_FIGURES,
  };
  return { ...rows, summary: (await readAggregates(ctx.db, register, [])).summary };
});
