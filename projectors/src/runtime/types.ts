import type { RecordedEvent } from '@cocoon/eventstore';
import type { Queue } from 'bullmq';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { ReadModels } from '../read-models.js';

/** The shared handle, typed by every table it reaches (see ReadModels). */
export type ReadModelDb = Kysely<ReadModels>;
export type ReadModelTransaction = Transaction<ReadModels>;

export interface ApplyContext {
  /** The generation's schema (`rm_<slug>_g<n>`); also first on the transaction's search_path for raw SQL. */
  schema: string;
  generation: number;
  logger: Logger;
}

/**
 * A read model: events in, rows out. `apply` gets a whole batch and should write set-based (one statement per
 * table, not one per event); it runs inside the transaction that also moves the checkpoint, so it must not
 * have side effects outside the database. Nothing but this projection writes its tables.
 */
export interface Projection {
  /** Stable name used by the CLI, logs and the registry, e.g. 'masters.cocoon-defects'. */
  name: string;
  /** Only these event types reach `apply`; the checkpoint still advances past the others. */
  eventTypes: readonly string[];
  /** Tables it owns; each gets a view `read.<table>` pointing at the active generation. */
  tables: readonly string[];
  /** Kysely migrations, applied in key order; `db` is scoped to the generation's schema. */
  migrations: Record<string, (db: ReadModelDb) => Promise<void>>;
  apply(events: RecordedEvent[], db: ReadModelTransaction, context: ApplyContext): Promise<void>;
}

export interface ReactorContext {
  /** The BullMQ queue of that name, created once per runner. Enqueue with `enqueueOnce`. */
  queue(name: string): Queue;
  /** The transaction that moves this reactor's checkpoint (for bookkeeping rows, if a reactor needs any). */
  db: ReadModelTransaction;
  logger: Logger;
}

/**
 * Side effects (jobs) driven by events. Own checkpoint, never replayed by a rebuild. A crash after `handle`
 * and before the checkpoint commits re-runs the batch, so `handle` must be idempotent: `enqueueOnce` gives
 * every job an id derived from the event id.
 */
export interface Reactor {
  name: string;
  eventTypes: readonly string[];
  handle(events: RecordedEvent[], context: ReactorContext): Promise<void>;
}

export type CheckpointStatus = 'running' | 'building' | 'failed';
export type ProcessorKind = 'projection' | 'reactor';
