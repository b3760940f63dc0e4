import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';

/**
 * Ed25519 keys of the seals, from configuration only: never stored in the database, so a person who can edit the
 * database cannot sign a seal over a rewritten history. A key is given as PEM or as base64 of its DER form
 * (PKCS #8 for the private key, SPKI for the public one).
 */

export class SealKeyError extends Error {
  override readonly name = 'SealKeyError';
}

function decode(text: string, kind: 'private' | 'public'): KeyObject {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('-----BEGIN'))
      return kind === 'private' ? createPrivateKey(trimmed) : createPublicKey(trimmed);
    const der = Buffer.from(trimmed, 'base64');
    return kind === 'private'
      ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
      : createPublicKey({ key: der, format: 'der', type: 'spki' });
  } catch {
    throw new SealKeyError(`is not an Ed25519 ${kind} key in PEM or base64 DER`);
  }
}

function ed25519(key: KeyObject, kind: 'private' | 'public'): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new SealKeyError(`is not an Ed25519 ${kind} key`);
  return key;
}

export function parsePrivateSealKey(text: string): KeyObject {
  return ed25519(decode(text, 'private'), 'private');
}

export function parsePublicSealKey(text: string): KeyObject {
  return ed25519(decode(text, 'public'), 'public');
}

export function publicKeyOf(privateKey: KeyObject): KeyObject {
  return createPublicKey(privateKey);
}

export function publicKeyPem(key: KeyObject): string {
  return key.export({ format: 'pem', type: 'spki' }).toString();
}

/** A short fingerprint naming which key signed a seal: the first 16 hex digits of SHA-256 of its SPKI DER. */
export function keyId(publicKey: KeyObject): string {
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return createHash('sha256').update(der).digest('hex').slice(0, 16);
}

/** A new key pair as PEM text, for `npm start`'s development key and for tests. */
export function generateSealKeyPem(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicKeyPem: publicKeyPem(publicKey),
  };
}
