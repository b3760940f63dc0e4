import { setMaxListeners } from 'node:events';
import type { EventStore } from '@cocoon/eventstore';
import { sleep } from '@cocoon/platform';
import type { Logger } from 'pino';
import { activeGeneration, readStatus, retryFailed } from './checkpoints.js';
import { type Processor, projectionProcessor, reactorProcessor } from './processors.js';
import type { QueueProvider } from './queues.js';
import { advance, type StepDeps } from './step.js';
import type { Projection, Reactor, ReadModelDb } from './types.js';
import { Waker } from './waker.js';

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: ReadModelDb;
  projections: readonly Projection[];
  reactors?: readonly Reactor[];
  /** Needed as soon as a reactor enqueues a job. The runner does not close it. */
  queues?: QueueProvider;
  logger: Logger;
  /** Events per transaction. Default 500. */
  batchSize?: number;
  /** Safety-net poll of the event-store head while idle. Default 1000 ms. */
  pollIntervalMs?: number;
  /** How often a failed projection checks whether `retry` cleared it. Default 5000 ms. */
  failedRecheckMs?: number;
  /** A restart retries failed projections (the design's "restart retries it"). Default true. */
  retryFailedOnStart?: boolean;
}

export interface ProjectionRunner {
  /** Finishes the batches in flight, then resolves. Does not close the store, db or queues. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Feeds every projection (its active generation) and reactor from the event store, each in its own loop so a
 * slow or failed one never holds up the others. Call `migrateProjections` first.
 */
export async function startProjectionRunner(options: ProjectionRunnerOptions): Promise<ProjectionRunner> {
  const { store, db, logger } = options;
  const batchSize = options.batchSize ?? 500;
  const failedRecheckMs = options.failedRecheckMs ?? 5000;
  const processors: Processor[] = [
    ...options.projections.map((p) => projectionProcessor(p, logger.child({ projection: p.name }))),
    ...(options.reactors ?? []).map((r) =>
      reactorProcessor(r, options.queues, logger.child({ reactor: r.name })),
    ),
  ];
  if (options.retryFailedOnStart ?? true) {
    for (const p of processors) {
      if (await retryFailed(db, p.name))
        logger.info({ [p.kind]: p.name }, `${p.kind} ${p.name} failed before: retrying`);
    }
  }
  const waker = new Waker(store, logger, options.pollIntervalMs ?? 1000);
  await waker.start();
  const abort = new AbortController();
  // Every processor's loop waits on this one signal: one listener each is expected, not a leak.
  setMaxListeners(processors.length + 10, abort.signal);
  const deps: StepDeps = { store, db, logger };

  async function loop(processor: Processor): Promise<void> {
    const label = { [processor.kind]: processor.name };
    let generation: number | undefined;
    let backoffMs = 0;
    let failed = false;
    while (!abort.signal.aborted) {
      const seq = waker.seq;
      try {
        generation ??= await activeGeneration(db, processor.name);
        if (generation === undefined)
          throw new Error(`${processor.name} is not registered: run migrations first`);
        if (failed) {
          if ((await readStatus(db, processor.name, generation)) === 'failed') {
            await sleep(failedRecheckMs, abort.signal);
            continue;
          }
          failed = false;
          logger.info(label, `${processor.kind} ${processor.name} resumed`);
        }
        const result = await advance(deps, processor, generation, {
          maxCount: batchSize,
          requireActive: processor.kind === 'projection',
        });
        backoffMs = 0;
        if (result.outcome === 'moved') {
          generation = undefined;
        } else if (result.outcome === 'failed') {
          failed = true;
        } else if (result.isEnd) {
          await waker.wait(seq, options.pollIntervalMs ?? 1000, abort.signal);
        }
      } catch (error) {
        if (abort.signal.aborted) break;
        backoffMs = Math.min(MAX_BACKOFF_MS, Math.max(250, backoffMs * 2));
        logger.warn(
          { ...label, err: error, retryInMs: backoffMs },
          `${processor.kind} ${processor.name}: batch failed`,
        );
        generation = undefined;
        await sleep(backoffMs, abort.signal);
      }
    }
  }

  const loops = processors.map((p) => loop(p));
  logger.info(
    { projections: options.projections.length, reactors: options.reactors?.length ?? 0, batchSize },
    'projection runner started',
  );
  return {
    async stop() {
      abort.abort();
      await waker.close();
      await Promise.all(loops);
      logger.info('projection runner stopped');
    },
  };
}
