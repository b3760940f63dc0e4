import { z } from 'zod';
import { DOCUMENT_KINDS, printSubjectSchema, reportExportRequestSchema } from './document-requests.js';

/**
 * The job contract between the reactor that enqueues a render (projectors/) and the worker that renders
 * (workers/). It lives here because both sides depend on domain and not on each other.
 */
export const DOCUMENTS_QUEUE = 'documents';
export const RENDER_DOCUMENT_JOB = 'render-document';

export const renderDocumentJobSchema = z.object({
  documentId: z.uuid(),
  kind: z.enum(DOCUMENT_KINDS),
  requestedBy: z.string(),
  requestedAt: z.string(),
  print: printSubjectSchema.optional(),
  /**
   * Position of the DocumentRequested event. The worker renders only once the read models have passed it, so a
   * list printed right after a save shows the saved row (the projection may lag the reactor that enqueued it).
   */
  afterPosition: z.string().optional(),
});
export type RenderDocumentJob = z.infer<typeof renderDocumentJobSchema>;

/**
 * Rendering fails mostly for passing reasons (database restart, pool exhausted), so it is retried: 5 tries
 * 2, 4, 8, 16 s apart. Finished jobs are dropped after a week (the document itself lives in PostgreSQL and a
 * reactor re-run within that time must still find the id); failed ones are kept for an operator to inspect.
 */
export const renderDocumentJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 60 * 60 },
  removeOnFail: false,
} as const;

/** A report export (issue 13: large exports run as a job with a progress bar) rides the same queue and worker. */
export const EXPORT_REPORT_JOB = 'export-report';

/**
 * The export job: the request as its event recorded it, and the event's position (the report is read once the
 * read models have passed it, as a render's is).
 */
export const exportReportJobSchema = reportExportRequestSchema.extend({
  afterPosition: z.string().optional(),
});
export type ExportReportJob = z.infer<typeof exportReportJobSchema>;

/** A download is fetched right after it is ready; a day later the job and its status go (the file stays). */
export const exportReportJobOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 2_000 },
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: { age: 24 * 60 * 60 },
} as const;

/** The job a document's request event starts: a render, or a report export. */
export const renderJobNameOf = (kind: string) =>
  kind === 'report-export' ? EXPORT_REPORT_JOB : RENDER_DOCUMENT_JOB;
