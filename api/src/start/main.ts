import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore } from '@cocoon/eventstore';
import { configOrExit, createLogger, parseEnv } from '@cocoon/platform';
import { createReadModelDb, migrateProjections, projections, reactors } from '@cocoon/projectors';
import { migrateDocumentStore, migrateNoticeStore } from '@cocoon/workers';
import { ensureDevDocumentKey, ensureDevLoginKey, ensureDevSealKey } from '../audit/dev-key.js';
import { publicKeyDer } from '../documents/verify/document-keys.js';
import { migrateAppSchema } from '../platform/migrations.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData, seedDemoMarkets } from '../seed/demo.js';
import { DEMO_REELER_PASSWORD } from '../seed/reeler-logins.js';
import { startConfigSchema } from './config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ensureRedis } from './redis.js';

/**
 * `npm start`: the whole product on one machine. Finds or starts PostgreSQL and Redis, migrates, seeds the demo
 * market on an empty development database, then runs api, projectors and workers as three processes (the same
 * entry points docker compose runs one per container) and restarts one that dies.
 */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const config = configOrExit(() => parseEnv(startConfigSchema, process.env, 'start'));
const logger = createLogger({ level: config.LOG_LEVEL, name: 'start' });
const dataDir = resolve(root, config.DATA_DIR);
const cleanups: Array<() => Promise<void>> = [];
const children = new Map<string, ChildProcess>();
let stopping = false;

async function prepare() {
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(dataDir, config.EMBEDDED_POSTGRES_PORT, logger);
    cleanups.push(embedded.stop);
    databaseUrl = embedded.url;
  }
  const redis = await ensureRedis(config.REDIS_URL, dataDir, logger);
  cleanups.push(redis.stop);

  const db = createReadModelDb(databaseUrl, { applicationName: 'cocoon-start' });
  const store = await createEventStore({ databaseUrl, eventstoreUrl: config.EVENTSTORE_URL, logger });
  try {
    await migrateAppSchema(db);
    await migrateProjections(db, { projections, reactors, logger });
    await migrateDocumentStore(db);
    await migrateNoticeStore(db);
    const seeded = config.NODE_ENV !== 'production' && (await seedDemoData(db, store));
    if (seeded) logger.info('empty database: demo accounts and masters created');
    if (config.NODE_ENV !== 'production' && (await seedDemoMarkets(db, store, config.DEMO_MARKETS))) {
      logger.info({ markets: config.DEMO_MARKETS }, 'demo markets added for a statewide day');
    }
  } finally {
    await store.close();
    await db.destroy();
  }
  return { databaseUrl, redisUrl: redis.url };
}

function run(name: string, entry: string, env: NodeJS.ProcessEnv, restarts: number[] = []) {
  // Each child in its own process group: a Ctrl-C in the terminal reaches this supervisor alone, which then
  // stops the children in order (and PostgreSQL and Redis after them), instead of all at once.
  const child = spawn(process.execPath, [resolve(root, entry)], { env, stdio: 'inherit', detached: true });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    const recent = [...restarts.filter((t) => Date.now() - t < 60_000), Date.now()];
    if (recent.length > 5) {
      logger.fatal({ process: name, code, signal }, `${name} keeps failing; stopping everything`);
      void shutdown(1);
      return;
    }
    logger.error({ process: name, code, signal }, `${name} exited; restarting`);
    setTimeout(() => run(name, entry, env, recent), 1000);
  });
}

async function waitForApi(url: string) {
  for (let i = 0; i < 300 && !stopping; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).status < 600) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function shutdown(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  logger.info('stopping api, projectors and workers');
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => logger.error({ err: error }, 'cleanup failed'));
  process.exit(exitCode);
}

// embedded-postgres (through async-exit-hook) stops PostgreSQL the moment a signal arrives, cutting off the
// processes still finishing their work; this supervisor stops PostgreSQL itself, last.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// The children no longer share the terminal's process group, so a closed terminal must stop them from here.
process.on('SIGHUP', () => void shutdown());

try {
  const { databaseUrl, redisUrl } = await prepare();
  // The api seals the event history daily with this key; outside production one is made once into .data/.
  const sealKey =
    process.env.AUDIT_SEAL_PRIVATE_KEY ||
    (config.NODE_ENV === 'production' ? undefined : ensureDevSealKey(dataDir));
  const env = {
    ...process.env,
    NODE_ENV: config.NODE_ENV,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    HOST: config.HOST,
    PORT: String(config.PORT),
    LOG_LEVEL: config.LOG_LEVEL,
  };
  // The login key signs device cookies and challenges: kept in .data/ outside production, like the seal key.
  const loginKey =
    process.env.LOGIN_KEY || (config.NODE_ENV === 'production' ? undefined : ensureDevLoginKey(dataDir));
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
  // Printed documents are signed by the workers with a key of their own (issue 26); the api publishes its public
  // half beside any older ones still listed. Outside production the QRs open this machine's own verify page; in
  // production the workers refuse to start without the public https address (PUBLIC_BASE_URL).
  const sharedEnv: NodeJS.ProcessEnv = { ...env };
  delete sharedEnv.DOCUMENT_SIGNING_PRIVATE_KEY;
  const documentKey =
    process.env.DOCUMENT_SIGNING_PRIVATE_KEY ||
    (config.NODE_ENV === 'production' ? undefined : ensureDevDocumentKey(dataDir));
  const publicBaseUrl = process.env.PUBLIC_BASE_URL || (config.NODE_ENV === 'production' ? undefined : url);
  const documentPublicKeys = [
    ...(process.env.DOCUMENT_PUBLIC_KEYS ?? '').split(',').map((key) => key.trim()),
    documentKey ? publicKeyDer(documentKey) : '',
  ].filter((key, index, keys) => key !== '' && keys.indexOf(key) === index);
  // Only the api signs seals and logins, so only it gets the keys; only the workers sign documents.
  run('api', 'api/dist/main.js', {
    ...sharedEnv,
    ...(sealKey ? { AUDIT_SEAL_PRIVATE_KEY: sealKey } : {}),
    ...(loginKey ? { LOGIN_KEY: loginKey } : {}),
    ...(documentPublicKeys.length > 0 ? { DOCUMENT_PUBLIC_KEYS: documentPublicKeys.join(',') } : {}),
  });
  run('projectors', 'projectors/dist/main.js', sharedEnv);
  run('workers', 'workers/dist/main.js', {
    ...sharedEnv,
    ...(documentKey ? { DOCUMENT_SIGNING_PRIVATE_KEY: documentKey } : {}),
    ...(publicBaseUrl ? { PUBLIC_BASE_URL: publicBaseUrl } : {}),
  });
  await waitForApi(url);
  const logins =
    config.NODE_ENV === 'production'
      ? '  (production: no demo accounts)\n'
      : DEMO_USERS.map(
          (u) => `  ${u.username.padEnd(8)} ${u.userType.padEnd(15)} password ${DEMO_PASSWORD}\n`,
        ).join('') +
        `  Hosur market: hosur.admin (Branch Admin, runs the e-auction), password ${DEMO_PASSWORD}\n` +
        `  Reelers bid at ${url}/reeler/login: HSR-R-000001 … password ${DEMO_REELER_PASSWORD}\n`;
  process.stdout.write(
    `\nCocoon Market is running at ${url}\n\nDemo logins:\n${logins}\nCtrl-C stops everything.\n\n`,
  );
} catch (error) {
  logger.fatal({ err: error }, error instanceof Error ? error.message : 'start failed');
  await shutdown(1);
}
