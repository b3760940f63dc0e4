import { performance } from 'node:perf_hooks';
import type { EventStore, Position, RecordedEvent } from '@cocoon/eventstore';
import { recordStage, stageSince } from '@cocoon/platform';
import type { Logger } from 'pino';
import { activeGeneration, advanceCheckpoint, lockCheckpoint, markFailed } from './checkpoints.js';
import type { Processor } from './processors.js';
import type { ReadModelDb, ReadModelTransaction } from './types.js';

export interface StepDeps {
  store: EventStore;
  db: ReadModelDb;
  logger: Logger;
}

export type StepResult =
  /** `position`: where the checkpoint now stands (absent after a batch replayed one event at a time). */
  | { outcome: 'applied'; events: number; isEnd: boolean; position?: Position }
  /** The checkpoint is marked failed (now, or earlier by another runner). */
  | { outcome: 'failed' }
  /** This generation is no longer the active one (a rebuild switched): look it up again. */
  | { outcome: 'moved' };

/** Thrown by a processor's `run`: carries the batch so the culprit can be found. */
export class ApplyError extends Error {
  override readonly name = 'ApplyError';
  constructor(
    readonly events: RecordedEvent[],
    readonly from: Position,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * One batch in one transaction: lock the checkpoint row, read after it, apply, move it, commit. Rows and
 * checkpoint commit together, so a crash loses or doubles nothing, and the row lock makes a second runner
 * wait and then continue from the moved checkpoint.
 */
export async function step(
  deps: StepDeps,
  processor: Processor,
  generation: number,
  options: { maxCount: number; requireActive: boolean },
): Promise<StepResult> {
  const { store, db } = deps;
  const started = performance.now();
  try {
    return await db.transaction().execute((trx) => stepIn(trx, store, processor, generation, options));
  } finally {
    stageSince('projector: one batch of one processor (its transaction)', started);
  }
}

async function stepIn(
  trx: ReadModelTransaction,
  store: EventStore,
  processor: Processor,
  generation: number,
  options: { maxCount: number; requireActive: boolean },
): Promise<StepResult> {
  let mark = performance.now();
  const checkpoint = await lockCheckpoint(trx, processor.name, generation);
  if (!checkpoint) return { outcome: 'moved' };
  if (checkpoint.status === 'failed') return { outcome: 'failed' };
  // A fresh statement sees a switch committed while we waited for the lock.
  if (options.requireActive && (await activeGeneration(trx, processor.name)) !== generation) {
    return { outcome: 'moved' };
  }
  stageSince('projector: lock checkpoint, check generation', mark);
  mark = performance.now();
  const slice = await store.readAll({
    from: checkpoint.position,
    maxCount: options.maxCount,
    filter: { eventTypes: processor.eventTypes },
  });
  stageSince('projector: read events', mark);
  if (slice.events.length > 0) {
    mark = performance.now();
    try {
      await processor.run(slice.events, trx, generation);
    } catch (error) {
      throw new ApplyError(slice.events, checkpoint.position, error);
    }
    stageSince(`projector: apply (${processor.name})`, mark);
  } else recordStage('projector: batch with no event for it', 0);
  if (slice.next !== checkpoint.position) {
    mark = performance.now();
    await advanceCheckpoint(trx, processor.name, generation, slice.next);
    stageSince('projector: move checkpoint', mark);
  }
  return { outcome: 'applied', events: slice.events.length, isEnd: slice.isEnd, position: slice.next };
}

/**
 * `step`, plus poison handling: when a batch fails, replay it one event at a time (events before the culprit
 * commit normally) and mark the processor failed at the event that still fails on its own.
 * Transient database errors are rethrown for the caller to back off and retry instead.
 */
export async function advance(
  deps: StepDeps,
  processor: Processor,
  generation: number,
  options: { maxCount: number; requireActive: boolean },
): Promise<StepResult> {
  try {
    return await step(deps, processor, generation, options);
  } catch (error) {
    if (!(error instanceof ApplyError) || isTransient(error.cause)) throw unwrap(error);
    if (error.events.length === 1) return fail(deps, processor, generation, error);
    deps.logger.warn(
      { [processor.kind]: processor.name, generation, events: error.events.length, err: error.cause },
      `${processor.kind} ${processor.name}: batch failed, retrying it one event at a time`,
    );
    let applied = 0;
    for (let i = 0; i < error.events.length; i++) {
      let single: StepResult;
      try {
        single = await step(deps, processor, generation, { ...options, maxCount: 1 });
      } catch (inner) {
        if (!(inner instanceof ApplyError) || isTransient(inner.cause)) throw unwrap(inner);
        return fail(deps, processor, generation, inner);
      }
      if (single.outcome !== 'applied') return single;
      applied += single.events;
      if (single.isEnd) return { outcome: 'applied', events: applied, isEnd: true };
    }
    return { outcome: 'applied', events: applied, isEnd: false };
  }
}

async function fail(
  deps: StepDeps,
  processor: Processor,
  generation: number,
  error: ApplyError,
): Promise<StepResult> {
  const event = error.events[0]!;
  const marked = await markFailed(deps.db, processor.name, generation, error.from, event, error.message);
  if (!marked) return { outcome: 'applied', events: 0, isEnd: false };
  deps.logger.error(
    {
      [processor.kind]: processor.name,
      generation,
      eventId: event.id,
      eventType: event.type,
      stream: event.streamName,
      revision: event.revision,
      position: event.position,
      err: error.cause,
    },
    `${processor.kind} ${processor.name} stopped: event ${event.id} (${event.type}, stream ${event.streamName} revision ${event.revision}) failed: ${error.message}. Fix and run \`npm run projections -- retry ${processor.name}\` or restart.`,
  );
  return { outcome: 'failed' };
}

function unwrap(error: unknown): unknown {
  return error instanceof ApplyError ? error.cause : error;
}

const TRANSIENT_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Errors worth retrying later rather than blaming an event: lost connection, deadlock, serialization. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (TRANSIENT_NODE_CODES.has(code)) return true;
    if (/^(08|53|57P)/.test(code) || code === '40001' || code === '40P01') return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    error.message,
  );
}
