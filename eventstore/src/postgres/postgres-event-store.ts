import pg from 'pg';
import type { Logger } from 'pino';
import { pino } from 'pino';
import { asStored, chainBody } from '../audit/chain-hash.js';
import {
  type AppendResult,
  type ChainedEvent,
  DuplicateEventIdError,
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
import { formatPosition, maxPosition, parsePosition } from '../position.js';
import { validateAppend } from '../validate.js';
import { GroupCommit, type GroupCommitLimits } from './group-commit.js';
import { AppendNotifier } from './notifier.js';
import { type EventRow, queries, toRecordedEvent } from './queries.js';
import { migrate, schemaIdentifier } from './schema.js';
import { PollingSubscription } from './subscription.js';

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** PostgreSQL schema holding the store's tables. Default `eventstore`. */
  schema?: string;
  logger?: Logger;
  /** Pool size; give it at least as many connections as concurrent writers. Default 10. */
  maxConnections?: number;
  pollIntervalMs?: number;
  /** Bounds of group commit (concurrent appends sharing one transaction); see `DEFAULT_GROUP_COMMIT`. */
  groupCommit?: Partial<GroupCommitLimits>;
}

/**
 * 32 appends: under the 64 subtransaction ids a transaction keeps cheaply (batch-functions.ts, the fallback
 * path). 1 MiB of JSON: a batch's parameters stay small next to the server's memory. Two batches in flight: one
 * is sent while the other commits, and a batch waiting for a hot stream's lock does not stop every writer.
 */
export const DEFAULT_GROUP_COMMIT: GroupCommitLimits = { maxItems: 32, maxBytes: 1 << 20, maxInFlight: 2 };

/** One append as it waits for its batch. */
interface PendingAppend {
  stream: string;
  expected: string;
  payload: string;
}

interface AppendRow {
  o_outcome: 'appended' | 'idempotent' | 'duplicate' | 'conflict';
  o_revision: string | null;
  o_transaction_id: string | null;
  o_global_position: string | null;
  o_stream: string | null;
}

/** append_batch's answer per append: its index in the batch as sent (from 1); 'error' carries the SQLSTATE. */
interface BatchRow extends Omit<AppendRow, 'o_outcome'> {
  o_index: number;
  o_outcome: AppendRow['o_outcome'] | 'error';
}

interface ReadAllRow extends EventRow {
  head_transaction_id: string;
  head_global_position: string;
}

const UNIQUE_VIOLATION = '23505';
const DEFAULT_READ_ALL_COUNT = 1000;

/**
 * The default event store (design.md, "Event store"). JSON data is stored as jsonb: numbers keep exactly the
 * value JavaScript gave them, so integers above 2^53 (Number.MAX_SAFE_INTEGER) must travel as strings; jsonb also
 * does not keep object key order or duplicate keys, and rejects the \u0000 character in strings.
 */
export class PostgresEventStore implements EventStore {
  readonly schema: string;
  private readonly pool: pg.Pool;
  private readonly sql: ReturnType<typeof queries>;
  private readonly notifier: AppendNotifier;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private closing: Promise<void> | undefined;
  private readonly subscriptions = new Set<Subscription>();
  private readonly appends: GroupCommit<PendingAppend, AppendRow>;

  constructor(options: PostgresEventStoreOptions) {
    this.schema = schemaIdentifier(options.schema ?? 'eventstore');
    // Every process passes its own logger (with the safe error serializer); a store made without one (a
    // test, a script) stays quiet rather than log errors through pino's default, which prints pg clients.
    this.logger = (options.logger ?? pino({ level: 'silent' })).child({ component: 'eventstore' });
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
    });
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'idle event-store connection failed'));
    this.sql = queries(this.schema);
    this.appends = new GroupCommit((batch) => this.sendAppends(batch), {
      ...DEFAULT_GROUP_COMMIT,
      ...options.groupCommit,
    });
    this.notifier = new AppendNotifier(
      this.pool,
      options.connectionString,
      `${this.schema}_appended`,
      this.logger,
    );
  }

  migrate(): Promise<void> {
    return migrate(this.pool, this.schema, this.logger);
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    validateAppend(stream, events, expected);
    if (events.length === 0) return this.appendNothing(stream, expected);
    // The chain hash's first step (audit/chain-hash.ts) over what jsonb will keep; append_events finishes it
    // under the stream's lock, in the same statement: no extra round trip.
    const payload = JSON.stringify(
      events.map((e) => {
        const data = asStored(e.data ?? null);
        const metadata = asStored(e.metadata ?? {});
        return {
          id: e.id,
          type: e.type,
          data,
          metadata,
          body: chainBody({ streamName: stream, type: e.type, data, metadata }),
        };
      }),
    );
    let row: AppendRow;
    try {
      row = await this.appends.submit({ stream, expected: String(expected), payload }, payload.length);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.afterUniqueViolation(stream, events, expected, error);
    }
    const outcome = this.toAppendResult(stream, events, expected, row);
    if (row.o_outcome === 'appended') this.notifier.notify();
    return outcome;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? Number.MAX_SAFE_INTEGER : 0);
    const limit = options.maxCount ?? null;
    const { rows } = await this.pool.query<EventRow>(
      backwards ? this.sql.readBackwards : this.sql.readForwards,
      [stream, from, limit],
    );
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllSlice> {
    const from = options.from ?? START;
    const [transactionId, globalPosition] = parsePosition(from);
    const maxCount = options.maxCount ?? DEFAULT_READ_ALL_COUNT;
    const types = options.filter?.eventTypes ? [...options.filter.eventTypes] : null;
    const { rows } = await this.pool.query<ReadAllRow>(this.sql.readAll, [
      String(transactionId),
      String(globalPosition),
      maxCount,
      types,
    ]);
    const first = rows[0];
    if (!first) return { events: [], next: from, isEnd: true };
    const head = formatPosition(first.head_transaction_id, first.head_global_position);
    const events = rows.filter((r) => r.event_id !== null).map(toRecordedEvent);
    const last = events.at(-1);
    if (events.length === maxCount && last)
      return { events, next: last.position, isEnd: last.position >= head };
    return { events, next: maxPosition(from, head), isEnd: true };
  }

  subscribe(options: SubscribeOptions, handler: SubscriptionHandler): Subscription {
    const subscription = new PollingSubscription(
      { readAll: (o) => this.readAll(o), onAppended: (wake) => this.notifier.onAppended(wake) },
      options,
      handler,
      { pollIntervalMs: this.pollIntervalMs, defaultBatchSize: 500, logger: this.logger },
    );
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  /**
   * One REPEATABLE READ transaction: every query sees the database as of its first statement, so a stream's
   * revision counter and its events agree even while appends go on (an append committed after that moment is
   * simply not there). Read only, so it takes no transaction id and holds back no reader of the global order.
   */
  async readHistory<T>(read: (history: HistorySnapshot) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ transaction_id: string; global_position: string }>(
        this.sql.committedHead,
      );
      const head = rows[0];
      const result = await read({
        position: head ? formatPosition(head.transaction_id, head.global_position) : START,
        streamHeads: () => this.streamHeads(client),
        readChain: (stream, fromRevision, maxCount) => this.readChain(client, stream, fromRevision, maxCount),
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async *streamHeads(client: pg.PoolClient): AsyncIterable<StreamHead> {
    let after = '';
    for (;;) {
      const { rows } = await client.query<{
        stream_name: string;
        counted: string;
        revision: string | null;
        hash: string | null;
      }>(this.sql.streamHeads, [after, DEFAULT_READ_ALL_COUNT]);
      for (const row of rows)
        yield {
          streamName: row.stream_name,
          revision: row.revision === null ? -1 : Number(row.revision),
          hash: row.hash,
          countedRevision: Number(row.counted),
        };
      if (rows.length < DEFAULT_READ_ALL_COUNT) return;
      after = rows.at(-1)!.stream_name;
    }
  }

  private async readChain(
    client: pg.PoolClient,
    stream: string,
    fromRevision: number,
    maxCount: number,
  ): Promise<ChainedEvent[]> {
    const { rows } = await client.query<
      Omit<EventRow, 'global_position' | 'transaction_id' | 'event_id' | 'recorded_at'> & {
        hash: string | null;
      }
    >(this.sql.readChain, [stream, fromRevision, maxCount]);
    return rows.map((row) => ({
      streamName: row.stream_name,
      revision: Number(row.revision),
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      hash: row.hash,
    }));
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      this.sql.head,
    );
    const row = rows[0];
    return row ? formatPosition(row.transaction_id, row.global_position) : START;
  }

  async committedPosition(): Promise<Position> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      this.sql.committedHead,
    );
    const row = rows[0];
    return row ? formatPosition(row.transaction_id, row.global_position) : START;
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.query('SELECT 1');
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
    await this.appends.idle();
    await this.notifier.close();
    await this.pool.end();
  }

  /**
   * One batch of appends. Alone, it is the plain one-statement append. Together, one append_batch statement
   * (batch-functions.ts): one round trip and one commit, each append with its own outcome. An append that raised
   * an error inside the batch (a unique-index race, a payload jsonb refuses) runs again alone, where it fails or
   * succeeds exactly as it would have without company.
   */
  private async sendAppends(batch: readonly PendingAppend[]): Promise<Array<Promise<AppendRow>>> {
    if (batch.length === 1) return [Promise.resolve(await this.appendAlone(batch[0]!))];
    const { rows } = await this.pool.query<BatchRow>({
      name: `${this.schema}.append_batch`,
      text: this.sql.appendBatch,
      values: [batch.map((a) => a.stream), batch.map((a) => a.expected), batch.map((a) => a.payload)],
    });
    const outcomes = new Array<Promise<AppendRow>>(batch.length);
    for (const row of rows) {
      const index = row.o_index - 1;
      const append = batch[index]!;
      if (row.o_outcome !== 'error') outcomes[index] = Promise.resolve({ ...row, o_outcome: row.o_outcome });
      else {
        this.logger.debug(
          { stream: append.stream, sqlstate: row.o_stream },
          'append failed in a batch; alone now',
        );
        outcomes[index] = this.appendAlone(append);
      }
    }
    return outcomes;
  }

  private async appendAlone(append: PendingAppend): Promise<AppendRow> {
    // Named: each connection parses and plans the hot statements once, not on every append.
    const { rows } = await this.pool.query<AppendRow>({
      name: `${this.schema}.append_events`,
      text: this.sql.append,
      values: [append.stream, append.expected, append.payload],
    });
    return rows[0]!;
  }

  private toAppendResult(
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    row: AppendRow,
  ): AppendResult {
    switch (row.o_outcome) {
      case 'appended':
      case 'idempotent':
        return {
          nextRevision: Number(row.o_revision),
          position: formatPosition(row.o_transaction_id!, row.o_global_position!),
        };
      case 'duplicate':
        throw new DuplicateEventIdError(events[0]!.id, stream, row.o_stream!);
      case 'conflict':
        throw new WrongExpectedRevisionError(
          stream,
          expected,
          row.o_revision === null ? 'no-stream' : Number(row.o_revision),
        );
      default: {
        const unknown: never = row.o_outcome;
        throw new Error(`Unknown append outcome ${String(unknown)}`);
      }
    }
  }

  /**
   * An event id collided with a row committed after this append's own idempotency check: either the same batch
   * appended concurrently (a retry racing its original: answer as the original) or an id reused elsewhere.
   */
  private async afterUniqueViolation(
    stream: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    error: pg.DatabaseError,
  ): Promise<AppendResult> {
    const ids = events.map((e) => e.id);
    if (error.constraint === 'events_event_id_unique') {
      const stored = await this.pool.query<AppendRow>(this.sql.storedAppend, [stream, ids]);
      if (stored.rows[0]) return this.toAppendResult(stream, events, expected, stored.rows[0]);
      const other = await this.pool.query<{ event_id: string; stream_name: string }>(this.sql.anyStoredId, [
        ids,
      ]);
      if (other.rows[0])
        throw new DuplicateEventIdError(other.rows[0].event_id, stream, other.rows[0].stream_name);
    }
    // The streams row is the only writer of revisions, so this means it and the events table disagree.
    this.logger.error({ err: error, stream }, 'event-store append hit an unexpected unique violation');
    const current = await this.pool.query<{ revision: string }>(this.sql.streamRevision, [stream]);
    const actual = current.rows[0] ? Number(current.rows[0].revision) : 'no-stream';
    throw new WrongExpectedRevisionError(stream, expected, actual);
  }

  /** An empty batch writes nothing but still answers whether the expectation holds. */
  private async appendNothing(stream: string, expected: ExpectedRevision): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ revision: string }>(this.sql.streamRevision, [stream]);
    const actual = rows[0] ? Number(rows[0].revision) : 'no-stream';
    const holds =
      expected === 'any' ||
      (expected === 'no-stream' && actual === 'no-stream') ||
      (expected === 'stream-exists' && actual !== 'no-stream') ||
      expected === actual;
    if (!holds) throw new WrongExpectedRevisionError(stream, expected, actual);
    return { nextRevision: actual === 'no-stream' ? -1 : actual, position: START };
  }
}

function isUniqueViolation(error: unknown): error is pg.DatabaseError {
  return error instanceof pg.DatabaseError && error.code === UNIQUE_VIOLATION;
}
