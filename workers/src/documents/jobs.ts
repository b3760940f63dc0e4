import type { JobsOptions } from 'bullmq';
import { z } from 'zod';

export const DOCUMENTS_QUEUE = 'documents';
export const RENDER_DOCUMENT_JOB = 'render-document';

export const renderDocumentJobSchema = z.object({
  documentId: z.uuid(),
  kind: z.enum(['cocoon-defect-list']),
  requestedBy: z.string(),
  requestedAt: z.string(),
});
export type RenderDocumentJob = z.infer<typeof renderDocumentJobSchema>;
export type DocumentKind = RenderDocumentJob['kind'];

/**
 * Options for every render job; the reactor adds `jobId` derived from the DocumentRequested event id, so a
 * re-delivered event adds nothing while the first job is still stored. Rendering fails mostly for passing
 * reasons (database restart, pool exhausted), so it is retried: 5 tries, 2, 4, 8, 16 s apart. Completed
 * jobs are kept a week (long past any reactor re-run; the document itself lives in PostgreSQL); failed
 * ones are kept for an operator to inspect and retry.
 */
export const renderDocumentJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 60 * 60 },
  removeOnFail: false,
} as const satisfies JobsOptions;
