import { createHash } from 'node:crypto';
import canonicalizeModule from 'canonicalize';
import type { EventMetadata } from '../port.js';

// canonicalize 2.x is CommonJS (`module.exports = serialize`) but declares an ES default export, so under
// NodeNext the default import is the function at run time and a namespace to the type checker. (3.x+ is ESM but
// asks for Node 22; this project runs on Node 20.)
const canonicalize = canonicalizeModule as unknown as (value: unknown) => string | undefined;

/**
 * The tamper-evident chain every stream carries (the client's audit issue): each event's hash covers its
 * stream, revision, type, data, metadata and the previous event's hash in its stream.
 *
 * It is computed in two steps so the PostgreSQL adapter can finish it inside its one-statement append, where
 * the previous hash and the revision are known only under the stream's row lock:
 *   body = SHA-256(JCS({ data, metadata, stream, type }))          (here, in JavaScript)
 *   hash = SHA-256(JCS({ body, prevHash, revision }))              (here, and repeated in SQL: `chain_link`)
 * JCS is RFC 8785 canonical JSON (the `canonicalize` package). The second object holds only two lower-case hex
 * strings (or null) and an integer, so its canonical text is simple enough to build in SQL byte for byte; a
 * unit test pins both to a known vector.
 */

export interface ChainContent {
  streamName: string;
  type: string;
  /** As stored: after a JSON round trip (what `JSON.parse(JSON.stringify(x))` gives). */
  data: unknown;
  metadata: EventMetadata;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

/** The first step: everything about the event except where it sits in the chain. */
export function chainBody(event: ChainContent): string {
  return sha256Hex(
    canonicalJson({ data: event.data, metadata: event.metadata, stream: event.streamName, type: event.type }),
  );
}

/** The second step, mirrored by the SQL function `chain_link` in `postgres/schema.ts`. */
export function chainLink(body: string, revision: number, prevHash: string | null): string {
  return sha256Hex(canonicalJson({ body, prevHash, revision }));
}

/** The hash an event must carry, given the hash of the event before it (null for revision 0). */
export function eventHash(event: ChainContent & { revision: number }, prevHash: string | null): string {
  return chainLink(chainBody(event), event.revision, prevHash);
}

/** Hashes of a batch appended at `firstRevision` onwards after `prevHash` (KurrentDB computes them client-side). */
export function chainHashes(
  streamName: string,
  firstRevision: number,
  prevHash: string | null,
  events: ReadonlyArray<{ type: string; data: unknown; metadata: EventMetadata }>,
): string[] {
  const hashes: string[] = [];
  let prev = prevHash;
  events.forEach((event, index) => {
    prev = eventHash({ ...event, streamName, revision: firstRevision + index }, prev);
    hashes.push(prev);
  });
  return hashes;
}

/** What the store keeps of a value: JSON drops undefined members and turns NaN into null, so hash that. */
export function asStored<T>(value: T): T {
  return value === undefined ? (null as T) : (JSON.parse(JSON.stringify(value)) as T);
}
