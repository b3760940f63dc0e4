import {
  accountingYearMonths,
  accountingYearPeriod,
  currentAccountingYear,
  MONTH_WISE_LEVY,
  monthEnd,
  type ReportRow,
  shortMonthLabel,
} from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import type { ReportQuery } from '../report-query.js';
import { drillOf, type FigureRecord, figureCells, onlyColumns } from '../reports-menu/lot-figures.js';

/**
 * CocoonAuction/MonthWiseLevy: the twelve months of an accounting year, April to March, always twelve rows (a
 * month without sales reads zero); the current financial year of today unless one is asked for. A year of every
 * market is ~15 lakh lots: it reads the summary's market days (docs/measurements.md "Reports at scale": 3.2 s from
 * `auction_lots`), the same figures the days' lots add up to (tested against the date-wise levy).
 */
export const monthWiseLevy: ReportQuery = async (ctx, params) => {
  const accountingYear = params.accountingYear ?? currentAccountingYear(ctx.today);
  const { from, to } = accountingYearPeriod(accountingYear);
  let days = ctx.db
    .withSchema('read')
    .selectFrom('report_market_days as d')
    .where(scopeFilter(ctx.scope, 'd.branch_id'))
    .where(sql<boolean>`d.market_date between ${from}::date and ${to}::date`);
  if (params.marketId) days = days.where('d.branch_id', '=', params.marketId);
  const found = await days
    .select([
      sql<string>`to_char(d.market_date, 'YYYY-MM')`.as('month'),
      sql<string>`coalesce(sum(d.lots_inwarded), 0)`.as('lots_inwarded'),
      sql<string>`coalesce(sum(d.lots_sold), 0)`.as('lots'),
      sql<string>`coalesce(sum(d.sold_grams), 0)`.as('grams'),
      sql<string>`coalesce(sum(d.amount_paise), 0)`.as('amount'),
      sql<string>`coalesce(sum(d.farmer_levy_paise), 0)`.as('farmer_levy'),
      sql<string>`coalesce(sum(d.reeler_levy_paise), 0)`.as('reeler_levy'),
      sql<string>`coalesce(sum(d.farmer_net_paise), 0)`.as('farmer_net'),
      sql<string>`coalesce(sum(d.reeler_payable_paise), 0)`.as('reeler_payable'),
      sql<number | null>`min(d.min_rate_paise)`.as('min_rate'),
      sql<number | null>`max(d.max_rate_paise)`.as('max_rate'),
    ])
    .groupBy(sql`to_char(d.market_date, 'YYYY-MM')`)
    .execute();
  const byMonth = new Map(found.map((r) => [r.month, r]));
  const zero: FigureRecord = {
    lots_inwarded: '0',
    lots: '0',
    grams: '0',
    amount: '0',
    farmer_levy: '0',
    reeler_levy: '0',
    farmer_net: '0',
    reeler_payable: '0',
    min_rate: null,
    max_rate: null,
  };
  const rows: ReportRow[] = accountingYearMonths(accountingYear).map((month) =>
    onlyColumns(
      MONTH_WISE_LEVY,
      {
        monthKey: month,
        month: shortMonthLabel(month),
        ...figureCells((byMonth.get(month) as FigureRecord | undefined) ?? zero),
      },
      drillOf(params, `${month}-01`, monthEnd(month)),
    ),
  );
  return { rows, resolved: { accountingYear } };
};
