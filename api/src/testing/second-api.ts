import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@cocoon/platform';
import { createApp } from '../app.js';
import { apiConfigSchema } from '../config.js';
import type { AppDeps } from '../http/context.js';
import { buildDeps, closeDeps } from '../platform/deps.js';
import type { TestApp } from './app.js';

/** Another api process on the same store and Redis (API_PROCESSES=2, or two containers), for cross-process tests. */
export interface SecondApi {
  deps: AppDeps;
  server: Server;
  url: string;
  stop(): Promise<void>;
}

/** Starts a second api on `app`'s database, reading `app`'s test clock; `env` adds settings (LIVE_PING_SECONDS). */
export async function startSecondApi(app: TestApp, env: Record<string, string> = {}): Promise<SecondApi> {
  const config = apiConfigSchema.parse({
    NODE_ENV: 'test',
    DATABASE_URL: app.databaseUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const deps = await buildDeps(config, createLogger({ level: 'silent', name: 'second-api' }));
  deps.clock = app.deps.clock;
  const server = createServer(createApp(deps, {}).callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    deps,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      server.close();
      await closeDeps(deps);
    },
  };
}
