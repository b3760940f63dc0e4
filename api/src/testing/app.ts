import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatPosition, keyId } from '@cocoon/eventstore';
import { createTestDatabase } from '@cocoon/eventstore/testing';
import { createLogger } from '@cocoon/platform';
import {
  createQueueProvider,
  projections,
  reactors,
  startProjectionRunner,
  waitForProjections,
} from '@cocoon/projectors';
import {
  type DocumentRenderers,
  type DocumentSigningKey,
  type NoticeSender,
  OutboxNoticeSender,
  startDocumentWorker,
  startNoticeWorker,
} from '@cocoon/workers';
import { sql } from 'kysely';
import { createApp } from '../app.js';
import { apiConfigSchema } from '../config.js';
import type { AppDeps } from '../http/context.js';
import { buildDeps, closeDeps } from '../platform/deps.js';
import { seedDemoData } from '../seed/demo.js';

export interface TestApp {
  url: string;
  deps: AppDeps;
  databaseUrl: string;
  /** The key the app's document worker signs printed codes with (its public half is the api's published key). */
  documentKey: DocumentSigningKey;
  /** Waits until the read side has applied every event committed so far. */
  settle(): Promise<void>;
  /** Stops everything; the database goes too unless kept (a bench runs the separate processes on it next). */
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  name?: string;
  seed?: boolean;
  /** Also seed the ~240 demo farmers and reelers (slow; off unless a test needs them). */
  seedCustomers?: boolean;
  /** Also seed the 30 demo auction days (slower still; needs seedCustomers). */
  seedAuctions?: boolean;
  /** Environment overrides for the api config. */
  env?: Record<string, string>;
  /** The built UI to serve (default ui/dist); a test of the static server brings its own. */
  uiDist?: string;
  /** Test-only: replace the document worker's renderers by kind (to make a render fail). */
  renderers?: Partial<DocumentRenderers>;
  /** The farmer notices' sender (default the development outbox); a test points one at a fake gateway. */
  noticeSender?: NoticeSender;
}

const UI_DIST = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../ui/dist');

/**
 * The whole product in one process on a free port, for API and browser tests: its own database, a unique
 * BullMQ prefix, the api serving ui/dist, the projection runner and the document worker.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.name ?? 'app');
  // Every test app signs its printed documents with a key of its own, published by its api (issue 26).
  const documentKeys = generateKeyPairSync('ed25519');
  const documentKey = { privateKey: documentKeys.privateKey, kid: keyId(documentKeys.publicKey) };
  const config = apiConfigSchema.parse({
    DOCUMENT_PUBLIC_KEYS: documentKeys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    // Read-your-writes stays a bounded wait, but test files share 2 cores with each other (a 1,000-bid race
    // beside a list test): a longer bound keeps a loaded machine from reading as a stale list.
    READ_YOUR_WRITES_TIMEOUT_MS: '10000',
    ...options.env,
  });
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'test-app' });
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const deps = await buildDeps(config, logger, { queuePrefix: prefix });
  if (options.seed ?? true)
    await seedDemoData(deps.db, deps.store, {
      customers: options.seedCustomers ?? false,
      auctions: options.seedAuctions ?? false,
    });

  const queues = createQueueProvider({ redisUrl: config.REDIS_URL, prefix });
  const runner = await startProjectionRunner({
    store: deps.store,
    db: deps.db,
    projections,
    reactors,
    queues,
    logger,
    pollIntervalMs: 200,
  });
  // Tests start from a caught-up read side: everything seeded is in the lists. The store's head is the newest
  // *visible* event, which another database's open transaction on the same server can hold back; the newest
  // committed one is what the seed wrote.
  await waitForProjections(deps.db, await newestCommittedPosition(deps), { timeoutMs: 60_000 });
  const server = createServer(createApp(deps, { uiDist: options.uiDist ?? UI_DIST }).callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The printed QRs open this app's own verify page, so a browser test can follow one.
  const worker = startDocumentWorker({
    redisUrl: config.REDIS_URL,
    db: deps.db,
    logger,
    prefix,
    concurrency: 1,
    signing: { key: documentKey, publicBaseUrl: url },
    ...(options.renderers ? { renderers: options.renderers } : {}),
  });
  await worker.ready();
  const notices = startNoticeWorker({
    redisUrl: config.REDIS_URL,
    db: deps.db,
    logger,
    prefix,
    concurrency: 1,
    sender: options.noticeSender ?? new OutboxNoticeSender(logger),
  });
  await notices.ready();

  return {
    url,
    deps,
    databaseUrl: database.url,
    documentKey,
    async settle() {
      await waitForProjections(deps.db, await newestCommittedPosition(deps), { timeoutMs: 60_000 });
    },
    async stop(stopOptions = {}) {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await runner.stop();
      await worker.close();
      await notices.close();
      await deps.documentsQueue.obliterate({ force: true }).catch(() => undefined);
      await queues.close();
      await closeDeps(deps);
      if (!stopOptions.keepDatabase) await database.drop();
    },
  };
}

async function newestCommittedPosition(deps: AppDeps): Promise<string> {
  const { rows } = await sql<{ tx: string; pos: string }>`
    SELECT transaction_id::text AS tx, global_position::text AS pos FROM eventstore.events
    ORDER BY transaction_id DESC, global_position DESC LIMIT 1`.execute(deps.db);
  return rows[0] ? formatPosition(rows[0].tx, rows[0].pos) : '';
}
