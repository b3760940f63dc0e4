import { z } from 'zod';

/**
 * A backup file is gzip'd NDJSON, one JSON value per line, in this order:
 *
 *   {"format":"cocoon-backup","version":1,...header}        what made it and which schema versions it needs
 *   {"table":"eventstore.events","columns":["global_position",...]}
 *   {"row":{"global_position":1,...}}                        one line per row: to_jsonb of the row, every column
 *   {"end":"eventstore.events","rows":1234}                  so a cut-off file is refused, not half restored
 *   ... the next table ...
 *   {"reactors":[{"name":"documents.pdf-jobs","position":"…"}]}   where each side effect had got to
 *   {"end":"backup","tables":12,"rows":5678}
 *
 * Tables: every table of the schemas below (the event store's, the api's own `app`, the rendered documents),
 * whatever columns they have at the time, so a column added by a later migration is carried without a change
 * here. Read models are not in it: a restore rebuilds them from the events.
 */
export const BACKUP_FORMAT = 'cocoon-backup';
export const BACKUP_VERSION = 1;

/**
 * The schemas whose tables are facts (events), the app's own records, or the history's seals and
 * verification runs (`audit`: a restored history is checked against the seals made before the backup), and
 * what farmers were told (`notices`: each SMS, its attempts and the gateway's delivery reports, issue 25);
 * never `read`/`projection`/`rm_*`.
 */
export const BACKED_UP_SCHEMAS = ['eventstore', 'app', 'documents', 'audit', 'notices'] as const;
/** Each schema's migration bookkeeping: the target's own migrations write those, not the backup. */
export const MIGRATION_TABLES = [
  'eventstore.schema_version',
  'app.kysely_migration',
  'app.kysely_migration_lock',
] as const;

export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  server: z.string(),
  /** The event store's schema_version when the backup was taken: a restore needs at least this. */
  eventstoreSchemaVersion: z.number().int(),
  /** The api's migrations applied at the time: a restore needs each of them. */
  appMigrations: z.array(z.string()),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

export const tableStartSchema = z.object({ table: z.string(), columns: z.array(z.string()).min(1) });
export const tableEndSchema = z.object({ end: z.string(), rows: z.number().int().min(0) });
export const reactorsSchema = z.object({
  reactors: z.array(z.object({ name: z.string(), position: z.string() })),
});
export const backupEndSchema = z.object({
  end: z.literal('backup'),
  tables: z.number().int(),
  rows: z.number().int(),
});

/** Row lines are written and read as text (never parsed in node): bigints, bytea and jsonb pass untouched. */
export const ROW_PREFIX = '{"row":';

export const rowLine = (rowJson: string) => `${ROW_PREFIX}${rowJson}}`;
export const rowJsonOf = (line: string) => line.slice(ROW_PREFIX.length, -1);

/** `"schema"."table"` from `schema.table` (names come from the catalog or a validated file). */
export function quoteTable(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
