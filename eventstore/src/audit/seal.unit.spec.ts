import { describe, expect, it } from 'vitest';
import { sealBody, sealSignatureValid, signSeal } from './seal.js';
import {
  generateSealKeyPem,
  keyId,
  parsePrivateSealKey,
  parsePublicSealKey,
  publicKeyOf,
  SealKeyError,
} from './seal-keys.js';

const pair = () => {
  const pem = generateSealKeyPem();
  return {
    privateKey: parsePrivateSealKey(pem.privateKeyPem),
    publicKey: parsePublicSealKey(pem.publicKeyPem),
  };
};

const heads = [
  { streamName: 'lot-2', revision: 4, hash: 'aa'.repeat(32) },
  { streamName: 'lot-1', revision: 0, hash: 'bb'.repeat(32) },
  { streamName: 'gone', revision: -1, hash: null },
];

describe('seals', () => {
  it('records heads sorted by stream, leaves out empty streams, and names the signing key', () => {
    const { publicKey } = pair();
    const body = sealBody({ sequence: 1, sealedAt: new Date(0), prevSealHash: null, heads, publicKey });
    expect(body.streams).toEqual([
      ['lot-1', 0, 'bb'.repeat(32)],
      ['lot-2', 4, 'aa'.repeat(32)],
    ]);
    expect(body.keyId).toBe(keyId(publicKey));
  });

  it('verifies with the signing key only, and not once the body changes', () => {
    const ours = pair();
    const theirs = pair();
    const body = sealBody({
      sequence: 2,
      sealedAt: new Date(0),
      prevSealHash: 'cc'.repeat(32),
      heads,
      publicKey: ours.publicKey,
    });
    const seal = signSeal(body, ours.privateKey);
    expect(sealSignatureValid(seal.body, seal.signature, ours.publicKey)).toBe(true);
    expect(sealSignatureValid(seal.body, seal.signature, theirs.publicKey)).toBe(false);
    const altered = { ...body, streams: [['lot-1', 0, 'dd'.repeat(32)]] as typeof body.streams };
    expect(sealSignatureValid(altered, seal.signature, ours.publicKey)).toBe(false);
    expect(sealSignatureValid(body, 'not base64 at all', ours.publicKey)).toBe(false);
  });

  it('reads keys as PEM or base64 DER, and refuses anything else', () => {
    const { privateKey, publicKey } = pair();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(keyId(publicKeyOf(parsePrivateSealKey(der)))).toBe(keyId(publicKey));
    const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    expect(keyId(parsePublicSealKey(spki))).toBe(keyId(publicKey));
    expect(() => parsePrivateSealKey('hello')).toThrow(SealKeyError);
  });
});
