import { DOCUMENTS_QUEUE } from '@cocoon/domain';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { type DrillApp, DrillChild, until } from './harness.js';

export interface WorkerKillFigures {
  jobs: number;
  /** The job that was being rendered when its worker was killed. */
  killedJobId: string | undefined;
  completed: number;
  failed: number;
  documentsReady: number;
  /** Renders per document seen in the workers' logs: the killed one may show 1 (its kill left no line). */
  renderedMoreThanOnce: string[];
  secondsToRecover: number;
}

const workersEnv = (databaseUrl: string, redisUrl: string) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  LOG_LEVEL: 'info',
  WORKER_CONCURRENCY: '1',
  // A killed worker's job comes back after its lock lapses: 10 s here instead of 30 s (the drill's small PDFs
  // renew the lock well within it).
  WORKER_LOCK_MS: '10000',
});

/**
 * Drill (c): the document worker is killed with SIGKILL while it renders a job. BullMQ's lock on that job lapses
 * (lockDuration: WORKER_LOCK_MS, 10 s in the drill, 30 s by default) and the restarted worker's stalled-job check puts it back in the queue: the job
 * is retried, not lost. Every queued document ends rendered.
 */
export async function workerKillDrill(app: DrillApp, redisUrl: string): Promise<WorkerKillFigures> {
  const databaseUrl = app.deps.config.DATABASE_URL;
  const queue = new Queue(DOCUMENTS_QUEUE, { connection: { url: redisUrl, maxRetriesPerRequest: null } });
  try {
    const counts = () =>
      queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
    const before = await counts();
    const jobs = Object.values(before).reduce((a, b) => a + b, 0);
    if (jobs === 0) throw new Error('no document job to render: run the projector drill first');

    const first = new DrillChild('workers/dist/main.js', workersEnv(databaseUrl, redisUrl));
    if (!(await until(async () => (await queue.getActiveCount()) > 0, 60_000, 5)))
      throw new Error('the worker never took a job');
    const [active] = await queue.getActive(0, 0);
    await first.kill9();
    const killedAt = performance.now();

    const second = new DrillChild('workers/dist/main.js', workersEnv(databaseUrl, redisUrl));
    const done = await until(
      async () => {
        const now = await counts();
        return (now.completed ?? 0) + (now.failed ?? 0) >= jobs;
      },
      180_000,
      200,
    );
    const secondsToRecover = Math.round((performance.now() - killedAt) / 100) / 10;
    await second.stop();
    if (!done) throw new Error('the queued documents were not all rendered within 3 minutes');

    const after = await counts();
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM documents.document_files WHERE status = 'ready'`.execute(app.deps.db);
    const renders = new Map<string, number>();
    for (const line of [...first.lines, ...second.lines]) {
      if (!line.includes('"document rendered"')) continue;
      const id = (JSON.parse(line) as { documentId: string }).documentId;
      renders.set(id, (renders.get(id) ?? 0) + 1);
    }
    return {
      jobs,
      killedJobId: active?.id,
      completed: after.completed ?? 0,
      failed: after.failed ?? 0,
      documentsReady: rows[0]?.n ?? 0,
      renderedMoreThanOnce: [...renders].filter(([, n]) => n > 1).map(([id]) => id),
      secondsToRecover,
    };
  } finally {
    await queue.close();
  }
}
