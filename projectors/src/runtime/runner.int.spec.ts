import { randomUUID } from 'node:crypto';
import { resetStageTimings, stageTimings } from '@cocoon/platform';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCheckpoints, retryFailed } from './checkpoints.js';
import { migrateProjections } from './migrate.js';
import { projectionProcessor } from './processors.js';
import { startProjectionRunner } from './runner.js';
import { advance } from './step.js';
import { countingProjection } from './testing/counting-projection.js';
import { appendEvents, createTestEnv, type TestEnv } from './testing/fixtures.js';
import type { ReadModelDb } from './types.js';
import { projectionStatus, waitForProjections } from './wait.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv('runner');
});
afterAll(async () => {
  await env?.close();
});

async function counts(db: ReadModelDb, table: string) {
  const { rows } = await sql<{ rows: number; max_n: number | null }>`
    select count(*)::int as rows, max(n) as max_n from ${sql.id('read', table)}`.execute(db);
  return rows[0]!;
}

describe('projection runner', () => {
  it('two runners on the same projection apply every event exactly once', async () => {
    const projection = countingProjection('test.parallel', 'parallel_counted');
    await migrateProjections(env.db, { projections: [projection], logger: env.logger });
    await appendEvents(env.store, 1500, { prefix: 'parallel' });
    const second = await env.secondConnection();
    const runners = await Promise.all([
      startProjectionRunner({ ...env, projections: [projection], batchSize: 40 }),
      startProjectionRunner({ ...second, logger: env.logger, projections: [projection], batchSize: 40 }),
    ]);
    // More events while both run, so both compete for live batches too.
    const { position } = await appendEvents(env.store, 500, { prefix: 'parallel-live' });
    expect(await waitForProjections(env.db, position, { timeoutMs: 30_000 })).toBe(true);
    await Promise.all(runners.map((r) => r.stop()));
    expect(await counts(env.db, 'parallel_counted')).toEqual({ rows: 2000, max_n: 1 });
  });

  it('a processor no new event is for moves its checkpoint in the shared statement, never losing or doubling one', async () => {
    const busy = countingProjection('test.busy', 'busy_counted', { eventTypes: ['Busy'] });
    const quiet = countingProjection('test.quiet', 'quiet_counted', { eventTypes: ['Quiet'] });
    await migrateProjections(env.db, { projections: [busy, quiet], logger: env.logger });
    const runner = await startProjectionRunner({ ...env, projections: [busy, quiet], pollIntervalMs: 50 });
    try {
      resetStageTimings();
      // One append at a time, as bids come: each wakes the runner, and only 'test.busy' has work.
      let position = '';
      for (let i = 0; i < 30; i++)
        ({ position } = await appendEvents(env.store, 1, { type: 'Busy', prefix: `busy-${i}` }));
      // Read-your-writes still holds for every projection: the quiet one's checkpoint passed every bid.
      const both = { projections: ['test.busy', 'test.quiet'], timeoutMs: 20_000 };
      expect(await waitForProjections(env.db, position, both)).toBe(true);
      const stages = new Map(stageTimings().map((t) => [t.stage, t.count]));
      expect(stages.get('projector: move the untouched checkpoints (one statement)') ?? 0).toBeGreaterThan(0);
      // Without the shared move, the quiet projection ran an empty locked batch on every wake.
      expect(stages.get('projector: batch with no event for it') ?? 0).toBeLessThan(15);
      // An event for the quiet one after all those moves is applied, once; the busy one's each once.
      const quietOnes = await appendEvents(env.store, 3, { type: 'Quiet', prefix: 'quiet' });
      expect(await waitForProjections(env.db, quietOnes.position, both)).toBe(true);
      expect(await counts(env.db, 'quiet_counted')).toEqual({ rows: 3, max_n: 1 });
      expect(await counts(env.db, 'busy_counted')).toEqual({ rows: 30, max_n: 1 });
    } finally {
      await runner.stop();
    }
  });

  it('a batch offered to several workers at once is applied once', async () => {
    const projection = countingProjection('test.twice', 'twice_counted', { eventTypes: ['Twice'] });
    await migrateProjections(env.db, { projections: [projection], logger: env.logger });
    await appendEvents(env.store, 300, { type: 'Twice', prefix: 'twice' });
    const processor = projectionProcessor(projection, env.logger);
    const deps = { store: env.store, db: env.db, logger: env.logger };
    const options = { maxCount: 10_000, requireActive: true };
    const results = await Promise.all([1, 2, 3, 4].map(() => advance(deps, processor, 1, options)));
    const applied = results.map((r) => (r.outcome === 'applied' ? r.events : -1)).sort((a, b) => a - b);
    expect(applied).toEqual([0, 0, 0, 300]);
    // And again later, from the stored checkpoint: nothing changes.
    expect(await advance(deps, processor, 1, options)).toMatchObject({ outcome: 'applied', events: 0 });
    expect(await counts(env.db, 'twice_counted')).toEqual({ rows: 300, max_n: 1 });
  });

  it('a poison event stops only its projection, names the event, and retry resumes it', async () => {
    let poisonActive = true;
    const poisoned = countingProjection('test.poisoned', 'poisoned_counted', {
      eventTypes: ['Poisonable'],
      async afterRows(events) {
        const bad = events.find((e) => (e.data as { poison?: boolean }).poison);
        if (bad && poisonActive) throw new Error(`cannot project ${bad.id}`);
      },
    });
    const healthy = countingProjection('test.healthy', 'healthy_counted', { eventTypes: ['Poisonable'] });
    await migrateProjections(env.db, { projections: [poisoned, healthy], logger: env.logger });
    const { ids, position } = await appendEvents(env.store, 120, {
      type: 'Poisonable',
      prefix: 'poison',
      data: (i) => ({ i, poison: i === 70 }),
    });
    const runner = await startProjectionRunner({
      ...env,
      projections: [poisoned, healthy],
      batchSize: 50,
      failedRecheckMs: 50,
    });
    try {
      expect(
        await waitForProjections(env.db, position, { projections: ['test.healthy'], timeoutMs: 20_000 }),
      ).toBe(true);
      expect(await counts(env.db, 'healthy_counted')).toEqual({ rows: 120, max_n: 1 });
      // Failed projections answer false at once rather than making every read wait.
      expect(await waitForProjections(env.db, position, { timeoutMs: 20_000 })).toBe(false);

      const row = (await listCheckpoints(env.db)).find((r) => r.name === 'test.poisoned')!;
      expect(row).toMatchObject({ status: 'failed', errorEventId: ids[70] });
      expect(row.lastError).toContain(`cannot project ${ids[70]}`);
      // Events before the poison were applied; the checkpoint sits just before it.
      expect(await counts(env.db, 'poisoned_counted')).toEqual({ rows: 70, max_n: 1 });
      const { rows } = await sql<{ position: string }>`
        select position from read.poisoned_counted order by position desc limit 1`.execute(env.db);
      expect(row.position).toBe(rows[0]!.position);

      const logged = env.logs.find((l) => l.level === 50 && l.projection === 'test.poisoned');
      expect(logged).toMatchObject({
        eventId: ids[70],
        eventType: 'Poisonable',
        stream: 'poison-0',
        revision: 70,
      });
      expect(logged?.msg).toContain(ids[70]);

      const health = await projectionStatus(env.db, position);
      expect(health.find((h) => h.name === 'test.poisoned')).toMatchObject({
        status: 'failed',
        lagging: true,
      });
      expect(health.find((h) => h.name === 'test.healthy')).toMatchObject({
        status: 'running',
        lagging: false,
      });

      poisonActive = false;
      expect(await retryFailed(env.db, 'test.poisoned')).toBe(true);
      expect(
        await waitForProjections(env.db, position, { projections: ['test.poisoned'], timeoutMs: 20_000 }),
      ).toBe(true);
      expect(await counts(env.db, 'poisoned_counted')).toEqual({ rows: 120, max_n: 1 });
    } finally {
      await runner.stop();
    }
  });

  it('waitForProjections times out while a projection is behind', async () => {
    const projection = countingProjection('test.waiting', 'waiting_counted', { eventTypes: ['Waiting'] });
    await migrateProjections(env.db, { projections: [projection], logger: env.logger });
    const { position } = await appendEvents(env.store, 5, { type: 'Waiting', prefix: 'wait' });
    expect(
      await waitForProjections(env.db, position, { projections: ['test.waiting'], timeoutMs: 200 }),
    ).toBe(false);
    expect(await waitForProjections(env.db, position, { projections: ['test.unknown'], timeoutMs: 50 })).toBe(
      false,
    );
    const runner = await startProjectionRunner({ ...env, projections: [projection] });
    try {
      expect(
        await waitForProjections(env.db, position, { projections: ['test.waiting'], timeoutMs: 20_000 }),
      ).toBe(true);
      // A later event of a type it ignores still moves its checkpoint (woken by the subscription).
      const other = await env.store.append(
        `other-${randomUUID()}`,
        [{ id: randomUUID(), type: 'Ignored', data: {} }],
        'any',
      );
      expect(
        await waitForProjections(env.db, other.position, {
          projections: ['test.waiting'],
          timeoutMs: 20_000,
        }),
      ).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});
