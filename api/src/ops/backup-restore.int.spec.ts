import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createEventStore, generateSealKeyPem } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { apiConfigSchema } from '../config.js';
import type { AppDeps } from '../http/context.js';
import { buildDeps, closeDeps } from '../platform/deps.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { apiClient } from '../testing/client.js';
import { writeBackup } from './backup.js';
import { RestoreError, restoreBackup } from './restore.js';

const logger = createLogger({ name: 'backup-test', level: 'silent' });
// The history is sealed before the backup; the restored one is verified against that seal.
const sealKey = generateSealKeyPem().privateKeyPem;
const dir = mkdtempSync(join(tmpdir(), 'cocoon-backup-'));
const file = join(dir, 'backup.ndjson.gz');
let source: TestApp;
const databases: TestDatabase[] = [];

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every table or view of a schema, as sorted JSON text: two databases compare as equal sets. */
async function contents(url: string, schema: string, skip: string[] = []): Promise<Record<string, string[]>> {
  const relations = await query<{ name: string }>(
    url,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = '${schema}' AND c.relkind IN ('r', 'v') ORDER BY 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of relations) {
    if (skip.includes(name)) continue;
    const rows = await query<{ row: string }>(
      url,
      `SELECT to_jsonb(t)::text AS row FROM ${schema}."${name}" t`,
    );
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

async function newDatabase(name: string): Promise<TestDatabase> {
  const database = await createTestDatabase(name);
  databases.push(database);
  return database;
}

afterAll(async () => {
  await source?.stop();
  for (const database of databases) await database.drop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe('backup, then restore into a fresh database', () => {
  let target: TestDatabase;
  let restoredApp: { deps: AppDeps; server: Server; url: string } | undefined;

  beforeAll(async () => {
    // The demo market with its farmers, reelers and 30 days of auctions, written through the app's commands.
    source = await startTestApp({
      name: 'backup_src',
      seedCustomers: true,
      seedAuctions: true,
      env: { AUDIT_SEAL_PRIVATE_KEY: sealKey },
    });
    const api = apiClient(source.url);
    expect((await api.post('/Audit/seal', {}, await api.login('admin'))).status).toBe(200);
    await api.login('hosur.admin');
    await source.settle();
    const summary = await writeBackup(source.databaseUrl, file, logger);
    expect(summary.tables['eventstore.events']).toBeGreaterThan(1000);
    expect(Object.keys(summary.tables)).not.toContain('read.customers');
    target = await newDatabase('backup_dst');
    const restored = await restoreBackup(target.url, file, logger);
    expect(restored.tables).toEqual(summary.tables);
    expect(restored.rebuilt.length).toBeGreaterThan(5);
  }, 600_000);

  afterAll(async () => {
    if (restoredApp) {
      restoredApp.server.closeAllConnections();
      await new Promise((done) => restoredApp!.server.close(done));
      await closeDeps(restoredApp.deps);
    }
  });

  it('has the same events, app tables, documents, seals and notices', async () => {
    for (const schema of ['eventstore', 'app', 'documents', 'audit']) {
      const skip = ['schema_version', 'kysely_migration', 'kysely_migration_lock'];
      expect(await contents(target.url, schema, skip)).toEqual(
        await contents(source.databaseUrl, schema, skip),
      );
    }
    // The SMS to farmers: the seed's queued notices go on being sent (and their status moving) after the
    // snapshot, so the restored outbox is what the source had then: every restored message, attempt and report
    // is one of the source's (by its key), and there are some.
    const sent = await contents(source.databaseUrl, 'notices');
    const restoredNotices = await contents(target.url, 'notices');
    expect(Object.keys(restoredNotices).sort()).toEqual(Object.keys(sent).sort());
    expect(restoredNotices.messages?.length).toBeGreaterThan(0);
    const NOTICE_KEYS: Record<string, string[]> = {
      messages: ['message_id'],
      message_events: ['message_id', 'seq'],
      delivery_reports: ['report_id'],
    };
    for (const [table, rows] of Object.entries(restoredNotices)) {
      const key = (row: string) => {
        const value = JSON.parse(row) as Record<string, unknown>;
        return (NOTICE_KEYS[table] ?? Object.keys(value)).map((k) => String(value[k])).join('|');
      };
      const source = new Set((sent[table] ?? []).map(key));
      expect(
        rows.map(key).filter((k) => !source.has(k)),
        table,
      ).toEqual([]);
    }
  });

  it('rebuilds every read model to the same rows', async () => {
    const before = await contents(source.databaseUrl, 'read');
    expect(Object.keys(before).length).toBeGreaterThan(5);
    expect(before.auction_lots?.length).toBeGreaterThan(100);
    expect(await contents(target.url, 'read')).toEqual(before);
  });

  it('puts the reactors where they were, so no PDF job is sent twice', async () => {
    const reactors = `SELECT c.name, c.position FROM projection.checkpoints c JOIN projection.registry r
      ON r.name = c.name AND r.kind = 'reactor' ORDER BY 1`;
    const expected = await query(source.databaseUrl, reactors);
    expect(expected.length).toBeGreaterThan(0);
    expect(await query(target.url, reactors)).toEqual(expected);
  });

  it('answers the same to the same API queries, logged in with the restored accounts', async () => {
    const config = apiConfigSchema.parse({
      NODE_ENV: 'test',
      DATABASE_URL: target.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'silent',
      PORT: '0',
      AUDIT_SEAL_PRIVATE_KEY: sealKey,
    });
    const deps = await buildDeps(config, logger, { queuePrefix: `test-restored-${Date.now()}` });
    const server = createServer(createApp(deps).callback());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    restoredApp = { deps, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };

    const [busiest] = await query<{ date: string; lot_id: string }>(
      source.databaseUrl,
      // Hosur's lots: the user asking is hosur.admin, who reads no other market's lot history.
      `SELECT inward_date::text AS date, min(lot_id::text) AS lot_id FROM read.auction_lots
        WHERE branch_id = (SELECT branch_id FROM read.branches WHERE branch_code = 'HSR')
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    );
    const { date, lot_id } = busiest!;
    const paths = [
      '/MasUsers/getAll_MasUsers',
      '/MasRegion/getAll_MasRegions',
      '/MasBranch/getAll_MasBranch',
      '/MasCocoon/getAll_MasCocoon',
      '/DefectCocoon/getAll_DefectCocoon',
      '/dataManager/getKeyValue/farmerlevy',
      `/CocoonInward/getAll_CucoonInward?date=${date}`,
      `/SlotInfo/getAll_SlotByDate?date=${date}`,
      `/CocoonAuction/getAll_Weightinfo?date=${date}`,
      `/CocoonInward/LotHistory/${lot_id}`,
    ];
    const answers = async (url: string) => {
      const api = apiClient(url);
      const token = await api.login('hosur.admin');
      const out: Record<string, unknown> = {};
      for (const path of paths) {
        const answer = await api.get(path, token);
        out[path] = { status: answer.status, body: answer.body };
      }
      return out;
    };
    const expected = await answers(source.url);
    for (const path of paths) expect(expected[path], path).toMatchObject({ status: 200 });
    expect(await answers(restoredApp.url)).toEqual(expected);

    const restored = apiClient(restoredApp.url);
    const verified = await restored.post('/Audit/verify', {}, await restored.login('admin'));
    expect(verified.body).toMatchObject({ ok: true, seals: 1, problemCount: 0 });
  });

  it('refuses a database that is not empty, and says why', async () => {
    await expect(restoreBackup(source.databaseUrl, file, logger)).rejects.toThrow(
      /only into an empty database.*eventstore\.events/,
    );
  });
});

/** A fresh database whose event store already has the column the origin's got (its migration, say). */
async function targetWithLaterColumn(name: string): Promise<TestDatabase> {
  const target = await newDatabase(name);
  const migrated = await createEventStore({ databaseUrl: target.url });
  await migrated.close();
  await query(target.url, 'ALTER TABLE eventstore.events ADD COLUMN later_column text');
  return target;
}

describe('restore of a backup from another server', () => {
  const originFile = join(dir, 'origin.ndjson.gz');

  beforeAll(async () => {
    const origin = await newDatabase('backup_origin');
    const store = await createEventStore({ databaseUrl: origin.url });
    for (let i = 0; i < 20; i++)
      await store.append(
        `thing-${i % 4}`,
        [{ id: crypto.randomUUID(), type: 'ThingHappened', data: { i } }],
        'any',
      );
    await store.close();
    // A column a later migration adds: the backup copies whatever columns the table has.
    await query(origin.url, `ALTER TABLE eventstore.events ADD COLUMN later_column text`);
    await query(origin.url, `UPDATE eventstore.events SET later_column = md5(event_id::text)`);
    await writeBackup(origin.url, originFile, logger);
  }, 120_000);

  it('carries a column a later migration added, and events from a server further on in transaction ids', async () => {
    // Pretend the backup came from a busier server: every transaction id 5,000 further on, order kept.
    const lines = gunzipSync(readFileSync(originFile)).toString('utf8').split('\n');
    let inEvents = false;
    const shifted = lines.map((line) => {
      if (line.startsWith('{"table"')) inEvents = line.includes('"eventstore.events"');
      if (!inEvents || !line.startsWith('{"row":')) return line;
      const row = JSON.parse(line) as { row: { transaction_id: string | number } };
      row.row.transaction_id = String(BigInt(row.row.transaction_id) + 5000n);
      return JSON.stringify(row);
    });
    const shiftedFile = join(dir, 'shifted.ndjson.gz');
    writeFileSync(shiftedFile, gzipSync(shifted.join('\n')));

    const target = await targetWithLaterColumn('backup_shifted');
    const restored = await restoreBackup(target.url, shiftedFile, logger);
    expect(restored.transactionIdsAdvanced).toBeGreaterThan(0n);

    const hashes = await query<{ ok: boolean; n: number }>(
      target.url,
      `SELECT bool_and(later_column = md5(event_id::text)) AS ok, count(*)::int AS n FROM eventstore.events`,
    );
    expect(hashes[0]).toEqual({ ok: true, n: 20 });
    const restoredStore = await createEventStore({ databaseUrl: target.url });
    try {
      const all = await restoredStore.readAll({ from: '', maxCount: 100 });
      expect(all.events).toHaveLength(20);
      const appended = await restoredStore.append(
        'thing-9',
        [{ id: crypto.randomUUID(), type: 'ThingHappened', data: { i: 20 } }],
        'any',
      );
      expect(appended.position > all.events.at(-1)!.position).toBe(true);
    } finally {
      await restoredStore.close();
    }
  }, 120_000);

  it('refuses a cut-off file and leaves the database empty', async () => {
    const lines = gunzipSync(readFileSync(originFile)).toString('utf8').split('\n');
    const cut = join(dir, 'cut.ndjson.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    const target = await targetWithLaterColumn('backup_cut');
    await expect(restoreBackup(target.url, cut, logger)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(target.url, cut, logger)).rejects.toThrow(/cut off/);
    const counted = await query<{ n: number }>(
      target.url,
      'SELECT count(*)::int AS n FROM eventstore.events',
    );
    expect(counted).toEqual([{ n: 0 }]);
  }, 120_000);
});
