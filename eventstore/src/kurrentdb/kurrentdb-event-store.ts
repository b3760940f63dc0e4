import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  jsonEvent,
  START as KURRENT_START,
  KurrentDBClient,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { Logger } from 'pino';
import { pino } from 'pino';
import { asStored, chainHashes } from '../audit/chain-hash.js';
import {
  type AppendResult,
  type ChainedEvent,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type HistorySnapshot,
  type Position,
  type ReadAllOptions,
  type ReadAllSlice,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type StreamHead,
  type SubscribeOptions,
  type Subscription,
  type SubscriptionHandler,
  WrongExpectedRevisionError,
} from '../port.js';
import { validateAppend } from '../validate.js';
import {
  expectationHolds,
  isOurs,
  matches,
  splitChainHash,
  storedMetadata,
  toPosition,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
  withChainHash,
} from './mapping.js';
import { KurrentSubscription } from './subscription.js';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://admin:changeit@localhost:2113?tls=false` */
  connectionString: string;
  logger?: Logger;
}

const DEFAULT_READ_ALL_COUNT = 1000;
/** Appends with 'any' or 'stream-exists' that lose the race for the chain's head read it again this often. */
const CHAIN_RACE_ATTEMPTS = 5;

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
    // Every process passes its own logger (with the safe error serializer); a store made without one (a
    // test, a script) stays quiet rather than log errors through pino's default, which prints pg clients.
    this.logger = (options.logger ?? pino({ level: 'silent' })).child({ component: 'eventstore' });
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    validateAppend(stream, events, expected);
    for (let attempt = 1; ; attempt++) {
      // The chain hash needs the previous event's hash, which only a read gives here; appending at exactly the
      // revision read keeps anything from slipping in between (audit/chain-hash.ts).
      const head = await this.chainHead(stream);
      const holds = expectationHolds(expected, head.revision);
      const stored = events.map((e) => ({
        id: e.id,
        type: e.type,
        data: asStored(e.data ?? null),
        metadata: asStored(e.metadata ?? {}),
      }));
      const hashes = chainHashes(stream, head.revision + 1, head.hash, stored);
      const data = stored.map((e, i) =>
        jsonEvent({
          id: e.id,
          type: e.type,
          data: e.data as JSONType,
          metadata: withChainHash(e.metadata, hashes[i]!),
        }),
      );
      const streamState =
        holds && events.length > 0
          ? head.revision < 0
            ? NO_STREAM
            : BigInt(head.revision)
          : toStreamState(expected);
      try {
        const result = await this.client.appendToStream(stream, data, { streamState });
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
        const raced = holds && typeof expected === 'string' && expected !== 'no-stream';
        if (raced && attempt < CHAIN_RACE_ATTEMPTS) continue;
        const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) : 'no-stream';
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
    }
  }

  /**
   * KurrentDB only appends, so a position bounds a consistent view: one scan of $all collects each stream's last
   * event up to where it ended, and chains are read no further than those heads.
   */
  async readHistory<T>(read: (history: HistorySnapshot) => Promise<T>): Promise<T> {
    // KurrentDB keeps no list of our streams apart from $all (the $streams projection may be off), so one scan
    // collects each stream's last event; $all holds a stream's events in revision order.
    const heads = new Map<string, StreamHead>();
    let position: Position = START;
    for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: KURRENT_START })) {
      if (!isOurs(resolved)) continue;
      const event = resolved.event!;
      const { hash } = splitChainHash(storedMetadata(resolved));
      heads.set(event.streamId, { streamName: event.streamId, revision: Number(event.revision), hash });
      if (event.position) position = toPosition(event.position);
    }
    const sorted = [...heads.values()].sort((a, b) => (a.streamName < b.streamName ? -1 : 1));
    return read({
      position,
      async *streamHeads() {
        yield* sorted;
      },
      readChain: async (stream, fromRevision, maxCount) => {
        const last = heads.get(stream)?.revision ?? -1;
        const events = await this.readChain(stream, fromRevision, maxCount);
        return events.filter((e) => e.revision <= last);
      },
    });
  }

  private async readChain(stream: string, fromRevision: number, maxCount: number): Promise<ChainedEvent[]> {
    const events: ChainedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: BigInt(fromRevision),
        maxCount,
      })) {
        if (!resolved.event) continue;
        const { metadata, hash } = splitChainHash(storedMetadata(resolved));
        const event = resolved.event;
        events.push({
          streamName: event.streamId,
          revision: Number(event.revision),
          type: event.type,
          data: event.data,
          metadata,
          hash,
        });
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
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

  /** KurrentDB's head is a commit position: nothing older is still in flight. */
  committedPosition(): Promise<Position> {
    return this.headPosition();
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

  /** The stream's last revision (-1: none) and that event's chain hash. */
  private async chainHead(stream: string): Promise<{ revision: number; hash: string | null }> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        if (!resolved.event) continue;
        return {
          revision: Number(resolved.event.revision),
          hash: splitChainHash(storedMetadata(resolved)).hash,
        };
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return { revision: -1, hash: null };
  }

  private async positionOf(stream: string, revision: number): Promise<Position> {
    const [event] = await this.readStream(stream, { fromRevision: revision, maxCount: 1 });
    return event?.position ?? START;
  }
}
