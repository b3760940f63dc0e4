import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCheckpoints } from './checkpoints.js';
import { startProjectionRunner } from './runner.js';
import { countingProjection } from './testing/counting-projection.js';
import { appendEvents, createTestEnv, type TestEnv } from './testing/fixtures.js';
import { waitForProjections } from './wait.js';

/*
 * The crash has to be a real process dying (SIGKILL: no finally, no rollback sent by the client), so the
 * runner runs in a child node process. Node 20 cannot run TypeScript and there is no tsx here, so the child
 * is `testing/crash-child.ts` compiled by `tsc -b projectors` (incremental; `npm test` builds first anyway)
 * and started from dist/, exactly as production starts main.js.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const child = fileURLToPath(new URL('../../dist/runtime/testing/crash-child.js', import.meta.url));

let env: TestEnv;
let proc: ChildProcess | undefined;

beforeAll(async () => {
  // Someone else's half-written file may fail the type-check; tsc -b still emits, and we only need our output.
  await promisify(execFile)('npx', ['tsc', '-b', 'projectors'], { cwd: root }).catch(() => {});
  if (!existsSync(child)) throw new Error(`${child} was not built`);
  env = await createTestEnv('crash');
}, 240_000);

afterAll(async () => {
  proc?.kill('SIGKILL');
  await env?.close();
});

function startChild(): Promise<ChildProcess> {
  const started = spawn(process.execPath, [child], {
    env: { ...process.env, DATABASE_URL: env.database.url, HANG_AT_BATCH: '3', BATCH_SIZE: '50' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`child exited (${code}) before hanging`)));
    createInterface({ input: started.stdout! }).on('line', (line) => {
      if (line.includes('"hanging":true')) resolve(started);
    });
  });
}

describe('a runner killed between writing rows and moving its checkpoint', () => {
  it('loses and doubles nothing: the next runner counts every event exactly once', async () => {
    const { position } = await appendEvents(env.store, 400, { prefix: 'crash' });
    proc = await startChild();

    // The child sits inside batch 3 with its rows written but not committed: two batches are committed.
    const { rows } = await sql<{
      rows: number;
    }>`select count(*)::int as rows from read.crash_counted`.execute(env.db);
    expect(rows[0]!.rows).toBe(100);
    const before = (await listCheckpoints(env.db)).find((r) => r.name === 'crash.counted')!;
    const { rows: last } = await sql<{ position: string }>`
      select max(position) as position from read.crash_counted`.execute(env.db);
    expect(before.position).toBe(last[0]!.position);

    const exited = new Promise((resolve) => proc!.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
    proc = undefined;

    const runner = await startProjectionRunner({
      ...env,
      projections: [countingProjection('crash.counted', 'crash_counted')],
      batchSize: 50,
    });
    try {
      expect(await waitForProjections(env.db, position, { timeoutMs: 30_000 })).toBe(true);
    } finally {
      await runner.stop();
    }
    const { rows: after } = await sql<{ rows: number; max_n: number; min_n: number }>`
      select count(*)::int as rows, max(n) as max_n, min(n) as min_n from read.crash_counted`.execute(env.db);
    expect(after[0]).toEqual({ rows: 400, max_n: 1, min_n: 1 });
  });
});
