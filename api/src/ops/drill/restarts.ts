import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENTS_QUEUE } from '@cocoon/domain';
import type { HistoryProblem } from '@cocoon/eventstore';
import { type Logger, sleep } from '@cocoon/platform';
import { waitForProjections } from '@cocoon/projectors';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '../../start/embedded-postgres.js';
import {
  answeredWithoutEvents,
  chainProblems,
  compareWithRebuild,
  freePort,
  type LoadStats,
  newestCommittedPosition,
  type RebuildComparison,
  SupervisedChild,
  startCommandLoad,
  startDrillApp,
  startThrowawayRedis,
  until,
} from './harness.js';

export interface RestartFigures {
  load: LoadStats;
  answeredWithoutEvents: string[];
  projectorRestarts: number;
  workerRestarts: number;
  documentsRequested: number;
  jobs: number;
  documentsReady: number;
  /** Documents whose "document rendered" line appears more than once in the workers' logs. */
  renderedMoreThanOnce: number;
  rebuild: RebuildComparison[];
  chain: { streams: number; problems: HistoryProblem[] };
  seconds: number;
}

/**
 * Drill (b): a PostgreSQL cluster and a redis-server of the drill's own (never the shared ones), the api in this
 * process, projectors and workers as children restarted when they exit. Commands flow; PostgreSQL is stopped and
 * started again in the middle, then Redis. Afterwards: every 2xx answer has its events, read models equal a
 * rebuild, every requested document was rendered, once.
 */
export async function restartDrill(
  logger: Logger,
  options: { maxDocuments: number },
): Promise<RestartFigures> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'cocoon-restart-drill-'));
  // PostgreSQL runs as `postgres` when we are root: it must reach its data directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  let postgres = await startEmbeddedPostgres(join(dir, 'pg'), port, logger);
  const redis = await startThrowawayRedis(join(dir, 'redis'));
  const app = await startDrillApp(postgres.url, redis.url, logger);
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    LOG_LEVEL: 'info',
    WORKER_CONCURRENCY: '1',
  };
  const projectors = new SupervisedChild('projectors/dist/main.js', { ...env, PROJECTION_BATCH_SIZE: '20' });
  const workers = new SupervisedChild('workers/dist/main.js', env);
  try {
    const load = startCommandLoad(app, { maxDocuments: options.maxDocuments });
    await sleep(3000);
    logger.info('restarting PostgreSQL under load');
    await postgres.stop();
    await sleep(2000);
    postgres = await startEmbeddedPostgres(join(dir, 'pg'), port, logger);
    await sleep(3000);
    logger.info('restarting Redis under load');
    await redis.restart();
    await sleep(3000);
    const stats = await load.stop();

    const head = await newestCommittedPosition(app.deps.db);
    if (!(await waitForProjections(app.deps.db, head, { timeoutMs: 120_000 })))
      throw new Error('the projectors did not catch up after the restarts');
    const queue = new Queue(DOCUMENTS_QUEUE, { connection: { url: redis.url, maxRetriesPerRequest: null } });
    const counts = () =>
      queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    await until(async () => ((await counts()).completed ?? 0) >= stats.documents, 180_000, 200);
    const jobs = Object.values(await counts()).reduce((a, b) => a + b, 0);
    await queue.close();
    await projectors.stop();
    await workers.stop();

    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM documents.document_files WHERE status = 'ready'`.execute(app.deps.db);
    const renders = new Map<string, number>();
    for (const line of workers.lines) {
      if (!line.includes('"document rendered"')) continue;
      const id = (JSON.parse(line) as { documentId: string }).documentId;
      renders.set(id, (renders.get(id) ?? 0) + 1);
    }
    return {
      load: stats,
      answeredWithoutEvents: await answeredWithoutEvents(app.deps.db, stats.succeeded),
      projectorRestarts: projectors.restarts,
      workerRestarts: workers.restarts,
      documentsRequested: stats.documents,
      jobs,
      documentsReady: rows[0]?.n ?? 0,
      renderedMoreThanOnce: [...renders.values()].filter((n) => n > 1).length,
      rebuild: await compareWithRebuild(app.deps, logger),
      chain: await chainProblems(app.deps),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await projectors.stop().catch(() => undefined);
    await workers.stop().catch(() => undefined);
    await app.stop().catch(() => undefined);
    await redis.stop();
    await postgres.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
