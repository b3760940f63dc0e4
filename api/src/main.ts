import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configOrExit, createLogger, parseEnv } from '@cocoon/platform';
import { createApp } from './app.js';
import { startDailySeal } from './audit/daily-seal.js';
import { apiConfigSchema } from './config.js';
import { buildDeps, closeDeps } from './platform/deps.js';
import { bootstrapAdmin } from './seed/demo.js';

/** The api process alone (as docker compose runs it); `npm start` runs it beside projectors and workers. */
const config = configOrExit(() => parseEnv(apiConfigSchema, process.env, 'api'));
const logger = createLogger({ level: config.LOG_LEVEL, name: 'api' });
const uiDist = config.UI_DIST ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../../ui/dist');

const deps = await buildDeps(config, logger);
if (config.BOOTSTRAP_ADMIN_PASSWORD && (await bootstrapAdmin(deps.db, config.BOOTSTRAP_ADMIN_PASSWORD))) {
  logger.warn(
    'no staff account existed: created `admin` from BOOTSTRAP_ADMIN_PASSWORD; change its password now',
  );
}
const stopDailySeal = startDailySeal(deps);
const server = createServer(createApp(deps, { uiDist }).callback());
server.listen(config.PORT, config.HOST, () => {
  logger.info(
    { host: config.HOST, port: config.PORT },
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
