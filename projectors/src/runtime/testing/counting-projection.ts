import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { Projection, ReadModelTransaction } from '../types.js';

export interface CountingOptions {
  eventTypes?: readonly string[];
  /** Runs inside the transaction after the rows are written and before the checkpoint moves. */
  afterRows?: (events: RecordedEvent[], trx: ReadModelTransaction) => Promise<void>;
}

/**
 * A test read model that would show any double application: one row per event (primary key on the event id)
 * with a counter that a second application of the same event bumps to 2 instead of failing.
 * Written in raw SQL on purpose: it relies on the runtime's search_path, not on withSchema.
 */
export function countingProjection(name: string, table: string, options: CountingOptions = {}): Projection {
  return {
    name,
    eventTypes: options.eventTypes ?? ['Counted'],
    tables: [table],
    migrations: {
      '0001_create': async (db) => {
        await sql`
          create table ${sql.id(table)} (
            event_id text primary key,
            stream text not null,
            revision integer not null,
            position text collate "C" not null,
            n integer not null default 1
          )`.execute(db);
      },
    },
    async apply(events, trx) {
      await sql`
        insert into ${sql.id(table)} as t (event_id, stream, revision, position)
        select * from unnest(${events.map((e) => e.id)}::text[], ${events.map((e) => e.streamName)}::text[],
                             ${events.map((e) => e.revision)}::int[], ${events.map((e) => e.position)}::text[])
        on conflict (event_id) do update set n = t.n + 1`.execute(trx);
      await options.afterRows?.(events, trx);
    },
  };
}
