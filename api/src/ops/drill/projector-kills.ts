import { DOCUMENTS_QUEUE } from '@cocoon/domain';
import type { HistoryProblem } from '@cocoon/eventstore';
import { type Logger, sleep } from '@cocoon/platform';
import { waitForProjections } from '@cocoon/projectors';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import {
  answeredWithoutEvents,
  chainProblems,
  compareWithRebuild,
  type DrillApp,
  DrillChild,
  type LoadStats,
  newestCommittedPosition,
  type RebuildComparison,
  startCommandLoad,
  until,
} from './harness.js';

export interface ProjectorKillFigures {
  kills: number;
  /** Kills that landed while a projector connection was inside a transaction (a batch being written). */
  killedMidBatch: number;
  load: LoadStats;
  events: number;
  answeredWithoutEvents: string[];
  /** PDF jobs the reactor enqueued (ids derive from event ids: a replayed batch cannot double one). */
  jobs: number;
  rebuild: RebuildComparison[];
  chain: { streams: number; problems: HistoryProblem[] };
  seconds: number;
}

const projectorsEnv = (databaseUrl: string, redisUrl: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  LOG_LEVEL: 'warn',
  // Small batches: more of them, so a kill lands inside one more often and each checkpoint is tested.
  PROJECTION_BATCH_SIZE: '5',
});

async function projectorInTransaction(app: DrillApp): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = 'cocoon-projectors'
      AND xact_start IS NOT NULL AND state <> 'idle'`.execute(app.deps.db);
  return (rows[0]?.n ?? 0) > 0;
}

async function projectorConnected(app: DrillApp): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = 'cocoon-projectors'`.execute(app.deps.db);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Drill (a): the projectors run in a child process that is killed with SIGKILL `kills` times, each time while one
 * of its connections is inside a transaction when possible, as commands keep arriving at the api in this process.
 * Then one clean run catches up, and every read model is compared with a rebuild from the first event.
 */
export async function projectorKillDrill(
  app: DrillApp,
  redisUrl: string,
  options: { kills: number; maxDocuments: number },
  logger: Logger,
): Promise<ProjectorKillFigures> {
  const started = performance.now();
  const databaseUrl = app.deps.config.DATABASE_URL;
  const load = startCommandLoad(app, { maxDocuments: options.maxDocuments });
  let killedMidBatch = 0;
  for (let i = 0; i < options.kills; i++) {
    const child = new DrillChild('projectors/dist/main.js', projectorsEnv(databaseUrl, redisUrl));
    if (!(await until(() => projectorConnected(app), 30_000)))
      throw new Error('the projectors never connected');
    await sleep(50 + Math.random() * 300);
    if (await until(() => projectorInTransaction(app), 3000, 2)) killedMidBatch++;
    await child.kill9();
  }
  const stats = await load.stop();

  const last = new DrillChild('projectors/dist/main.js', projectorsEnv(databaseUrl, redisUrl));
  const head = await newestCommittedPosition(app.deps.db);
  const caughtUp = await waitForProjections(app.deps.db, head, { timeoutMs: 120_000 });
  if (!caughtUp) throw new Error('the projectors did not catch up after the kills');
  const queue = new Queue(DOCUMENTS_QUEUE, { connection: { url: redisUrl, maxRetriesPerRequest: null } });
  const jobCount = async () =>
    Object.values(
      await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'),
    ).reduce((a, b) => a + b, 0);
  // The reactor has its own checkpoint: wait for it to have enqueued every document asked for (or time out).
  await until(async () => (await jobCount()) >= stats.documents, 60_000, 100);
  const jobs = await jobCount();
  await queue.close();
  await last.stop();

  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM eventstore.events`.execute(
    app.deps.db,
  );
  return {
    kills: options.kills,
    killedMidBatch,
    load: stats,
    events: rows[0]?.n ?? 0,
    answeredWithoutEvents: await answeredWithoutEvents(app.deps.db, stats.succeeded),
    jobs,
    rebuild: await compareWithRebuild(app.deps, logger),
    chain: await chainProblems(app.deps),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
