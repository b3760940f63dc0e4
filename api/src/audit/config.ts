import type { KeyObject } from 'node:crypto';
import { keyId, parsePrivateSealKey, parsePublicSealKey, publicKeyOf } from '@cocoon/eventstore';
import { unsetIfEmpty } from '@cocoon/platform';
import { z } from 'zod';

/**
 * The seal keys come from configuration only, never the database (the client's audit issue). The private key
 * signs (the api's daily and on-demand seals, `npm run seal`); the public key verifies (`npm run verify`) and,
 * when not given, is derived from the private one. A key is PEM text or base64 of its DER form.
 */
const privateKey = z.string().refine(
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
const publicKey = z.string().refine(
  (text) => {
    try {
      parsePublicSealKey(text);
      return true;
    } catch {
      return false;
    }
  },
  { error: 'must be an Ed25519 public key (PEM, or base64 of SPKI DER)' },
);

export const sealKeyEnv = {
  AUDIT_SEAL_PRIVATE_KEY: unsetIfEmpty(privateKey.optional()),
  AUDIT_SEAL_PUBLIC_KEY: unsetIfEmpty(publicKey.optional()),
};

/** Both keys given must be one pair, or every seal would fail its own verification. */
export function sealKeysMatch(env: {
  AUDIT_SEAL_PRIVATE_KEY?: string;
  AUDIT_SEAL_PUBLIC_KEY?: string;
}): boolean {
  if (!env.AUDIT_SEAL_PRIVATE_KEY || !env.AUDIT_SEAL_PUBLIC_KEY) return true;
  return (
    keyId(publicKeyOf(parsePrivateSealKey(env.AUDIT_SEAL_PRIVATE_KEY))) ===
    keyId(parsePublicSealKey(env.AUDIT_SEAL_PUBLIC_KEY))
  );
}

export const SEAL_KEY_MISMATCH = {
  error: 'does not belong to AUDIT_SEAL_PRIVATE_KEY',
  path: ['AUDIT_SEAL_PUBLIC_KEY'],
};

export interface SealKeys {
  privateKey?: KeyObject;
  publicKey?: KeyObject;
}

/** The parsed keys of an already validated configuration. */
export function sealKeys(env: { AUDIT_SEAL_PRIVATE_KEY?: string; AUDIT_SEAL_PUBLIC_KEY?: string }): SealKeys {
  const privateKey = env.AUDIT_SEAL_PRIVATE_KEY ? parsePrivateSealKey(env.AUDIT_SEAL_PRIVATE_KEY) : undefined;
  const publicKey = env.AUDIT_SEAL_PUBLIC_KEY
    ? parsePublicSealKey(env.AUDIT_SEAL_PUBLIC_KEY)
    : privateKey && publicKeyOf(privateKey);
  return { privateKey, publicKey };
}
