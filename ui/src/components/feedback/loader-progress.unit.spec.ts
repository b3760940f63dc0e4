import { describe, expect, it } from 'vitest';
import { nextLoaderPercent } from './loader-progress';

describe('nextLoaderPercent', () => {
  it('starts at 0 and climbs one percent per step while loading', () => {
    let value: number | null = null;
    const seen: Array<number | null> = [];
    for (let i = 0; i < 4; i++) {
      value = nextLoaderPercent(value, true);
      seen.push(value);
    }
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('holds at 99 until the data arrives, then completes', () => {
    expect(nextLoaderPercent(99, true)).toBe(99);
    expect(nextLoaderPercent(42, false)).toBe(100);
  });

  it('stays hidden when nothing loads, and starts again after a completed run', () => {
    expect(nextLoaderPercent(null, false)).toBeNull();
    expect(nextLoaderPercent(100, true)).toBe(0);
  });
});
