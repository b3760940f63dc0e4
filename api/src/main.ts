import cluster from 'node:cluster';
import { configOrExit, createLogger, parseEnv } from '@cocoon/platform';
import { apiConfigSchema } from './config.js';
import { superviseApiProcesses } from './start/api-cluster.js';
import { serveApi } from './start/serve-api.js';

/**
 * The api (as docker compose runs it; `npm start` runs it beside projectors and workers). With API_PROCESSES above
 * one, this process is the primary of a node:cluster: it forks that many api processes on one port and restarts one
 * that dies; the first of them also does the once-per-deployment work (bootstrap admin, daily seal).
 */
const config = configOrExit(() => parseEnv(apiConfigSchema, process.env, 'api'));
const logger = createLogger({ level: config.LOG_LEVEL, name: 'api' });

if (config.API_PROCESSES > 1 && cluster.isPrimary) {
  // The processes share one login key (a device cookie or a challenge from one is good at the next), also when
  // none is configured and the primary made it.
  process.env.LOGIN_KEY = config.LOGIN_KEY;
  superviseApiProcesses(config.API_PROCESSES, logger);
} else await serveApi(config, logger, { leader: cluster.isPrimary || process.env.API_PROCESS_INDEX === '0' });
