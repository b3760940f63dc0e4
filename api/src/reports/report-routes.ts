import { PassThrough } from 'node:stream';
import {
  ConflictError,
  REPORTS,
  type ReportAnswer,
  type ReportDefinition,
  reportAnswerSchema,
  reportPageOf,
  reportPagingSchema,
} from '@cocoon/domain';
import { REPORT_QUERIES, runReport, streamReport } from '@cocoon/projectors';
import {
  isStreamedFormat,
  renderReportFile,
  reportFileHead,
  type StreamedReportFormat,
  writeReportFile,
} from '@cocoon/workers';
import type { Context } from 'koa';
import { today } from '../auction/access.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import {
  callerScope,
  documentedQuery,
  formatSchema,
  marketLabel,
  reportParameters,
} from './report-access.js';

/** Definitions with a query: the ones mounted. A definition without one is not mounted (no fake answers). */
export const mountedReports = (): ReportDefinition[] => REPORTS.filter((r) => REPORT_QUERIES[r.id]);

export const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

/** The caller's report request: parameters checked against their scope, and the query context of the request. */
async function reportRequest(deps: AppDeps, ctx: Context, definition: ReportDefinition) {
  const scope = callerScope(ctx);
  const params = await reportParameters(deps.db, scope, definition, ctx.query);
  const now = deps.clock();
  return { params, scope, query: { db: deps.db, scope, today: today(now), now } };
}

/**
 * A CSV or workbook written to the response as the rows come from the report's cursor (issue 28): memory holds a
 * batch of rows whatever the size, so these have no row limit. The headers wait for the first statement (the
 * count and totals), so a refused or failed report still answers its error; a failure after that ends the
 * download short (the browser reports it failed).
 */
async function streamFile(
  deps: AppDeps,
  ctx: Context,
  definition: ReportDefinition,
  format: StreamedReportFormat,
) {
  const { params, scope, query } = await reportRequest(deps, ctx, definition);
  const meta = {
    market: await marketLabel(deps.db, scope, params.marketId),
    requestedBy: ctx.state.user.userName,
    generatedAt: deps.clock(),
    landscape: definition.landscape ?? false,
  };
  const body = new PassThrough();
  let started: (head: ReportAnswer) => void = () => {};
  const headKnown = new Promise<ReportAnswer>((resolve) => {
    started = resolve;
  });
  const written = streamReport(definition, query, params, async (head, rows) => {
    started(head);
    await writeReportFile(head, rows, format, meta, body);
  });
  const head = await Promise.race([headKnown, written.then(() => headKnown)]);
  written.catch((error: unknown) => {
    deps.logger.warn({ err: error, reportId: definition.id }, 'report file ended short');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const file = reportFileHead(head, format);
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', contentDisposition(file.fileName));
  ctx.body = body;
}

/** The report's columns as the OpenAPI document lists them: key, header (with unit), type, and how it totals. */
function columnsDescription(definition: ReportDefinition): string {
  const lines = definition.columns
    .filter((c) => !c.hidden)
    .map((c) => `- \`${c.key}\`: ${c.header} (${c.type}${c.total ? `, total: ${c.total}` : ''})`);
  return `Columns of \`rows\` and \`totals\`:\n${lines.join('\n')}`;
}

function reportRoute(deps: AppDeps, definition: ReportDefinition): RouteSpec {
  return {
    method: 'get',
    path: `/${definition.call}`,
    summary: `${definition.title}: ${definition.purpose} Money in paise, weights in grams; page=&pageSize= answers one page (rowCount, totals of every row); format=csv|xlsx|pdf answers the file (CSV and Excel streamed).`,
    description: columnsDescription(definition),
    tag: 'reports',
    permission: definition.permission,
    query: documentedQuery(definition),
    response: reportAnswerSchema,
    responses: {
      409: 'Too many rows for a PDF in the request (CSV and Excel stream any size): use POST /api/Reports/Export',
    },
    readsOwnWrites: true,
    async handler(ctx) {
      const { format } = parseInput(formatSchema, { format: ctx.query.format });
      if (format && format !== 'json' && isStreamedFormat(format)) {
        await streamFile(deps, ctx, definition, format);
        return;
      }
      const page = reportPageOf(
        parseInput(reportPagingSchema, { page: ctx.query.page, pageSize: ctx.query.pageSize }),
      );
      const { params, scope, query } = await reportRequest(deps, ctx, definition);
      if (!format || format === 'json') {
        ctx.body = await runReport(definition, query, params, page);
        return;
      }
      // A PDF is laid out from the whole answer in the request: above the limit it is made by the export job.
      const answer = await runReport(definition, query, params);
      if (answer.rows.length > deps.config.REPORT_DIRECT_EXPORT_MAX_ROWS)
        throw new ConflictError(
          `This report has ${answer.rows.length} rows: export it as a job (POST /api/Reports/Export)`,
        );
      const file = await renderReportFile(answer, format, {
        market: await marketLabel(deps.db, scope, params.marketId),
        requestedBy: ctx.state.user.userName,
        generatedAt: deps.clock(),
        landscape: definition.landscape ?? false,
      });
      ctx.type = file.contentType;
      ctx.set('Content-Disposition', contentDisposition(file.fileName));
      ctx.body = file.content;
    },
  };
}

/** `GET /api/<call>` for every report definition that has a query (issue 13, "One report machine"). */
export function reportRoutes(deps: AppDeps): RouteSpec[] {
  return mountedReports().map((definition) => reportRoute(deps, definition));
}
