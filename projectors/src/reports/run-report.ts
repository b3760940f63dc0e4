import {
  pageOffset,
  type ReportAnswer,
  type ReportDefinition,
  type ReportPage,
  type ReportParameters,
  type ReportRow,
  reportTotals,
  totalAggregates,
  totalsFromAggregates,
  visibleColumns,
} from '@cocoon/domain';
import { inReportSnapshot, REPORT_QUERIES } from './report-queries.js';
import type { ReportQueryContext, ReportQueryResult } from './report-query.js';
import { readAggregates, readAllRows, readGroupedPage, readPage, streamRows } from './report-rows.js';

/** The query-string values a report was asked with, as the answer shows them (strings and numbers only). */
function shownParameters(params: ReportParameters): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params))
    if (typeof value === 'string' || typeof value === 'number') shown[key] = value;
  return shown;
}

/** What an answer is made of besides its rows: every row's count and totals, the summary, the resolved parameters. */
interface AnswerParts {
  rows: ReportRow[];
  rowCount: number;
  totals: ReturnType<typeof reportTotals>;
  summary: ReportQueryResult['summary'];
  resolved: ReportQueryResult['resolved'];
}

function answerOf(
  definition: ReportDefinition,
  params: ReportParameters,
  parts: AnswerParts,
  page: ReportPage | null,
): ReportAnswer {
  const columns = visibleColumns(definition);
  const visible = new Set(columns.map((c) => c.key));
  return {
    result: 'Success',
    id: definition.id,
    title: definition.title,
    parameters: { ...shownParameters(params), ...parts.resolved },
    columns,
    rows: parts.rows,
    totals: Object.fromEntries(Object.entries(parts.totals).filter(([key]) => visible.has(key))),
    summary: parts.summary ?? [],
    chart: definition.chart ?? null,
    rowCount: parts.rowCount,
    ...(page ? { page: page.page, pageSize: page.pageSize } : {}),
  };
}

const queryOf = (definition: ReportDefinition) => {
  const query = REPORT_QUERIES[definition.id];
  if (!query) throw new Error(`Report ${definition.id} has no query yet`);
  return query;
};

/**
 * The parts of an answer read in one snapshot. A report declared as SQL rows (`sqlReport`) with a page asked for
 * reads that page, and its row count and totals as aggregates in the database: the totals of every row, never of
 * the page. Any other report reads its rows and cuts the page from them.
 */
async function readParts(
  definition: ReportDefinition,
  ctx: ReportQueryContext,
  params: ReportParameters,
  page: ReportPage | null,
): Promise<AnswerParts> {
  const query = queryOf(definition);
  return inReportSnapshot(ctx, async (snapshot) => {
    if (query.rowsSql) {
      const rowsSql = await query.rowsSql(snapshot, params);
      const meta = { summary: rowsSql.summary, resolved: rowsSql.resolved };
      if (!page) {
        const rows = await readAllRows(snapshot.db, rowsSql);
        const summary = rowsSql.summaryFigures
          ? (await readAggregates(snapshot.db, rowsSql, [])).summary
          : rowsSql.summary;
        return {
          ...meta,
          summary,
          rows,
          rowCount: rows.length,
          totals: reportTotals(definition.columns, rows),
        };
      }
      const aggregates = totalAggregates(definition.columns);
      const { all, rows } = rowsSql.grouped
        ? await readGroupedPage(snapshot.db, rowsSql, page, aggregates)
        : await readAggregates(snapshot.db, rowsSql, aggregates).then(async (all) => ({
            all,
            rows: await readPage(snapshot.db, rowsSql, page, all.counted),
          }));
      return {
        ...meta,
        summary: all.summary,
        rows,
        rowCount: all.rowCount,
        totals: totalsFromAggregates(definition.columns, all.values),
      };
    }
    const result = await query(snapshot, params);
    const rows = page ? result.rows.slice(pageOffset(page), pageOffset(page) + page.pageSize) : result.rows;
    return {
      rows,
      rowCount: result.rows.length,
      totals: reportTotals(definition.columns, result.rows),
      summary: result.summary,
      resolved: result.resolved,
    };
  });
}

/**
 * One report answered (issue 13's shape): the query's rows, the totals the machine computes from them (a summed
 * total is the exact sum of the rows), the summary and chart; with `page`, that page's rows and `rowCount`, the
 * totals still of every row (issue 28). The same machine answers the screen, the direct exports and the export
 * job, so a file always holds what the screen shows; it lives beside `readReport` so the api answers JSON without
 * the workers.
 */
export async function runReport(
  definition: ReportDefinition,
  ctx: ReportQueryContext,
  params: ReportParameters,
  page: ReportPage | null = null,
): Promise<ReportAnswer> {
  return answerOf(definition, params, await readParts(definition, ctx, params, page), page);
}

/**
 * A report for a file: `write` gets the answer without its rows (count, totals and summary of every row) and the
 * rows one at a time. A report declared as SQL rows reads them through a cursor, inside the snapshot its totals
 * were read in, so the file's totals row is the sum of its rows and memory holds a batch, not the report.
 */
export async function streamReport<T>(
  definition: ReportDefinition,
  ctx: ReportQueryContext,
  params: ReportParameters,
  write: (head: ReportAnswer, rows: AsyncIterable<ReportRow>) => Promise<T>,
): Promise<T> {
  const query = queryOf(definition);
  if (!query.rowsSql) {
    const answer = await runReport(definition, ctx, params);
    return write(
      { ...answer, rows: [] },
      (async function* () {
        yield* answer.rows;
      })(),
    );
  }
  const rowsQuery = query.rowsSql;
  return inReportSnapshot(ctx, async (snapshot) => {
    const rowsSql = await rowsQuery(snapshot, params);
    const aggregates = totalAggregates(definition.columns);
    const all = await readAggregates(snapshot.db, rowsSql, aggregates);
    const head = answerOf(
      definition,
      params,
      {
        rows: [],
        rowCount: all.rowCount,
        totals: totalsFromAggregates(definition.columns, all.values),
        summary: all.summary,
        resolved: rowsSql.resolved,
      },
      null,
    );
    return write(head, streamRows(snapshot.db, rowsSql));
  });
}
