import { DATE_WISE_SUMMARY, type ReportParameters, type ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReportQuery, ReportQueryContext } from '../report-query.js';
import {
  drillOf,
  type FigureRecord,
  figureCells,
  figureSelections,
  lotsInPeriod,
  onlyColumns,
  periodOf,
  withDrill,
} from './lot-figures.js';

/** The sales figures of each market date of a period (dates with no lot are left out). */
export async function dateWiseRows(
  ctx: ReportQueryContext,
  params: ReportParameters,
  from: string,
  to: string,
): Promise<ReportRow[]> {
  const rows = await lotsInPeriod(ctx, params, from, to)
    .select(sql<string>`l.inward_date`.as('date'))
    .select(figureSelections)
    .groupBy('l.inward_date')
    .orderBy('l.inward_date')
    .execute();
  return rows.map((r) =>
    withDrill({ date: r.date, ...figureCells(r as FigureRecord) }, drillOf(params, r.date, r.date)),
  );
}

/** CocoonAuction/DateWiseSummaryReport: the menu's "Date Wise Summary". */
export const dateWiseSummary: ReportQuery = async (ctx, params) => {
  const { from, to } = periodOf(params);
  const rows = await dateWiseRows(ctx, params, from, to);
  return { rows: rows.map((r) => onlyColumns(DATE_WISE_SUMMARY, r, r.drill)) };
};
