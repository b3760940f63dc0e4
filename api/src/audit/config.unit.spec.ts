import { generateSealKeyPem, keyId } from '@cocoon/eventstore';
import { ConfigError, parseEnv } from '@cocoon/platform';
import { describe, expect, it } from 'vitest';
import { apiConfigSchema } from '../config.js';
import { sealKeys } from './config.js';

const base = { DATABASE_URL: 'postgres://localhost/cocoon' };
const parse = (env: Record<string, string>) => parseEnv(apiConfigSchema, { ...base, ...env }, 'api');

describe('seal keys in the api configuration', () => {
  it('takes a private key as PEM or base64 DER and derives the public key from it', () => {
    const pair = generateSealKeyPem();
    const fromPem = sealKeys(parse({ AUDIT_SEAL_PRIVATE_KEY: pair.privateKeyPem }));
    const der = fromPem.privateKey!.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const fromDer = sealKeys(parse({ AUDIT_SEAL_PRIVATE_KEY: der }));
    expect(keyId(fromDer.publicKey!)).toBe(keyId(fromPem.publicKey!));
  });

  it('names the variable that is wrong: not a key, or a public key of another pair', () => {
    expect(() => parse({ AUDIT_SEAL_PRIVATE_KEY: 'secret' })).toThrow(ConfigError);
    expect(() => parse({ AUDIT_SEAL_PRIVATE_KEY: 'secret' })).toThrow(
      /AUDIT_SEAL_PRIVATE_KEY must be an Ed25519/,
    );
    expect(() =>
      parse({
        AUDIT_SEAL_PRIVATE_KEY: generateSealKeyPem().privateKeyPem,
        AUDIT_SEAL_PUBLIC_KEY: generateSealKeyPem().publicKeyPem,
      }),
    ).toThrow(/AUDIT_SEAL_PUBLIC_KEY does not belong to AUDIT_SEAL_PRIVATE_KEY/);
  });

  it('treats an empty variable as unset: no seals, and the api still starts', () => {
    expect(sealKeys(parse({ AUDIT_SEAL_PRIVATE_KEY: '', AUDIT_SEAL_PUBLIC_KEY: '' }))).toEqual({
      privateKey: undefined,
      publicKey: undefined,
    });
  });
});
