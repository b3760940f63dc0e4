import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectorsConfigSchema } from '@cocoon/projectors';
import { workerConfigSchema } from '@cocoon/workers';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { apiConfigSchema } from '../config.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true });

/** Resolves `${NAME:-default}` the way compose does when NAME is unset. */
const interpolate = (value: unknown) =>
  String(value).replace(
    /\$\{([A-Z_]+)(?::-([^}]*))?\}/g,
    (_m, _name, fallback: string | undefined) => fallback ?? '',
  );

const schemas: Record<string, z.ZodObject> = {
  api: apiConfigSchema,
  projectors: projectorsConfigSchema,
  workers: workerConfigSchema,
};

// An empty value (`BOOTSTRAP_ADMIN_PASSWORD: ${BOOTSTRAP_ADMIN_PASSWORD:-}`) means "not set".
const environmentOf = (service: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(compose.services[service].environment as Record<string, unknown>)
      .map(([key, value]) => [key, interpolate(value)] as const)
      .filter(([, value]) => value !== ''),
  );

describe('docker-compose.yml', () => {
  it('runs KurrentDB, PostgreSQL, Redis and the three app processes, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'kurrentdb',
      'postgres',
      'projectors',
      'redis',
      'workers',
    ]);
    for (const [name, service] of Object.entries<Record<string, unknown>>(compose.services)) {
      expect(service.healthcheck, `${name} has a healthcheck`).toBeDefined();
    }
    for (const app of ['api', 'projectors', 'workers']) {
      expect(compose.services[app].depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
  });

  it.each(Object.keys(schemas))(
    'gives %s only variables its config schema knows, and valid values',
    (service) => {
      const schema = schemas[service]!;
      const env = environmentOf(service);
      expect(Object.keys(env).filter((key) => !(key in schema.shape))).toEqual([]);
      const parsed = schema.safeParse(env);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('points every process at the same database and Redis, and the event readers at KurrentDB', () => {
    const envs = Object.keys(schemas).map(environmentOf);
    expect(new Set(envs.map((e) => e.DATABASE_URL)).size).toBe(1);
    expect(new Set(envs.map((e) => e.REDIS_URL)).size).toBe(1);
    expect(environmentOf('api').EVENTSTORE_URL).toBe(environmentOf('projectors').EVENTSTORE_URL);
    expect(environmentOf('api').HOST).toBe('0.0.0.0');
  });

  const cli = ['docker compose', 'docker-compose'].find((c) => {
    const [cmd, ...args] = c.split(' ');
    return spawnSync(cmd!, [...args, 'version'], { encoding: 'utf8' }).status === 0;
  });
  it.skipIf(!cli)(
    `passes \`${cli ?? 'docker compose'} config -q\`${cli ? '' : ' (skipped: no compose CLI here)'}`,
    () => {
      const [cmd, ...args] = cli!.split(' ');
      const result = spawnSync(cmd!, [...args, '-f', resolve(root, 'docker-compose.yml'), 'config', '-q'], {
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );
});
