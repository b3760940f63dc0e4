import {
  accountingYearMonths,
  accountingYearPeriod,
  currentAccountingYear,
  MONTH_WISE_LEVY,
  monthEnd,
  type ReportRow,
} from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReportQuery } from '../report-query.js';
import {
  drillOf,
  type FigureRecord,
  figureCells,
  figureSelections,
  lotsInPeriod,
  onlyColumns,
} from '../reports-menu/lot-figures.js';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/**
 * CocoonAuction/MonthWiseLevy: the twelve months of an accounting year, April to March, always twelve rows (a
 * month without sales reads zero); the current financial year of today unless one is asked for.
 */
export const monthWiseLevy: ReportQuery = async (ctx, params) => {
  const accountingYear = params.accountingYear ?? currentAccountingYear(ctx.today);
  const { from, to } = accountingYearPeriod(accountingYear);
  const found = await lotsInPeriod(ctx, params, from, to)
    .select(sql<string>`substr(l.inward_date, 1, 7)`.as('month'))
    .select(figureSelections)
    .groupBy(sql`substr(l.inward_date, 1, 7)`)
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
        month: monthLabel(month),
        ...figureCells((byMonth.get(month) as FigureRecord | undefined) ?? zero),
      },
      drillOf(params, `${month}-01`, monthEnd(month)),
    ),
  );
  return { rows, resolved: { accountingYear } };
};
