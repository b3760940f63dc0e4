import {
  businessDate,
  EXPORT_DOCUMENT_KIND,
  exportReportJobSchema,
  type ReportParameters,
  reportById,
} from '@cocoon/domain';
import { type ReadModelDb, runReport, waitForProjections } from '@cocoon/projectors';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { markDocumentFailed, saveRenderedDocument } from '../documents/store.js';
import { renderReportFile } from './report-file.js';

/**
 * A large report export (issue 13: "large exports run as a job with a progress bar"). Its request is an event
 * (ReportExportRequested) whose reactor enqueues this job on the documents queue; it rides the documents worker
 * (same retries, same file store, same failure records), and its file is kept in `documents.document_files` under
 * the export's id.
 */
export interface ExportJobDeps {
  db: ReadModelDb;
  logger: Logger;
}

/** Runs the report in the requester's scope, renders the file with progress, stores it. */
export async function processReportExport(job: Job, deps: ExportJobDeps) {
  const parsed = exportReportJobSchema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError('Invalid report export job');
  const data = parsed.data;
  const definition = reportById(data.reportId);
  if (!definition) throw new UnrecoverableError(`Unknown report ${data.reportId}`);
  const progress = (percent: number) => {
    job
      .updateProgress(Math.max(0, Math.min(100, percent)))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'progress not recorded'));
  };
  try {
    if (
      data.afterPosition &&
      !(await waitForProjections(deps.db, data.afterPosition, { timeoutMs: 30_000 }))
    ) {
      throw new Error('The read models have not caught up with the request yet');
    }
    progress(1);
    const now = new Date(data.requestedAt);
    const answer = await runReport(
      definition,
      { db: deps.db, scope: data.scope, today: businessDate(now), now },
      data.params as ReportParameters,
    );
    progress(10);
    const file = await renderReportFile(answer, data.format, {
      market: data.market,
      requestedBy: data.requestedBy,
      generatedAt: now,
      landscape: definition.landscape ?? false,
      // Reading took the first tenth; rendering the rest.
      onProgress: (percent) => progress(10 + Math.round(percent * 0.85)),
    });
    await saveRenderedDocument(deps.db, {
      documentId: data.documentId,
      kind: EXPORT_DOCUMENT_KIND,
      ...file,
      attempts: job.attemptsMade + 1,
      renderedAt: new Date(),
    });
    progress(100);
    deps.logger.info(
      { documentId: data.documentId, reportId: data.reportId, rows: answer.rows.length },
      'report exported',
    );
    return { documentId: data.documentId, fileName: file.fileName, sizeBytes: file.content.length };
  } catch (error) {
    if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
      await markDocumentFailed(deps.db, {
        documentId: data.documentId,
        kind: EXPORT_DOCUMENT_KIND,
        error: error instanceof Error ? error.message : String(error),
        attempts: job.attemptsMade + 1,
        failedAt: new Date(),
      });
    }
    throw error;
  }
}
