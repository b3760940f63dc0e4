import { createHash } from 'node:crypto';
import { challengeText, leadingZeroBits } from '@cocoon/domain';
import { sha256 } from '@noble/hashes/sha2';
import { describe, expect, it } from 'vitest';
import { browserDigest, solveChallenge } from './proof-of-work';

const nodeSha256 = (text: Uint8Array | string) => new Uint8Array(createHash('sha256').update(text).digest());

describe('solving a login challenge', () => {
  const challenge = { token: 'v1.nonce.8.1700000000000.signature', bits: 8 };

  it('finds the first solution with the zero bits asked for, with Web Crypto or without', async () => {
    const withWebCrypto = await solveChallenge(challenge, browserDigest());
    const withoutIt = await solveChallenge(challenge, sha256);
    expect(withoutIt).toEqual(withWebCrypto);
    const n = Number(withWebCrypto.solution);
    expect(leadingZeroBits(nodeSha256(challengeText(challenge.token, n)))).toBeGreaterThanOrEqual(8);
    for (let earlier = 0; earlier < n; earlier++)
      expect(leadingZeroBits(nodeSha256(challengeText(challenge.token, earlier)))).toBeLessThan(8);
  });

  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(Uint8Array.from([0, 0, 0x1f, 0xff]))).toBe(19);
    expect(leadingZeroBits(Uint8Array.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Uint8Array.from([0, 0]))).toBe(16);
  });
});
