import { z } from 'zod';

/**
 * Issue 26, the part every side shares (workers sign, the api and the phone's verify page read): what a printed
 * document's QR says, as short claims in a compact JWS (EdDSA, the key named by `kid`), reached by a full https
 * URL with the token after `#` (a fragment: the phone never sends it to a web server's logs). Signing and the
 * signature check are node's and the browser's own (workers/src/documents/document-signing.ts); this module
 * holds no key and does no cryptography.
 */

/** The printed documents a QR may stand for, by the short code the token carries. */
export const DOCUMENT_TOKEN_KINDS = {
  FB: 'Farmer bill',
  RI: 'Reeler invoice',
  /** A reversed receipt keeps its code: its standing says reversed, with the reversal's number. */
  FR: 'Farmer payment receipt',
  RR: 'Reeler receipt',
  IT: 'Inward token',
  /** The auction token is the bid slip: farmer, reeler and office copies of one weighed lot. */
  AT: 'Auction token',
} as const;
export type DocumentTokenKind = keyof typeof DOCUMENT_TOKEN_KINDS;
const KIND_CODES = Object.keys(DOCUMENT_TOKEN_KINDS) as [DocumentTokenKind, ...DocumentTokenKind[]];

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The claims, one or two letters each to keep the QR small (about 400 characters signed): `k` kind, `n` number,
 * `m` market code, `d` date (YYYY-MM-DD), `c` party code, `a` amount in paise, `l` digest of the lot numbers, and
 * the issuing event: `s` its event-store position, `h` its chain hash (both base64url or digits, as the store
 * writes them). Nothing personal: no name, Aadhaar, account or mobile number.
 */
export const documentClaimsSchema = z.object({
  v: z.literal(1),
  k: z.enum(KIND_CODES),
  n: z.string().min(1).max(40),
  m: z.string().regex(/^[A-Z0-9]{2,6}$/),
  d: z.iso.date(),
  c: z.string().max(24),
  a: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  l: z.string().regex(BASE64URL).max(24),
  s: z
    .string()
    .regex(/^\d+(-\d+)?$/)
    .max(48),
  /** Empty for an event written without its chain link (a bulk load around the store); the check says so. */
  h: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .max(64),
});
export type DocumentClaims = z.infer<typeof documentClaimsSchema>;

/** A compact JWS: header, payload and signature, each base64url. */
export const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The path of the public verify page under the configured public address. */
export const VERIFY_PATH = '/v';

/** The URL a QR encodes: the public verify page with the token after `#`. */
export function verifyUrl(publicBase: string, token: string): string {
  return `${publicBase.replace(/\/+$/, '')}${VERIFY_PATH}#${token}`;
}

/** The token a scanned URL (or a pasted token) carries, or null when it holds none in compact JWS shape. */
export function tokenOfUrl(text: string): string | null {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  const token = hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
  return COMPACT_JWS.test(token) ? token : null;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE64URL_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The 6-character check code printed under the QR (for those who type instead of scan): the signature's first
 * 30 bits in Crockford base 32 (no I, L, O, U to misread). Taken from the signature, so it changes with any
 * change of the signed claims and cannot be chosen without the key.
 */
export function checkCode(token: string): string {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  if (!COMPACT_JWS.test(token) || signature.length < 5) throw new Error('not a compact JWS');
  // Five base64url digits carry 30 bits: the code's six base-32 digits.
  let bits = 0;
  for (const digit of signature.slice(0, 5)) bits = bits * 64 + BASE64URL_DIGITS.indexOf(digit);
  let code = '';
  for (let i = 5; i >= 0; i--) code += CROCKFORD[Math.floor(bits / 32 ** i) % 32];
  return code;
}

/** A typed check code read back: no spaces or dashes, upper case, the letters people confuse (I, L → 1; O → 0). */
export function normalisedCheckCode(typed: string): string {
  return typed
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
}
