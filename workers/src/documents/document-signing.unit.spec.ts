import { generateKeyPairSync } from 'node:crypto';
import { checkCode, type DocumentClaims, tokenOfUrl, verifyUrl } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import {
  DocumentTokenError,
  documentJwks,
  lotDigest,
  type PublishedDocumentKey,
  signDocumentClaims,
  verifyDocumentToken,
} from './document-signing.js';

const pair = (kid: string) => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signing: { privateKey, kid },
    published: { publicKey, kid, withdrawnOn: null } as PublishedDocumentKey,
  };
};
const current = pair('a1b2c3d4e5f60718');
const older = pair('0f1e2d3c4b5a6978');

/** A farmer bill as the worker would sign it: real-sized values (a 20-digit position, a 64-hex chain hash). */
const bill: DocumentClaims = {
  v: 1,
  k: 'FB',
  n: 'HSR/FB2627/000123',
  m: 'HSR',
  d: '2026-11-27',
  c: 'HSR-F-000001',
  a: 5_989_603,
  l: lotDigest([12, 3, 7]),
  s: '17818-22776',
  h: Buffer.from('9f'.repeat(32), 'hex').toString('base64url'),
};

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DocumentTokenError) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('signed document tokens (issue 26)', () => {
  it('round-trips the claims, names its key, and fits a printable QR (about 400 characters)', async () => {
    const token = await signDocumentClaims(bill, current.signing);
    expect(await verifyDocumentToken(token, [current.published, older.published])).toEqual({
      claims: bill,
      kid: current.signing.kid,
      withdrawnOn: null,
    });
    expect(token.length).toBeLessThanOrEqual(450);
    const url = verifyUrl('https://verify.example.gov.in/', token);
    expect(url).toBe(`https://verify.example.gov.in/v#${token}`);
    expect(tokenOfUrl(url)).toBe(token);
    expect(checkCode(token)).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it('refuses one changed character, another key, a withdrawn-key document only flagged, and junk', async () => {
    const token = await signDocumentClaims(bill, current.signing);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // One character of the signed content changed (a different amount, say): the signature no longer matches.
    const altered = `${header}.${payload.slice(0, 20)}${payload[20] === 'A' ? 'B' : 'A'}${payload.slice(21)}.${signature}`;
    expect(await refusal(verifyDocumentToken(altered, [current.published]))).toBe('bad-signature');
    const flipped = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await refusal(verifyDocumentToken(flipped, [current.published]))).toBe('bad-signature');
    // Signed by a key that is not published.
    const stranger = await signDocumentClaims(bill, pair('ffffffffffffffff').signing);
    expect(await refusal(verifyDocumentToken(stranger, [current.published]))).toBe('unknown-key');
    // The same key id with another key's signature: refused, not trusted by its name.
    const impostor = await signDocumentClaims(bill, { ...pair('x').signing, kid: current.signing.kid });
    expect(await refusal(verifyDocumentToken(impostor, [current.published]))).toBe('bad-signature');
    expect(await refusal(verifyDocumentToken('not.a.token', [current.published]))).toBe('malformed');
    // Signed with an older key that has since been withdrawn: genuine, and says so with the date.
    const old = await signDocumentClaims(bill, older.signing);
    const withdrawn = { ...older.published, withdrawnOn: '2026-11-01' };
    expect(await verifyDocumentToken(old, [current.published, withdrawn])).toMatchObject({
      kid: older.signing.kid,
      withdrawnOn: '2026-11-01',
    });
  });

  it('refuses to sign claims that are not a document (nothing personal fits the schema)', async () => {
    await expect(signDocumentClaims({ ...bill, k: 'XX' as 'FB' }, current.signing)).rejects.toThrow();
    await expect(signDocumentClaims({ ...bill, a: -1 }, current.signing)).rejects.toThrow();
  });

  it('publishes the keys as a JWKS: Ed25519 public parts only, the withdrawn ones dated', () => {
    const jwks = documentJwks([current.published, { ...older.published, withdrawnOn: '2026-11-01' }]);
    expect(jwks.keys).toHaveLength(2);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
    expect(jwks.keys[1]).toMatchObject({ kid: older.signing.kid, withdrawn: '2026-11-01' });
  });

  it('digests the lot numbers whatever order they were listed in', () => {
    expect(lotDigest([3, 7, 12])).toBe(lotDigest([12, 3, 7]));
    expect(lotDigest([3, 7, 12])).not.toBe(lotDigest([3, 7, 13]));
    expect(lotDigest([1])).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
