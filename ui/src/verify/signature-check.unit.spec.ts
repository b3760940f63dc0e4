import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { type DocumentClaims, tokenOfUrl } from '@cocoon/domain';
import { CompactSign, errors, type JSONWebKeySet, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { checkOfError, checkSignature, claimsOfToken } from './signature-check';

const CLAIMS: DocumentClaims = {
  v: 1,
  k: 'FB',
  n: 'HSR/FB2627/00042',
  m: 'HSR',
  d: '2026-11-05',
  c: 'HSR-F-000017',
  a: 12_345_678,
  l: 'q1w2e3r4t5y6u7i8',
  s: '1042',
  h: 'abcDEF123_-',
};

function keyPair(kid: string, withdrawn?: string): { privateKey: KeyObject; jwk: JWK } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg: 'EdDSA', use: 'sig' };
  // The department's JWKS marks a withdrawn key with the date (document-signing.ts documentJwks).
  return { privateKey, jwk: withdrawn ? ({ ...jwk, withdrawn } as JWK) : jwk };
}

const sign = (claims: unknown, privateKey: KeyObject, kid: string) =>
  new CompactSign(new TextEncoder().encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .sign(privateKey);

/** The token with one character of its payload changed, still base64url. */
function altered(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(payload.length / 2);
  const swapped = payload[at] === 'A' ? 'B' : 'A';
  return [header, `${payload.slice(0, at)}${swapped}${payload.slice(at + 1)}`, signature].join('.');
}

describe('checkSignature (the same jose and WebCrypto the phone runs)', () => {
  const current = keyPair('current');
  const old = keyPair('old', '2027-03-12');
  const keySet: JSONWebKeySet = { keys: [current.jwk, old.jwk] };

  it('accepts a genuine token with its claims, and says when its key was withdrawn', async () => {
    const token = await sign(CLAIMS, current.privateKey, 'current');
    expect(await checkSignature(token, keySet)).toEqual({
      outcome: 'good',
      claims: CLAIMS,
      kid: 'current',
      withdrawnOn: null,
    });
    const byOld = await checkSignature(await sign(CLAIMS, old.privateKey, 'old'), keySet);
    expect(byOld).toMatchObject({ outcome: 'good', withdrawnOn: '2027-03-12' });
    expect(claimsOfToken(token)).toEqual(CLAIMS);
    expect(tokenOfUrl(`https://verify.example/v#${token}`)).toBe(token);
  });

  it('refuses an altered token, an unpublished key and signed content that is no document', async () => {
    const token = await sign(CLAIMS, current.privateKey, 'current');
    expect(await checkSignature(altered(token), keySet)).toEqual({
      outcome: 'bad',
      refusal: 'bad-signature',
    });
    const stranger = keyPair('stranger');
    expect(await checkSignature(await sign(CLAIMS, stranger.privateKey, 'stranger'), keySet)).toEqual({
      outcome: 'bad',
      refusal: 'unknown-key',
    });
    expect(await checkSignature(await sign({ v: 2 }, current.privateKey, 'current'), keySet)).toEqual({
      outcome: 'bad',
      refusal: 'bad-claims',
    });
    expect(await checkSignature('e30.e30.AAAA', keySet)).toMatchObject({ outcome: 'bad' });
  });

  it('never calls a paper forged because the browser cannot check', () => {
    expect(checkOfError(new errors.JOSENotSupported('Ed25519'))).toEqual({ outcome: 'cannot-check' });
    expect(checkOfError(new DOMException('no Ed25519', 'NotSupportedError'))).toEqual({
      outcome: 'cannot-check',
    });
    expect(checkOfError(new TypeError("Cannot read properties of undefined (reading 'importKey')"))).toEqual({
      outcome: 'cannot-check',
    });
    expect(checkOfError(new errors.JWKSInvalid())).toEqual({ outcome: 'no-keys' });
    expect(checkOfError(new errors.JWSSignatureVerificationFailed())).toEqual({
      outcome: 'bad',
      refusal: 'bad-signature',
    });
  });
});
