import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@cocoon/eventstore/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';

/*
 * API_PROCESSES=2: the api as a node:cluster primary with two api processes on one port. A process that dies is
 * replaced while the other keeps answering; SIGTERM to the primary stops them all.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let database: TestDatabase;
let primary: ChildProcess;
let url = '';

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // A zombie (state Z) has exited already.
        return Number(fields[1]) === pid && fields[0] !== 'Z' ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = async () => {
  try {
    // Bounded: a connection handed to the process being killed is asked again, as a client with a timeout would.
    const answer = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return answer.status === 200 ? true : undefined;
  } catch {
    return undefined;
  }
};

beforeAll(async () => {
  database = await createTestDatabase('api_cluster');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      API_PROCESSES: '2',
    },
    stdio: 'ignore',
  });
  await until('the api to answer', healthy);
}, 180_000);

afterAll(async () => {
  if (primary?.exitCode === null) primary.kill('SIGKILL');
  for (const pid of primary?.pid ? childrenOf(primary.pid) : []) process.kill(pid, 'SIGKILL');
  await database?.drop();
});

describe('API_PROCESSES', () => {
  it('runs that many api processes on one port, replaces one that dies, and stops them all on SIGTERM', async () => {
    const pid = primary.pid!;
    const first = await until('two api processes', () => {
      const pids = childrenOf(pid);
      return pids.length === 2 ? pids : undefined;
    });
    process.kill(first[0]!, 'SIGKILL');
    await until('the other process to answer', healthy);
    const replaced = await until('a replacement process', () => {
      const pids = childrenOf(pid);
      return pids.length === 2 && !pids.includes(first[0]!) ? pids : undefined;
    });
    expect(replaced).toContain(first[1]);
    await until('the replacement to serve', healthy);

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    await until('every api process to stop', () => (childrenOf(pid).length === 0 ? true : undefined));
  }, 180_000);
});
