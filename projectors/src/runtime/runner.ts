import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { EventStore, Position, ReadAllSlice } from '@cocoon/eventstore';
import { sleep, stageSince } from '@cocoon/platform';
import type { Logger } from 'pino';
import { activeGeneration, advanceUntouched, readStatus, retryFailed } from './checkpoints.js';
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
  const untouched = new UntouchedSkipper(store, db, batchSize, processors);

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
        const skip = await untouched.skip(processor, generation, seq);
        if (skip === 'skipped') {
          backoffMs = 0;
          await waker.wait(seq, options.pollIntervalMs ?? 1000, abort.signal);
          continue;
        }
        const result = await advance(deps, processor, generation, {
          maxCount: batchSize,
          requireActive: processor.kind === 'projection',
        });
        untouched.learn(processor, generation, result.outcome === 'applied' ? result.position : undefined);
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
        untouched.learn(processor, undefined, undefined);
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

/**
 * Most events touch a few processors (a bid: the auction's read model and a handful more); the others only move
 * their checkpoints past it, which read-your-writes waits for. Doing that as every processor's own locked batch
 * (lock, generation, read, move, commit: six statements each, for some thirty processors) was most of the
 * projectors' work per bid (issue 28). Instead, per wake of the runner, one read of what is new (filtered to
 * the event types any processor reads) tells each loop whether anything in it is for its processor; a loop with
 * nothing to do joins one statement that moves all such checkpoints (advanceUntouched, compare-and-set from the
 * position this runner last left each at). A loop with events, one whose checkpoint it does not know, or one
 * whose move was refused (another runner, a failure, a rebuild's switch) takes the locked batch as before.
 */
class UntouchedSkipper {
  /** Where each processor's checkpoint stands, as this runner last left it (its generation with it). */
  private readonly known = new Map<string, { generation: number; position: Position }>();
  private readonly types: Map<string, ReadonlySet<string>>;
  private readonly allTypes: string[];
  private view: { seq: number; from: Position; slice: Promise<ReadAllSlice> } | null = null;
  private moves: Array<{
    name: string;
    generation: number;
    from: Position;
    to: Position;
    done: (moved: boolean) => void;
  }> = [];

  constructor(
    private readonly store: EventStore,
    private readonly db: ReadModelDb,
    private readonly batchSize: number,
    processors: readonly Processor[],
  ) {
    this.types = new Map(processors.map((p) => [p.name, new Set(p.eventTypes)]));
    this.allTypes = [...new Set(processors.flatMap((p) => p.eventTypes))];
  }

  /** After a locked batch: where it left the checkpoint (undefined: not known, ask the batch next time). */
  learn(processor: Processor, generation: number | undefined, position: Position | undefined): void {
    if (generation === undefined || position === undefined) this.known.delete(processor.name);
    else this.known.set(processor.name, { generation, position });
  }

  /** 'skipped': nothing new is for this processor and its checkpoint has moved past it; 'batch': run the batch. */
  async skip(processor: Processor, generation: number, seq: number): Promise<'skipped' | 'batch'> {
    const known = this.known.get(processor.name);
    if (!known || known.generation !== generation) return 'batch';
    const view = this.read(seq);
    if (known.position < view.from) return 'batch';
    const slice = await view.slice;
    if (!slice.isEnd) return 'batch';
    const types = this.types.get(processor.name)!;
    if (slice.events.some((e) => e.position > known.position && types.has(e.type))) return 'batch';
    if (slice.next <= known.position) return 'skipped';
    const moved = await this.move(processor.name, generation, known.position, slice.next);
    if (!moved) {
      this.known.delete(processor.name);
      return 'batch';
    }
    known.position = slice.next;
    return 'skipped';
  }

  /** One read per wake, from the earliest checkpoint this runner knows, shared by every loop of that wake. */
  private read(seq: number): { from: Position; slice: Promise<ReadAllSlice> } {
    if (this.view?.seq === seq) return this.view;
    let from: Position | undefined;
    for (const { position } of this.known.values())
      if (from === undefined || position < from) from = position;
    const started = performance.now();
    const slice = this.store.readAll({
      from: from ?? '',
      maxCount: this.batchSize,
      filter: { eventTypes: this.allTypes },
    });
    void slice.then(
      () => stageSince('projector: one read per wake, shared by the untouched processors', started),
      () => {},
    );
    this.view = { seq, from: from ?? '', slice };
    // A failed read fails each loop's skip, which backs off and forgets its position like any failed batch.
    slice.catch(() => {
      if (this.view?.slice === slice) this.view = null;
    });
    return this.view;
  }

  /** The moves asked for within one turn of the event loop go in one statement. */
  private move(name: string, generation: number, from: Position, to: Position): Promise<boolean> {
    return new Promise((done) => {
      if (this.moves.length === 0) setImmediate(() => void this.flush());
      this.moves.push({ name, generation, from, to, done });
    });
  }

  private async flush(): Promise<void> {
    const moves = this.moves;
    this.moves = [];
    const started = performance.now();
    try {
      const moved = await advanceUntouched(this.db, moves);
      for (const m of moves) m.done(moved.has(m.name));
    } catch {
      // The loops take the locked batch instead, which meets the same error and backs off.
      for (const m of moves) m.done(false);
    } finally {
      stageSince('projector: move the untouched checkpoints (one statement)', started);
    }
  }
}
