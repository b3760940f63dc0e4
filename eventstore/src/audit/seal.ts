import { type KeyObject, sign, verify } from 'node:crypto';
import type { StreamHead } from '../port.js';
import { canonicalJson, sha256Hex } from './chain-hash.js';
import { keyId } from './seal-keys.js';

/**
 * A seal: every stream's head (name, last revision, its chain hash) at one moment, numbered and chained to the
 * seal before it, signed with Ed25519. A later verification checks each sealed head still matches its stream,
 * which catches what a chain alone cannot: a removed last event, or a whole chain rewritten consistently.
 */
export interface SealBody {
  sequence: number;
  sealedAt: string;
  /** Hash of the previous seal's body; null for the first. */
  prevSealHash: string | null;
  /** Fingerprint of the public key that verifies this seal (seal-keys.ts `keyId`). */
  keyId: string;
  /** [stream, revision, hash] sorted by stream; a stream with no hash records null. */
  streams: Array<[string, number, string | null]>;
}

export interface SignedSeal {
  body: SealBody;
  /** SHA-256 of the body's canonical JSON. */
  hash: string;
  /** Base64 Ed25519 signature of the body's canonical JSON. */
  signature: string;
}

export function sealBody(input: {
  sequence: number;
  sealedAt: Date;
  prevSealHash: string | null;
  heads: readonly StreamHead[];
  publicKey: KeyObject;
}): SealBody {
  const streams = input.heads
    .filter((h) => h.revision >= 0)
    .map((h): [string, number, string | null] => [h.streamName, h.revision, h.hash])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return {
    sequence: input.sequence,
    sealedAt: input.sealedAt.toISOString(),
    prevSealHash: input.prevSealHash,
    keyId: keyId(input.publicKey),
    streams,
  };
}

export function signSeal(body: SealBody, privateKey: KeyObject): SignedSeal {
  const text = canonicalJson(body);
  return {
    body,
    hash: sha256Hex(text),
    signature: sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64'),
  };
}

export function sealHash(body: SealBody): string {
  return sha256Hex(canonicalJson(body));
}

/** Whether the signature is the configured key's over exactly this body. */
export function sealSignatureValid(body: SealBody, signature: string, publicKey: KeyObject): boolean {
  try {
    return verify(
      null,
      Buffer.from(canonicalJson(body), 'utf8'),
      publicKey,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
