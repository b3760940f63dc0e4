import type { Position, RecordedEvent } from '@cocoon/eventstore';
import { sql } from 'kysely';
import type { CheckpointStatus, ProcessorKind, ReadModelDb } from './types.js';

export interface CheckpointRow {
  name: string;
  kind: ProcessorKind;
  generation: number;
  active: boolean;
  position: Position;
  status: CheckpointStatus;
  lastError: string | null;
  errorEventId: string | null;
  updatedAt: Date;
}

export async function activeGeneration(db: ReadModelDb, name: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('projection.registry')
    .select('active_generation')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.active_generation;
}

/**
 * Locks the checkpoint row until the transaction ends: a second runner blocks here and, once the first
 * commits, reads the moved position (READ COMMITTED re-reads a row it waited for).
 */
export async function lockCheckpoint(
  trx: ReadModelDb,
  name: string,
  generation: number,
): Promise<{ position: Position; status: CheckpointStatus } | undefined> {
  return trx
    .selectFrom('projection.checkpoints')
    .select(['position', 'status'])
    .where('name', '=', name)
    .where('generation', '=', generation)
    .forUpdate()
    .executeTakeFirst();
}

export async function advanceCheckpoint(
  trx: ReadModelDb,
  name: string,
  generation: number,
  position: Position,
): Promise<void> {
  await trx
    .updateTable('projection.checkpoints')
    .set({ position, updated_at: new Date() })
    .where('name', '=', name)
    .where('generation', '=', generation)
    .execute();
}

/**
 * Stops one projection generation (or reactor) at a poison event. Only when its checkpoint still sits just
 * before that event: another runner that got past it (newer code in a rolling deploy) wins.
 */
export async function markFailed(
  db: ReadModelDb,
  name: string,
  generation: number,
  at: Position,
  event: RecordedEvent,
  message: string,
): Promise<boolean> {
  const result = await db
    .updateTable('projection.checkpoints')
    .set({ status: 'failed', last_error: message, error_event_id: event.id, updated_at: new Date() })
    .where('name', '=', name)
    .where('generation', '=', generation)
    .where('position', '=', at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Clears a failure of the active generation (or reactor); a running runner resumes it within seconds. */
export async function retryFailed(db: ReadModelDb, name: string): Promise<boolean> {
  const generation = await activeGeneration(db, name);
  if (generation === undefined) return false;
  const result = await db
    .updateTable('projection.checkpoints')
    .set({ status: 'running', last_error: null, error_event_id: null, updated_at: new Date() })
    .where('name', '=', name)
    .where('generation', '=', generation)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function readStatus(
  db: ReadModelDb,
  name: string,
  generation: number,
): Promise<CheckpointStatus | undefined> {
  const row = await db
    .selectFrom('projection.checkpoints')
    .select('status')
    .where('name', '=', name)
    .where('generation', '=', generation)
    .executeTakeFirst();
  return row?.status;
}

/** Every checkpoint, including generations still being built by a rebuild. */
export async function listCheckpoints(db: ReadModelDb): Promise<CheckpointRow[]> {
  const rows = await db
    .selectFrom('projection.checkpoints as c')
    .innerJoin('projection.registry as r', 'r.name', 'c.name')
    .select([
      'c.name',
      'r.kind',
      'c.generation',
      'r.active_generation',
      'c.position',
      'c.status',
      'c.last_error',
      'c.error_event_id',
      'c.updated_at',
    ])
    .orderBy('r.kind')
    .orderBy('c.name')
    .orderBy('c.generation')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    kind: r.kind,
    generation: r.generation,
    active: r.generation === r.active_generation,
    position: r.position,
    status: r.status,
    lastError: r.last_error,
    errorEventId: r.error_event_id,
    updatedAt: r.updated_at,
  }));
}

/** A processor whose checkpoint passes events none of which it reads (see `advanceUntouched`). */
export interface UntouchedMove {
  name: string;
  generation: number;
  from: Position;
  to: Position;
}

/**
 * Moves several processors' checkpoints in one statement over events none of them reads (issue 28: a bid's
 * batch touches a few projections, and the rest only move their checkpoints, which read-your-writes waits for).
 * Each moves only from where the caller saw it (`from`), only while running and its generation active: a
 * checkpoint another runner moved, a failed one, or a switched generation is left alone (not in the answer),
 * and its loop goes back to the locked batch. No event is applied here, so nothing is applied twice or lost.
 */
export async function advanceUntouched(
  db: ReadModelDb,
  moves: readonly UntouchedMove[],
): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`
    update projection.checkpoints c
       set position = m.to_position, updated_at = now()
      from unnest(${moves.map((m) => m.name)}::text[], ${moves.map((m) => m.generation)}::int[],
                  ${moves.map((m) => m.from)}::text[], ${moves.map((m) => m.to)}::text[])
             as m(name, generation, from_position, to_position),
           projection.registry r
     where c.name = m.name and c.generation = m.generation and c.position = m.from_position collate "C"
       and c.status = 'running' and r.name = m.name and r.active_generation = m.generation
     returning c.name`.execute(db);
  return new Set(rows.map((r) => r.name));
}
