import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  jsonEvent,
  START as KURRENT_START,
  KurrentDBClient,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { Logger } from 'pino';
import { pino } from 'pino';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  type ReadAllOptions,
  type ReadAllSlice,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
  WrongExpectedRevisionError,
} from '../port.js';
import { validateAppend } from '../validate.js';
import { isOurs, matches, toPosition, toReadPosition, toRecordedEvent, toStreamState } from './mapping.js';
import { KurrentSubscription } from './subscription.js';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://admin:changeit@localhost:2113?tls=false` */
  connectionString: string;
  logger?: Logger;
}

const DEFAULT_READ_ALL_COUNT = 1000;

/**
 * The port over KurrentDB (EventStoreDB). Differences from the PostgreSQL adapter, both documented in the
 * contract suite's capabilities: event ids are unique per stream, not globally (KurrentDB has no index by id),
 * so reusing an id in another stream is not detected; idempotent retries are recognised by reading the stream
 * on a revision conflict.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly logger: Logger;
  private closing: Promise<void> | undefined;
  private readonly subscriptions = new Set<KurrentSubscription>();

  constructor(options: KurrentDbEventStoreOptions) {
    this.client = KurrentDBClient.connectionString(options.connectionString);
    this.logger = (options.logger ?? pino({ level: 'info' })).child({ component: 'eventstore' });
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    validateAppend(stream, events, expected);
    const data = events.map((e) =>
      jsonEvent({ id: e.id, type: e.type, data: (e.data ?? null) as JSONType, metadata: e.metadata ?? {} }),
    );
    try {
      const result = await this.client.appendToStream(stream, data, { streamState: toStreamState(expected) });
      const nextRevision = Number(result.nextExpectedRevision);
      // An append the server recognised as a retry may come back without a position.
      const position = result.position
        ? toPosition(result.position)
        : await this.positionOf(stream, nextRevision);
      return { nextRevision, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const original = await this.storedAppend(stream, events);
      if (original) return original;
      const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) : 'no-stream';
      throw new WrongExpectedRevisionError(stream, expected, actual);
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision:
          options.fromRevision !== undefined ? BigInt(options.fromRevision) : backwards ? END : KURRENT_START,
        ...(options.maxCount !== undefined && { maxCount: options.maxCount }),
      })) {
        if (resolved.event) events.push(toRecordedEvent(resolved));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Filters on the client rather than the server: a server-side filtered read cannot say how far it scanned,
   * and `next` must move past filtered-out events without ever skipping a wanted one appended meanwhile.
   */
  async readAll(options: ReadAllOptions = {}): Promise<ReadAllSlice> {
    const from = options.from ?? START;
    const maxCount = options.maxCount ?? DEFAULT_READ_ALL_COUNT;
    const events: RecordedEvent[] = [];
    let next = from;
    let scanned = 0;
    // The read starts at `from` inclusive, hence one record more.
    for await (const resolved of this.client.readAll({
      fromPosition: toReadPosition(from),
      maxCount: maxCount + 1,
      direction: FORWARDS,
    })) {
      const position = resolved.event?.position ? toPosition(resolved.event.position) : undefined;
      if (!position || position <= from) continue;
      scanned++;
      next = position;
      if (isOurs(resolved) && matches(options.filter, resolved.event!.type))
        events.push(toRecordedEvent(resolved));
      if (scanned === maxCount) break;
    }
    return { events, next, isEnd: scanned < maxCount };
  }

  subscribe(options: SubscribeOptions, handler: SubscriptionHandler): Subscription {
    const subscription = new KurrentSubscription(this.client, options, handler, this.logger);
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  async headPosition(): Promise<Position> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      if (resolved.event?.position) return toPosition(resolved.event.position);
    }
    return START;
  }

  async ping(): Promise<boolean> {
    try {
      await this.headPosition();
      return true;
    } catch {
      return false;
    }
  }

  /** Ends every subscription, then the connections. Calling it again returns the same promise. */
  close(): Promise<void> {
    this.closing ??= this.closeOnce();
    return this.closing;
  }

  private async closeOnce(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.close()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  /** The original answer when this batch's first event is already in the stream (an idempotent retry). */
  private async storedAppend(
    stream: string,
    events: readonly EventToAppend[],
  ): Promise<AppendResult | undefined> {
    const ids = new Set(events.map((e) => e.id.toLowerCase()));
    const stored = (await this.readStream(stream)).filter((e) => ids.has(e.id.toLowerCase()));
    if (!stored.some((e) => e.id.toLowerCase() === events[0]!.id.toLowerCase())) return undefined;
    const last = stored.at(-1)!;
    return { nextRevision: last.revision, position: last.position };
  }

  private async positionOf(stream: string, revision: number): Promise<Position> {
    const [event] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    return event?.position ?? START;
  }
}
