import { randomUUID } from 'node:crypto';
import { createEventStore, type EventStore, type Position } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { type Logger, pino } from 'pino';
import { createReadModelDb } from '../db.js';
import type { ReadModelDb } from '../types.js';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface TestEnv {
  database: TestDatabase;
  store: EventStore;
  db: ReadModelDb;
  logger: Logger;
  /** Everything logged at warn and above, parsed. */
  logs: LogLine[];
  /** Another store + pool on the same database, as a second runner process would have. */
  secondConnection(): Promise<{ store: EventStore; db: ReadModelDb }>;
  close(): Promise<void>;
}

export async function createTestEnv(prefix: string): Promise<TestEnv> {
  const database = await createTestDatabase(prefix);
  const logs: LogLine[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const extra: Array<{ store: EventStore; db: ReadModelDb }> = [];
  const connect = async () => {
    const pair = {
      store: await createEventStore({ databaseUrl: database.url, logger }),
      db: createReadModelDb(database.url, { max: 4, applicationName: 'cocoon-projectors' }),
    };
    return pair;
  };
  const main = await connect();
  return {
    database,
    ...main,
    logger,
    logs,
    async secondConnection() {
      const pair = await connect();
      extra.push(pair);
      return pair;
    },
    async close() {
      for (const pair of [main, ...extra]) {
        await pair.store.close();
        await pair.db.destroy();
      }
      await database.drop();
    },
  };
}

/** Appends `count` events of `type` over `streams` streams, waits until visible; returns ids in append order. */
export async function appendEvents(
  store: EventStore,
  count: number,
  options: { type?: string; streams?: number; prefix?: string; data?: (i: number) => unknown } = {},
): Promise<{ ids: string[]; position: Position }> {
  const { type = 'Counted', streams = 10, prefix = 'item', data = (i: number) => ({ i }) } = options;
  const ids: string[] = [];
  let position: Position = '';
  const chunk = 100;
  for (let start = 0; start < count; start += chunk) {
    const stream = `${prefix}-${(start / chunk) % streams}`;
    const events = Array.from({ length: Math.min(chunk, count - start) }, (_, k) => ({
      id: randomUUID(),
      type,
      data: data(start + k),
    }));
    ids.push(...events.map((e) => e.id));
    ({ position } = await store.append(stream, events, 'any'));
  }
  await waitVisible(store, position);
  return { ids, position };
}

/**
 * The store hands out an event only once every older transaction in the cluster has ended (design.md), so a
 * test file running beside ours can delay visibility; tests that count batches wait for it first.
 */
export async function waitVisible(store: EventStore, position: Position): Promise<void> {
  await waitUntil(async () => (await store.headPosition()) >= position);
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
