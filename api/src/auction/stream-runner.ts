import { ConflictError, type Decider } from '@cocoon/domain';
import {
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@cocoon/eventstore';
import type { z } from 'zod';
import { eventIdFor } from '../commands/event-ids.js';

interface DomainEvent {
  type: string;
  data: unknown;
}

export interface StreamCommand<C, E extends DomainEvent, S> {
  stream: string;
  decider: Decider<C, E, S>;
  eventSchema: z.ZodType<E>;
  command: C;
  commandId: string;
  metadata: EventMetadata;
}

export interface StreamOutcome<E> {
  events: E[];
  /** Position of the command's last event; '' when it decided nothing. */
  position: string;
  /** True when the command's events were already in the stream (a retry after a crash). */
  replayed: boolean;
}

interface Entry {
  /** Revision of the last event folded in; -1 before the stream exists. */
  revision: number;
  state: unknown;
  /** Which commands this stream already holds, so a retried command is answered, never re-decided. */
  done: Map<string, { events: DomainEvent[]; position: string }>;
}

const MAX_ATTEMPTS = 12;

/**
 * Decide-and-append for hot streams (a lot under live bidding: issue 5 fires 1,000 bids at one lot). Commands on
 * one stream queue up in this process instead of colliding, and the folded state stays in memory, so a bid
 * reads only the events appended since (by other processes) rather than the lot's whole history. Another api
 * process writing the same lot still shows up as a revision conflict, which re-reads and re-decides.
 */
/** Events this process has just appended, as the store would hand them out (for the live feed's fast path). */
export type AppendedListener = (events: RecordedEvent[]) => void;

export class StreamRunner {
  private readonly cache = new Map<string, Entry>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<AppendedListener>();

  constructor(
    private readonly store: EventStore,
    private readonly maxStreams = 20_000,
  ) {}

  onAppended(listener: AppendedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  run<C, E extends DomainEvent, S>(spec: StreamCommand<C, E, S>): Promise<StreamOutcome<E>> {
    return this.serialised(spec.stream, () => this.decideAndAppend(spec));
  }

  /** The stream's current state (for reads that must be authoritative, e.g. "is this lot free for a slot"). */
  state<C, E extends DomainEvent, S>(
    spec: Pick<StreamCommand<C, E, S>, 'stream' | 'decider' | 'eventSchema'>,
  ): Promise<S> {
    return this.serialised(spec.stream, async () => (await this.load(spec)).state as S);
  }

  private announce<E extends DomainEvent>(
    spec: Pick<StreamCommand<unknown, E, unknown>, 'stream' | 'commandId' | 'metadata'>,
    events: E[],
    result: { nextRevision: number; position: string },
  ): void {
    if (this.listeners.size === 0) return;
    const first = result.nextRevision - events.length + 1;
    const recorded = events.map((event, index) => ({
      id: eventIdFor(spec.commandId, index),
      type: event.type,
      streamName: spec.stream,
      revision: first + index,
      position: result.position,
      data: event.data,
      metadata: spec.metadata,
      recordedAt: new Date(),
    }));
    for (const listener of this.listeners) {
      try {
        listener(recorded);
      } catch {
        // A listener is a courtesy (the live feed); it never fails a command that is already stored.
      }
    }
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
   * The stream's entry, caught up with the store (`fresh`), or as this process last saw it: a command may decide on
   * that, because its append names the revision it decided on and the store refuses it if anything came since.
   */
  private async load<C, E extends DomainEvent, S>(
    spec: Pick<StreamCommand<C, E, S>, 'stream' | 'decider' | 'eventSchema'>,
    fresh = true,
  ): Promise<Entry> {
    let entry = this.cache.get(spec.stream);
    if (entry) this.cache.delete(spec.stream);
    if (entry && !fresh) {
      this.cache.set(spec.stream, entry);
      return entry;
    }
    entry ??= { revision: -1, state: spec.decider.initialState, done: new Map() };
    const recorded = await this.store.readStream(spec.stream, { fromRevision: entry.revision + 1 });
    let state = entry.state as S;
    for (const r of recorded) {
      const event = spec.eventSchema.parse({ type: r.type, data: r.data });
      state = spec.decider.evolve(state, event);
      const commandId = r.metadata.commandId;
      if (commandId) {
        const done = entry.done.get(commandId) ?? { events: [], position: r.position };
        done.events.push(event);
        done.position = r.position;
        entry.done.set(commandId, done);
      }
      entry.revision = r.revision;
    }
    entry.state = state;
    this.cache.set(spec.stream, entry);
    if (this.cache.size > this.maxStreams) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return entry;
  }

  private async decideAndAppend<C, E extends DomainEvent, S>(
    spec: StreamCommand<C, E, S>,
  ): Promise<StreamOutcome<E>> {
    for (let attempt = 1; ; attempt++) {
      // The first attempt decides on the cached state without a read (a bid is one round trip to the store);
      // after a conflict, or for a stream not cached, it reads what it has not seen.
      const fresh = attempt > 1;
      const entry = await this.load(spec, fresh);
      const done = entry.done.get(spec.commandId);
      if (done) return { events: done.events as E[], position: done.position, replayed: true };
      let events: E[];
      try {
        events = spec.decider.decide(spec.command, entry.state as S);
      } catch (refusal) {
        // A refusal is only final on the stream as it stands: another api process may have moved it on.
        if (fresh) throw refusal;
        continue;
      }
      if (events.length === 0) return { events, position: '', replayed: false };
      try {
        const result = await this.store.append(
          spec.stream,
          events.map((event, index) => ({
            id: eventIdFor(spec.commandId, index),
            type: event.type,
            data: event.data,
            metadata: spec.metadata,
          })),
          entry.revision < 0 ? 'no-stream' : entry.revision,
        );
        this.announce(spec, events, result);
        // Fold our own events in without a read; the revision says whether anything else slipped in.
        if (result.nextRevision === entry.revision + events.length) {
          entry.state = events.reduce(spec.decider.evolve, entry.state as S);
          entry.revision = result.nextRevision;
          entry.done.set(spec.commandId, { events, position: result.position });
        } else {
          this.cache.delete(spec.stream);
        }
        return { events, position: result.position, replayed: false };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) {
          this.cache.delete(spec.stream);
          throw error;
        }
        if (attempt >= MAX_ATTEMPTS)
          throw new ConflictError('Too many simultaneous changes. Please try again.');
        await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
      }
    }
  }
}
