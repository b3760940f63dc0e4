import { EXPORT_REPORT_JOB, RENDER_DOCUMENT_JOB, renderDocumentJobSchema } from '@cocoon/domain';
import type { ReadModelDb } from '@cocoon/projectors';
import { waitForProjections } from '@cocoon/projectors';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import { renderFarmerPaymentReceiptsDocument } from '../accounts/payment-receipt-documents.js';
import { renderReelerReceiptsDocument } from '../accounts/reeler-receipt-documents.js';
import {
  renderAuctionTokensDocument,
  renderFarmerBillsDocument,
  renderInwardTokensDocument,
  renderReelerInvoicesDocument,
} from '../billing/billing-documents.js';
import { renderCocoonDefectListDocument } from '../masters/cocoon-defect-list-document.js';
import { processReportExport } from '../reports/export-job.js';
import { createDocumentCoder } from './document-codes.js';
import type { DocumentSigningKey } from './document-signing.js';
import type { DocumentRenderers } from './renderers.js';
import { markDocumentFailed, saveRenderedDocument } from './store.js';

export const defaultDocumentRenderers: DocumentRenderers = {
  'cocoon-defect-list': renderCocoonDefectListDocument,
  'inward-token': renderInwardTokensDocument,
  'auction-token': renderAuctionTokensDocument,
  'farmer-bill': renderFarmerBillsDocument,
  'reeler-invoice': renderReelerInvoicesDocument,
  'farmer-payment-receipt': renderFarmerPaymentReceiptsDocument,
  'reeler-receipt': renderReelerReceiptsDocument,
};

export interface DocumentJobResult {
  documentId: string;
  fileName: string;
  sizeBytes: number;
}

export interface DocumentProcessorDeps {
  db: ReadModelDb;
  logger: Logger;
  /** Replaces renderers by kind; tests use it to make rendering fail. */
  renderers?: Partial<DocumentRenderers>;
  now?: () => Date;
  /** Signs every printed record's code (issue 26); without it records print with no QR (development only). */
  signing?: DocumentSigning;
}

export interface DocumentSigning {
  key: DocumentSigningKey;
  /** The app's public address; the QR opens its verify page. */
  publicBaseUrl: string;
}

/** BullMQ retries unless attempts are used up; mirrors its own check so the last failure is recorded once. */
export function isFinalAttempt(job: Job, error: unknown): boolean {
  if (error instanceof UnrecoverableError) return true;
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The document id and kind of a job whose payload is otherwise invalid, when they can be salvaged. */
export function salvageIdentity(data: unknown): { documentId: string; kind: string } | undefined {
  const parsed = z.object({ documentId: z.uuid(), kind: z.unknown() }).safeParse(data);
  if (!parsed.success) return undefined;
  const { documentId, kind } = parsed.data;
  return { documentId, kind: typeof kind === 'string' && kind !== '' ? kind : 'unknown' };
}

export function createDocumentProcessor(
  deps: DocumentProcessorDeps,
): (job: Job) => Promise<DocumentJobResult> {
  const renderers: DocumentRenderers = { ...defaultDocumentRenderers, ...deps.renderers };
  const now = deps.now ?? (() => new Date());
  const coder = deps.signing ? createDocumentCoder({ db: deps.db, ...deps.signing, now }) : undefined;

  return async (job) => {
    const logger = deps.logger.child({ jobId: job.id, jobName: job.name, attempt: job.attemptsMade + 1 });
    // Report exports share this queue and worker; their job has its own payload (workers/src/reports/).
    if (job.name === EXPORT_REPORT_JOB) return processReportExport(job, { db: deps.db, logger });

    const parsed = renderDocumentJobSchema.safeParse(job.data);
    if (job.name !== RENDER_DOCUMENT_JOB || !parsed.success) {
      // Retrying cannot fix a malformed payload; fail at once, and record it when the id is usable.
      const reason =
        job.name !== RENDER_DOCUMENT_JOB
          ? `Unknown job name "${job.name}"`
          : `Invalid job payload: ${z.prettifyError(parsed.error!).replaceAll('\n', ' ')}`;
      const identity = salvageIdentity(job.data);
      if (identity) {
        await markDocumentFailed(deps.db, {
          ...identity,
          error: reason,
          attempts: job.attemptsMade + 1,
          failedAt: now(),
        });
      }
      logger.error({ reason }, 'document job rejected');
      throw new UnrecoverableError(reason);
    }

    const payload = parsed.data;
    const startedAt = now();
    try {
      if (
        payload.afterPosition &&
        !(await waitForProjections(deps.db, payload.afterPosition, { timeoutMs: 30_000 }))
      ) {
        throw new Error('The read models have not caught up with the request yet');
      }
      const rendered = await renderers[payload.kind](payload, {
        db: deps.db,
        now: startedAt,
        ...(coder ? { coder } : {}),
        onProgress: (percent) => {
          job
            .updateProgress(percent)
            .catch((error: unknown) => logger.warn({ err: error }, 'progress not recorded'));
        },
      });
      await saveRenderedDocument(deps.db, {
        documentId: payload.documentId,
        kind: payload.kind,
        ...rendered,
        attempts: job.attemptsMade + 1,
        renderedAt: startedAt,
      });
      logger.info(
        { documentId: payload.documentId, kind: payload.kind, sizeBytes: rendered.content.length },
        'document rendered',
      );
      return {
        documentId: payload.documentId,
        fileName: rendered.fileName,
        sizeBytes: rendered.content.length,
      };
    } catch (error) {
      const final = isFinalAttempt(job, error);
      logger.warn({ err: error, documentId: payload.documentId, final }, 'document rendering failed');
      if (final) {
        await markDocumentFailed(deps.db, {
          documentId: payload.documentId,
          kind: payload.kind,
          error: errorMessage(error),
          attempts: job.attemptsMade + 1,
          failedAt: now(),
        });
      }
      throw error;
    }
  };
}
