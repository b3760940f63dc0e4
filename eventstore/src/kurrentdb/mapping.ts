import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendStreamState,
  START as KURRENT_START,
  type Position as KurrentPosition,
  NO_STREAM,
  type ReadPosition,
  type ResolvedEvent,
  STREAM_EXISTS,
} from '@kurrent/kurrentdb-client';
import {
  type EventFilter,
  type EventMetadata,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
  START,
} from '../port.js';
import { formatPosition, parsePosition } from '../position.js';

export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  switch (expected) {
    case 'no-stream':
      return NO_STREAM;
    case 'stream-exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return BigInt(expected);
  }
}

export function toPosition(position: KurrentPosition): Position {
  return formatPosition(position.commit, position.prepare);
}

export function toReadPosition(position: Position): ReadPosition {
  if (position === START) return KURRENT_START;
  const [commit, prepare] = parsePosition(position);
  return { commit, prepare };
}

/** System events (`$`-prefixed types or streams) are KurrentDB's own bookkeeping, never ours. */
export function isOurs(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return event !== undefined && !event.type.startsWith('$') && !event.streamId.startsWith('$');
}

export function matches(filter: EventFilter | undefined, type: string): boolean {
  return !filter?.eventTypes || filter.eventTypes.includes(type);
}

/** The server-side filter regex: only the wanted types, and never system events. */
export function typeRegex(filter: EventFilter | undefined): string {
  if (!filter?.eventTypes) return '^[^$]';
  const escaped = filter.eventTypes.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return escaped.length === 0 ? '^(?!)' : `^(?:${escaped.join('|')})$`;
}

/** KurrentDB has no column for the chain hash (audit/chain-hash.ts), so it travels in the metadata under this key. */
export const CHAIN_HASH_KEY = 'chainHash';

export function withChainHash(metadata: EventMetadata, hash: string): EventMetadata {
  return { ...metadata, [CHAIN_HASH_KEY]: hash };
}

/** The metadata as appended (what the hash covers) and the hash kept beside it. */
export function splitChainHash(metadata: EventMetadata): { metadata: EventMetadata; hash: string | null } {
  const { [CHAIN_HASH_KEY]: hash, ...rest } = metadata;
  return { metadata: rest, hash: typeof hash === 'string' ? hash : null };
}

/** Whether the caller's expected revision holds for a stream whose last revision is `revision` (-1: none). */
export function expectationHolds(expected: ExpectedRevision, revision: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no-stream') return revision < 0;
  if (expected === 'stream-exists') return revision >= 0;
  return expected === revision;
}

export function storedMetadata(resolved: ResolvedEvent | AllStreamResolvedEvent): EventMetadata {
  const event = resolved.event!;
  return event.isJson && isObject(event.metadata) ? (event.metadata as EventMetadata) : {};
}

export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event!;
  const { metadata, hash } = splitChainHash(storedMetadata(resolved));
  return {
    id: event.id,
    type: event.type,
    streamName: event.streamId,
    revision: Number(event.revision),
    position: event.position ? toPosition(event.position) : START,
    data: event.data,
    metadata,
    recordedAt: event.created,
    hash,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}
