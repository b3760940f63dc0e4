import { describe, expect, it } from 'vitest';
import { expectationHolds, splitChainHash, withChainHash } from './mapping.js';

describe('KurrentDB chain hash in metadata', () => {
  it('travels under its own key and comes back apart from the metadata it covers', () => {
    const metadata = { userId: 'u-1', commandId: 'c-1' };
    const stored = withChainHash(metadata, 'ab'.repeat(32));
    expect(stored).toEqual({ ...metadata, chainHash: 'ab'.repeat(32) });
    expect(splitChainHash(stored)).toEqual({ metadata, hash: 'ab'.repeat(32) });
    expect(splitChainHash(metadata)).toEqual({ metadata, hash: null });
  });

  it('appends at the head it read only when the caller expected that head', () => {
    expect(expectationHolds('any', -1)).toBe(true);
    expect(expectationHolds('no-stream', -1)).toBe(true);
    expect(expectationHolds('no-stream', 0)).toBe(false);
    expect(expectationHolds('stream-exists', -1)).toBe(false);
    expect(expectationHolds('stream-exists', 3)).toBe(true);
    expect(expectationHolds(3, 3)).toBe(true);
    expect(expectationHolds(2, 3)).toBe(false);
  });
});
