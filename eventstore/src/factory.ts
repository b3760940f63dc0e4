import type { Logger } from 'pino';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import type { EventStore } from './port.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

export interface EventStoreConfig {
  /** KurrentDB connection string (EVENTSTORE_URL). When set, events live there instead of PostgreSQL. */
  eventstoreUrl?: string;
  databaseUrl: string;
  /** PostgreSQL schema of the store's tables. Default `eventstore`. */
  schema?: string;
  logger?: Logger;
  /** PostgreSQL pool size. Default 10. */
  maxConnections?: number;
}

/** The process's event store, migrated and ready (design.md, "Event store"). */
export async function createEventStore(config: EventStoreConfig): Promise<EventStore> {
  if (config.eventstoreUrl) {
    config.logger?.info('event store: KurrentDB');
    return new KurrentDbEventStore({ connectionString: config.eventstoreUrl, logger: config.logger });
  }
  const store = new PostgresEventStore({
    connectionString: config.databaseUrl,
    schema: config.schema,
    logger: config.logger,
    maxConnections: config.maxConnections,
  });
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  config.logger?.info({ schema: store.schema }, 'event store: PostgreSQL');
  return store;
}
