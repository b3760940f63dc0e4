import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Logger } from '@cocoon/platform';
import pg from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  quoteIdent,
  quoteTable,
  rowLine,
} from './backup-format.js';
import { backedUpTables } from './catalog.js';

export interface BackupSummary {
  file: string;
  tables: Record<string, number>;
  rows: number;
}

const FETCH_ROWS = 2000;

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/**
 * Writes the events and the app's own tables to `file` (format: backup-format.ts). Everything is read in one
 * REPEATABLE READ snapshot, so the file is consistent (a reactor's position never runs ahead of the events in
 * it) while the app keeps running. The file appears under its name only once complete.
 */
export async function writeBackup(databaseUrl: string, file: string, logger: Logger): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cocoon-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  const write = async (value: string) => {
    if (!gzip.write(`${value}\n`)) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { file, tables: {}, rows: 0 };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await write(JSON.stringify(await header(client)));
    for (const table of await backedUpTables(client)) {
      await write(JSON.stringify({ table: table.name, columns: table.columns }));
      const order =
        table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
      await client.query(`DECLARE rows NO SCROLL CURSOR FOR
        SELECT to_jsonb(t)::text AS row FROM ${quoteTable(table.name)} t${order}`);
      let count = 0;
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM rows`);
        for (const { row } of rows) await write(rowLine(row));
        count += rows.length;
        if (rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE rows');
      await write(JSON.stringify({ end: table.name, rows: count }));
      summary.tables[table.name] = count;
      summary.rows += count;
      logger.info({ table: table.name, rows: count }, 'backed up');
    }
    await write(JSON.stringify({ reactors: await reactorPositions(client) }));
    await write(
      JSON.stringify({ end: 'backup', tables: Object.keys(summary.tables).length, rows: summary.rows }),
    );
    await client.query('COMMIT');
    gzip.end();
    await written;
    await rename(partial, file);
    return summary;
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : undefined);
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function header(client: pg.Client): Promise<BackupHeader> {
  const { rows } = await client.query<{ events: boolean; app: boolean }>(
    `SELECT to_regclass('eventstore.schema_version') IS NOT NULL AS events,
            to_regclass('app.kysely_migration') IS NOT NULL AS app`,
  );
  if (!rows[0]?.events)
    throw new BackupError(
      'This database has no Cocoon Market event store (events kept in KurrentDB are backed up with KurrentDB’s own tools).',
    );
  const version = await client.query<{ version: number }>(
    'SELECT coalesce(max(version), 0)::int AS version FROM eventstore.schema_version',
  );
  const migrations = rows[0].app
    ? await client.query<{ name: string }>('SELECT name FROM app.kysely_migration ORDER BY name')
    : { rows: [] };
  const server = await client.query<{ server: string }>('SELECT version() AS server');
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    server: server.rows[0]!.server,
    eventstoreSchemaVersion: version.rows[0]!.version,
    appMigrations: migrations.rows.map((r) => r.name),
  };
}

/**
 * Reactors (side effects: PDF jobs) are never replayed; a restored database must not send them all again, so
 * where each had got to travels with the events. Projections are rebuilt and need nothing.
 */
async function reactorPositions(client: pg.Client): Promise<Array<{ name: string; position: string }>> {
  const { rows } = await client.query<{ exists: boolean }>(
    "SELECT to_regclass('projection.registry') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) return [];
  const reactors = await client.query<{ name: string; position: string }>(
    `SELECT c.name, c.position FROM projection.checkpoints c
       JOIN projection.registry r ON r.name = c.name AND r.active_generation = c.generation
      WHERE r.kind = 'reactor' ORDER BY c.name`,
  );
  return reactors.rows;
}
