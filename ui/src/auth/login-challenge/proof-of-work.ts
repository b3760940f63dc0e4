import type { LoginChallenge, LoginChallengeProof } from '@cocoon/domain';
import { challengeText, leadingZeroBits } from '@cocoon/domain/auth/proof-of-work';
// Pages without Web Crypto (`crypto.subtle` exists only on https or localhost, and a market office may reach the
// server over plain http on its local network): the audited pure-JavaScript SHA-256 of @noble/hashes.
import { sha256 } from '@noble/hashes/sha2';

type Digest = (text: Uint8Array) => Promise<Uint8Array> | Uint8Array;

/** Web Crypto where the browser offers it (a secure context), else the plain JavaScript one. */
export function browserDigest(): Digest {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return sha256;
  return async (text) => new Uint8Array(await subtle.digest('SHA-256', text as Uint8Array<ArrayBuffer>));
}

const TRIES_BETWEEN_PAUSES = 2048;

/**
 * Tries solutions 0, 1, 2 … until the hash has the zero bits asked for (about 2^bits tries). Pauses now and
 * then so that, on the page itself (no worker), the page still answers.
 */
export async function solveChallenge(
  challenge: Pick<LoginChallenge, 'token' | 'bits'>,
  digest: Digest = browserDigest(),
): Promise<LoginChallengeProof> {
  const encoder = new TextEncoder();
  for (let n = 0; ; n++) {
    if (n > 0 && n % TRIES_BETWEEN_PAUSES === 0) await new Promise((resume) => setTimeout(resume, 0));
    const hash = await digest(encoder.encode(challengeText(challenge.token, n)));
    if (leadingZeroBits(hash) >= challenge.bits) return { token: challenge.token, solution: String(n) };
  }
}
