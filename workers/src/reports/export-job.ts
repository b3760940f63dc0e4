import { businessDate, REPORT_FILE_FORMATS, type ReportParameters, reportById } from '@cocoon/domain';
import { type ReadModelDb, runReport } from '@cocoon/projectors';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import { markDocumentFailed, saveRenderedDocument } from '../documents/store.js';
import { renderReportFile } from './report-file.js';

/**
 * A large report export (issue 13: "large exports run as a job with a progress bar"). It rides the documents
 * queue and worker (same retries, same file store, same failure records), under its own job name; its file is
 * kept in `documents.document_files` under the export's id.
 */
export const EXPORT_REPORT_JOB = 'export-report';
export const EXPORT_DOCUMENT_KIND = 'report-export';

export const exportJobId = (exportId: string) => `${EXPORT_REPORT_JOB}-${exportId}`;

const scopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('region'), regionId: z.string() }),
  z.object({ kind: z.literal('adOffice'), adOfficeId: z.string() }),
  z.object({ kind: z.literal('branch'), branchId: z.string() }),
  z.object({ kind: z.literal('none') }),
]);

/** What the API enqueues: the report, its checked parameters and the requester's scope at the request. */
export const exportReportJobSchema = z.object({
  documentId: z.uuid(),
  kind: z.literal(EXPORT_DOCUMENT_KIND),
  reportId: z.string(),
  format: z.enum(REPORT_FILE_FORMATS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  scope: scopeSchema,
  /** The market the file is about (the one picked, or the requester's own); null for an office-wide export. */
  marketId: z.string().nullable(),
  market: z.string(),
  requestedBy: z.string(),
  /** The server clock at the request: the file shows what the screen showed then (a slot ended or not). */
  requestedAt: z.iso.datetime(),
});
export type ExportReportJob = z.infer<typeof exportReportJobSchema>;

export const exportReportJobOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 2_000 },
  // A download is fetched right after it is ready; a day later the job and its status go (the file stays).
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: { age: 24 * 60 * 60 },
} as const;

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
