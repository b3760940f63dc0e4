import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@cocoon/platform';
import { createApp } from '../app.js';
import { startDailySeal } from '../audit/daily-seal.js';
import type { ApiConfig } from '../config.js';
import { buildDeps, closeDeps } from '../platform/deps.js';
import { bootstrapAdmin } from '../seed/demo.js';

/** One api process: connects, serves until SIGTERM/SIGINT, then closes its connections and exits. */
export async function serveApi(config: ApiConfig, logger: Logger, role: { leader: boolean }): Promise<void> {
  const uiDist = config.UI_DIST ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../ui/dist');
  const deps = await buildDeps(config, logger);
  if (
    role.leader &&
    config.BOOTSTRAP_ADMIN_PASSWORD &&
    (await bootstrapAdmin(deps.db, config.BOOTSTRAP_ADMIN_PASSWORD))
  ) {
    logger.warn(
      'no staff account existed: created `admin` from BOOTSTRAP_ADMIN_PASSWORD; change its password now',
    );
  }
  const stopDailySeal = role.leader ? startDailySeal(deps) : () => undefined;
  const server = createServer(createApp(deps, { uiDist }).callback());
  server.listen(config.PORT, config.HOST, () => {
    logger.info(
      { host: config.HOST, port: config.PORT, pid: process.pid },
      `api listening on http://${config.HOST}:${config.PORT}`,
    );
  });

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'api stopping');
    stopDailySeal();
    server.close();
    server.closeIdleConnections();
    await closeDeps(deps);
    process.exit(0);
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
