import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateSealKeyPem } from '@cocoon/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayRedis, type ThrowawayRedis } from '../ops/drill/harness.js';
import { freePort } from '../testing/free-port.js';

/*
 * `npm start` as a user runs it: the supervisor from dist/ with its own embedded PostgreSQL (a throw-away data
 * directory and port), in a process group of its own that receives the SIGINT a terminal sends on Ctrl-C.
 * Redis is a redis-server of the test's own (the children use BullMQ's default prefix, which must not meet
 * another test's jobs); given as REDIS_URL, the supervisor leaves it alone.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const main = join(root, 'api/dist/start/main.js');
let dataDir: string;
let proc: ChildProcess | undefined;
let redis: ThrowawayRedis | undefined;

beforeAll(async () => {
  await promisify(execFile)('npx', ['tsc', '-b', 'api'], { cwd: root }).catch(() => {});
  if (!existsSync(main)) throw new Error(`${main} was not built`);
  dataDir = mkdtempSync(join(tmpdir(), 'cocoon-stop-'));
  // PostgreSQL runs as the `postgres` user when we are root: it must be able to reach its data directory.
  chmodSync(dataDir, 0o755);
  redis = await startThrowawayRedis(join(dataDir, 'redis'));
}, 240_000);

afterAll(async () => {
  if (proc?.pid && proc.exitCode === null) process.kill(-proc.pid, 'SIGKILL');
  await redis?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Ctrl-C on npm start', () => {
  it('stops api, projectors, workers, then PostgreSQL: exit code 0 and not one warning or error', async () => {
    const lines: string[] = [];
    // Without DATABASE_URL the supervisor runs its own PostgreSQL: the part whose stop order matters.
    const { DATABASE_URL: _unused, ...inherited } = process.env;
    proc = spawn(process.execPath, [main], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        NODE_ENV: 'production',
        // As a production deployment has one (without it the api rightly warns the history goes unsealed).
        AUDIT_SEAL_PRIVATE_KEY: generateSealKeyPem().privateKeyPem,
        // And its own document-signing key and public address (issue 26: production prints no QR without them).
        DOCUMENT_SIGNING_PRIVATE_KEY: generateSealKeyPem().privateKeyPem,
        PUBLIC_BASE_URL: 'https://sericulture.example.in',
        LOG_LEVEL: 'info',
        DATA_DIR: join(dataDir, 'data'),
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
        PORT: String(await freePort()),
        REDIS_URL: redis!.url,
      },
    });
    const started = proc;
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    createInterface({ input: started.stderr! }).on('line', (line) => lines.push(line));
    await new Promise<void>((resolve, reject) => {
      started.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${lines.join('\n')}`)));
      createInterface({ input: started.stdout! }).on('line', (line) => {
        lines.push(line);
        if (line.includes('Cocoon Market is running at')) resolve();
      });
    });

    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group.
    process.kill(-started.pid!, 'SIGINT');
    expect(await exited).toBe(0);

    const logged = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(logged.length).toBeGreaterThan(5);
    expect(logged.filter((l) => l.level >= 40)).toEqual([]);
    expect(lines.filter((l) => !l.startsWith('{') && /error|warn|terminat/i.test(l))).toEqual([]);
    for (const name of ['api stopping', 'stopping projectors', 'workers stopped'])
      expect(logged.map((l) => l.msg)).toContain(name);
    // PostgreSQL is down too, not orphaned.
    expect(existsSync(join(dataDir, 'data/postgres/postmaster.pid'))).toBe(false);
  }, 240_000);
});
