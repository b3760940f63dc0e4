import { expect, it } from 'vitest';
import { eventHash } from '../audit/chain-hash.js';
import type { EventStore } from '../port.js';
import { anEvent, someEvents, streamName } from './helpers.js';

/** The tamper-evident chain (audit/chain-hash.ts): every adapter stores the hash the one pure function gives. */
export function chainCases(store: () => EventStore): void {
  it('chains every event to the one before it in its stream, across batches and expectations', async () => {
    const stream = streamName('chain');
    await store().append(stream, someEvents(2), 'no-stream');
    await store().append(stream, [anEvent('Chained', { nested: { b: [1, 2], a: null } })], 1);
    await store().append(stream, someEvents(2), 'any');
    const chain = await store().readChain(stream, 0, 100);
    expect(chain.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4]);
    let prev: string | null = null;
    for (const event of chain) {
      expect(event.hash).toBe(eventHash(event, prev));
      prev = event.hash;
    }
    const [recorded] = await store().readStream(stream, { fromRevision: 2, maxCount: 1 });
    expect(recorded!.metadata).toEqual(chain[2]!.metadata);
  });

  it('lists each stream once with its last revision and hash', async () => {
    const stream = streamName('heads');
    await store().append(stream, someEvents(3), 'no-stream');
    const [last] = await store().readChain(stream, 2, 1);
    const heads = [];
    for await (const head of store().streamHeads()) if (head.streamName === stream) heads.push(head);
    expect(heads).toEqual([expect.objectContaining({ streamName: stream, revision: 2, hash: last!.hash })]);
  });
}
