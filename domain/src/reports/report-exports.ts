import { z } from 'zod';
import { REPORT_FILE_FORMATS } from './report-files.js';

/** POST /Reports/Export: a report run as a job (large exports), rendered in the workers with progress. */
export const exportRequestSchema = z.object({
  /** The report's call, as in its GET route: `CocoonAuction/LotRegister`. */
  call: z.string({ error: 'Please select a report' }).min(1, 'Please select a report').max(200),
  /** The report's query-string parameters, as the GET route takes them. */
  query: z.record(z.string(), z.string().max(200)).default({}),
  format: z.enum(REPORT_FILE_FORMATS, { error: 'Format is csv, xlsx or pdf' }),
});
export type ExportRequestInput = z.infer<typeof exportRequestSchema>;

/** What POST /Reports/Export answers (besides the `result` and `position` of every command): the job's id to poll. */
export const exportQueuedSchema = z.object({
  message: z.string(),
  exportId: z.string(),
});

/** GET /Reports/Export/{id}: where an export stands. */
export const exportStateSchema = z.object({
  exportId: z.uuid(),
  reportId: z.string(),
  format: z.enum(REPORT_FILE_FORMATS),
  status: z.enum(['queued', 'running', 'ready', 'failed']),
  /** 0 to 100. */
  progress: z.number().int(),
  fileName: z.string().optional(),
  sizeBytes: z.number().int().optional(),
  error: z.string().optional(),
});
