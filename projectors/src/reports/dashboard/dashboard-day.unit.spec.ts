import { describe, expect, it } from 'vitest';
import { combineDays, type DayAggregate } from './dashboard-day.queries.js';

const group = (key: string, over: Partial<DayAggregate>): DayAggregate => ({
  key,
  lotsInwarded: 0,
  arrivalGrams: 0,
  lotsWithBids: 0,
  bids: 0,
  highestBidPaise: null,
  lotsAwaitingApproval: 0,
  lotsApproved: 0,
  lotsRejected: 0,
  lotsUnsold: 0,
  lotsWeighed: 0,
  soldGrams: 0,
  valuePaise: 0,
  farmerLevyPaise: 0,
  reelerLevyPaise: 0,
  minRatePaise: null,
  maxRatePaise: null,
  ...over,
});

describe('combineDays', () => {
  // BV: 100 kg at Rs 700 = Rs 70,000; CB: 10 kg at Rs 500 = Rs 5,000.
  const bv = group('BV', {
    lotsInwarded: 2,
    lotsWithBids: 1,
    soldGrams: 100_000,
    valuePaise: 7_000_000,
    minRatePaise: 70_000,
    maxRatePaise: 70_000,
    highestBidPaise: 70_000,
    farmerLevyPaise: 70_000,
    reelerLevyPaise: 70_000,
  });
  const cb = group('CB', {
    lotsInwarded: 1,
    lotsWithBids: 1,
    soldGrams: 10_000,
    valuePaise: 500_000,
    minRatePaise: 50_000,
    maxRatePaise: 50_000,
    highestBidPaise: 52_000,
    farmerLevyPaise: 5_000,
    reelerLevyPaise: 5_000,
  });

  it('weights the average of several races by kg, never averaging their averages', () => {
    const day = combineDays([bv, cb], 2);
    // Σ amount × 1000 / Σ grams = 75,00,000 × 1000 / 110,000 = 68,182 (Rs 681.82); the plain mean would be Rs 600.
    expect(day.averageRatePaise).toBe(68_182);
    expect(day).toMatchObject({ minRatePaise: 50_000, maxRatePaise: 70_000, highestBidPaise: 70_000 });
  });

  it('adds counts and money exactly and derives lots without bids and the levy', () => {
    expect(combineDays([bv, cb], 2)).toMatchObject({
      lotsInwarded: 3,
      lotsWithBids: 2,
      lotsWithoutBids: 1,
      valuePaise: 7_500_000,
      levyPaise: 150_000,
      reelersBidding: 2,
    });
  });

  it('answers a day without sales with no rates rather than zeros', () => {
    const day = combineDays([group('BV', { lotsInwarded: 1 })], 0);
    expect(day).toMatchObject({
      averageRatePaise: null,
      minRatePaise: null,
      maxRatePaise: null,
      lotsWithoutBids: 1,
    });
    expect(combineDays([], 0).lotsInwarded).toBe(0);
  });
});
