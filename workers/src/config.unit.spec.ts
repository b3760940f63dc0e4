import { generateSealKeyPem } from '@cocoon/eventstore';
import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config.js';

describe('loadWorkerConfig', () => {
  it('applies the defaults', () => {
    expect(loadWorkerConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cocoon' })).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cocoon',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: 2,
      WORKER_LOCK_MS: 30_000,
      NOTICES_SENDER: 'outbox',
      MSG91_BASE_URL: 'https://control.msg91.com/api/v5/flow',
      MSG91_TIMEOUT_MS: 10_000,
    });
  });

  it('needs the MSG91 auth key when the notices go through MSG91', () => {
    const base = { DATABASE_URL: 'postgres://db/cocoon', NOTICES_SENDER: 'msg91' };
    expect(() => loadWorkerConfig(base)).toThrow(/MSG91_AUTH_KEY.*required when NOTICES_SENDER is msg91/);
    expect(
      loadWorkerConfig({ ...base, MSG91_AUTH_KEY: 'abcdefghij0123', MSG91_SENDER: 'TNSERI' }),
    ).toMatchObject({
      NOTICES_SENDER: 'msg91',
      MSG91_SENDER: 'TNSERI',
    });
    expect(() =>
      loadWorkerConfig({ ...base, MSG91_AUTH_KEY: 'abcdefghij0123', MSG91_SENDER: 'TN1' }),
    ).toThrow(/MSG91_SENDER/);
  });

  it('treats empty variables as unset and reads numbers from strings', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgresql://db/cocoon',
      REDIS_URL: '',
      WORKER_CONCURRENCY: '4',
      WORKER_LOCK_MS: '10000',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      WORKER_CONCURRENCY: 4,
      WORKER_LOCK_MS: 10_000,
      LOG_LEVEL: 'debug',
    });
  });

  it('fails naming every bad variable', () => {
    expect(() => loadWorkerConfig({})).toThrow('DATABASE_URL is required');
    expect(() =>
      loadWorkerConfig({
        DATABASE_URL: 'mysql://x/y',
        REDIS_URL: 'http://r',
        WORKER_CONCURRENCY: '0',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL.*REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL.*LOG_LEVEL.*WORKER_CONCURRENCY must be at least 1/,
    );
  });

  describe('the document-signing key (issue 26)', () => {
    const db = { DATABASE_URL: 'postgres://db/cocoon' };
    const key = generateSealKeyPem().privateKeyPem;

    it('is required in production, with the public https address the QR opens', () => {
      expect(() => loadWorkerConfig({ ...db, NODE_ENV: 'production' })).toThrow(
        /DOCUMENT_SIGNING_PRIVATE_KEY is required in production/,
      );
      expect(() =>
        loadWorkerConfig({ ...db, NODE_ENV: 'production', DOCUMENT_SIGNING_PRIVATE_KEY: key }),
      ).toThrow(/PUBLIC_BASE_URL is required with DOCUMENT_SIGNING_PRIVATE_KEY/);
      expect(
        loadWorkerConfig({
          ...db,
          NODE_ENV: 'production',
          DOCUMENT_SIGNING_PRIVATE_KEY: key,
          PUBLIC_BASE_URL: 'https://sericulture.tn.gov.in',
        }),
      ).toMatchObject({ PUBLIC_BASE_URL: 'https://sericulture.tn.gov.in' });
    });

    it('refuses QRs pointing at localhost or plain http in production, allows them in development', () => {
      for (const address of ['http://localhost:3000', 'https://127.0.0.1', 'http://sericulture.tn.gov.in']) {
        expect(() =>
          loadWorkerConfig({
            ...db,
            NODE_ENV: 'production',
            DOCUMENT_SIGNING_PRIVATE_KEY: key,
            PUBLIC_BASE_URL: address,
          }),
        ).toThrow(/PUBLIC_BASE_URL must be the public https address in production, not localhost/);
      }
      expect(
        loadWorkerConfig({
          ...db,
          DOCUMENT_SIGNING_PRIVATE_KEY: key,
          PUBLIC_BASE_URL: 'http://localhost:3000',
        }),
      ).toMatchObject({ PUBLIC_BASE_URL: 'http://localhost:3000' });
    });

    it('is never the seal key, and must be an Ed25519 key', () => {
      expect(() =>
        loadWorkerConfig({
          ...db,
          DOCUMENT_SIGNING_PRIVATE_KEY: key,
          AUDIT_SEAL_PRIVATE_KEY: key,
          PUBLIC_BASE_URL: 'http://localhost:3000',
        }),
      ).toThrow(/DOCUMENT_SIGNING_PRIVATE_KEY must not be the seal key/);
      expect(() => loadWorkerConfig({ ...db, DOCUMENT_SIGNING_PRIVATE_KEY: 'not a key' })).toThrow(
        /DOCUMENT_SIGNING_PRIVATE_KEY must be an Ed25519 private key/,
      );
    });
  });
});
