import cluster, { type Worker } from 'node:cluster';
import type { Logger } from '@cocoon/platform';

/**
 * The primary of API_PROCESSES api processes on one port (node:cluster hands each new connection to the next
 * process). A process that dies is started again under the same index; five deaths in a minute stop them all.
 */
export function superviseApiProcesses(count: number, logger: Logger): void {
  let stopping = false;
  const deaths: number[] = [];
  const fork = (index: number) => {
    const worker = cluster.fork({ API_PROCESS_INDEX: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      deaths.push(Date.now());
      if (deaths.filter((t) => Date.now() - t < 60_000).length > 5) {
        logger.fatal({ index, code, signal }, 'api processes keep failing; stopping');
        void stop(1);
        return;
      }
      logger.error({ index, code, signal }, 'api process exited; restarting');
      setTimeout(() => fork(index), 1000);
    });
  };
  for (let index = 0; index < count; index++) fork(index);
  logger.info({ processes: count }, 'api processes started');

  async function stop(exitCode = 0) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), 10_000);
            worker.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
