import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import { pino } from 'pino';
import { activeGeneration } from '../../runtime/checkpoints.js';
import { READ_SCHEMA } from '../../runtime/names.js';
import { projectionProcessor } from '../../runtime/processors.js';
import type { Projection, ReadModelDb } from '../../runtime/types.js';
import type { FactEvent } from './lot-fact-events.js';

const BATCH = 500;

/**
 * The event path of the proof: the facts' events, recorded as the store would record them (streams with
 * revisions, positions in order, the command's time and user in the metadata), applied by each projection that
 * subscribes to them in batches of 500, each in its own transaction, exactly as the runner applies a batch.
 */
export async function applyFactEvents(
  db: ReadModelDb,
  projections: readonly Projection[],
  events: readonly FactEvent[],
  firstPosition = 1,
): Promise<void> {
  const revisions = new Map<string, number>();
  const recorded: RecordedEvent[] = events.map((e, i) => {
    const revision = (revisions.get(e.stream) ?? -1) + 1;
    revisions.set(e.stream, revision);
    return {
      id: randomUUID(),
      type: e.event.type,
      streamName: e.stream,
      revision,
      position: `${'0'.repeat(20)}-${String(firstPosition + i).padStart(20, '0')}`,
      data: e.event.data,
      metadata: { commandId: randomUUID(), userName: e.userName, occurredAt: e.occurredAt, schemaVersion: 1 },
      recordedAt: new Date(e.occurredAt),
    };
  });
  const logger = pino({ level: 'silent' });
  for (const projection of projections) {
    const processor = projectionProcessor(projection, logger);
    const generation = (await activeGeneration(db, projection.name)) ?? 1;
    const mine = recorded.filter((e) => projection.eventTypes.includes(e.type));
    for (let start = 0; start < mine.length; start += BATCH) {
      const batch = mine.slice(start, start + BATCH);
      await db.transaction().execute((trx) => processor.run(batch, trx, generation));
    }
  }
}

/** Every row of read.<table> as plain JSON (UTC timestamps), ordered by the given columns. */
export async function tableRows(
  db: ReadModelDb,
  table: string,
  orderBy: readonly string[],
): Promise<Record<string, unknown>[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows } = await sql<{ row: Record<string, unknown> }>`
      select to_jsonb(t) as row from ${sql.id(READ_SCHEMA, table)} t
      order by ${sql.join(orderBy.map((c) => sql.ref(`t.${c}`)))}`.execute(trx);
    return rows.map((r) => r.row);
  });
}
