import type { ReportParameters, ReportRow } from '@cocoon/domain';
import { sql } from 'kysely';
import type { ReportQuery, ReportQueryContext } from '../report-query.js';
import {
  drillOf,
  type FigureRecord,
  figureCells,
  figureSelections,
  lotsInPeriod,
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
  return { rows: await dateWiseRows(ctx, params, from, to) };
};
