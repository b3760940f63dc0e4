import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { AuditLog, createEventStore } from '@cocoon/eventstore';
import type { Logger } from '@cocoon/platform';
import {
  createReadModelDb,
  migrateProjections,
  projections,
  reactors,
  rebuildProjection,
} from '@cocoon/projectors';
import { migrateDocumentStore, migrateNoticeStore } from '@cocoon/workers';
import pg from 'pg';
import { z } from 'zod';
import { migrateAppSchema } from '../platform/migrations.js';
import {
  type BackupHeader,
  backupEndSchema,
  backupHeaderSchema,
  quoteIdent,
  quoteTable,
  ROW_PREFIX,
  reactorsSchema,
  rowJsonOf,
  tableEndSchema,
  tableStartSchema,
} from './backup-format.js';
import { type BackedUpTable, backedUpTables } from './catalog.js';
import { RestoreError } from './restore-error.js';
import { advanceTransactionIds } from './transaction-ids.js';

export { RestoreError };

export interface RestoreSummary {
  header: BackupHeader;
  tables: Record<string, number>;
  rows: number;
  /** Transactions spent so the restored events sort before every new one (0 when none was needed). */
  transactionIdsAdvanced: bigint;
  rebuilt: Array<{ projection: string; events: number }>;
}

const BATCH_ROWS = 1000;
const controlLineSchema = z.record(z.string(), z.unknown());
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Restores a backup (backup-format.ts) into an empty database: migrates it as the app would, loads every table
 * in one transaction (a failed or cut-off restore leaves nothing behind), puts each reactor back where it was
 * (no PDF job is sent twice), then rebuilds every read model from the restored events.
 */
export async function restoreBackup(
  databaseUrl: string,
  file: string,
  logger: Logger,
): Promise<RestoreSummary> {
  await refuseUnlessEmpty(databaseUrl);
  const db = createReadModelDb(databaseUrl, { applicationName: 'cocoon-restore', logger });
  const store = await createEventStore({ databaseUrl, logger });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cocoon-restore' });
  const audit = new AuditLog(databaseUrl, { logger });
  try {
    await migrateAppSchema(db);
    await migrateProjections(db, { projections, reactors, logger });
    await migrateDocumentStore(db);
    await migrateNoticeStore(db);
    await audit.migrate();
    await client.connect();
    const loaded = await load(client, file, logger);
    const transactionIdsAdvanced = await advanceTransactionIds(client, logger);
    const rebuilt: RestoreSummary['rebuilt'] = [];
    for (const projection of projections) {
      const result = await rebuildProjection({ store, db, projection, logger });
      rebuilt.push({ projection: projection.name, events: result.events });
    }
    return { ...loaded, transactionIdsAdvanced, rebuilt };
  } finally {
    await client.end().catch(() => undefined);
    await store.close();
    await audit.close();
    await db.destroy();
  }
}

async function refuseUnlessEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cocoon-restore' });
  await client.connect();
  try {
    const holding: string[] = [];
    for (const table of await backedUpTables(client)) {
      const { rows } = await client.query<{ any: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${quoteTable(table.name)}) AS any`,
      );
      if (rows[0]?.any) holding.push(table.name);
    }
    if (holding.length > 0) {
      throw new RestoreError(
        `Restore writes only into an empty database, and database "${client.database}" already has rows in ` +
          `${holding.join(', ')}. Create a new database (for npm start's own: stop it and move .data away) ` +
          'and restore into that.',
      );
    }
  } finally {
    await client.end();
  }
}

interface Loaded {
  header: BackupHeader;
  tables: Record<string, number>;
  rows: number;
}

async function load(client: pg.Client, file: string, logger: Logger): Promise<Loaded> {
  const input = createReadStream(file).pipe(createGunzip());
  // The async iterator is taken at once: lines read before it exists would be dropped (readline's behaviour).
  const readline = createInterface({ input, crlfDelay: Infinity });
  const lines = readline[Symbol.asyncIterator]();
  await client.query('BEGIN');
  try {
    const targets = new Map((await backedUpTables(client)).map((t) => [t.name, t]));
    let header: BackupHeader | undefined;
    let table: { name: string; columns: string[]; rows: string[]; bytes: number; count: number } | undefined;
    let reactorsAt: Array<{ name: string; position: string }> = [];
    const tables: Record<string, number> = {};
    let total = 0;
    let complete = false;
    const flush = async () => {
      if (!table || table.rows.length === 0) return;
      const columns = table.columns.map(quoteIdent).join(', ');
      await client.query(
        `INSERT INTO ${quoteTable(table.name)} (${columns})
         SELECT ${columns} FROM jsonb_populate_recordset(NULL::${quoteTable(table.name)}, $1::jsonb)`,
        [`[${table.rows.join(',')}]`],
      );
      table.rows = [];
      table.bytes = 0;
    };

    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value;
      if (line === '') continue;
      if (complete)
        throw new RestoreError('The backup has lines after its end: not a file `npm run backup` wrote.');
      if (!header) {
        header = parse(backupHeaderSchema, line, 'its first line is not a Cocoon Market backup header');
        await checkVersions(client, header);
        continue;
      }
      if (line.startsWith(ROW_PREFIX)) {
        if (!table) throw new RestoreError('The backup has a row outside any table.');
        const row = rowJsonOf(line);
        table.rows.push(row);
        table.bytes += row.length;
        table.count++;
        if (table.rows.length >= BATCH_ROWS || table.bytes >= BATCH_BYTES) await flush();
        continue;
      }
      const value = parse(controlLineSchema, line, 'a line is neither JSON nor a row');
      if ('table' in value) {
        const start = parse(tableStartSchema, line, 'a table line is malformed');
        checkTable(targets.get(start.table), start);
        table = { name: start.table, columns: start.columns, rows: [], bytes: 0, count: 0 };
      } else if ('reactors' in value) {
        reactorsAt = parse(reactorsSchema, line, 'the reactors line is malformed').reactors;
      } else if (value.end === 'backup') {
        const end = parse(backupEndSchema, line, 'the end line is malformed');
        if (end.rows !== total || end.tables !== Object.keys(tables).length)
          throw new RestoreError(
            `The backup says ${end.rows} rows in ${end.tables} tables; it holds ${total}.`,
          );
        complete = true;
      } else {
        const end = parse(tableEndSchema, line, 'a line is neither a row, a table nor an end');
        if (!table || end.end !== table.name)
          throw new RestoreError(`The backup ends table ${end.end} it never began.`);
        await flush();
        if (end.rows !== table.count)
          throw new RestoreError(`The backup says ${end.rows} rows of ${end.end}; it holds ${table.count}.`);
        tables[table.name] = table.count;
        total += table.count;
        logger.info({ table: table.name, rows: table.count }, 'restored');
        table = undefined;
      }
    }
    if (!header || !complete)
      throw new RestoreError(
        'The backup file is cut off (no end line): nothing was restored. Take the backup again.',
      );
    await resetSequences(
      client,
      Object.keys(tables).map((name) => targets.get(name)!),
    );
    for (const reactor of reactorsAt) {
      await client.query(
        `UPDATE projection.checkpoints c SET position = $2, updated_at = now()
           FROM projection.registry r
          WHERE r.name = c.name AND r.kind = 'reactor' AND c.generation = r.active_generation AND c.name = $1`,
        [reactor.name, reactor.position],
      );
    }
    await client.query('COMMIT');
    return { header, tables, rows: total };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    readline.close();
    input.destroy();
  }
}

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  line: string,
  what: string,
): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new RestoreError(`Not a Cocoon Market backup: ${what}.`);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new RestoreError(`Not a Cocoon Market backup: ${what}.`);
  return result.data;
}

/** A backup from a newer version of the app needs that version's migrations: refuse rather than guess. */
async function checkVersions(client: pg.Client, header: BackupHeader): Promise<void> {
  const version = await client.query<{ version: number }>(
    'SELECT coalesce(max(version), 0)::int AS version FROM eventstore.schema_version',
  );
  const known = new Set(
    (await client.query<{ name: string }>('SELECT name FROM app.kysely_migration')).rows.map((r) => r.name),
  );
  const missing = header.appMigrations.filter((name) => !known.has(name));
  if (version.rows[0]!.version < header.eventstoreSchemaVersion || missing.length > 0) {
    throw new RestoreError(
      'This backup was taken by a newer version of Cocoon Market (its schema has ' +
        `${missing.length > 0 ? `migrations ${missing.join(', ')}` : `event-store version ${header.eventstoreSchemaVersion}`}` +
        ' this one lacks): restore it with that version.',
    );
  }
}

function checkTable(target: BackedUpTable | undefined, start: { table: string; columns: string[] }): void {
  if (!target)
    throw new RestoreError(`This version of Cocoon Market has no table ${start.table}; the backup has.`);
  const unknown = start.columns.filter((c) => !target.columns.includes(c));
  if (unknown.length > 0)
    throw new RestoreError(`Table ${start.table} here has no column ${unknown.join(', ')}; the backup has.`);
}

/** Rows came with their ids: each serial/identity sequence moves past the largest, or the next insert collides. */
async function resetSequences(client: pg.Client, tables: BackedUpTable[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await client.query<{ sequence: string | null }>(
        'SELECT pg_get_serial_sequence($1, $2) AS sequence',
        [quoteTable(table.name), column],
      );
      const sequence = rows[0]?.sequence;
      if (!sequence) continue;
      await client.query(
        `SELECT setval($1, max_value) FROM (SELECT max(${quoteIdent(column)}) AS max_value
           FROM ${quoteTable(table.name)}) m WHERE max_value IS NOT NULL`,
        [sequence],
      );
    }
  }
}
