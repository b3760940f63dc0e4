import { randomUUID } from 'node:crypto';
import { DOCUMENTS_QUEUE } from '@cocoon/domain';
import { AuditLog, createEventStore } from '@cocoon/eventstore';
import type { Logger } from '@cocoon/platform';
import { createReadModelDb, migrateProjections, projections, reactors } from '@cocoon/projectors';
import { migrateDocumentStore, migrateNoticeStore } from '@cocoon/workers';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { LedgerNotices } from '../accounts/ledger-notices.js';
import { BidderIdentity } from '../auction/bidder-identity.js';
import { LiveHub } from '../auction/live-hub.js';
import { redisLiveRelay } from '../auction/live-relay.js';
import { sealKeys } from '../audit/config.js';
import { SessionEnds } from '../auth/session-ends.js';
import { CommandLog } from '../commands/command-log.js';
import { StreamRunner } from '../commands/stream-runner.js';
import type { ApiConfig } from '../config.js';
import type { AppDeps } from '../http/context.js';
import { migrateAppSchema } from './migrations.js';
import { storeScope } from './store-scope.js';

export interface BuildDepsOptions {
  /** BullMQ key prefix; tests use a unique one so parallel files never share queues. */
  queuePrefix?: string;
}

/** Connects everything the api needs and brings every schema up to date (safe when processes start together). */
export async function buildDeps(
  config: ApiConfig,
  logger: Logger,
  options: BuildDepsOptions = {},
): Promise<AppDeps> {
  const db = createReadModelDb(config.DATABASE_URL, { applicationName: 'cocoon-api', logger });
  const commandLog = new CommandLog(
    createReadModelDb(config.DATABASE_URL, {
      applicationName: 'cocoon-api-commands',
      logger,
      asyncCommit: true,
    }),
  );
  const store = await createEventStore({
    databaseUrl: config.DATABASE_URL,
    eventstoreUrl: config.EVENTSTORE_URL,
    logger: logger.child({ component: 'eventstore' }),
  });
  await migrateAppSchema(db);
  await migrateProjections(db, { projections, reactors, logger });
  await migrateDocumentStore(db);
  await migrateNoticeStore(db);
  const auditLog = new AuditLog(config.DATABASE_URL, { logger });
  await auditLog.migrate();
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const documentsQueue = new Queue(DOCUMENTS_QUEUE, {
    connection: redis,
    ...(options.queuePrefix ? { prefix: options.queuePrefix } : {}),
  });
  const live = new LiveHub(
    store,
    logger.child({ component: 'live-auction' }),
    new BidderIdentity(db, () => deps.clock()),
  );
  const deps: AppDeps = {
    config,
    logger,
    db,
    commandLog,
    store,
    redis,
    documentsQueue,
    // Tests move `deps.clock`, so the runner reads it through deps on every use.
    streams: new StreamRunner(store, { clock: () => deps.clock() }),
    live,
    sessionEnds: new SessionEnds(config.DATABASE_URL, logger.child({ component: 'session-ends' })),
    ledgerNotices: new LedgerNotices(config.DATABASE_URL, logger.child({ component: 'ledger-notices' })),
    audit: { log: auditLog, keys: sealKeys(config) },
    clock: () => new Date(),
  };
  live.useRelay(
    redisLiveRelay(
      redis,
      liveChannel(config.DATABASE_URL),
      randomUUID(),
      (frames) => live.fromPeer(frames),
      logger.child({ component: 'live-relay' }),
    ),
  );
  deps.streams.onAppended((events) => live.publishAppended(events));
  return deps;
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.live.close();
  await deps.sessionEnds.close();
  await deps.ledgerNotices.close();
  await deps.documentsQueue.close();
  deps.redis.disconnect();
  await deps.store.close();
  await deps.audit.log.close();
  await deps.commandLog.idle();
  await deps.commandLog.db.destroy();
  await deps.db.destroy();
}

/** One live channel per store (database), so apps sharing a Redis (tests, two deployments) never cross feeds. */
function liveChannel(databaseUrl: string): string {
  return `cocoon:live:${storeScope(databaseUrl)}`;
}
