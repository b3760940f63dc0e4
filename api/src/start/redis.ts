import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Whether a Redis answers PING at the URL now (no retries: a probe). */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export class RedisUnavailableError extends Error {}

/**
 * Redis comes from REDIS_URL; without it, from 127.0.0.1:6379 if something answers there, else from a
 * redis-server started here with its data under .data/redis. Otherwise `npm start` stops and says how to get one.
 */
export async function ensureRedis(configuredUrl: string | undefined, dataDir: string, logger: Logger) {
  const url = configuredUrl ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return { url, stop: async () => undefined };
  if (configuredUrl)
    throw new RedisUnavailableError(
      `Nothing answers at REDIS_URL=${configuredUrl}. Start that Redis or unset REDIS_URL.`,
    );
  if (spawnSync('redis-server', ['--version']).error) {
    throw new RedisUnavailableError(
      'Redis is needed and none answers at 127.0.0.1:6379. Install it (Debian/Ubuntu: `sudo apt-get install redis-server`), ' +
        'start it, or set REDIS_URL to a running Redis.',
    );
  }
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  logger.info({ dir }, 'starting redis-server on 127.0.0.1:6379');
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', '6379', '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
    // Its own process group: a Ctrl-C reaches only `npm start`, which stops Redis after the processes using it.
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await redisAnswers(url)))
    throw new RedisUnavailableError('redis-server was started but does not answer on 6379');
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
