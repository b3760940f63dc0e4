export * from './audit/index.js';
export { createEventStore, type EventStoreConfig } from './factory.js';
export { KurrentDbEventStore, type KurrentDbEventStoreOptions } from './kurrentdb/kurrentdb-event-store.js';
export * from './port.js';
export { formatPosition, parsePosition } from './position.js';
export { GroupCommit, type GroupCommitLimits, type SendBatch } from './postgres/group-commit.js';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store.js';
