import {
  businessDate,
  EXPORT_DOCUMENT_KIND,
  exportReportJobSchema,
  type ReportParameters,
  reportById,
} from '@cocoon/domain';
import { type ReadModelDb, runReport, streamReport, waitForProjections } from '@cocoon/projectors';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { markDocumentFailed, saveRenderedDocument } from '../documents/store.js';
import { collect } from './file-stream.js';
import { isStreamedFormat, renderReportFile, reportFileHead, writeReportFile } from './report-file.js';

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
    const ctx = { db: deps.db, scope: data.scope, today: businessDate(now), now };
    const params = data.params as ReportParameters;
    const meta = {
      market: data.market,
      requestedBy: data.requestedBy,
      generatedAt: now,
      landscape: definition.landscape ?? false,
    };
    const format = data.format;
    // A CSV or workbook is written as the rows come from the report's cursor (issue 28): the job holds the file's
    // bytes, never the rows as objects. A PDF lays out its pages from the whole answer: reading is a tenth of it.
    const { file, rows } = isStreamedFormat(format)
      ? await streamReport(definition, ctx, params, async (head, stream) => ({
          rows: head.rowCount ?? 0,
          file: {
            ...reportFileHead(head, format),
            content: await collect((out) =>
              writeReportFile(
                head,
                stream,
                format,
                { ...meta, onProgress: (p) => progress(1 + Math.round(p * 0.94)) },
                out,
              ),
            ),
          },
        }))
      : await runReport(definition, ctx, params).then(async (answer) => {
          progress(10);
          return {
            rows: answer.rows.length,
            file: await renderReportFile(answer, format, {
              ...meta,
              onProgress: (percent) => progress(10 + Math.round(percent * 0.85)),
            }),
          };
        });
    await saveRenderedDocument(deps.db, {
      documentId: data.documentId,
      kind: EXPORT_DOCUMENT_KIND,
      ...file,
      attempts: job.attemptsMade + 1,
      renderedAt: new Date(),
    });
    progress(100);
    deps.logger.info({ documentId: data.documentId, reportId: data.reportId, rows }, 'report exported');
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
