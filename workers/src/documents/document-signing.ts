import { createHash, type KeyObject } from 'node:crypto';
import { type DocumentClaims, documentClaimsSchema } from '@cocoon/domain';
import { CompactSign, compactVerify, createLocalJWKSet, errors, type JWK } from 'jose';

/**
 * Issue 26: a printed document's signed token, made by the workers as they render it and checked by the api and
 * the offline CLI. EdDSA (Ed25519) with the key named by `kid`, so keys can rotate: a document signed with an
 * older key still verifies while that key is published. The document-signing key is its own, never the seal's.
 */

export interface DocumentSigningKey {
  privateKey: KeyObject;
  /** The key's fingerprint (keyId of its public key), published with it. */
  kid: string;
}

export interface PublishedDocumentKey {
  publicKey: KeyObject;
  kid: string;
  /** The date the key was withdrawn (its documents say so), or null while it is in use. */
  withdrawnOn: string | null;
}

/** Why a token was refused, in the words the verify page and the CLI show. */
export const TOKEN_REFUSALS = {
  malformed: 'This is not a document code of the department (it is damaged or incomplete)',
  'unknown-key': 'Signed with a key the department has not published: not a genuine document',
  'bad-signature': 'The signature does not match: the document code was altered or forged',
  'bad-claims': 'The signed content is not a document of the department',
} as const;
export type TokenRefusal = keyof typeof TOKEN_REFUSALS;

export class DocumentTokenError extends Error {
  override readonly name = 'DocumentTokenError';
  constructor(readonly reason: TokenRefusal) {
    super(TOKEN_REFUSALS[reason]);
  }
}

/** The claims signed as a compact JWS: about 400 characters with real values (measured in the spec). */
export async function signDocumentClaims(claims: DocumentClaims, key: DocumentSigningKey): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify(documentClaimsSchema.parse(claims)));
  return new CompactSign(payload).setProtectedHeader({ alg: 'EdDSA', kid: key.kid }).sign(key.privateKey);
}

/** The published keys as a JWKS (`/.well-known/jwks.json`), each with its id and, once withdrawn, the date. */
export function documentJwks(keys: readonly PublishedDocumentKey[]): { keys: JWK[] } {
  return {
    keys: keys.map((key) => ({
      ...(key.publicKey.export({ format: 'jwk' }) as JWK),
      kid: key.kid,
      alg: 'EdDSA',
      use: 'sig',
      ...(key.withdrawnOn ? { withdrawn: key.withdrawnOn } : {}),
    })),
  };
}

export interface VerifiedToken {
  claims: DocumentClaims;
  kid: string;
  /** Set when the signing key has been withdrawn since: the document is genuine but says so. */
  withdrawnOn: string | null;
}

/** Checks the signature against the published keys and the claims' shape; refuses naming what failed. */
export async function verifyDocumentToken(
  token: string,
  keys: readonly PublishedDocumentKey[],
): Promise<VerifiedToken> {
  const jwks = createLocalJWKSet(documentJwks(keys));
  let verified: Awaited<ReturnType<typeof compactVerify>>;
  try {
    verified = await compactVerify(token, jwks, { algorithms: ['EdDSA'] });
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey) throw new DocumentTokenError('unknown-key');
    if (error instanceof errors.JWSSignatureVerificationFailed) throw new DocumentTokenError('bad-signature');
    throw new DocumentTokenError('malformed');
  }
  let claims: DocumentClaims;
  try {
    claims = documentClaimsSchema.parse(JSON.parse(new TextDecoder().decode(verified.payload)));
  } catch {
    throw new DocumentTokenError('bad-claims');
  }
  const kid = String(verified.protectedHeader.kid ?? '');
  return { claims, kid, withdrawnOn: keys.find((key) => key.kid === kid)?.withdrawnOn ?? null };
}

/** The lot numbers a document covers, as a short digest (sorted, so the order they were printed in does not matter). */
export function lotDigest(lotNos: readonly number[]): string {
  const text = [...lotNos].sort((a, b) => a - b).join(',');
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}
