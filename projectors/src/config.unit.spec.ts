import { describe, expect, it } from 'vitest';
import { loadProjectorsConfig, projectorsConfigSchema } from './config.js';

describe('loadProjectorsConfig', () => {
  it('applies the defaults', () => {
    expect(loadProjectorsConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cocoon' })).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cocoon',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'info',
      PROJECTION_BATCH_SIZE: 500,
    });
  });

  it('treats empty variables as unset and reads numbers from strings', () => {
    const config = loadProjectorsConfig({
      DATABASE_URL: 'postgresql://db/cocoon',
      EVENTSTORE_URL: '',
      REDIS_URL: '',
      PROJECTION_BATCH_SIZE: '2000',
    });
    expect(config.EVENTSTORE_URL).toBeUndefined();
    expect(config).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379', PROJECTION_BATCH_SIZE: 2000 });
    expect(
      loadProjectorsConfig({ DATABASE_URL: 'postgres://db/x', EVENTSTORE_URL: 'kurrentdb://k:2113' }),
    ).toMatchObject({ EVENTSTORE_URL: 'kurrentdb://k:2113' });
  });

  it('fails naming every bad variable', () => {
    expect(() => loadProjectorsConfig({})).toThrow('DATABASE_URL is required');
    expect(() =>
      loadProjectorsConfig({
        DATABASE_URL: 'mysql://x/y',
        REDIS_URL: 'http://r',
        LOG_LEVEL: 'loud',
        PROJECTION_BATCH_SIZE: '0',
      }),
    ).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL.*REDIS_URL.*LOG_LEVEL.*PROJECTION_BATCH_SIZE must be at least 1/,
    );
  });

  it('exports the schema with every variable the process reads', () => {
    expect(Object.keys(projectorsConfigSchema.shape).sort()).toEqual([
      'DATABASE_URL',
      'EVENTSTORE_URL',
      'LOG_LEVEL',
      'PROJECTION_BATCH_SIZE',
      'REDIS_URL',
    ]);
  });
});
