import {
  type ReportAnswer,
  type ReportDefinition,
  type ReportParameters,
  reportTotals,
  visibleColumns,
} from '@cocoon/domain';
import { readReport } from './report-queries.js';
import type { ReportQueryContext } from './report-query.js';

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
 * exports and the export job, so a file always holds what the screen shows; it lives beside `readReport` so the
 * api answers JSON without the workers.
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
