import { type Position, START } from '@cocoon/eventstore';
import { timeStage, waitUntilReached } from '@cocoon/platform';
import type { CheckpointStatus, ProcessorKind, ReadModelDb } from './types.js';

export interface WaitForProjectionsOptions {
  /** Default 2000 ms (design.md: read-your-writes is bounded at about 2 s). */
  timeoutMs?: number;
  /** Only these projections (by name); default every registered projection. */
  projections?: readonly string[];
}

/**
 * Read-your-writes: resolves true once every (given) projection's active checkpoint is at or after
 * `position`, false at the timeout or as soon as one of them is failed (it will not catch up by waiting).
 * A projection whose filter skips an event still moves its checkpoint past it, so this holds for every
 * projection. A projection not registered yet counts as behind.
 */
export async function waitForProjections(
  db: ReadModelDb,
  position: Position,
  options: WaitForProjectionsOptions = {},
): Promise<boolean> {
  if (position === START) return true;
  return timeStage('read-your-writes: wait for the projections', () => caughtUp(db, position, options));
}

function caughtUp(db: ReadModelDb, position: Position, options: WaitForProjectionsOptions): Promise<boolean> {
  return waitUntilReached(async () => {
    const rows = await activeCheckpoints(db, 'projection', options.projections);
    if (rows.some((r) => r.status === 'failed')) return 'never';
    const known = new Set(rows.map((r) => r.name));
    const allKnown = options.projections?.every((n) => known.has(n)) ?? true;
    // Positions order as plain strings (the port's contract); compared here, not in SQL, to stay collation-proof.
    return allKnown && rows.every((r) => r.position >= position) ? 'yes' : 'not-yet';
  }, options.timeoutMs ?? 2000);
}

export interface ProjectionHealth {
  name: string;
  kind: ProcessorKind;
  generation: number;
  checkpoint: Position;
  status: CheckpointStatus;
  /** Checkpoint behind the head position the caller passed. */
  lagging: boolean;
  lastError: string | null;
  errorEventId: string | null;
  updatedAt: Date;
}

/** Active projections and reactors for /api/health; pass `await store.headPosition()`. */
export async function projectionStatus(db: ReadModelDb, headPosition: Position): Promise<ProjectionHealth[]> {
  const rows = await activeCheckpoints(db);
  return rows.map((r) => ({
    name: r.name,
    kind: r.kind,
    generation: r.generation,
    checkpoint: r.position,
    status: r.status,
    lagging: r.position < headPosition,
    lastError: r.last_error,
    errorEventId: r.error_event_id,
    updatedAt: r.updated_at,
  }));
}

async function activeCheckpoints(db: ReadModelDb, kind?: ProcessorKind, names?: readonly string[]) {
  let query = db
    .selectFrom('projection.checkpoints as c')
    .innerJoin('projection.registry as r', (join) =>
      join.onRef('r.name', '=', 'c.name').onRef('r.active_generation', '=', 'c.generation'),
    )
    .select([
      'c.name',
      'r.kind',
      'c.generation',
      'c.position',
      'c.status',
      'c.last_error',
      'c.error_event_id',
      'c.updated_at',
    ])
    .orderBy('c.name');
  if (kind) query = query.where('r.kind', '=', kind);
  if (names) {
    if (names.length === 0) return [];
    query = query.where('c.name', 'in', names);
  }
  return query.execute();
}

/**
 * How far a projection has read (its active generation's checkpoint; START when unknown). Read before a figure
 * of the projection's tables, it is a position the figure includes at least (a deposit reeler's cover).
 */
export async function projectionPosition(db: ReadModelDb, name: string): Promise<Position> {
  const [row] = await activeCheckpoints(db, 'projection', [name]);
  return row?.position ?? START;
}
