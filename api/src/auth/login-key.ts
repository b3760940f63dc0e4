import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The login key (config LOGIN_KEY) signs what the login hands out and must recognise later without storing it:
 * device cookies and challenges. Each text names its purpose first, so one can never pass for the other.
 */
export const signed = (key: string, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

export function signatureMatches(key: string, text: string, signature: string): boolean {
  const expected = Buffer.from(signed(key, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
