import { describe, expect, it } from 'vitest';
import { formatPosition, maxPosition, parsePosition } from './position.js';

describe('positions', () => {
  it('compare as strings in numeric order, across digit counts', () => {
    const pairs: [bigint, bigint][] = [
      [0n, 1n],
      [9n, 2n],
      [10n, 1n],
      [10n, 10n],
      [999n, 5n],
      [18_446_744_073_709_551_615n, 9_223_372_036_854_775_807n],
    ];
    const positions = pairs.map(([a, b]) => formatPosition(a, b));
    expect([...positions].sort()).toEqual(positions);
    expect(positions.every((p) => p > '')).toBe(true);
  });

  it('parse back to their counters; START is zero', () => {
    expect(parsePosition(formatPosition(729n, 3n))).toEqual([729n, 3n]);
    expect(parsePosition('')).toEqual([0n, 0n]);
    expect(() => parsePosition('12')).toThrow(RangeError);
    expect(maxPosition('', formatPosition(1n, 1n))).toBe(formatPosition(1n, 1n));
  });
});
