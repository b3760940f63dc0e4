import { randomUUID } from 'node:crypto';
import type { EventMetadata, RecordedEvent } from '@cocoon/eventstore';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { activeGeneration } from '../checkpoints.js';
import { createReadModelDb } from '../db.js';
import { migrateProjections } from '../migrate.js';
import { generationSchema, READ_SCHEMA } from '../names.js';
import { projectionProcessor } from '../processors.js';
import type { Projection, ReadModelDb } from '../types.js';

/** What the api's commands put on every event (run-command.ts), plus the display name projections stamp. */
export interface TestMetadata extends EventMetadata {
  userName?: string;
}

/** A domain event with, when the test cares, the stream it was appended to and its metadata. */
export interface Recorded<E> extends Placement {
  event: E;
  metadata?: TestMetadata;
}

export interface Placement {
  /** The event's id; a fresh UUID unless a test must name it (a row keyed by the event id). */
  id?: string;
  stream?: string;
}

export type Given<E> = E | Recorded<E>;

/** The user and clock every event carries unless the test says otherwise. */
export const DEFAULT_METADATA = {
  userId: 'a0000000-0000-4000-8000-000000000001',
  userName: 'hsr.officer',
  userType: 'Market Officer',
  marketId: '6f1c9a2b-3d4e-4f50-8a1b-2c3d4e5f6a7b',
  occurredAt: '2026-11-22T04:00:00.000Z',
} as const satisfies TestMetadata;

/** An event with its own metadata (merged over DEFAULT_METADATA), id or stream. */
export function recorded<E>(event: E, metadata: TestMetadata = {}, placement: Placement = {}): Recorded<E> {
  return { event, metadata, ...placement };
}

/** A row as plain JSON: numbers for every integer column (bigint included), dates and timestamps as ISO text. */
export type Row = Record<string, unknown>;

export interface Then {
  /**
   * Every row of each named table (read through its `read.<table>` view, ordered by its first column, then its
   * second for rows sharing the first, such as the lines of one ledger entry) equals
   * the expected rows. Only the columns each expected row names are compared, so a test about one step names
   * what that step writes; a test listing every column checks the whole row.
   */
  thenRows(expected: Record<string, readonly Row[]>): Promise<void>;
}

/**
 * given(batches of events).thenRows(rows) — the shape every projection test takes, as deciders are tested with
 * given/when/then. Registers its own hooks: one fresh database per test file, migrated the way the runner
 * migrates (so the migrations are covered too), and emptied before each test.
 *
 * Each argument of `given` is one batch, applied in its own transaction exactly as the runner applies it
 * (generation schema first on the search_path, query builder scoped to it). Events are typed by the domain's
 * own union, so a renamed field fails to compile here. Passing the same event object again delivers the same
 * recorded event again (same id, revision and position), as a runner re-reading a batch after a crash would.
 */
export function projectionSpec<E extends { type: string; data: unknown }>(projection: Projection) {
  let database: TestDatabase;
  let db: ReadModelDb;
  let generation: number;
  const logger = pino({ level: 'silent' });
  const processor = projectionProcessor(projection, logger);
  const recordedBy = new Map<E, RecordedEvent>();
  const revisions = new Map<string, number>();
  let lastPosition = 0;

  beforeAll(async () => {
    database = await createTestDatabase(projection.name);
    db = createReadModelDb(database.url, { max: 2, applicationName: 'cocoon-projectors' });
    await migrateProjections(db, { projections: [projection], logger });
    generation = (await activeGeneration(db, projection.name)) ?? 1;
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  beforeEach(async () => {
    const schema = generationSchema(projection.name, generation);
    const tables = projection.tables.map((t) => sql.id(schema, t));
    await sql`truncate ${sql.join(tables)}`.execute(db);
    recordedBy.clear();
    revisions.clear();
  });

  const record = (given: Given<E>): RecordedEvent => {
    const { event, id, stream, metadata } = isRecorded(given) ? given : { event: given };
    const known = recordedBy.get(event);
    if (known) return known;
    const streamName = stream ?? `test-${event.type}`;
    const revision = (revisions.get(streamName) ?? -1) + 1;
    revisions.set(streamName, revision);
    lastPosition += 1;
    const fresh: RecordedEvent = {
      id: id ?? randomUUID(),
      type: event.type,
      streamName,
      revision,
      position: testPosition(lastPosition),
      data: event.data,
      metadata: { commandId: randomUUID(), ...DEFAULT_METADATA, schemaVersion: 1, ...metadata },
      recordedAt: new Date(),
    };
    recordedBy.set(event, fresh);
    return fresh;
  };

  const rows = async (table: string): Promise<Row[]> => {
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = ${READ_SCHEMA} and table_name = ${table} order by ordinal_position limit 2`.execute(
      db,
    );
    const first = columns[0]?.column_name;
    if (!first) throw new Error(`No table read.${table}`);
    const order = columns.map((c) => sql.ref(`t.${c.column_name}`));
    // to_jsonb gives every column its plain JSON value whatever node-pg would parse it to (bigint a number,
    // date its calendar text); UTC so timestamps read the same on every machine.
    return db.transaction().execute(async (trx) => {
      await sql`set local timezone = 'UTC'`.execute(trx);
      const { rows } = await sql<{ row: Row }>`
        select to_jsonb(t) as row from ${sql.id(READ_SCHEMA, table)} t order by ${sql.join(order)}`.execute(
        trx,
      );
      return rows.map((r) => plain(r.row));
    });
  };

  return {
    given(...batches: ReadonlyArray<readonly Given<E>[]>): Then {
      let applied: Promise<void> | undefined;
      const apply = () => {
        applied ??= (async () => {
          for (const batch of batches) {
            const events = batch.map(record);
            if (events.length === 0) continue;
            await db.transaction().execute((trx) => processor.run(events, trx, generation));
          }
        })();
        return applied;
      };
      return {
        async thenRows(expected) {
          await apply();
          for (const [table, wanted] of Object.entries(expected)) {
            const named = [...new Set(wanted.flatMap((r) => Object.keys(r)))];
            const actual = (await rows(table)).map((r, i) =>
              pick(r, wanted[i] ? Object.keys(wanted[i]) : named),
            );
            expect(actual, `rows of ${table}`).toEqual(wanted);
          }
        },
      };
    },
  };
}

function isRecorded<E>(given: Given<E>): given is Recorded<E> {
  return typeof given === 'object' && given !== null && 'event' in given && !('type' in given);
}

// The event store's own format (two zero-padded counters), so positions sort as the runner expects.
const testPosition = (n: number) => `${'0'.repeat(20)}-${String(n).padStart(20, '0')}`;

const UTC_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;

/** Timestamps as `Date.toISOString()` writes them, so expected rows use the same text as the events. */
function plain(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === 'string' && UTC_TIMESTAMP.test(v) ? new Date(v).toISOString() : v,
    ]),
  );
}

function pick(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((c) => [c, row[c]]));
}
