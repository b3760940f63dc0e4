import { describe, expect, it } from 'vitest';
import { ageingBucket, daysBetween } from './ageing.js';
import { priceBandOf } from './price-bands.js';

describe('ageing buckets', () => {
  it('puts each age in its bucket at the edges', () => {
    expect([0, 3, 4, 7, 8, 15, 16, 30, 31, 400, -2].map((d) => ageingBucket(d).label)).toEqual([
      '0-3 days',
      '0-3 days',
      '4-7 days',
      '4-7 days',
      '8-15 days',
      '8-15 days',
      '16-30 days',
      '16-30 days',
      '> 30 days',
      '> 30 days',
      '0-3 days',
    ]);
  });

  it('counts calendar days across a month and a year end', () => {
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
  });
});

describe('price bands', () => {
  it('each band takes its lower edge and leaves its upper edge to the next', () => {
    expect(
      [29_999, 30_000, 39_999, 40_000, 79_999, 80_000, 250_000].map((r) => priceBandOf(r).label),
    ).toEqual([
      'Below Rs 300/kg',
      'Rs 300-400/kg',
      'Rs 300-400/kg',
      'Rs 400-500/kg',
      'Rs 700-800/kg',
      'Rs 800/kg and above',
      'Rs 800/kg and above',
    ]);
  });
});
