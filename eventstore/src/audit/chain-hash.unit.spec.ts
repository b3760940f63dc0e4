import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asStored, chainBody, chainHashes, chainLink, eventHash } from './chain-hash.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const body = 'ab'.repeat(32);

describe('chain hash', () => {
  it('links with exactly the canonical text the PostgreSQL function builds', () => {
    expect(chainLink(body, 3, null)).toBe(sha256(`{"body":"${body}","prevHash":null,"revision":3}`));
    const prev = 'cd'.repeat(32);
    expect(chainLink(body, 12, prev)).toBe(sha256(`{"body":"${body}","prevHash":"${prev}","revision":12}`));
  });

  it('covers stream, type, data and metadata in RFC 8785 form, whatever the key order', () => {
    const event = {
      streamName: 'lot-1',
      type: 'BidPlaced',
      data: { b: 1, a: 'x' },
      metadata: { userId: 'u' },
    };
    expect(chainBody(event)).toBe(
      sha256('{"data":{"a":"x","b":1},"metadata":{"userId":"u"},"stream":"lot-1","type":"BidPlaced"}'),
    );
    expect(chainBody({ ...event, data: { a: 'x', b: 1 } })).toBe(chainBody(event));
    for (const changed of [
      { ...event, streamName: 'lot-2' },
      { ...event, type: 'BidApproved' },
      { ...event, data: { a: 'x', b: 2 } },
      { ...event, metadata: { userId: 'v' } },
    ])
      expect(chainBody(changed)).not.toBe(chainBody(event));
  });

  it('chains a batch: each hash depends on the one before and on its revision', () => {
    const events = [
      { type: 'A', data: 1, metadata: {} },
      { type: 'B', data: 2, metadata: {} },
    ];
    const [first, second] = chainHashes('s-1', 4, 'ef'.repeat(32), events);
    expect(first).toBe(eventHash({ streamName: 's-1', revision: 4, ...events[0]! }, 'ef'.repeat(32)));
    expect(second).toBe(eventHash({ streamName: 's-1', revision: 5, ...events[1]! }, first!));
    expect(chainHashes('s-1', 5, 'ef'.repeat(32), events)[0]).not.toBe(first);
  });

  it('hashes what JSON storage keeps, so undefined members and dates hash as they read back', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(asStored({ a: undefined, at, n: Number.NaN })).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      n: null,
    });
    expect(asStored(undefined)).toBeNull();
  });
});
