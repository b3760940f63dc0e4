import { randomUUID } from 'node:crypto';
import {
  type Action,
  ConflictError,
  can,
  type DocumentKind,
  documentEventSchema,
  documentIdParamsSchema,
  documentRequest,
  documentStateSchema,
  documentStream,
  EXPORT_DOCUMENT_KIND,
  ForbiddenError,
  isPrintKind,
  NotFoundError,
  RENDER_DOCUMENT_JOB,
  requestDocumentCommand,
  retryDocumentCommand,
  scopeOf,
} from '@cocoon/domain';
import { findDocumentRequest, jobIdFor } from '@cocoon/projectors';
import { clearDocumentFailure, getDocumentFile, getDocumentStatus } from '@cocoon/workers';
import type { Context } from 'koa';
import { actionRoute, commandRoute } from '../commands/command-route.js';
import type { AppDeps } from '../http/context.js';
import type { RouteSpec } from '../http/routes.js';
import { parseInput } from '../http/validate.js';
import { branchInScope } from '../masters/customers/access.js';
import { preparePrint } from './print-requests.js';
import { renderStateOf } from './render-state.js';

/** Who may print what: a document shows the same data as the screen it is printed from. */
export const DOCUMENT_PERMISSION: Record<DocumentKind, Action> = {
  'cocoon-defect-list': 'masters.cocoon-defect',
  'inward-token': 'billing.print',
  'auction-token': 'billing.print',
  'farmer-bill': 'billing.print',
  'reeler-invoice': 'billing.print',
  // The cashier who pays prints the receipt the farmer signs.
  'farmer-payment-receipt': 'accounts.farmer-payment',
  // Whoever takes a reeler's money (and lists the receipts) prints the receipt handed over.
  'reeler-receipt': 'accounts.reeler-receipt',
};

const idParams = documentIdParamsSchema;

export function documentRoutes(deps: AppDeps): RouteSpec[] {
  async function requestedDocument(ctx: Context) {
    const { id } = parseInput(idParams, ctx.params);
    const request = await findDocumentRequest(deps.db, id);
    // A report export is read at /Reports/Export/:id, by the report's own rule.
    if (!request || request.kind === EXPORT_DOCUMENT_KIND) throw new NotFoundError('Document not found');
    if (!can(ctx.state.user.userType, DOCUMENT_PERMISSION[request.kind as DocumentKind]))
      throw new ForbiddenError();
    // A market's bills and tokens are read by that market's offices only (and the department's).
    if (request.marketId && !(await branchInScope(deps.db, scopeOf(ctx.state.user), request.marketId)))
      throw new NotFoundError('Document not found');
    return request;
  }

  /** The BullMQ job rendering a request (its id derives from the request's event). */
  const renderJob = (request: { eventId: string }) =>
    deps.documentsQueue.getJob(jobIdFor(RENDER_DOCUMENT_JOB, request.eventId));

  return [
    commandRoute(
      deps,
      requestDocumentCommand,
      async ({ input, ctx }) => {
        const { kind } = input;
        if (!can(ctx.state.user.userType, DOCUMENT_PERMISSION[kind])) throw new ForbiddenError();
        if (isPrintKind(kind)) return preparePrint(deps, ctx, { ...input, kind });
        const documentId = randomUUID();
        const command = {
          type: 'RequestDocument' as const,
          data: {
            documentId,
            kind,
            requestedBy: ctx.state.user.userName,
            requestedAt: deps.clock().toISOString(),
          },
        };
        return async (run) => {
          const { events } = await run.decide({
            stream: documentStream(documentId),
            decider: documentRequest,
            eventSchema: documentEventSchema,
            command,
            marketId: run.actor.marketId,
          });
          return { message: 'Document requested', documentId: events[0]?.data.documentId ?? documentId };
        };
      },
      { readsOwnWrites: true },
    ),
    {
      method: 'get',
      path: '/documents/:id',
      response: documentStateSchema,
      summary: 'Status of a requested document: queued, rendering, ready or failed',
      tag: 'documents',
      permission: 'authenticated',
      params: idParams,
      readsOwnWrites: true,
      async handler(ctx) {
        const request = await requestedDocument(ctx);
        const state = await renderStateOf(deps, request);
        const base = { documentId: request.documentId, kind: request.kind, requestedAt: request.requestedAt };
        if (state.status === 'ready') {
          ctx.body = { ...base, status: 'ready', fileName: state.fileName, sizeBytes: state.sizeBytes };
          return;
        }
        ctx.body = {
          ...base,
          // A print's word for a job under way.
          status: state.status === 'running' ? 'rendering' : state.status,
          attempts: state.attempts,
          progress: state.progress,
          ...(state.error ? { error: state.error } : {}),
        };
      },
    },
    actionRoute(
      retryDocumentCommand,
      async ({ ctx }) => {
        const request = await requestedDocument(ctx);
        const stored = await getDocumentStatus(deps.db, request.documentId);
        if (stored?.status === 'ready') throw new ConflictError('The document is ready: download it');
        const job = await renderJob(request);
        if (!job || (await job.getState()) !== 'failed') {
          throw new ConflictError('The document is still being rendered');
        }
        await clearDocumentFailure(deps.db, request.documentId);
        await job.retry('failed');
        return { result: 'Success' as const, message: 'Rendering again', documentId: request.documentId };
      },
      { readsOwnWrites: true },
    ),
    {
      method: 'get',
      path: '/documents/:id/file',
      answerFile: ['application/pdf'],
      summary: 'Download a rendered document',
      tag: 'documents',
      permission: 'authenticated',
      params: idParams,
      readsOwnWrites: true,
      async handler(ctx) {
        const request = await requestedDocument(ctx);
        const file = await getDocumentFile(deps.db, request.documentId);
        if (!file) throw new NotFoundError('The document is not ready yet');
        ctx.type = file.contentType;
        ctx.set('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`);
        ctx.body = file.content;
      },
    },
  ];
}
