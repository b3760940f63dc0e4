import { describe, expect, it } from 'vitest';
import { lotAmounts } from '../billing/lot-amounts.js';
import {
  assertBalanced,
  balancesOf,
  correctionOf,
  type Posting,
  reversalOf,
  saleOf,
  type WeighedLot,
} from './lot-postings.js';

const levy = { farmerLevyBp: 100, reelerLevyBp: 50 };
const weighed = (netGrams: number, ratePaise = 71_000): WeighedLot => ({
  farmerId: 'farmer-1',
  reelerId: 'reeler-1',
  ...lotAmounts(netGrams, ratePaise, levy),
});

describe('a sale posted to the ledger', () => {
  it('debits the reeler amount + reeler levy, credits the farmer amount - farmer levy and both levies', () => {
    // 84.250 kg × Rs 710.00 = Rs 59,817.50; 1 % farmer levy Rs 598.18; 0.5 % reeler levy Rs 299.09.
    const lot = weighed(84_250);
    expect(saleOf(lot)).toEqual([
      { account: { kind: 'reeler', customerId: 'reeler-1' }, debitPaise: 5_981_750 + 29_909, creditPaise: 0 },
      { account: { kind: 'farmer', customerId: 'farmer-1' }, debitPaise: 0, creditPaise: 5_981_750 - 59_818 },
      { account: { kind: 'farmer-levy' }, debitPaise: 0, creditPaise: 59_818 },
      { account: { kind: 'reeler-levy' }, debitPaise: 0, creditPaise: 29_909 },
    ]);
    expect(() => assertBalanced(saleOf(lot))).not.toThrow();
  });

  it('balances for any weight and rate, to the paisa', () => {
    for (let grams = 1; grams < 400_000; grams += 7_919) {
      for (const rate of [1, 99, 70_000, 71_050, 123_456]) {
        const postings = saleOf(weighed(grams, rate));
        expect(() => assertBalanced(postings), `${grams} g at ${rate}`).not.toThrow();
        expect([...balancesOf(postings).values()].reduce((a, b) => a + b, 0)).toBe(0);
      }
    }
  });

  it('posts no line for a zero levy', () => {
    const lot = { ...weighed(10_000), farmerLevyPaise: 0, reelerLevyPaise: 0 };
    expect(saleOf(lot).map((p) => p.account.kind)).toEqual(['reeler', 'farmer']);
  });
});

describe('a weight correction posted to the ledger', () => {
  it('reverses the old sale and posts the new one: the accounts move by the difference only', () => {
    const before = weighed(84_250);
    const after = weighed(84_000);
    const postings = correctionOf(before, after);
    expect(postings).toHaveLength(8);
    expect(() => assertBalanced(postings)).not.toThrow();
    const moved = balancesOf(postings);
    expect(moved.get('farmer:farmer-1')).toBe(
      -(after.amountPaise - after.farmerLevyPaise) + (before.amountPaise - before.farmerLevyPaise),
    );
    expect(moved.get('reeler:reeler-1')).toBe(
      after.amountPaise + after.reelerLevyPaise - (before.amountPaise + before.reelerLevyPaise),
    );
  });

  it('a sale and its reversal leave every account at zero', () => {
    const sale = saleOf(weighed(50_125, 70_500));
    for (const balance of balancesOf([...sale, ...reversalOf(sale)]).values()) expect(balance).toBe(0);
  });
});

describe('assertBalanced', () => {
  const cash = { kind: 'cash' } as const;
  const line = (debitPaise: number, creditPaise: number): Posting => ({
    account: cash,
    debitPaise,
    creditPaise,
  });

  it('refuses an entry whose debits and credits differ, naming the difference', () => {
    expect(() => assertBalanced([line(100, 0), line(0, 99)])).toThrow('debits exceed credits by 1 paise');
  });

  it('refuses a line with both sides, neither side, a negative or a fraction of a paisa', () => {
    for (const bad of [line(1, 1), line(0, 0), line(-5, 0), line(0.5, 0)]) {
      expect(() => assertBalanced([bad]), JSON.stringify(bad)).toThrow(RangeError);
    }
  });
});
