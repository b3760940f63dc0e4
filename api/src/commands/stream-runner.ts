import { performance } from 'node:perf_hooks';
import { ConflictError, type Decider } from '@cocoon/domain';
import {
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@cocoon/eventstore';
import { recordStage, stageSince, timeStage } from '@cocoon/platform';
import type { z } from 'zod';
import { eventIdFor } from './event-ids.js';

interface DomainEvent {
  type: string;
  data: unknown;
}

/** One decision on one stream. Every write of the product goes through `StreamRunner.run` with one of these. */
export interface StreamCommand<C, E extends DomainEvent, S> {
  stream: string;
  decider: Decider<C, E, S>;
  /** Parses events read back from the store (zod at the edge). */
  eventSchema: z.ZodType<E>;
  /** The command, or a function that builds it from the current state (to look up facts the decider needs). */
  command: C | ((state: S) => C | Promise<C>);
  /**
   * Names this decision: it becomes the events' `metadata.commandId`, and their ids derive from it and the
   * stream, so the same decision retried (a double click, a retry after a crash) appends nothing twice.
   */
  commandId: string;
  metadata: EventMetadata;
  /**
   * 'replay' (default): when the stream already holds this decision's events, answer with them instead of
   * deciding again. 'decide': always decide on the current state (a reservation taken over since must not be
   * reported as still held).
   */
  onRetry?: 'replay' | 'decide';
  /**
   * Each event carries the whole state (a number series' counter), so a stream this process has not cached
   * is read from its last event only, not its whole history.
   */
  stateInLastEvent?: boolean;
  /**
   * Whether a refusal on the state this process has cached stands on any later state of the stream too (the
   * stream only moves one way), so it is answered without reading the stream again. Without it a refusal on the
   * cached state is only final once the stream has been read.
   */
  refusalStands?: (refusal: unknown, state: S) => boolean;
}

export interface StreamOutcome<E, S> {
  /** The events now stored for this decision (on an idempotent retry: the ones stored the first time). */
  events: E[];
  /** The state the events were decided on. */
  before: S;
  /** Position of the decision's last event; '' when it decided nothing. */
  position: string;
  /** True when the decision's events were already in the stream (a retry after a crash). */
  replayed: boolean;
}

/** Events this process has just appended, as the store would hand them out (for the live feed's fast path). */
export type AppendedListener = (events: RecordedEvent[]) => void;

interface Done {
  events: DomainEvent[];
  position: string;
  firstRevision: number;
}

interface Entry {
  /** Revision of the last event folded in; -1 before the stream exists. */
  revision: number;
  state: unknown;
  /** Which decisions this stream already holds, so a retried one is answered, never re-decided. */
  done: Map<string, Done>;
}

// Each round of a conflict lets at least one writer through, so N simultaneous writers to one stream need up
// to N rounds; a short random pause spreads the retries.
const MAX_ATTEMPTS = 12;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));

/**
 * The one decide-and-append loop: read what is new on the stream, fold it, decide, append with the expected
 * revision, re-decide on a concurrency conflict (bounded). Decisions on one stream queue up in this process
 * instead of colliding, and the folded state stays in memory (up to `maxStreams` streams), so a bid on a hot
 * lot reads only what other processes appended since rather than the lot's whole history. Another process
 * writing the same stream still shows up as a revision conflict, which re-reads and re-decides.
 */
export class StreamRunner {
  private readonly cache = new Map<string, Entry>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<AppendedListener>();

  constructor(
    private readonly store: EventStore,
    private readonly options: { maxStreams?: number; clock?: () => Date } = {},
  ) {}

  onAppended(listener: AppendedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  run<C, E extends DomainEvent, S>(spec: StreamCommand<C, E, S>): Promise<StreamOutcome<E, S>> {
    const refused = this.refusedAtOnce(spec);
    if (refused) return Promise.reject(refused.error);
    const queued = performance.now();
    return this.serialised(spec.stream, () => {
      stageSince('runner: wait for the stream (queued behind its other decisions)', queued);
      return timeStage('runner: load, decide, append', () => this.decideAndAppend(spec));
    });
  }

  /**
   * A decision refused on the state this process has cached, where the refusal stands on every later state too
   * (`refusalStands`: a bid not above the highest, while the lot's slot is open), needs no turn on the stream:
   * it is answered at once instead of waiting behind the decisions queued there (issue 28: in the closing minute,
   * racing reelers' too-low bids waited behind the appends of the bids that beat them). A retried decision the
   * stream already holds takes its turn as before (it is answered with its stored events, not refused).
   */
  private refusedAtOnce<C, E extends DomainEvent, S>(
    spec: StreamCommand<C, E, S>,
  ): { error: unknown } | undefined {
    if (!spec.refusalStands || typeof spec.command === 'function') return undefined;
    const entry = this.cache.get(spec.stream);
    if (!entry || entry.done.has(spec.commandId)) return undefined;
    const state = entry.state as S;
    try {
      spec.decider.decide(spec.command, state);
      return undefined;
    } catch (refusal) {
      if (!spec.refusalStands(refusal, state)) return undefined;
      recordStage('runner: refused at once (a refusal that stands, no turn on the stream)', 0);
      return { error: refusal };
    }
  }

  /** The stream's current state (for reads that must be authoritative, e.g. "is this lot free for a slot"). */
  state<C, E extends DomainEvent, S>(
    spec: Pick<StreamCommand<C, E, S>, 'stream' | 'decider' | 'eventSchema' | 'stateInLastEvent'>,
  ): Promise<S> {
    return this.serialised(spec.stream, async () => (await this.load(spec)).state as S);
  }

  /**
   * The state as this process last saw it, without reading the store (undefined when not cached): for a hot
   * path that may decide on a view a moment old, where an old view only makes the answer more cautious.
   */
  peek<S>(stream: string): S | undefined {
    return this.cache.get(stream)?.state as S | undefined;
  }

  private serialised<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(stream) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(stream, tail);
    void tail.then(() => {
      if (this.queues.get(stream) === tail) this.queues.delete(stream);
    });
    return result;
  }

  /**
   * The stream's entry, caught up with the store (`fresh`), or as this process last saw it: a decision may be
   * made on that, because its append names the revision it decided on and the store refuses it if anything came
   * since.
   */
  private async load<C, E extends DomainEvent, S>(
    spec: Pick<StreamCommand<C, E, S>, 'stream' | 'decider' | 'eventSchema' | 'stateInLastEvent'>,
    fresh = true,
  ): Promise<Entry> {
    let entry = this.cache.get(spec.stream);
    if (entry) this.cache.delete(spec.stream);
    if (entry && !fresh) {
      this.cache.set(spec.stream, entry);
      return entry;
    }
    const recorded =
      !entry && spec.stateInLastEvent
        ? await this.store.readStream(spec.stream, { direction: 'backwards', maxCount: 1 })
        : await this.store.readStream(spec.stream, { fromRevision: (entry?.revision ?? -1) + 1 });
    entry ??= { revision: -1, state: spec.decider.initialState, done: new Map() };
    let state = entry.state as S;
    for (const r of recorded) {
      const event = spec.eventSchema.parse({ type: r.type, data: r.data });
      state = spec.decider.evolve(state, event);
      const commandId = r.metadata.commandId;
      if (commandId) {
        const done = entry.done.get(commandId) ?? {
          events: [],
          position: r.position,
          firstRevision: r.revision,
        };
        done.events.push(event);
        done.position = r.position;
        entry.done.set(commandId, done);
      }
      entry.revision = r.revision;
    }
    entry.state = state;
    this.cache.set(spec.stream, entry);
    if (this.cache.size > (this.options.maxStreams ?? 20_000)) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return entry;
  }

  private async decideAndAppend<C, E extends DomainEvent, S>(
    spec: StreamCommand<C, E, S>,
  ): Promise<StreamOutcome<E, S>> {
    const metadata = { ...spec.metadata, commandId: spec.commandId };
    for (let attempt = 1; ; attempt++) {
      // The first attempt decides on the cached state without a read (a bid is one round trip to the store);
      // after a conflict, or for a stream not cached, it reads what it has not seen.
      const fresh = attempt > 1;
      const entry = fresh
        ? await timeStage('runner: re-read the stream after a conflict', () => this.load(spec, fresh))
        : await this.load(spec, fresh);
      const done = entry.done.get(spec.commandId);
      if (done && (spec.onRetry ?? 'replay') === 'replay') return this.replay(spec, done);
      const before = entry.state as S;
      let events: E[];
      try {
        const command =
          typeof spec.command === 'function'
            ? await (spec.command as (state: S) => C | Promise<C>)(before)
            : spec.command;
        const deciding = performance.now();
        events = spec.decider.decide(command, before);
        stageSince('runner: decide (domain)', deciding);
      } catch (refusal) {
        // A refusal is only final on the stream as it stands: another process may have moved it on.
        if (fresh || spec.refusalStands?.(refusal, before)) throw refusal;
        continue;
      }
      if (events.length === 0) return { events, before, position: '', replayed: false };
      try {
        const appending = performance.now();
        const result = await this.store.append(
          spec.stream,
          events.map((event, index) => ({
            id: eventIdFor(`${spec.commandId}|${spec.stream}`, index),
            type: event.type,
            data: event.data,
            metadata,
          })),
          entry.revision < 0 ? 'no-stream' : entry.revision,
        );
        stageSince('store: append (group commit, as the runner waits for it)', appending);
        if (result.nextRevision === entry.revision + events.length) {
          // Fold our own events in without a read.
          const announcing = performance.now();
          this.announce(spec.stream, metadata, events, result);
          stageSince('live: fast path (frames, relay publish, fan-out to clients)', announcing);
          const folding = performance.now();
          entry.state = events.reduce(spec.decider.evolve, before);
          stageSince('runner: fold own events', folding);
          entry.revision = result.nextRevision;
          entry.done.set(spec.commandId, {
            events,
            position: result.position,
            firstRevision: result.nextRevision - events.length + 1,
          });
          return { events, before, position: result.position, replayed: false };
        }
        // The store already held these event ids (an idempotent retry): answer what it stored then.
        this.cache.delete(spec.stream);
        const stored = await this.store.readStream(spec.stream, {
          fromRevision: result.nextRevision - events.length + 1,
          maxCount: events.length,
        });
        const parsed = stored.map((e) => spec.eventSchema.parse({ type: e.type, data: e.data }));
        return { events: parsed, before, position: result.position, replayed: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) {
          this.cache.delete(spec.stream);
          throw error;
        }
        if (attempt >= MAX_ATTEMPTS)
          throw new ConflictError('Too many simultaneous changes. Please try again.');
        await pause(attempt);
      }
    }
  }

  /** A decision already stored: its events, and the state they were decided on (read only on this rare path). */
  private async replay<C, E extends DomainEvent, S>(
    spec: StreamCommand<C, E, S>,
    done: Done,
  ): Promise<StreamOutcome<E, S>> {
    const earlier =
      done.firstRevision > 0
        ? await this.store.readStream(spec.stream, { maxCount: done.firstRevision })
        : [];
    const before = earlier.reduce(
      (state, e) => spec.decider.evolve(state, spec.eventSchema.parse({ type: e.type, data: e.data })),
      spec.decider.initialState,
    );
    return { events: done.events as E[], before, position: done.position, replayed: true };
  }

  private announce(
    stream: string,
    metadata: EventMetadata & { commandId: string },
    events: DomainEvent[],
    result: { nextRevision: number; position: string },
  ): void {
    if (this.listeners.size === 0) return;
    const first = result.nextRevision - events.length + 1;
    const recorded = events.map((event, index) => ({
      id: eventIdFor(`${metadata.commandId}|${stream}`, index),
      type: event.type,
      streamName: stream,
      revision: first + index,
      position: result.position,
      data: event.data,
      metadata,
      recordedAt: (this.options.clock ?? (() => new Date()))(),
    }));
    for (const listener of this.listeners) {
      try {
        listener(recorded);
      } catch {
        // A listener is a courtesy (the live feed); it never fails a command that is already stored.
      }
    }
  }
}
