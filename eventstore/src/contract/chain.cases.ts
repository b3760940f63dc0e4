import { expect, it } from 'vitest';
import { eventHash } from '../audit/chain-hash.js';
import type { EventStore, StreamHead } from '../port.js';
import { anEvent, someEvents, streamName } from './helpers.js';

/** The tamper-evident chain (audit/chain-hash.ts): every adapter stores the hash the one pure function gives. */
export function chainCases(store: () => EventStore): void {
  it('chains every event to the one before it in its stream, across batches and expectations', async () => {
    const stream = streamName('chain');
    await store().append(stream, someEvents(2), 'no-stream');
    await store().append(stream, [anEvent('Chained', { nested: { b: [1, 2], a: null } })], 1);
    await store().append(stream, someEvents(2), 'any');
    const chain = await store().readHistory((h) => h.readChain(stream, 0, 100));
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
    const { last, heads, position } = await store().readHistory(async (history) => {
      const heads: StreamHead[] = [];
      for await (const head of history.streamHeads()) if (head.streamName === stream) heads.push(head);
      const [last] = await history.readChain(stream, 2, 1);
      return { last, heads, position: history.position };
    });
    expect(heads).toEqual([expect.objectContaining({ streamName: stream, revision: 2, hash: last!.hash })]);
    expect(position >= (await store().readStream(stream))[2]!.position).toBe(true);
  });

  it('reads the history as it stood when the view began, while appends go on (no write half seen)', async () => {
    const stream = streamName('view');
    await store().append(stream, someEvents(2), 'no-stream');
    const appended = await store().readStream(stream);
    const seen = await store().readHistory(async (history) => {
      const later = await store().append(stream, someEvents(2), 1);
      const heads: StreamHead[] = [];
      for await (const head of history.streamHeads()) if (head.streamName === stream) heads.push(head);
      const chain = await history.readChain(stream, 0, 100);
      return { heads, revisions: chain.map((e) => e.revision), position: history.position, later };
    });
    expect(seen.heads).toEqual([expect.objectContaining({ streamName: stream, revision: 1 })]);
    expect(seen.heads[0]!.countedRevision ?? 1).toBe(1);
    expect(seen.revisions).toEqual([0, 1]);
    expect(seen.position >= appended[1]!.position && seen.position < seen.later.position).toBe(true);
  });
}
