import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainBody } from '../audit/chain-hash.js';
import { describeEventStoreContract } from '../contract/event-store.contract.js';
import { anEvent, eventually, idsOf, mineOf, record, streamName } from '../contract/helpers.js';
import type { EventToAppend } from '../port.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { PostgresEventStore } from './postgres-event-store.js';

describeEventStoreContract('PostgreSQL', async () => {
  const db = await createTestDatabase('es_contract');
  const store = new PostgresEventStore({ connectionString: db.url, maxConnections: 24 });
  await store.migrate();
  return { store, cleanup: () => db.drop() };
});

describe('PostgreSQL event store under open transactions', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  /** Holds a transaction open the way a slow or stuck writer would. */
  let raw: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('es_pg_txn');
    store = new PostgresEventStore({ connectionString: db.url });
    await store.migrate();
    raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
  });

  afterAll(async () => {
    await raw?.end();
    await store?.close();
    await db?.drop();
  });

  /** The adapter's own append statement, left uncommitted. */
  async function appendInOpenTransaction(stream: string, events: EventToAppend[]): Promise<void> {
    await raw.query('BEGIN');
    const { rows } = await raw.query('SELECT * FROM eventstore.append_events($1, $2, $3::jsonb)', [
      stream,
      'no-stream',
      JSON.stringify(
        events.map((e) => ({
          ...e,
          body: chainBody({ streamName: stream, type: e.type, data: e.data, metadata: e.metadata ?? {} }),
        })),
      ),
    ]);
    expect(rows[0].o_outcome).toBe('appended');
  }

  async function caughtUpRecorder() {
    const head = await store.headPosition();
    const rec = record(store, { from: head });
    await eventually(() => expect(rec.caughtUp).toHaveLength(1));
    return { head, rec };
  }

  it('never skips an earlier transaction that commits after a later one', async () => {
    const { head, rec } = await caughtUpRecorder();
    try {
      const slow = anEvent();
      await appendInOpenTransaction(streamName('slow'), [slow]);
      const fast = anEvent();
      const fastResult = await store.append(streamName('fast'), [fast], 'no-stream');

      const slice = await store.readAll({ from: head });
      expect(idsOf(slice.events)).not.toContain(fast.id);
      expect(idsOf(rec.events)).not.toContain(fast.id);
      expect(slice.next < fastResult.position).toBe(true);
      expect((await store.headPosition()) < fastResult.position).toBe(true);

      await raw.query('COMMIT');
      await eventually(() => expect(mineOf(rec.events, [slow, fast])).toEqual([slow.id, fast.id]));
      const after = await store.readAll({ from: head });
      expect(mineOf(after.events, [slow, fast])).toEqual([slow.id, fast.id]);
    } finally {
      await raw.query('ROLLBACK');
      await rec.subscription.close();
    }
  });

  it('never delivers a rolled-back append, and its stream stays free', async () => {
    const { head, rec } = await caughtUpRecorder();
    try {
      const stream = streamName('rolled-back');
      const doomed = anEvent();
      await appendInOpenTransaction(stream, [doomed]);
      await raw.query('ROLLBACK');
      const marker = anEvent();
      await store.append(streamName('marker'), [marker], 'no-stream');
      await eventually(() => expect(idsOf(rec.events)).toContain(marker.id));
      expect(idsOf(rec.events)).not.toContain(doomed.id);
      expect(mineOf((await store.readAll({ from: head })).events, [doomed, marker])).toEqual([marker.id]);
      expect(await store.readStream(stream)).toEqual([]);
      expect((await store.append(stream, [anEvent()], 'no-stream')).nextRevision).toBe(0);
    } finally {
      await rec.subscription.close();
    }
  });

  it('an idle open transaction delays delivery and loses nothing once it ends', async () => {
    const { head, rec } = await caughtUpRecorder();
    try {
      await raw.query('BEGIN');
      await raw.query('SELECT pg_current_xact_id()');
      const events = [anEvent(), anEvent()];
      await store.append(streamName('behind-idle'), events.slice(0, 1), 'no-stream');
      await store.append(streamName('behind-idle'), events.slice(1), 'no-stream');
      expect(mineOf((await store.readAll({ from: head })).events, events)).toEqual([]);
      expect(mineOf(rec.events, events)).toEqual([]);
      // No append follows the COMMIT, so only the subscription's polling can pick these up.
      await raw.query('COMMIT');
      await eventually(() => expect(mineOf(rec.events, events)).toEqual(idsOf(events)));
    } finally {
      await raw.query('ROLLBACK');
      await rec.subscription.close();
    }
  });

  it('names the newest committed position past an open transaction, where the visible head waits', async () => {
    try {
      await raw.query('BEGIN');
      await raw.query('SELECT pg_current_xact_id()');
      const appended = await store.append(streamName('committed-head'), [anEvent()], 'no-stream');
      expect((await store.headPosition()) < appended.position).toBe(true);
      expect(await store.committedPosition()).toBe(appended.position);
      await raw.query('COMMIT');
      // Other databases' transactions on the same server can hold the visible head a moment longer.
      await eventually(async () => expect(await store.headPosition()).toBe(appended.position));
    } finally {
      await raw.query('ROLLBACK');
    }
  });

  it('sends a notification after an append commits', async () => {
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.channel));
      await listener.query('LISTEN eventstore_appended');
      await store.append(streamName('notify'), [anEvent()], 'no-stream');
      await eventually(() => expect(heard).toContain('eventstore_appended'));
    } finally {
      await listener.end();
    }
  });

  it('migrates concurrently from five stores without error, once', async () => {
    const schema = 'es_migrate_race';
    const stores = Array.from(
      { length: 5 },
      () => new PostgresEventStore({ connectionString: db.url, schema, maxConnections: 2 }),
    );
    try {
      await Promise.all(stores.map((s) => s.migrate()));
      await Promise.all(stores.map((s) => s.migrate()));
      const { rows } = await raw.query(`SELECT version FROM ${schema}.schema_version ORDER BY version`);
      expect(rows.map((r) => r.version)).toEqual([1, 2]);
      const stream = streamName('migrated');
      await stores[0]!.append(stream, [anEvent()], 'no-stream');
      expect(await stores[4]!.readStream(stream)).toHaveLength(1);
      expect(await store.readStream(stream)).toEqual([]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});
