import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DrillApp,
  repoRoot,
  startDrillApp,
  startThrowawayRedis,
  type ThrowawayRedis,
} from './harness.js';
import { projectorKillDrill } from './projector-kills.js';
import { restartDrill } from './restarts.js';
import { workerKillDrill } from './worker-kill.js';

/*
 * The fast versions of `npm run drill`: (a) with 5 kills instead of 50, (c), and (b) with 5 documents. Projectors and workers run as real
 * child processes from dist/ (so SIGKILL is a real crash), against this file's database and a redis-server of
 * its own (the reactor and the workers use BullMQ's default prefix, which must not meet another file's jobs).
 */
const logger = createLogger({ name: 'drill-test', level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'cocoon-drill-'));
let database: TestDatabase;
let redis: ThrowawayRedis;
let app: DrillApp;

beforeAll(async () => {
  await promisify(execFile)('npx', ['tsc', '-b', 'projectors', 'workers'], { cwd: repoRoot }).catch(() => {});
  database = await createTestDatabase('drill');
  redis = await startThrowawayRedis(join(dir, 'redis'));
  app = await startDrillApp(database.url, redis.url, logger);
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('fault drills', () => {
  it('projectors killed -9 five times mid-batch while commands flow: read models equal a rebuild', async () => {
    const figures = await projectorKillDrill(app, redis.url, { kills: 5, maxDocuments: 6 }, logger);
    expect(Object.keys(figures.load.answered)).toEqual(['200']);
    expect(figures.load.succeeded.length).toBeGreaterThan(10);
    expect(figures.killedMidBatch).toBeGreaterThan(0);
    expect(figures.answeredWithoutEvents).toEqual([]);
    expect(figures.jobs).toBe(figures.load.documents);
    expect(figures.rebuild.filter((r) => !r.equal)).toEqual([]);
    expect(figures.rebuild.find((r) => r.projection === 'masters.cocoon-types')?.rows).toBeGreaterThan(10);
    // Every stream's hash chain is whole after the kills.
    expect(figures.chain.streams).toBeGreaterThan(10);
    expect(figures.chain.problems).toEqual([]);
  }, 300_000);

  it('a worker killed -9 mid-render: its job is retried and every document ends rendered', async () => {
    const figures = await workerKillDrill(app, redis.url);
    expect(figures.killedJobId).toBeDefined();
    expect(figures).toMatchObject({ failed: 0, completed: figures.jobs, documentsReady: figures.jobs });
    expect(figures.renderedMoreThanOnce.length).toBeLessThanOrEqual(1);
  }, 300_000);

  it('PostgreSQL, then Redis, restarted under load (their own): no 2xx without events, read models equal a rebuild, each PDF once', async () => {
    const figures = await restartDrill(logger, { maxDocuments: 5 });
    // PostgreSQL really was away while commands came (500s), and commands were accepted around it.
    expect(figures.load.answered['500']).toBeGreaterThan(0);
    expect(figures.load.succeeded.length).toBeGreaterThan(10);
    expect(figures.answeredWithoutEvents).toEqual([]);
    expect(figures.rebuild.filter((r) => !r.equal)).toEqual([]);
    expect(figures.chain.problems).toEqual([]);
    expect(figures).toMatchObject({
      documentsRequested: 5,
      jobs: 5,
      documentsReady: 5,
      renderedMoreThanOnce: 0,
    });
  }, 300_000);
});
