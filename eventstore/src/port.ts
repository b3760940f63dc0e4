/**
 * The event-store port every adapter implements (design.md, "Event store").
 *
 * Positions are opaque strings whose plain string comparison (`<`) is the global order; callers never parse
 * them. Revisions are per stream and start at 0 for the first event.
 */

export type Position = string;

/** The position before the first event: `readAll({ from: START })` reads everything. */
export const START: Position = '';

export type ExpectedRevision = 'no-stream' | 'stream-exists' | 'any' | number;

export interface EventMetadata {
  /** The client's command id (correlation): a retried command carries the same one. */
  commandId?: string;
  /** The event that caused this one, when a reactor or process manager appended it. */
  causationId?: string;
  userId?: string;
  userType?: string;
  marketId?: string;
  /** Server time the command was decided, ISO 8601. */
  occurredAt?: string;
  schemaVersion?: number;
  [key: string]: unknown;
}

export interface EventToAppend {
  /** A UUID. Appending the same ids to the same stream again is a no-op success (idempotent retry). */
  id: string;
  type: string;
  data: unknown;
  metadata?: EventMetadata;
}

export interface RecordedEvent {
  id: string;
  type: string;
  streamName: string;
  revision: number;
  position: Position;
  data: unknown;
  metadata: EventMetadata;
  recordedAt: Date;
  /**
   * The event's link in its stream's tamper-evident chain (audit/chain-hash.ts), as the store keeps it; null for
   * a row written around the adapter. A printed document's signed code carries its issuing event's hash (issue 26).
   */
  hash?: string | null;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Position of the last appended event (of the original append, when this was an idempotent retry). */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Defaults to the first (forwards) or last (backwards) event. */
  fromRevision?: number;
  maxCount?: number;
}

export interface EventFilter {
  /** Only these event types are returned; others are skipped but still advance `next`. */
  eventTypes?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to START. */
  from?: Position;
  maxCount?: number;
  filter?: EventFilter;
}

export interface ReadAllSlice {
  events: RecordedEvent[];
  /**
   * Where the next read continues from (exclusive). Advances past filtered-out events too, so a
   * checkpoint stored from it never re-scans them. Equal to `from` when nothing new is visible.
   */
  next: Position;
  /** True when no further event is visible right now. */
  isEnd: boolean;
}

export interface SubscriptionHandler {
  /** Called with each batch in order. The subscription waits for the promise before reading on. */
  onEvents(events: RecordedEvent[], checkpoint: Position): Promise<void> | void;
  /** Called once the subscription has read everything that existed (it then follows live). */
  onCaughtUp?(checkpoint: Position): void;
  /** A failing handler or a lost connection ends the subscription here. */
  onError?(error: unknown): void;
}

export interface SubscribeOptions {
  /** Exclusive: delivery starts strictly after this position. Defaults to START. */
  from?: Position;
  filter?: EventFilter;
  batchSize?: number;
}

export interface Subscription {
  close(): Promise<void>;
}

/** One event as the history verifier checks it (audit/verify.ts): what its chain hash covers, and the hash. */
export interface ChainedEvent {
  streamName: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** The chain hash stored with the event; null when it has none. */
  hash: string | null;
}

/** A stream's last event as a seal records it. */
export interface StreamHead {
  streamName: string;
  /** -1 when the stream has no event left. */
  revision: number;
  hash: string | null;
  /** The last revision by the store's own bookkeeping, where it keeps one apart from the events (PostgreSQL). */
  countedRevision?: number;
}

/** The history as it stood at one moment (EventStore.readHistory). */
export interface HistorySnapshot {
  /** Position of the newest event in the view, START when there is none: what a verification covered. */
  position: Position;
  /** Every stream's last event with its chain hash, each stream once. */
  streamHeads(): AsyncIterable<StreamHead>;
  /** A stream's events with their chain hashes, in revision order from `fromRevision` (inclusive). */
  readChain(stream: string, fromRevision: number, maxCount: number): Promise<ChainedEvent[]>;
}

export interface EventStore {
  append(stream: string, events: readonly EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<ReadAllSlice>;
  subscribe(options: SubscribeOptions, handler: SubscriptionHandler): Subscription;
  /**
   * Runs `read` over one consistent view of the history (for sealing and verifying it): appends committed while
   * it runs are not in it, so a verifier never mistakes a write in progress for tampering.
   */
  readHistory<T>(read: (history: HistorySnapshot) => Promise<T>): Promise<T>;
  /** Position of the newest visible event, START when empty (for projection lag). */
  headPosition(): Promise<Position>;
  /**
   * Position of the newest committed event, even while an older transaction is still open (headPosition waits
   * for those): a reader that must see every write already answered waits for the projections to reach it.
   */
  committedPosition(): Promise<Position>;
  /** True when the store answers (for /api/health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** The stream's current revision, or 'no-stream' when it does not exist. */
    readonly actual: number | 'no-stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly eventId: string,
    readonly stream: string,
    readonly existingStream: string,
  ) {
    super(`Event id ${eventId} appended to ${stream} already exists in ${existingStream}`);
  }
}
