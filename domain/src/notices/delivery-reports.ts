import { z } from 'zod';

/**
 * A gateway's delivery report, as the callback `POST /api/Notices/DeliveryReport` takes it (issue 25 part 5).
 * The gateway (or the relay in front of it) signs `<timestamp>.<raw body>` with HMAC-SHA256 and the shared secret
 * (`NOTICES_CALLBACK_SECRET`), sending the hex digest in `X-Notice-Signature` and the Unix seconds in
 * `X-Notice-Timestamp`. A report id is accepted once; a stale timestamp is refused (replays).
 */
export const NOTICE_SIGNATURE_HEADER = 'x-notice-signature';
export const NOTICE_TIMESTAMP_HEADER = 'x-notice-timestamp';
/** A report signed more than this long ago (or ahead) is refused: a captured request cannot be sent later. */
export const NOTICE_CALLBACK_TOLERANCE_SECONDS = 300;

export const DELIVERY_STATUSES = ['delivered', 'failed', 'rejected', 'expired', 'pending'] as const;

export const deliveryReportSchema = z.object({
  /** The gateway's id of this report (its nonce): the same id twice is a replay. */
  reportId: z
    .string({ error: 'reportId is required' })
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'reportId is 1 to 100 letters, digits or . _ : -'),
  /** The gateway's id of the message, as its send answered it. */
  requestId: z
    .string({ error: 'requestId is required' })
    .regex(/^[A-Za-z0-9._:-]{1,100}$/, 'requestId is 1 to 100 letters, digits or . _ : -'),
  status: z.enum(DELIVERY_STATUSES, { error: 'status is delivered, failed, rejected, expired or pending' }),
  description: z.string().max(200).nullish(),
  reportedAt: z.iso.datetime({ offset: true, error: 'reportedAt is an ISO date-time' }),
});
export type DeliveryReport = z.infer<typeof deliveryReportSchema>;
