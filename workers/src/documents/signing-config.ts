import { keyId, parsePrivateSealKey, publicKeyOf } from '@cocoon/eventstore';
import { unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';
import type { DocumentSigningKey } from './document-signing.js';

/**
 * Issue 26: the workers' document-signing key and the public address printed QRs point at. The key is its own,
 * never the seal key (a seal key that leaked through a printer's spool must not also sign history seals); an
 * Ed25519 private key as PEM or base64 of PKCS #8 DER, like the seal key. `npm start` makes a development one.
 */
const ed25519PrivateKey = z.string().refine(
  (text) => {
    try {
      parsePrivateSealKey(text);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an Ed25519 private key (PEM, or base64 of PKCS #8 DER)' },
);

const LOCAL_HOST = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

export const documentSigningEnv = {
  DOCUMENT_SIGNING_PRIVATE_KEY: unsetIfEmpty(ed25519PrivateKey.optional()),
  /** The public address of the app (https://…): the QR opens its `/v` page, and the paper prints it. */
  PUBLIC_BASE_URL: unsetIfEmpty(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
};

interface SigningEnv {
  NODE_ENV?: string | undefined;
  DOCUMENT_SIGNING_PRIVATE_KEY?: string | undefined;
  PUBLIC_BASE_URL?: string | undefined;
  AUDIT_SEAL_PRIVATE_KEY?: string | undefined;
}

/** The refinements the workers' config applies: each names its variable. */
export const documentSigningRules: Array<{
  check: (env: SigningEnv) => boolean;
  error: string;
  path: string[];
}> = [
  {
    // A production print must carry a verifiable code pointing at the department's public address.
    check: (env) => env.NODE_ENV !== 'production' || env.DOCUMENT_SIGNING_PRIVATE_KEY !== undefined,
    error: 'is required in production (every printed document carries a signed code)',
    path: ['DOCUMENT_SIGNING_PRIVATE_KEY'],
  },
  {
    check: (env) => env.DOCUMENT_SIGNING_PRIVATE_KEY === undefined || env.PUBLIC_BASE_URL !== undefined,
    error: 'is required with DOCUMENT_SIGNING_PRIVATE_KEY (the address the printed QR opens)',
    path: ['PUBLIC_BASE_URL'],
  },
  {
    // A phone that scans a bill can never reach this machine's localhost, and plain http can be rewritten.
    check: (env) =>
      env.NODE_ENV !== 'production' ||
      env.PUBLIC_BASE_URL === undefined ||
      !URL.canParse(env.PUBLIC_BASE_URL) ||
      (new URL(env.PUBLIC_BASE_URL).protocol === 'https:' &&
        !LOCAL_HOST.test(new URL(env.PUBLIC_BASE_URL).hostname)),
    error: 'must be the public https address in production, not localhost',
    path: ['PUBLIC_BASE_URL'],
  },
  {
    check: (env) => {
      if (!env.DOCUMENT_SIGNING_PRIVATE_KEY || !env.AUDIT_SEAL_PRIVATE_KEY) return true;
      try {
        return (
          signingKeyOf(env.DOCUMENT_SIGNING_PRIVATE_KEY).kid !== signingKeyOf(env.AUDIT_SEAL_PRIVATE_KEY).kid
        );
      } catch {
        // A key that does not parse is refused by its own variable's check, naming it.
        return true;
      }
    },
    error: 'must not be the seal key (AUDIT_SEAL_PRIVATE_KEY): documents get a key of their own',
    path: ['DOCUMENT_SIGNING_PRIVATE_KEY'],
  },
];

/** The configured key with its id (the fingerprint published beside its public half). */
export function signingKeyOf(text: string): DocumentSigningKey {
  const privateKey = parsePrivateSealKey(text);
  return { privateKey, kid: keyId(publicKeyOf(privateKey)) };
}
