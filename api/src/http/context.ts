import type { EventStore } from '@cocoon/eventstore';
import type { ReadModelDb } from '@cocoon/projectors/runtime/types';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { SessionUser } from '../auth/sessions.js';
import type { ApiConfig } from '../config.js';
import type { Logger } from '../logger.js';

/** Everything a route needs, built once at start and passed in (no module-level singletons). */
export interface AppDeps {
  config: ApiConfig;
  logger: Logger;
  db: ReadModelDb;
  store: EventStore;
  redis: Redis;
  documentsQueue: Queue;
}

export interface AppState {
  requestId: string;
  user?: SessionUser;
}
