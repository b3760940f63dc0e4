import { z } from 'zod';

/**
 * The answers of the tamper-evident history routes (`/api/Audit/...`): the last verification for the Admin's
 * dashboard card, and a seal taken on demand.
 */
export const historyProblemSchema = z.object({
  kind: z.enum([
    'altered',
    'unhashed',
    'removed',
    'inserted',
    'seal-mismatch',
    'seal-invalid',
    'seal-missing',
  ]),
  stream: z.string().optional(),
  revision: z.number().int().optional(),
  seal: z.number().int().optional(),
  message: z.string(),
});
export type HistoryProblemAnswer = z.infer<typeof historyProblemSchema>;

export const historyVerificationSchema = z.object({
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  /**
   * The event-store position of the newest event checked: the run covers the history as it was committed when
   * it began, up to here (appends during the run are left to the next). null for runs recorded before this.
   */
  position: z.string().nullable(),
  ok: z.boolean(),
  streams: z.number().int(),
  events: z.number().int(),
  seals: z.number().int(),
  problemCount: z.number().int(),
  /** The first problems found (at most 50). */
  problems: z.array(historyProblemSchema),
});
export type HistoryVerification = z.infer<typeof historyVerificationSchema>;

export const lastHistoryVerificationSchema = z.object({
  /** null until `npm run verify` (or the verify route) has run once. */
  lastRun: historyVerificationSchema.nullable(),
});
export type LastHistoryVerification = z.infer<typeof lastHistoryVerificationSchema>;

export const historySealSchema = z.object({
  sequence: z.number().int(),
  sealedAt: z.iso.datetime(),
  streams: z.number().int(),
  hash: z.string(),
  keyId: z.string(),
});
export type HistorySeal = z.infer<typeof historySealSchema>;
