import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.js';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('one at a time per key', () => {
  it('runs work of one key in turn, other keys alongside, and goes on after a failure', async () => {
    const log: string[] = [];
    const step = (key: string, name: string, ms: number, fail = false) =>
      oneAtATime(key, async () => {
        log.push(`${name} start`);
        await pause(ms);
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([
      step('r1', 'a', 30, true),
      step('r1', 'b', 5),
      step('r2', 'c', 10),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    // b waits for a (same reeler); c runs while a does.
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'));
    expect(log.indexOf('c end')).toBeLessThan(log.indexOf('a end'));
  });
});
