import type { EventStore, Position } from '../port.js';
import { eventHash } from './chain-hash.js';

export interface EventProof {
  /** Where the event sits in the store's global order; null when the stream has no such revision. */
  position: Position | null;
  /** The event's hash recomputed from its content and every event before it in its stream; null when absent. */
  recomputed: string | null;
  /** The store's own record of it agrees (nothing in the stream up to it was altered). */
  chainIntact: boolean;
  /** With a sealed head: the chain carries on unbroken from the event to the hash the seal recorded. */
  reachesSeal: boolean | null;
}

/**
 * Issue 26: proves one event (a printed document's issuing event) is part of the tamper-evident history: its
 * stream's chain is recomputed from the first event to it, and on to a sealed head when one is given, so a
 * document's signed hash can be tied to a signed seal. A document's stream is short (a bill's, a lot's).
 */
export async function proveEvent(
  store: EventStore,
  streamName: string,
  revision: number,
  sealedHead?: { revision: number; hash: string | null },
): Promise<EventProof> {
  const last = Math.max(revision, sealedHead?.revision ?? revision);
  const events = await store.readStream(streamName, { fromRevision: 0, maxCount: last + 1 });
  let prev: string | null = null;
  let intact = true;
  let recomputed: string | null = null;
  let sealedHash: string | null = null;
  let position: Position | null = null;
  for (const [index, event] of events.entries()) {
    if (event.revision !== index) {
      intact = false;
      break;
    }
    prev = eventHash(event, prev);
    if (event.hash !== prev) intact = false;
    if (index === revision) {
      recomputed = prev;
      position = event.position;
    }
    if (index === sealedHead?.revision) sealedHash = prev;
  }
  return {
    position,
    recomputed,
    chainIntact: intact && recomputed !== null,
    reachesSeal: sealedHead ? intact && sealedHash !== null && sealedHash === sealedHead.hash : null,
  };
}
