import type { KeyObject } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anEvent, someEvents } from '../contract/helpers.js';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/database.js';
import { AuditLog } from './audit-log.js';
import { chainBody, chainLink } from './chain-hash.js';
import { generateSealKeyPem, parsePrivateSealKey, publicKeyOf } from './seal-keys.js';
import { sealHistory, sealIfDue } from './sealer.js';
import { type HistoryProblem, verifyAndRecord, verifyHistory } from './verify.js';

/**
 * The client's test: alter, delete and insert events behind the store's back in PostgreSQL and `verify` names
 * each by stream and revision; seals catch what a chain alone cannot. Each test gets its own schemas.
 */
describe('tamper-evident history on PostgreSQL', () => {
  let db: TestDatabase;
  let raw: pg.Client;
  const privateKey = parsePrivateSealKey(generateSealKeyPem().privateKeyPem);
  const publicKey = publicKeyOf(privateKey);
  let n = 0;
  let store: PostgresEventStore;
  let audit: AuditLog;
  let es: string;

  beforeAll(async () => {
    db = await createTestDatabase('es_audit');
    raw = new pg.Client({ connectionString: db.url });
    await raw.connect();
  });

  afterAll(async () => {
    await raw?.end();
    await db?.drop();
  });

  beforeEach(async () => {
    n++;
    es = `es_${n}`;
    store = new PostgresEventStore({ connectionString: db.url, schema: es, maxConnections: 12 });
    await store.migrate();
    audit = new AuditLog(db.url, { schema: `audit_${n}` });
    await audit.migrate();
    return async () => {
      await store.close();
      await audit.close();
    };
  });

  /** Three streams: lot-a with 5 events (appended in 3 batches), lot-b with 2, lot-c with 1. */
  async function history() {
    await store.append('lot-a', someEvents(2), 'no-stream');
    await store.append('lot-a', someEvents(2), 1);
    await store.append('lot-a', [anEvent('BidPlaced', { amountPaise: 123_45, note: 'தமிழ்' })], 'any');
    await store.append('lot-b', someEvents(2), 'any');
    await store.append('lot-c', [anEvent()], 'no-stream');
  }

  const verify = (key: KeyObject = publicKey) =>
    verifyHistory({ store, seals: audit.seals(), publicKey: key });
  const named = (problems: HistoryProblem[]) => problems.map((p) => [p.kind, p.stream, p.revision]);
  const seal = () => sealHistory({ store, audit, privateKey, now: new Date() });

  it('a history appended through the store, sealed twice, verifies clean', async () => {
    await history();
    await seal();
    await store.append('lot-b', someEvents(1), 1);
    await seal();
    const run = await verify();
    expect(run.problems).toEqual([]);
    expect(run).toMatchObject({ ok: true, streams: 3, events: 9, seals: 2 });
  });

  it('names each event altered, deleted or inserted in PostgreSQL', async () => {
    await history();
    await seal();
    await raw.query(
      `UPDATE ${es}.events SET data = '{"i": 99}' WHERE stream_name = 'lot-a' AND revision = 1`,
    );
    await raw.query(`DELETE FROM ${es}.events WHERE stream_name = 'lot-a' AND revision = 3`);
    await raw.query(
      `INSERT INTO ${es}.events (event_id, stream_name, revision, type, data, metadata, hash)
       VALUES (gen_random_uuid(), 'lot-b', 2, 'Forged', '{}', '{}', repeat('0', 64))`,
    );
    const run = await verify();
    expect(run.ok).toBe(false);
    expect(named(run.problems)).toEqual(
      expect.arrayContaining([
        ['altered', 'lot-a', 1],
        ['removed', 'lot-a', 3],
        ['altered', 'lot-b', 2],
      ]),
    );
    expect(run.problems.find((p) => p.stream === 'lot-a' && p.revision === 1)?.message).toMatch(/^lot-a@1: /);
  });

  it('names an inserted event even when its hash was forged correctly (the revision counter stops short)', async () => {
    await history();
    const [last] = await store.readHistory((h) => h.readChain('lot-c', 0, 10));
    const forged = { streamName: 'lot-c', type: 'Forged', data: {}, metadata: {} };
    const hash = chainLink(chainBody(forged), 1, last!.hash);
    await raw.query(
      `INSERT INTO ${es}.events (event_id, stream_name, revision, type, data, metadata, hash)
       VALUES (gen_random_uuid(), 'lot-c', 1, 'Forged', '{}', '{}', $1)`,
      [hash],
    );
    expect(named((await verify()).problems)).toEqual([['inserted', 'lot-c', 1]]);
  });

  it('names both events of a swapped pair, and the one after that no longer follows its predecessor', async () => {
    await history();
    await raw.query(`
      UPDATE ${es}.events SET revision = -1 WHERE stream_name = 'lot-a' AND revision = 2;
      UPDATE ${es}.events SET revision = 2 WHERE stream_name = 'lot-a' AND revision = 3;
      UPDATE ${es}.events SET revision = 3 WHERE stream_name = 'lot-a' AND revision = -1;`);
    expect(named((await verify()).problems)).toEqual([
      ['altered', 'lot-a', 2],
      ['altered', 'lot-a', 3],
      ['altered', 'lot-a', 4],
    ]);
  });

  it('a removed last event is caught by the seal, even with the revision counter wound back', async () => {
    await history();
    await seal();
    await raw.query(`
      DELETE FROM ${es}.events WHERE stream_name = 'lot-b' AND revision = 1;
      UPDATE ${es}.streams SET revision = 0 WHERE stream_name = 'lot-b';`);
    const run = await verify();
    expect(run.problems).toEqual([
      expect.objectContaining({ kind: 'removed', stream: 'lot-b', revision: 1, seal: 1 }),
    ]);
  });

  it('a chain rewritten consistently (data and every hash after) no longer matches the seal', async () => {
    await history();
    await seal();
    const events = await store.readHistory((h) => h.readChain('lot-a', 0, 10));
    let prev: string | null = null;
    for (const event of events) {
      const data = event.revision === 2 ? { i: 1000 } : event.data;
      prev = chainLink(chainBody({ ...event, data }), event.revision, prev);
      await raw.query(
        `UPDATE ${es}.events SET data = $1, hash = $2 WHERE stream_name = 'lot-a' AND revision = $3`,
        [JSON.stringify(data), prev, event.revision],
      );
    }
    expect(named((await verify()).problems)).toEqual([['seal-mismatch', 'lot-a', 4]]);
  });

  it('a seal altered, signed by another key, or removed is named', async () => {
    await history();
    await seal();
    await seal();
    await seal();
    await raw.query(
      `UPDATE audit_${n}.seals SET body = jsonb_set(body, '{streams,0,1}', '1') WHERE sequence = 1`,
    );
    await raw.query(`DELETE FROM audit_${n}.seals WHERE sequence = 2`);
    const problems = (await verify()).problems;
    expect(problems.map((p) => [p.kind, p.seal])).toEqual([
      ['seal-invalid', 1],
      ['seal-missing', 2],
    ]);
    const other = publicKeyOf(parsePrivateSealKey(generateSealKeyPem().privateKeyPem));
    const withOtherKey = (await verify(other)).problems;
    expect(withOtherKey.map((p) => [p.kind, p.seal])).toEqual([
      ['seal-invalid', 1],
      ['seal-missing', 2],
      ['seal-invalid', 3],
    ]);
  });

  it('concurrent appends to one stream still form one valid chain', async () => {
    await store.append('lot-busy', someEvents(1), 'no-stream');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => store.append('lot-busy', someEvents(1 + (i % 3)), 'any')),
    );
    const run = await verify();
    expect(run.problems).toEqual([]);
    expect(run.events).toBe(1 + 20 + 20 - 1);
  });

  it('verifies clean in a loop while appends and seals go on, naming the position each run covered', async () => {
    // An auditor runs verify in office hours: the head-code counters and lots keep growing meanwhile. Each run
    // must check one moment of the history, not see a stream's counter before and its events after an append.
    await history();
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await store.append(i % 2 ? 'numbers-headcodes-farmer' : 'lot-a', someEvents(1), 'any');
        if (i % 25 === 0) await seal();
      }
    })();
    const runs = [];
    try {
      for (let i = 0; i < 15; i++) runs.push(await verify());
    } finally {
      writing = false;
      await writer;
    }
    expect(runs.flatMap((r) => r.problems)).toEqual([]);
    const positions = runs.map((r) => r.position);
    expect(positions.every((p) => typeof p === 'string' && p !== '')).toBe(true);
    expect(positions).toEqual([...positions].sort());
    expect(new Set(positions).size).toBeGreaterThan(1);

    await raw.query(
      `UPDATE ${es}.events SET data = '{"i": 99}' WHERE stream_name = 'lot-a' AND revision = 1`,
    );
    expect(named((await verify()).problems)).toEqual([['altered', 'lot-a', 1]]);
  });

  it('hashes the events a database held before the chain existed when it migrates', async () => {
    await history();
    await raw.query(
      `UPDATE ${es}.events SET hash = NULL; DELETE FROM ${es}.schema_version WHERE version = 2;`,
    );
    expect(named((await verify()).problems)).toContainEqual(['unhashed', 'lot-a', 0]);
    await store.migrate();
    expect((await verify()).problems).toEqual([]);
  });

  it('refuses an append that does not carry the chain digest (a writer that cannot hash)', async () => {
    const event = anEvent();
    await expect(
      raw.query(`SELECT * FROM ${es}.append_events($1, 'any', $2::jsonb)`, [
        'lot-raw',
        JSON.stringify([event]),
      ]),
    ).rejects.toThrow(/lacks its chain body digest/);
  });

  it('records each run for the dashboard and seals once a day when due', async () => {
    await history();
    const now = new Date('2026-11-23T00:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    expect(await sealIfDue({ store, audit, privateKey, now, intervalMs: day })).not.toBeNull();
    expect(
      await sealIfDue({ store, audit, privateKey, now: new Date(now.getTime() + day - 1), intervalMs: day }),
    ).toBeNull();
    expect(
      await sealIfDue({ store, audit, privateKey, now: new Date(now.getTime() + day), intervalMs: day }),
    ).not.toBeNull();
    await raw.query(`DELETE FROM ${es}.events WHERE stream_name = 'lot-a' AND revision = 0`);
    await verifyAndRecord({ store, audit, publicKey });
    expect(await audit.lastRun()).toMatchObject({ ok: false, seals: 2, problemCount: 1 });
  });
});
