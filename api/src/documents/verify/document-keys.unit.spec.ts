import { generateSealKeyPem, keyId, parsePublicSealKey } from '@cocoon/eventstore';
import { describe, expect, it } from 'vitest';
import { apiConfigSchema } from '../../config.js';
import { publicKeyDer, publishedDocumentKeys } from './document-keys.js';

/** Issue 26: the published document keys, as an operator configures a rotation and a withdrawal. */
const base = { DATABASE_URL: 'postgres://db/cocoon' };
const older = generateSealKeyPem();
const current = generateSealKeyPem();
const der = (pem: string) => publicKeyDer(pem);
const kidOf = (pem: string) => keyId(parsePublicSealKey(der(pem)));

describe('the published document keys', () => {
  it('lists every key given, old and current, so paper signed before a rotation still verifies', () => {
    const config = apiConfigSchema.parse({
      ...base,
      DOCUMENT_PUBLIC_KEYS: `${der(older.privateKeyPem)}, ${der(current.privateKeyPem)}`,
    });
    expect(publishedDocumentKeys(config).map((key) => [key.kid, key.withdrawnOn])).toEqual([
      [kidOf(older.privateKeyPem), null],
      [kidOf(current.privateKeyPem), null],
    ]);
  });

  it('marks a withdrawn key with its date; its documents still verify and say so', () => {
    const config = apiConfigSchema.parse({
      ...base,
      DOCUMENT_PUBLIC_KEYS: `${der(older.privateKeyPem)},${der(current.privateKeyPem)}`,
      DOCUMENT_WITHDRAWN_KEYS: `${kidOf(older.privateKeyPem)}:2026-11-01`,
    });
    expect(
      publishedDocumentKeys(config).find((key) => key.kid === kidOf(older.privateKeyPem))?.withdrawnOn,
    ).toBe('2026-11-01');
    expect(() => apiConfigSchema.parse({ ...base, DOCUMENT_WITHDRAWN_KEYS: 'abc:01/11/2026' })).toThrow(
      /key-id:YYYY-MM-DD/,
    );
  });

  it('refuses a key that is not Ed25519, and the seal key among the document keys', () => {
    expect(() => apiConfigSchema.parse({ ...base, DOCUMENT_PUBLIC_KEYS: 'not-a-key' })).toThrow(
      /Ed25519 public keys/,
    );
    expect(() =>
      apiConfigSchema.parse({
        ...base,
        AUDIT_SEAL_PRIVATE_KEY: current.privateKeyPem,
        DOCUMENT_PUBLIC_KEYS: der(current.privateKeyPem),
      }),
    ).toThrow(/must not include the seal key/);
  });
});
