import { randomUUID } from 'node:crypto';
import type {
  EventStore,
  EventToAppend,
  Position,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../port.js';

/** Tests share one store per suite, so every stream and event type carries a fresh id. */
export function streamName(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

export function anEvent(type = 'ContractTested', data: unknown = { n: 1 }): EventToAppend {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: { commandId: randomUUID(), userId: 'contract', occurredAt: '2026-11-22T10:00:00.000Z' },
  };
}

export function someEvents(count: number, type?: string): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => anEvent(type, { i }));
}

/**
 * Retries an assertion until it passes. Delivery is eventual by design: a transaction holding an xid anywhere
 * on the PostgreSQL server (even in another database, e.g. a benchmark) holds it back until it ends. So tests
 * wait for it, with a ceiling well above such pauses, instead of sleeping a fixed time.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Reads the global order from `from` in pages of `pageSize` until `done` says it has everything. */
export async function readAllUntil(
  store: EventStore,
  from: Position,
  done: (events: RecordedEvent[]) => boolean,
  pageSize = 100,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let next = from;
  await eventually(async () => {
    for (;;) {
      const slice = await store.readAll({ from: next, maxCount: pageSize });
      events.push(...slice.events);
      next = slice.next;
      if (slice.isEnd) break;
    }
    if (!done(events)) throw new Error(`readAll has ${events.length} events so far`);
  });
  return events;
}

export interface Recorder {
  events: RecordedEvent[];
  checkpoints: Position[];
  caughtUp: Position[];
  errors: unknown[];
  subscription: Subscription;
}

export function record(store: EventStore, options: SubscribeOptions): Recorder {
  const recorder: Omit<Recorder, 'subscription'> = { events: [], checkpoints: [], caughtUp: [], errors: [] };
  const subscription = store.subscribe(options, {
    onEvents(events, checkpoint) {
      recorder.events.push(...events);
      recorder.checkpoints.push(checkpoint);
    },
    onCaughtUp(checkpoint) {
      recorder.caughtUp.push(checkpoint);
    },
    onError(error) {
      recorder.errors.push(error);
    },
  });
  return Object.assign(recorder, { subscription });
}

export function idsOf(events: readonly { id: string }[]): string[] {
  return events.map((e) => e.id.toLowerCase());
}

/**
 * The ids among `events` that belong to `mine`, in delivery order. A subscription from "the head" may still
 * receive an earlier test's event that became visible late, so tests judge only their own events.
 */
export function mineOf(events: readonly { id: string }[], mine: readonly { id: string }[]): string[] {
  const wanted = new Set(idsOf(mine));
  return idsOf(events).filter((id) => wanted.has(id));
}
