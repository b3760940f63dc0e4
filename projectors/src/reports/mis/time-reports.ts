import {
  accountingYearMonths,
  accountingYearPeriod,
  currentAccountingYear,
  datesBetween,
  monthEnd,
  type ReportRow,
} from '@cocoon/domain';
import { sql } from 'kysely';
import { scopeFilter } from '../../masters/offices/scope-filter.js';
import { exactInt, exactPaise } from '../../shared/exact-paise.js';
import type { ReportQuery } from '../report-query.js';
import { marketMonths } from './mis-data.js';
import { addFigures, averageRate, figuresBetween, NO_FIGURES, salesCells } from './mis-figures.js';
import { monthOf } from './mis-periods.js';
import { leaf } from './mis-rows.js';

/** CocoonSalesCumulative: each month of a financial year (April first) with the running year total. */
export const cocoonSalesCumulative: ReportQuery = async (ctx, params) => {
  const accountingYear = params.accountingYear ?? currentAccountingYear(ctx.today);
  const grouped = await marketMonths(ctx, params, accountingYearPeriod(accountingYear));
  // A month not yet begun has no row: its running total would only repeat the last one.
  const months = accountingYearMonths(accountingYear).filter((m) => m <= ctx.today.slice(0, 7));
  let running = NO_FIGURES;
  const rows: ReportRow[] = months.map((month) => {
    let f = NO_FIGURES;
    for (const g of grouped.values()) f = addFigures(f, figuresBetween(g.months, month, month));
    running = addFigures(running, f);
    return leaf(
      {
        month,
        lots: f.lotsSold,
        ...salesCells('during', f),
        cumulativeGrams: running.soldGrams,
        cumulativeValue: running.amountPaise,
        cumulativeAvg: averageRate(running),
      },
      {
        from: `${month}-01`,
        to: monthEnd(month),
        status: 'sold',
        ...(params.marketId ? { marketId: params.marketId } : {}),
        ...(params.cocoonTypeId ? { cocoonTypeId: params.cocoonTypeId } : {}),
      },
    );
  });
  return { rows, resolved: { accountingYear } };
};

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The same calendar day a year earlier; 29 February has none (null). */
function sameDayLastYear(date: string): string | null {
  const candidate = `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
  const parsed = new Date(`${candidate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === candidate
    ? candidate
    : null;
}

/**
 * DailyCocooArrival: each day of the month (up to today) with its arrival, the day before, the same day last
 * year, and the month to date this year and last (money-and-reports.md, "MIS conventions").
 */
export const dailyCocoonArrival: ReportQuery = async (ctx, params) => {
  const month = monthOf(params);
  const first = `${month}-01`;
  const last = monthEnd(month) < ctx.today ? monthEnd(month) : ctx.today;
  const lastYearMonth = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  const day = sql<string>`to_char(d.market_date, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .withSchema('read')
    .selectFrom('report_market_days as d')
    .where(
      sql<boolean>`(d.market_date between ${shiftDays(first, -1)}::date and ${monthEnd(month)}::date
        or d.market_date between ${`${lastYearMonth}-01`}::date and ${monthEnd(lastYearMonth)}::date)`,
    )
    .where(scopeFilter(ctx.scope, 'd.branch_id'))
    .$if(params.marketId !== undefined, (q) => q.where('d.branch_id', '=', params.marketId as string))
    .$if(params.cocoonTypeId !== undefined, (q) =>
      q.where('d.cocoon_type_id', '=', params.cocoonTypeId as string),
    )
    .select([
      day.as('date'),
      sql<string>`sum(d.lots_inwarded)`.as('lots'),
      sql<string>`sum(d.inward_grams)`.as('inward_grams'),
      sql<string>`sum(d.sold_grams)`.as('sold_grams'),
      sql<string>`sum(d.amount_paise)`.as('amount_paise'),
    ])
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [r.date, r]));
  const arrival = (date: string | null) => (date ? exactInt(byDay.get(date)?.inward_grams) : 0);
  if (first > last) return { rows: [] };
  let monthToDate = 0;
  let lastYearToDate = 0;
  const out: ReportRow[] = datesBetween(first, last).map((date) => {
    const r = byDay.get(date);
    const lastYear = sameDayLastYear(date);
    monthToDate += arrival(date);
    lastYearToDate += arrival(lastYear);
    const soldGrams = exactInt(r?.sold_grams);
    const amountPaise = exactPaise(r?.amount_paise);
    return leaf(
      {
        date,
        lots: exactInt(r?.lots),
        arrivalGrams: arrival(date),
        previousDayGrams: arrival(shiftDays(date, -1)),
        lastYearGrams: lastYear ? arrival(lastYear) : null,
        monthToDateGrams: monthToDate,
        lastYearMonthToDateGrams: lastYearToDate,
        soldGrams,
        amountPaise,
        avgRatePaise: averageRate({ soldGrams, amountPaise }),
      },
      {
        from: date,
        to: date,
        ...(params.marketId ? { marketId: params.marketId } : {}),
        ...(params.cocoonTypeId ? { cocoonTypeId: params.cocoonTypeId } : {}),
      },
    );
  });
  return { rows: out };
};
