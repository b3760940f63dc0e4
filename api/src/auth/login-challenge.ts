import { createHash, randomBytes } from 'node:crypto';
import {
  challengeText,
  type LoginChallenge,
  type LoginChallengeProof,
  leadingZeroBits,
} from '@cocoon/domain';
import type { Redis } from 'ioredis';
import { signatureMatches, signed } from './login-key.js';

/**
 * The server's half of the login's proof-of-work (domain/src/auth/login-challenge.ts): a challenge is a signed
 * token naming its difficulty and expiry, bound to the account and address it was given to, and good once
 * (its nonce is remembered in Redis until long after it has expired). Nothing is stored until it is used.
 */
const TTL_MS = 5 * 60 * 1000;

const signedPart = (account: string, address: string, body: string) =>
  `login-challenge|${account}|${address}|${body}`;

export function issueChallenge(
  key: string,
  account: string,
  address: string,
  bits: number,
  now: Date,
): LoginChallenge {
  const expires = now.getTime() + TTL_MS;
  const body = `v1.${randomBytes(12).toString('base64url')}.${bits}.${expires}`;
  return {
    token: `${body}.${signed(key, signedPart(account, address, body))}`,
    bits,
    expiresAt: new Date(expires).toISOString(),
  };
}

/** True, once, for a solved and unexpired challenge this server gave this account at this address. */
export async function acceptChallengeProof(
  redis: Redis,
  key: string,
  proof: LoginChallengeProof,
  where: { account: string; address: string; now: Date },
): Promise<boolean> {
  const parts = proof.token.split('.');
  const [version, nonce, bits, expires, signature] = parts;
  if (parts.length !== 5 || version !== 'v1' || !nonce || !signature) return false;
  if (!/^\d{1,2}$/.test(bits ?? '') || !/^\d{1,15}$/.test(expires ?? '')) return false;
  if (
    !signatureMatches(key, signedPart(where.account, where.address, parts.slice(0, 4).join('.')), signature)
  )
    return false;
  if (Number(expires) <= where.now.getTime()) return false;
  const digest = createHash('sha256').update(challengeText(proof.token, proof.solution)).digest();
  if (leadingZeroBits(digest) < Number(bits)) return false;
  const first = await redis.set(`cocoon:login-challenge:${nonce}`, '1', 'PX', 2 * TTL_MS, 'NX');
  return first === 'OK';
}
