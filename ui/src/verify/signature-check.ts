import { type DocumentClaims, documentClaimsSchema } from '@cocoon/domain';
import { compactVerify, createLocalJWKSet, errors, type JSONWebKeySet } from 'jose';

/**
 * Issue 26: the phone checks a scanned document's signature itself, against the keys the department publishes
 * (`/.well-known/jwks.json`), so a forged paper is caught even if the answer from the server were tampered with on
 * the way. Ed25519 in WebCrypto needs Chrome 137+, Safari 17+ or Firefox 129+, and a secure context (https): an
 * older phone, or a page reached over plain http, cannot check it and the server's check stands alone.
 */

/** Why a code was refused; the same reasons, in the same words, as the server's (document-signing.ts). */
export type TokenRefusal = 'malformed' | 'unknown-key' | 'bad-signature' | 'bad-claims';

export type BrowserCheck =
  | { outcome: 'good'; claims: DocumentClaims; kid: string; withdrawnOn: string | null }
  | { outcome: 'bad'; refusal: TokenRefusal }
  /** This browser has no Ed25519 (or no WebCrypto at all, over plain http). */
  | { outcome: 'cannot-check' }
  /** The published keys could not be fetched (a dropped link). */
  | { outcome: 'no-keys' };

export const JWKS_PATH = '/.well-known/jwks.json';

/** The claims a token carries, read without checking them (for the figures before the answer comes). */
export function claimsOfToken(token: string): DocumentClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const parsed = documentClaimsSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a jose failure means for the reader: a refusal only when the check itself ran and failed. */
export function checkOfError(error: unknown): BrowserCheck {
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return { outcome: 'bad', refusal: 'bad-signature' };
  if (error instanceof errors.JWKSNoMatchingKey) return { outcome: 'bad', refusal: 'unknown-key' };
  if (error instanceof errors.JWSInvalid || error instanceof errors.JOSEAlgNotAllowed) {
    return { outcome: 'bad', refusal: 'malformed' };
  }
  if (error instanceof errors.JWKSInvalid) return { outcome: 'no-keys' };
  // JOSENotSupported, WebCrypto's NotSupportedError, no crypto.subtle outside https: not a verdict on the paper.
  return { outcome: 'cannot-check' };
}

/** Checks the token's signature against the published key set, and the signed claims' shape. */
export async function checkSignature(token: string, keySet: JSONWebKeySet): Promise<BrowserCheck> {
  let verified: Awaited<ReturnType<typeof compactVerify>>;
  try {
    if (!globalThis.crypto?.subtle) return { outcome: 'cannot-check' };
    verified = await compactVerify(token, createLocalJWKSet(keySet), { algorithms: ['EdDSA'] });
  } catch (error) {
    return checkOfError(error);
  }
  let claims: DocumentClaims;
  try {
    claims = documentClaimsSchema.parse(JSON.parse(new TextDecoder().decode(verified.payload)));
  } catch {
    return { outcome: 'bad', refusal: 'bad-claims' };
  }
  const kid = String(verified.protectedHeader.kid ?? '');
  const key = keySet.keys.find((published) => published.kid === kid) as { withdrawn?: unknown } | undefined;
  const withdrawnOn = typeof key?.withdrawn === 'string' ? key.withdrawn : null;
  return { outcome: 'good', claims, kid, withdrawnOn };
}

/** Fetches the published keys and checks the token in this browser. */
export async function checkInBrowser(token: string, signal?: AbortSignal): Promise<BrowserCheck> {
  let keySet: JSONWebKeySet;
  try {
    const response = await fetch(JWKS_PATH, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return { outcome: 'no-keys' };
    keySet = (await response.json()) as JSONWebKeySet;
    if (!Array.isArray(keySet?.keys)) return { outcome: 'no-keys' };
  } catch {
    return { outcome: 'no-keys' };
  }
  return checkSignature(token, keySet);
}
