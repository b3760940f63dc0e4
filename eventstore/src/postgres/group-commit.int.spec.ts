import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHash } from '../audit/chain-hash.js';
import {
  anEvent,
  eventually,
  idsOf,
  mineOf,
  readAllUntil,
  record,
  someEvents,
  streamName,
} from '../contract/helpers.js';
import {
  type AppendResult,
  DuplicateEventIdError,
  type EventToAppend,
  type ExpectedRevision,
  WrongExpectedRevisionError,
} from '../port.js';
import { parsePosition } from '../position.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * Group commit on the real server. With one batch in flight, an append sent while nothing else is in flight goes
 * alone, and every append made in the same tick after it waits and rides the next batch together: that is how
 * these tests put chosen appends into one transaction (they check it by the transaction id in the positions).
 */
describe('PostgreSQL group commit', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let raw: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('es_group_commit');
    store = new PostgresEventStore({ connectionString: db.url, groupCommit: { maxInFlight: 1 } });
    await store.migrate();
    raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
  });

  afterAll(async () => {
    await raw?.end();
    await store?.close();
    await db?.drop();
  });

  const transactionOf = (result: AppendResult) => parsePosition(result.position)[0];

  interface Call {
    stream: string;
    events: EventToAppend[];
    expected: ExpectedRevision;
  }

  /** A lead append goes alone; `calls` are made in the same tick, so they form one batch behind it. */
  function oneBatch(calls: Call[]): Array<Promise<AppendResult>> {
    void store.append(streamName('lead'), [anEvent()], 'no-stream');
    return calls.map((c) => store.append(c.stream, c.events, c.expected));
  }

  async function outcomes(promises: Array<Promise<AppendResult>>) {
    return (await Promise.allSettled(promises)).map((o) => (o.status === 'fulfilled' ? o.value : o.reason));
  }

  it('a conflict inside a batch fails only its own append; the others land in one transaction', async () => {
    const lot = streamName('lot');
    const fresh = streamName('fresh');
    const missing = streamName('missing');
    const loose = streamName('loose');
    await store.append(lot, [anEvent()], 'no-stream');
    const [bid1, stale, bid2, created, again, absent, any1, any2] = await outcomes(
      oneBatch([
        { stream: lot, events: [anEvent()], expected: 0 },
        { stream: lot, events: [anEvent()], expected: 0 },
        { stream: lot, events: someEvents(2), expected: 1 },
        { stream: fresh, events: [anEvent()], expected: 'no-stream' },
        { stream: fresh, events: [anEvent()], expected: 'no-stream' },
        { stream: missing, events: [anEvent()], expected: 'stream-exists' },
        { stream: loose, events: [anEvent()], expected: 'any' },
        { stream: loose, events: someEvents(3), expected: 'any' },
      ]),
    );
    expect([bid1, bid2, created, any1, any2].map((r) => (r as AppendResult).nextRevision)).toEqual([
      1, 3, 0, 0, 3,
    ]);
    const transactions = new Set(
      [bid1, bid2, created, any1, any2].map((r) => transactionOf(r as AppendResult)),
    );
    expect(transactions.size).toBe(1);
    expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
    expect(stale).toMatchObject({ stream: lot, expected: 0, actual: 1 });
    expect(again).toMatchObject({ stream: fresh, expected: 'no-stream', actual: 0 });
    expect(absent).toMatchObject({ stream: missing, expected: 'stream-exists', actual: 'no-stream' });
    expect((await store.readStream(lot)).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
    expect(await store.readStream(missing)).toEqual([]);
    expect(await store.readStream(loose)).toHaveLength(4);
    // The set-based path finishes the chain hash as append_events does, appends to one stream in turn.
    for (const stream of [lot, loose]) {
      let prev: string | null = null;
      for (const event of await store.readHistory((h) => h.readChain(stream, 0, 100))) {
        expect(event.hash).toBe(eventHash(event, prev));
        prev = event.hash;
      }
    }
  });

  it('retries, reused ids and a payload the database refuses each get their own answer in a batch', async () => {
    const lot = streamName('lot');
    const owner = streamName('owner');
    const first = someEvents(2);
    const original = await store.append(lot, first, 'no-stream');
    const taken = anEvent();
    await store.append(owner, [taken], 'no-stream');
    const twice = anEvent();
    const other = streamName('other');
    const [retry, stolen, nul, good, repeatA, repeatB] = await outcomes(
      oneBatch([
        { stream: lot, events: first, expected: 'no-stream' },
        { stream: streamName('thief'), events: [taken], expected: 'any' },
        { stream: streamName('nul'), events: [anEvent('Nul', { text: 'a\u0000b' })], expected: 'no-stream' },
        { stream: lot, events: [anEvent()], expected: 1 },
        { stream: other, events: [twice], expected: 'any' },
        { stream: other, events: [twice], expected: 'any' },
      ]),
    );
    expect(retry).toEqual(original);
    expect(stolen).toBeInstanceOf(DuplicateEventIdError);
    expect(stolen).toMatchObject({ eventId: taken.id, existingStream: owner });
    expect(nul).toBeInstanceOf(pg.DatabaseError);
    expect((good as AppendResult).nextRevision).toBe(2);
    // The same id twice in one batch: the second is a retry of the first and gets its answer.
    expect(repeatB).toEqual(repeatA);
    expect(await store.readStream(lot)).toHaveLength(3);
    expect(await store.readStream(other)).toHaveLength(1);
  });

  it('a connection killed mid-batch leaves nothing of the batch written', async () => {
    const lot = streamName('a-lot');
    const blocked = streamName('b-new');
    await store.append(lot, [anEvent()], 'no-stream');
    // Another writer creating the new stream holds the batch after it has updated the lot's row.
    await raw.query('BEGIN');
    await raw.query('INSERT INTO eventstore.streams (stream_name, revision) VALUES ($1, 0)', [blocked]);
    try {
      // Settled from the start: the kill rejects them while the test is still waiting for it.
      const settled = outcomes(
        oneBatch([
          { stream: lot, events: [anEvent()], expected: 0 },
          { stream: blocked, events: [anEvent()], expected: 'no-stream' },
        ]),
      );
      const killed = await eventually(async () => {
        // Inside a transaction the activity view is read once and kept, unless told otherwise.
        await raw.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await raw.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%append_batch%'`,
        );
        expect(rows).toHaveLength(1);
        await raw.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        return rows[0]!.pid;
      });
      expect(killed).toBeGreaterThan(0);
      const [onLot, onBlocked] = await settled;
      expect(onLot).toBeInstanceOf(Error);
      expect(onBlocked).toBeInstanceOf(Error);
    } finally {
      await raw.query('ROLLBACK');
    }
    expect((await store.readStream(lot)).map((e) => e.revision)).toEqual([0]);
    const { rows } = await raw.query('SELECT revision FROM eventstore.streams WHERE stream_name = $1', [lot]);
    expect(rows).toEqual([{ revision: '0' }]);
    expect(await store.readStream(blocked)).toEqual([]);
    // The store goes on with fresh connections.
    expect((await store.append(lot, [anEvent()], 0)).nextRevision).toBe(1);
    expect((await store.append(blocked, [anEvent()], 'no-stream')).nextRevision).toBe(0);
  });

  it('keeps positions gap-free and in each stream order across batches from two processes', async () => {
    const second = new PostgresEventStore({ connectionString: db.url });
    const head = await store.headPosition();
    const rec = record(store, { from: head });
    try {
      const streams = Array.from({ length: 6 }, () => streamName('busy'));
      const writers = Array.from({ length: 16 }, async (_, w) => {
        const events: EventToAppend[] = [];
        for (let i = 0; i < 12; i++) {
          const event = anEvent('Busy', { w, i });
          events.push(event);
          await (w % 2 ? second : store).append(streams[(w + i) % streams.length]!, [event], 'any');
        }
        return events;
      });
      const mine = (await Promise.all(writers)).flat();
      const all = await readAllUntil(store, head, (events) => mineOf(events, mine).length === mine.length);
      const read = all.filter((e) => new Set(idsOf(mine)).has(e.id));
      const positions = read.map((e) => e.position);
      expect(positions).toEqual([...positions].sort());
      expect(new Set(positions).size).toBe(positions.length);
      for (const stream of streams) {
        const inOrder = read.filter((e) => e.streamName === stream).map((e) => e.revision);
        expect(inOrder).toEqual([...inOrder.keys()]);
      }
      await eventually(() => expect(mineOf(rec.events, mine)).toEqual(idsOf(read)));
    } finally {
      await rec.subscription.close();
      await second.close();
    }
  });
});
