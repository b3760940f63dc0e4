export type { CheckpointRow } from './checkpoints.js';
export { listCheckpoints, retryFailed } from './checkpoints.js';
export { createReadModelDb } from './db.js';
export { type MigrateProjectionsOptions, migrateProjections } from './migrate.js';
export { generationSchema, projectionSlug, READ_SCHEMA, REGISTRY_SCHEMA } from './names.js';
export {
  createQueueProvider,
  enqueueOnce,
  jobIdFor,
  type QueueProvider,
  type QueueProviderOptions,
} from './queues.js';
export {
  RebuildError,
  type RebuildOptions,
  type RebuildProgress,
  type RebuildResult,
  rebuildProjection,
} from './rebuild.js';
export { type ProjectionRunner, type ProjectionRunnerOptions, startProjectionRunner } from './runner.js';
export type {
  ApplyContext,
  CheckpointStatus,
  ProcessorKind,
  Projection,
  Reactor,
  ReactorContext,
  ReadModelDb,
  ReadModelTransaction,
} from './types.js';
export {
  type ProjectionHealth,
  projectionPosition,
  projectionStatus,
  type WaitForProjectionsOptions,
  waitForProjections,
} from './wait.js';
