import {
  ConflictError,
  REPORTS,
  type ReportDefinition,
  type ReportFileFormat,
  reportAnswerSchema,
} from '@cocoon/domain';
import { REPORT_QUERIES, runReport } from '@cocoon/projectors';
import { renderReportFile } from '@cocoon/workers';
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

/**
 * Rows above which a file is not rendered inside the request (config REPORT_DIRECT_EXPORT_MAX_ROWS, 5,000): the
 * caller is told to run the export job (POST /api/Reports/Export), which renders in the workers with progress.
 * A month's register of a big market (~1,000 lots a day) is past it; a day's is well under.
 */

/** Definitions with a query: the ones mounted. A definition without one is not mounted (no fake answers). */
export const mountedReports = (): ReportDefinition[] => REPORTS.filter((r) => REPORT_QUERIES[r.id]);

export const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

/**
 * A report answered for the caller: parameters checked against their scope, the rows read in it (its route waits
 * for the caller's own writes first: readsOwnWrites).
 */
export async function answerReport(deps: AppDeps, ctx: Context, definition: ReportDefinition) {
  const scope = callerScope(ctx);
  const params = await reportParameters(deps.db, scope, definition, ctx.query);
  const now = deps.clock();
  const answer = await runReport(definition, { db: deps.db, scope, today: today(now), now }, params);
  return { answer, params, scope };
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
    summary: `${definition.title}: ${definition.purpose} Money in paise, weights in grams; format=csv|xlsx|pdf answers the file.`,
    description: columnsDescription(definition),
    tag: 'reports',
    permission: definition.permission,
    query: documentedQuery(definition),
    response: reportAnswerSchema,
    responses: {
      409: 'Too many rows for a file in the request: use POST /api/Reports/Export',
    },
    readsOwnWrites: true,
    async handler(ctx) {
      const { format } = parseInput(formatSchema, { format: ctx.query.format });
      const { answer, params, scope } = await answerReport(deps, ctx, definition);
      if (!format || format === 'json') {
        ctx.body = answer;
        return;
      }
      if (answer.rows.length > deps.config.REPORT_DIRECT_EXPORT_MAX_ROWS)
        throw new ConflictError(
          `This report has ${answer.rows.length} rows: export it as a job (POST /api/Reports/Export)`,
        );
      const file = await renderReportFile(answer, format as ReportFileFormat, {
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
