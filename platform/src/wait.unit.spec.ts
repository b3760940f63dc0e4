import { describe, expect, it } from 'vitest';
import { type Reached, waitUntilReached } from './wait.js';

const answers = (...seen: Reached[]) => {
  let looks = 0;
  const probe = async () => seen[Math.min(looks++, seen.length - 1)]!;
  return { probe, looks: () => looks };
};

describe('waitUntilReached', () => {
  it('is true once the probe sees the position reached', async () => {
    const { probe, looks } = answers('not-yet', 'not-yet', 'yes');
    expect(await waitUntilReached(probe, 1000)).toBe(true);
    expect(looks()).toBe(3);
  });

  it('is false at once when the reader will never get there', async () => {
    const { probe, looks } = answers('not-yet', 'never', 'yes');
    expect(await waitUntilReached(probe, 1000)).toBe(false);
    expect(looks()).toBe(2);
  });

  it('is false when the time is up', async () => {
    const { probe } = answers('not-yet');
    const started = Date.now();
    expect(await waitUntilReached(probe, 50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
