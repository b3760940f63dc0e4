import {
  type ReportAnswer,
  type ReportColumn,
  type ReportDefinition,
  type ReportParameters,
  reportTotals,
} from '@cocoon/domain';
import { type ReportQueryContext, readReport } from '@cocoon/projectors';

/**
 * The columns a person sees: hidden ones (a lot's id, which the drill-down needs) are left out of the answer's
 * `columns` and `totals`, and so out of every export; their cells stay in the rows for links.
 */
export function visibleColumns(definition: ReportDefinition): ReportColumn[] {
  return definition.columns
    .filter((c) => !c.hidden)
    .map((c) => ({
      key: c.key,
      header: c.header,
      type: c.type,
      total: c.total,
      ...(c.link ? { link: c.link } : {}),
    }));
}

/** The query-string values a report was asked with, as the answer shows them (strings and numbers only). */
function shownParameters(params: ReportParameters): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params))
    if (typeof value === 'string' || typeof value === 'number') shown[key] = value;
  return shown;
}

/**
 * One report answered (issue 13's shape): the query's rows, the totals the machine computes from them (a summed
 * total is the exact sum of the rows), the summary and chart. The same function answers the screen, the direct
 * exports and the export job, so a file always holds what the screen shows.
 */
export async function runReport(
  definition: ReportDefinition,
  ctx: ReportQueryContext,
  params: ReportParameters,
): Promise<ReportAnswer> {
  const result = await readReport(definition.id, ctx, params);
  const columns = visibleColumns(definition);
  const visible = new Set(columns.map((c) => c.key));
  const allTotals = reportTotals(definition.columns, result.rows);
  const totals = Object.fromEntries(Object.entries(allTotals).filter(([key]) => visible.has(key)));
  return {
    result: 'Success',
    id: definition.id,
    title: definition.title,
    parameters: { ...shownParameters(params), ...result.resolved },
    columns,
    rows: result.rows,
    totals,
    summary: result.summary ?? [],
    chart: definition.chart ?? null,
  };
}
