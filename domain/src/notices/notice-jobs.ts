import { z } from 'zod';
import { NOTICE_PURPOSES } from './notice-templates.js';

/**
 * The job contract between the notices reactor (projectors/) and the notices worker (workers/), as for documents.
 * One job per (purpose, source event): its id derives from both, so a reactor re-run enqueues nothing twice, and
 * the worker's store keeps one message per pair whatever happens.
 */
export const NOTICES_QUEUE = 'notices';
export const SEND_NOTICE_JOB = 'send-notice';

export const sendNoticeJobSchema = z.object({
  purpose: z.enum(NOTICE_PURPOSES),
  sourceEventId: z.string(),
  sourceStream: z.string(),
  /** The source event's data, as stored. */
  data: z.record(z.string(), z.unknown()),
  /** The business date of the source command (metadata.occurredAt), YYYY-MM-DD. */
  occurredOn: z.string(),
  /** The read models are read once they have passed this position (the farmer's lot, the batch row). */
  afterPosition: z.string(),
});
export type SendNoticeJob = z.infer<typeof sendNoticeJobSchema>;

export const noticeJobId = (purpose: string, sourceEventId: string) => `notice:${purpose}:${sourceEventId}`;

/**
 * A gateway answers 5xx or times out for passing reasons: 6 tries, 5 s, 10 s, 20 s … apart (about 2.5 minutes).
 * A refusal that will not pass (a blocked message, a 4xx) is not retried: the worker records it and ends the job.
 */
export const sendNoticeJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 7 * 24 * 60 * 60 },
  removeOnFail: false,
} as const;
