import {
  can,
  documentEventSchema,
  documentRequest,
  documentStream,
  EXPORT_DOCUMENT_KIND,
  exportReportCommand,
  exportStateSchema,
  ForbiddenError,
  NotFoundError,
  type ReportExportRequest,
  type Scope,
} from '@cocoon/domain';
import { type DocumentRequestRow, findDocumentRequest } from '@cocoon/projectors';
import { getDocumentFile, REPORT_FILE_MEDIA_TYPES } from '@cocoon/workers';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandRoute } from '../commands/command-route.js';
import { renderStateOf } from '../documents/render-state.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { branchInScope } from '../masters/customers/access.js';
import { callerScope, marketLabel, reportParameters } from './report-access.js';
import { contentDisposition, mountedReports } from './report-routes.js';

const tag = 'reports';

const idParams = z.object({ id: z.uuid('Not an export id') });

/**
 * Who may read an export: whoever may run the report and whose scope reaches the market the file is about; an
 * office-wide file (no one market) only by the one who asked. Anyone else is told it does not exist.
 */
async function mayRead(deps: AppDeps, ctx: Context, request: DocumentRequestRow): Promise<boolean> {
  const scope: Scope = callerScope(ctx);
  if (request.marketId) return branchInScope(deps.db, scope, request.marketId);
  return request.requestedBy === ctx.state.user.userName;
}

export function exportRoutes(deps: AppDeps): RouteSpec[] {
  async function exportOf(ctx: Context) {
    const { id } = parseInput(idParams, ctx.params);
    // The request as its event recorded it (read-your-writes: the caller's own request is there).
    const request = await findDocumentRequest(deps.db, id);
    if (request?.kind !== EXPORT_DOCUMENT_KIND || !(await mayRead(deps, ctx, request)))
      throw new NotFoundError('Export not found');
    const definition = mountedReports().find((r) => r.id === request.reportId);
    if (!definition || !can(ctx.state.user.userType, definition.permission)) throw new ForbiddenError();
    return { id, request, reportId: definition.id };
  }

  return [
    commandRoute(
      deps,
      exportReportCommand,
      async ({ input, ctx }) => {
        const definition = mountedReports().find((r) => r.call === input.call.replace(/^\/+/, ''));
        if (!definition) throw new NotFoundError('Report not found');
        if (!can(ctx.state.user.userType, definition.permission)) throw new ForbiddenError();
        const scope = callerScope(ctx);
        const params = await reportParameters(deps.db, scope, definition, input.query);
        const market = await marketLabel(deps.db, scope, params.marketId);
        // The request is an event in the export's own document stream; the documents reactor starts its job
        // (issue 24: every render starts from an event), and the export's status is read as every render's is.
        return async (run) => {
          const exportId = run.newId('report-export');
          const marketId = params.marketId ?? (scope.kind === 'branch' ? scope.branchId : null);
          const request: ReportExportRequest = {
            documentId: exportId,
            kind: EXPORT_DOCUMENT_KIND,
            reportId: definition.id,
            format: input.format,
            params: Object.fromEntries(
              Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
            ) as Record<string, string | number>,
            scope,
            marketId,
            market,
            requestedBy: run.actor.userName,
            requestedAt: run.at.toISOString(),
          };
          await run.decide({
            stream: documentStream(exportId),
            decider: documentRequest,
            eventSchema: documentEventSchema,
            command: { type: 'RequestReportExport', data: request },
            marketId,
          });
          return { message: 'Export queued', exportId };
        };
      },
      { readsOwnWrites: true },
    ),
    {
      method: 'get',
      path: '/Reports/Export/:id',
      summary: "A report export's status and progress (0-100): queued, running, ready or failed",
      tag,
      permission: 'reports.view',
      params: idParams,
      response: exportStateSchema,
      readsOwnWrites: true,
      async handler(ctx) {
        const { id, request, reportId } = await exportOf(ctx);
        const state = await renderStateOf(deps, request);
        ctx.body = {
          exportId: id,
          reportId,
          format: request.reportFormat,
          status: state.status,
          progress: state.progress,
          ...(state.status === 'ready' ? { fileName: state.fileName, sizeBytes: state.sizeBytes } : {}),
          ...(state.status === 'failed' ? { error: state.error } : {}),
        };
      },
    },
    {
      method: 'get',
      path: '/Reports/Export/:id/file',
      answerFile: REPORT_FILE_MEDIA_TYPES,
      summary:
        'Download a finished report export (Content-Disposition names it, e.g. lot-register_2025-04-01_2025-04-30.csv)',
      tag,
      permission: 'reports.view',
      params: idParams,
      readsOwnWrites: true,
      async handler(ctx) {
        const { id } = await exportOf(ctx);
        const file = await getDocumentFile(deps.db, id);
        if (!file) throw new NotFoundError('The export is not ready yet');
        ctx.type = file.contentType;
        ctx.set('Content-Disposition', contentDisposition(file.fileName));
        ctx.body = file.content;
      },
    },
  ];
}
