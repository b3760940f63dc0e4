import { z } from 'zod';

export const DOCUMENT_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;

/** GET /api/documents/{id}: where a requested document stands; the file name and size once it is ready. */
export const documentStateSchema = z.object({
  documentId: z.string(),
  kind: z.string(),
  requestedAt: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  fileName: z.string().nullable().optional(),
  sizeBytes: z.number().int().nullable().optional(),
  attempts: z.number().int().optional(),
  /** 0-100 while a batch renders (a day's bills are hundreds of pages). */
  progress: z.number().int().min(0).max(100).optional(),
  error: z.string().nullable().optional(),
});
export type DocumentState = z.infer<typeof documentStateSchema>;

/**
 * POST /api/documents: the request is stored; follow it at GET /api/documents/{documentId}. A print of a market's
 * records also says which copy of each record it is (1 the original, later ones DUPLICATE), in the order asked.
 */
export const documentRequestedAnswerSchema = z.object({
  message: z.string(),
  documentId: z.string(),
  copies: z.array(z.number().int().positive()).optional(),
});

/** POST /api/documents/{id}/retry: the failed render runs again. */
export const documentRetryAnswerSchema = z.object({
  result: z.literal('Success'),
  message: z.string(),
  documentId: z.string(),
});
