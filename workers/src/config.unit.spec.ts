import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config.js';

describe('loadWorkerConfig', () => {
  it('applies the defaults', () => {
    expect(loadWorkerConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cocoon' })).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cocoon',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'info',
      WORKER_CONCURRENCY: 2,
    });
  });

  it('treats empty variables as unset and reads numbers from strings', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'postgresql://db/cocoon',
      REDIS_URL: '',
      WORKER_CONCURRENCY: '4',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      WORKER_CONCURRENCY: 4,
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
});
