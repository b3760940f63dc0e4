import type { JobsOptions, Queue } from 'bullmq';
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
 * Rendering fails mostly for passing reasons (database restart, pool exhausted), so it is retried: 5 tries
 * 2, 4, 8, 16 s apart. Finished jobs are dropped after a day (the document itself lives in PostgreSQL);
 * failed ones are kept for an operator to inspect and retry.
 */
export const renderDocumentJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: false,
} as const satisfies JobsOptions;

/**
 * Enqueues a render. `jobId` should come from the DocumentRequested event id: BullMQ ignores a second add
 * with the same id, so a reactor that re-delivers an event never renders twice.
 */
export async function enqueueRenderDocument(
  queue: Queue,
  job: RenderDocumentJob,
  options: { jobId: string } & JobsOptions,
): Promise<void> {
  await queue.add(RENDER_DOCUMENT_JOB, renderDocumentJobSchema.parse(job), {
    ...renderDocumentJobOptions,
    ...options,
  });
}
