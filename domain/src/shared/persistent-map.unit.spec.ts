import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map.js';

describe('PersistentMap', () => {
  it('sets and gets, counting new keys only', () => {
    const empty = PersistentMap.empty<number>();
    const one = empty.set('a', 1);
    const two = one.set('b', 2).set('a', 3);
    expect([empty.get('a'), one.get('a'), two.get('a'), two.get('b'), two.get('c')]).toEqual([
      undefined,
      1,
      3,
      2,
      undefined,
    ]);
    expect([empty.size, one.size, two.size]).toEqual([0, 1, 2]);
    expect(two.has('b')).toBe(true);
  });

  it('leaves every earlier version as it was, over many keys (colliding leaves included)', () => {
    let map = PersistentMap.empty<number>();
    const versions: PersistentMap<number>[] = [];
    for (let i = 0; i < 5_000; i++) {
      map = map.set(`lot-${i}`, i);
      if (i % 1_000 === 0) versions.push(map);
    }
    expect(map.size).toBe(5_000);
    for (let i = 0; i < 5_000; i++) expect(map.get(`lot-${i}`)).toBe(i);
    versions.forEach((version, v) => {
      expect(version.size).toBe(v * 1_000 + 1);
      expect(version.get(`lot-${v * 1_000}`)).toBe(v * 1_000);
      expect(version.get(`lot-${v * 1_000 + 1}`)).toBeUndefined();
    });
  });
});
