import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createPostgresDb } from '@cocoon/platform';
import type { ReadModelDb } from '@cocoon/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exclusive } from './exclusive.js';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

let database: TestDatabase;
let first: ReadModelDb;
let second: ReadModelDb;

beforeAll(async () => {
  database = await createTestDatabase('exclusive');
  // Two pools stand for two api processes on the same database.
  first = createPostgresDb(database.url, { max: 3, applicationName: 'exclusive-a' });
  second = createPostgresDb(database.url, { max: 3, applicationName: 'exclusive-b' });
});
afterAll(async () => {
  await first?.destroy();
  await second?.destroy();
  await database?.drop();
});

describe('exclusive work per key', () => {
  const step = (
    db: ReadModelDb | undefined,
    key: string,
    name: string,
    ms: number,
    log: string[],
    fail = false,
  ) =>
    exclusive(db, key, async () => {
      log.push(`${name} start`);
      await pause(ms);
      log.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    });

  it('runs work of one key in turn in a process, other keys alongside, and goes on after a failure', async () => {
    const log: string[] = [];
    const results = await Promise.allSettled([
      step(undefined, 'r1', 'a', 30, log, true),
      step(undefined, 'r1', 'b', 5, log),
      step(undefined, 'r2', 'c', 10, log),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'));
    expect(log.indexOf('c end')).toBeLessThan(log.indexOf('a end'));
  });

  it('makes a second process wait for the key, not for other keys, and frees the key after a failure', async () => {
    const log: string[] = [];
    const results = await Promise.allSettled([
      // a holds its key long enough that c, on another key, ends first even on a loaded machine.
      step(first, 'month:hosur', 'a', 1_500, log, true),
      pause(50).then(() => step(second, 'month:hosur', 'b', 5, log)),
      pause(50).then(() => step(second, 'month:dharmapuri', 'c', 5, log)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'));
    expect(log.indexOf('c end')).toBeLessThan(log.indexOf('a end'));
  });
});
