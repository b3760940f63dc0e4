import { type EventStore, type Position, type ReadAllSlice, START } from '@cocoon/eventstore';
import { sleep } from '@cocoon/platform';
import type { Logger } from 'pino';
import { activeGeneration, advanceCheckpoint, lockCheckpoint } from './checkpoints.js';
import { withAdvisoryLock, withAdvisoryTryLock } from './db.js';
import { dropGenerationSchema, existingGenerations, migrateGeneration } from './generations.js';
import { generationSchema, MIGRATION_LOCK, rebuildLock } from './names.js';
import { type Processor, projectionProcessor } from './processors.js';
import { advance, type StepDeps } from './step.js';
import { switchGeneration } from './switch-generation.js';
import type { Projection, ReadModelDb } from './types.js';

export interface RebuildOptions {
  store: EventStore;
  db: ReadModelDb;
  projection: Projection;
  logger: Logger;
  /** Events per transaction while building. Default 10,000. */
  batchSize?: number;
  /** Called after each committed batch of the new generation (progress; tests append events here). */
  onBatch?: (progress: RebuildProgress) => Promise<void> | void;
}

export interface RebuildProgress {
  generation: number;
  events: number;
  position: Position;
}

export interface RebuildResult {
  projection: string;
  previousGeneration: number;
  generation: number;
  /** Events applied to the new generation (filtered-out events not counted). */
  events: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

export class RebuildError extends Error {
  override readonly name = 'RebuildError';
}

/**
 * Blue/green rebuild: builds generation n+1 from START in its own schema while the live runner keeps updating
 * generation n (which `read.<table>` keeps showing), then in one transaction catches up the last events,
 * points the views at n+1 and makes it active, and finally drops n. Re-running after a crash starts over:
 * leftovers of an unfinished generation are dropped first. Reactors are never rebuilt.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, projection } = options;
  const locked = await withAdvisoryTryLock(db, rebuildLock(projection.name), () => rebuildLocked(options));
  if (!locked) throw new RebuildError(`A rebuild of ${projection.name} is already running`);
  return locked.value;
}

async function rebuildLocked(options: RebuildOptions): Promise<RebuildResult> {
  const { store, db, projection, logger } = options;
  const batchSize = options.batchSize ?? 10_000;
  const started = performance.now();
  const processor = projectionProcessor(projection, logger.child({ projection: projection.name }));
  const deps: StepDeps = { store, db, logger };

  const { previous, generation } = await withAdvisoryLock(db, MIGRATION_LOCK, async () => {
    const active = await activeGeneration(db, projection.name);
    if (active === undefined) {
      throw new RebuildError(`${projection.name} is not registered: start the projectors once first`);
    }
    const leftovers = (await existingGenerations(db, projection)).filter((g) => g !== active);
    for (const g of leftovers) await dropGenerationSchema(db, projection, g);
    await db
      .deleteFrom('projection.checkpoints')
      .where('name', '=', projection.name)
      .where('generation', '!=', active)
      .execute();
    const next = Math.max(active, ...leftovers) + 1;
    await db
      .insertInto('projection.checkpoints')
      .values({ name: projection.name, generation: next, position: START, status: 'building' })
      .execute();
    await migrateGeneration(db, projection, next);
    return { previous: active, generation: next };
  });
  const schema = generationSchema(projection.name, generation);
  logger.info({ projection: projection.name, generation, schema }, 'rebuild started');

  let events = await bulkLoad(deps, processor, generation, batchSize, options.onBatch);

  for (let attempt = 1; ; attempt++) {
    try {
      events += await switchGeneration(deps, processor, projection, previous, generation, batchSize);
      break;
    } catch (error) {
      if (!isLockTimeout(error) || attempt >= SWITCH_ATTEMPTS) throw error;
      // A long reader of read.<table> holds the views: let it finish rather than queue every screen behind us.
      logger.warn({ projection: projection.name, attempt }, 'views busy; retrying the switch');
      await sleep(SWITCH_PAUSE_MS);
      events += await bulkLoad(deps, processor, generation, batchSize, options.onBatch);
    }
  }
  await dropGenerationSchema(db, projection, previous);

  const elapsedMs = performance.now() - started;
  const result: RebuildResult = {
    projection: projection.name,
    previousGeneration: previous,
    generation,
    events,
    elapsedMs,
    eventsPerSecond: Math.round(events / (elapsedMs / 1000)),
  };
  logger.info(result, 'rebuild finished: views switched, old generation dropped');
  return result;
}

const SWITCH_ATTEMPTS = 20;
const SWITCH_PAUSE_MS = 500;

const isLockTimeout = (error: unknown) => (error as { code?: unknown } | undefined)?.code === '55P03';

/**
 * Builds the new generation from its checkpoint up to the head. Only this process writes it (the rebuild lock), so it needs no
 * row lock and reads the next slice while the current one is being written.
 */
async function bulkLoad(
  deps: StepDeps,
  processor: Processor,
  generation: number,
  batchSize: number,
  onBatch: RebuildOptions['onBatch'],
): Promise<number> {
  const { store, db, logger } = deps;
  const read = (from: Position) =>
    store.readAll({ from, maxCount: batchSize, filter: { eventTypes: processor.eventTypes } });
  const stored = await db.transaction().execute((trx) => lockCheckpoint(trx, processor.name, generation));
  let position: Position = stored?.position ?? START;
  let events = 0;
  let lastLog = performance.now();
  let pending: Promise<ReadAllSlice> | undefined = read(position);
  while (pending) {
    const slice: ReadAllSlice = await pending;
    pending = slice.isEnd ? undefined : read(slice.next);
    // A prefetch we abandon must not become an unhandled rejection.
    pending?.catch(() => {});
    try {
      await db.transaction().execute(async (trx) => {
        if (slice.events.length > 0) await processor.run(slice.events, trx, generation);
        await advanceCheckpoint(trx, processor.name, generation, slice.next);
      });
    } catch {
      // Find the culprit (or ride out a transient error) with the locked, one-at-a-time path.
      const result = await advance(deps, processor, generation, {
        maxCount: batchSize,
        requireActive: false,
      });
      if (result.outcome === 'failed') {
        throw new RebuildError(
          `${processor.name}: an event failed to apply; generation ${generation} left failed`,
        );
      }
      if (result.outcome === 'moved')
        throw new RebuildError(`${processor.name}: generation ${generation} vanished`);
      events += result.events;
      const row = await db.transaction().execute((trx) => lockCheckpoint(trx, processor.name, generation));
      position = row?.position ?? position;
      pending = read(position);
      continue;
    }
    events += slice.events.length;
    position = slice.next;
    await onBatch?.({ generation, events, position });
    if (performance.now() - lastLog > 5000) {
      lastLog = performance.now();
      logger.info({ projection: processor.name, generation, events }, 'rebuilding');
    }
  }
  return events;
}
