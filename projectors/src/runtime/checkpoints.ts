import type { Position, RecordedEvent } from '@cocoon/eventstore';
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
