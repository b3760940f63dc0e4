import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_CALLBACK_TOLERANCE_SECONDS, UnauthorizedError } from '@cocoon/domain';

/** The signature a gateway sends with a delivery report: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export function signDeliveryReport(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * Refuses (401) a report whose signature is missing or wrong, or whose timestamp is not within the tolerance of
 * now: a captured request sent again later fails here; one sent again at once fails on its report id (409).
 */
export function assertSignedReport(options: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now: Date;
}): void {
  const { secret, timestamp, signature, rawBody, now } = options;
  if (!timestamp || !signature) throw new UnauthorizedError('The delivery report is not signed');
  if (!/^\d{1,12}$/.test(timestamp))
    throw new UnauthorizedError('The delivery report timestamp is not valid');
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (age > NOTICE_CALLBACK_TOLERANCE_SECONDS) throw new UnauthorizedError('The delivery report is stale');
  const expected = Buffer.from(signDeliveryReport(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new UnauthorizedError('The delivery report signature does not match');
}
