import { randomBytes } from 'node:crypto';
import type { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCheckpoints } from './checkpoints.js';
import { migrateProjections } from './migrate.js';
import { createQueueProvider, enqueueOnce, jobIdFor, type QueueProvider } from './queues.js';
import { rebuildProjection } from './rebuild.js';
import { startProjectionRunner } from './runner.js';
import { countingProjection } from './testing/counting-projection.js';
import { appendEvents, createTestEnv, type TestEnv, waitUntil } from './testing/fixtures.js';
import type { Reactor } from './types.js';
import { projectionStatus } from './wait.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = randomBytes(4).toString('hex');
const queueName = `test-reactor-${suffix}`;

let env: TestEnv;
let queues: QueueProvider;
let queue: Queue;

beforeAll(async () => {
  env = await createTestEnv('reactors');
  queues = createQueueProvider({ redisUrl: REDIS_URL, prefix: `test-${suffix}` });
  queue = queues.get(queueName);
});

afterAll(async () => {
  await queue?.obliterate({ force: true });
  await queues?.close();
  await env?.close();
});

const reactor: Reactor = {
  name: 'test.notify',
  eventTypes: ['Notified'],
  async handle(events, context) {
    const target = context.queue(queueName);
    for (const event of events) await enqueueOnce(target, 'notify', { eventId: event.id }, event.id);
  },
};

async function caughtUp(name: string): Promise<boolean> {
  const head = await env.store.headPosition();
  const row = (await projectionStatus(env.db, head)).find((r) => r.name === name);
  return row !== undefined && !row.lagging;
}

async function runUntilCaughtUp(): Promise<void> {
  const runner = await startProjectionRunner({ ...env, projections: [], reactors: [reactor], queues });
  try {
    await waitUntil(() => caughtUp('test.notify'));
  } finally {
    await runner.stop();
  }
}

describe('reactors', () => {
  it('enqueue one job per event, with ids from the event ids, even when re-run', async () => {
    await migrateProjections(env.db, { projections: [], reactors: [reactor], logger: env.logger });
    const { ids } = await appendEvents(env.store, 30, { type: 'Notified', prefix: 'notify' });
    await runUntilCaughtUp();
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 30 });

    // A crash after enqueueing and before the checkpoint committed re-runs the batch: simulate it by rewinding.
    await sql`update projection.checkpoints set position = '' where name = 'test.notify'`.execute(env.db);
    await runUntilCaughtUp();
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 30 });
    const jobs = await queue.getJobs(['waiting'], 0, 100);
    expect(jobs.map((j) => j.id).sort()).toEqual(ids.map((id) => jobIdFor('notify', id)).sort());
  });

  it('keep their checkpoint through a projection rebuild', async () => {
    const projection = countingProjection('test.rebuilt-beside', 'beside_counted', {
      eventTypes: ['Notified'],
    });
    await migrateProjections(env.db, { projections: [projection], reactors: [reactor], logger: env.logger });
    const before = (await listCheckpoints(env.db)).find((r) => r.name === 'test.notify');
    await rebuildProjection({ ...env, projection });
    const after = (await listCheckpoints(env.db)).find((r) => r.name === 'test.notify');
    expect(after).toEqual(before);
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 30 });
  });
});
