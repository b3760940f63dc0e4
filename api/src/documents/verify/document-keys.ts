import { keyId, parsePrivateSealKey, parsePublicSealKey, publicKeyOf } from '@cocoon/eventstore';
import { unsetIfEmpty } from '@cocoon/platform';
import type { PublishedDocumentKey } from '@cocoon/workers';
import { z } from 'zod';

/**
 * Issue 26: the document-signing public keys the api publishes (`/.well-known/jwks.json`) and checks printed
 * codes against. Every key that ever signed a document stays listed, so old paper still verifies after a
 * rotation; a key known to be compromised is listed as withdrawn with its date, and its documents say so.
 * Only the workers hold the private key (DOCUMENT_SIGNING_PRIVATE_KEY); docs/verifying-documents.md has the steps.
 */
const publicKeyList = z.string().transform((text, ctx) => {
  const keys: string[] = [];
  for (const part of text
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)) {
    try {
      parsePublicSealKey(part);
      keys.push(part);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be Ed25519 public keys (PEM, or base64 of SPKI DER), comma-separated',
      });
      return z.NEVER;
    }
  }
  return keys;
});

const withdrawnList = z
  .string()
  .regex(/^\s*[A-Za-z0-9_-]+:\d{4}-\d{2}-\d{2}\s*(,\s*[A-Za-z0-9_-]+:\d{4}-\d{2}-\d{2}\s*)*$/, {
    error: 'must be key-id:YYYY-MM-DD pairs, comma-separated',
  })
  .transform((text) =>
    Object.fromEntries(
      text.split(',').map((pair) => {
        const [kid, date] = pair.trim().split(':');
        return [kid!, date!];
      }),
    ),
  );

export const documentKeyEnv = {
  DOCUMENT_PUBLIC_KEYS: unsetIfEmpty(publicKeyList.optional()),
  DOCUMENT_WITHDRAWN_KEYS: unsetIfEmpty(withdrawnList.optional()),
  /** Standing checks one address may make a minute (a scan is one; a person typing makes a few). */
  VERIFY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
};

interface KeyEnv {
  DOCUMENT_PUBLIC_KEYS?: string[] | undefined;
  AUDIT_SEAL_PRIVATE_KEY?: string | undefined;
  AUDIT_SEAL_PUBLIC_KEY?: string | undefined;
}

/** A document key must never be the seal key: a seal's signature would then pass as a document's, and back. */
export function documentKeysApartFromSeal(env: KeyEnv): boolean {
  try {
    return !sharesSealKey(env);
  } catch {
    // A key that does not parse is refused by its own variable's check, naming it.
    return true;
  }
}

function sharesSealKey(env: KeyEnv): boolean {
  const seal = env.AUDIT_SEAL_PUBLIC_KEY
    ? keyId(parsePublicSealKey(env.AUDIT_SEAL_PUBLIC_KEY))
    : env.AUDIT_SEAL_PRIVATE_KEY
      ? keyId(publicKeyOf(parsePrivateSealKey(env.AUDIT_SEAL_PRIVATE_KEY)))
      : null;
  return (
    seal !== null && (env.DOCUMENT_PUBLIC_KEYS ?? []).some((key) => keyId(parsePublicSealKey(key)) === seal)
  );
}

export const DOCUMENT_KEY_IS_SEAL_KEY = {
  error: 'must not include the seal key: documents are signed with a key of their own',
  path: ['DOCUMENT_PUBLIC_KEYS'],
};

/** The configured keys with their ids and withdrawal dates. */
export function publishedDocumentKeys(env: {
  DOCUMENT_PUBLIC_KEYS?: string[] | undefined;
  DOCUMENT_WITHDRAWN_KEYS?: Record<string, string> | undefined;
}): PublishedDocumentKey[] {
  return (env.DOCUMENT_PUBLIC_KEYS ?? []).map((text) => {
    const publicKey = parsePublicSealKey(text);
    const kid = keyId(publicKey);
    return { publicKey, kid, withdrawnOn: env.DOCUMENT_WITHDRAWN_KEYS?.[kid] ?? null };
  });
}

/** The public half of a private key, as DOCUMENT_PUBLIC_KEYS lists it (base64 of SPKI DER: no newlines). */
export function publicKeyDer(privateKeyText: string): string {
  return publicKeyOf(parsePrivateSealKey(privateKeyText))
    .export({ format: 'der', type: 'spki' })
    .toString('base64');
}
