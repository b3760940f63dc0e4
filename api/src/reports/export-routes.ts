import { randomUUID } from 'node:crypto';
import {
  can,
  exportReportCommand,
  exportStateSchema,
  ForbiddenError,
  NotFoundError,
  type Scope,
} from '@cocoon/domain';
import {
  EXPORT_DOCUMENT_KIND,
  EXPORT_REPORT_JOB,
  type ExportReportJob,
  exportJobId,
  exportReportJobOptions,
  exportReportJobSchema,
  getDocumentFile,
  getDocumentStatus,
  REPORT_FILE_MEDIA_TYPES,
} from '@cocoon/workers';
import type { Context } from 'koa';
import { z } from 'zod';
import { commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import { waitForOwnWrites } from '../http/read-your-writes.js';
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
async function mayRead(deps: AppDeps, ctx: Context, data: ExportReportJob): Promise<boolean> {
  const scope: Scope = callerScope(ctx);
  if (data.marketId) return branchInScope(deps.db, scope, data.marketId);
  return data.requestedBy === ctx.state.user.userName;
}

export function exportRoutes(deps: AppDeps): RouteSpec[] {
  async function exportOf(ctx: Context) {
    const { id } = parseInput(idParams, ctx.params);
    const job = await deps.documentsQueue.getJob(exportJobId(id));
    const parsed = exportReportJobSchema.safeParse(job?.data);
    if (!job || !parsed.success || !(await mayRead(deps, ctx, parsed.data)))
      throw new NotFoundError('Export not found');
    const definition = mountedReports().find((r) => r.id === parsed.data.reportId);
    if (!definition || !can(ctx.state.user.userType, definition.permission)) throw new ForbiddenError();
    return { id, job, data: parsed.data };
  }

  return [
    commandRoute(deps, exportReportCommand, async ({ input, ctx }) => {
      const definition = mountedReports().find((r) => r.call === input.call.replace(/^\/+/, ''));
      if (!definition) throw new NotFoundError('Report not found');
      if (!can(ctx.state.user.userType, definition.permission)) throw new ForbiddenError();
      const scope = callerScope(ctx);
      const params = await reportParameters(deps.db, scope, definition, input.query);
      await waitForOwnWrites(deps, ctx);
      return async () => {
        const exportId = randomUUID();
        const marketId = params.marketId ?? (scope.kind === 'branch' ? scope.branchId : null);
        const data: ExportReportJob = {
          documentId: exportId,
          kind: EXPORT_DOCUMENT_KIND,
          reportId: definition.id,
          format: input.format,
          params: Object.fromEntries(
            Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
          ) as Record<string, string | number>,
          scope,
          marketId,
          market: await marketLabel(deps.db, scope, params.marketId),
          requestedBy: ctx.state.user.userName,
          requestedAt: deps.clock().toISOString(),
        };
        await deps.documentsQueue.add(EXPORT_REPORT_JOB, data, {
          ...exportReportJobOptions,
          jobId: exportJobId(exportId),
        });
        return { message: 'Export queued', exportId };
      };
    }),
    {
      method: 'get',
      path: '/Reports/Export/:id',
      summary: "A report export's status and progress (0-100): queued, running, ready or failed",
      tag,
      permission: 'reports.view',
      params: idParams,
      response: exportStateSchema,
      async handler(ctx) {
        const { id, job, data } = await exportOf(ctx);
        const stored = await getDocumentStatus(deps.db, id);
        const base = { exportId: id, reportId: data.reportId, format: data.format };
        if (stored?.status === 'ready') {
          ctx.body = {
            ...base,
            status: 'ready',
            progress: 100,
            fileName: stored.fileName ?? undefined,
            sizeBytes: stored.sizeBytes ?? undefined,
          };
          return;
        }
        const state = await job.getState();
        const progress = typeof job.progress === 'number' ? Math.round(job.progress) : 0;
        if (stored?.status === 'failed' || state === 'failed') {
          ctx.body = { ...base, status: 'failed', progress, error: stored?.error ?? job.failedReason };
          return;
        }
        ctx.body = { ...base, status: state === 'active' ? 'running' : 'queued', progress };
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
