import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSealKeyPem } from '@cocoon/eventstore';
import { freePort } from '../../testing/free-port.js';

/** The servers as `npm start` runs them, on the bench's database and a Redis database of their own. */
export interface ProductionShape {
  url: string;
  apiProcesses: number;
  /** CPU seconds used so far by the servers' node processes (and their children: the api's cluster processes). */
  serverCpuSeconds(): Promise<number>;
  /**
   * With a stage directory: each api and projectors process writes its stage timings since the last snapshot
   * there (`<pid>-<n>.json`) and starts afresh.
   */
  snapshotStages(): Promise<void>;
  /** CPU seconds of the machine's PostgreSQL processes (the bench's database is the only busy one). */
  databaseCpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** A Redis database no other app on this machine uses by default, so queues and the live relay stay apart. */
const BENCH_REDIS = 'redis://127.0.0.1:6379/9';

export async function startProductionShape(
  databaseUrl: string,
  apiProcesses: number,
  cpuProfileDir?: string,
  stageDir?: string,
): Promise<ProductionShape> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: BENCH_REDIS,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    API_PROCESSES: String(apiProcesses),
    // The workers refuse to start in production without a document-signing key (issue 26): a key of the bench's
    // own and a public address, so the workers run as they would in a market.
    DOCUMENT_SIGNING_PRIVATE_KEY: generateSealKeyPem().privateKeyPem,
    PUBLIC_BASE_URL: 'https://bench.invalid',
  };
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  // The api's and the projectors' stage timings (platform's stage-timings.ts), each statement among them.
  const staged = stageDir
    ? {
        env: { ...env, STAGE_TIMINGS_DIR: stageDir },
        args: ['--import', resolve(root, 'api/dist/auction/bench/count-statements.js')],
      }
    : { env, args: [] };
  const timed: ChildProcess[] = [
    spawn(process.execPath, [...profile, ...staged.args, resolve(root, 'api/dist/main.js')], {
      env: staged.env,
      stdio: 'inherit',
    }),
    spawn(process.execPath, [...profile, ...staged.args, resolve(root, 'projectors/dist/main.js')], {
      env: staged.env,
      stdio: 'inherit',
    }),
  ];
  const children: ChildProcess[] = [
    ...timed,
    spawn(process.execPath, [resolve(root, 'workers/dist/main.js')], { env, stdio: 'inherit' }),
  ];
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the api did not answer /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    apiProcesses,
    async serverCpuSeconds() {
      let ticks = 0;
      for (const pid of await processTree(children.map((c) => c.pid!))) ticks += await cpuTicks(pid);
      return ticks / 100;
    },
    async snapshotStages() {
      if (!stageDir) return;
      for (const pid of await processTree(timed.map((c) => c.pid!))) {
        try {
          process.kill(pid, 'SIGUSR2');
        } catch {
          // gone meanwhile
        }
      }
      // Each process writes its file as the signal arrives.
      await new Promise((r) => setTimeout(r, 500));
    },
    async databaseCpuSeconds() {
      let ticks = 0;
      for (const pid of await processesNamed('postgres')) ticks += await cpuTicks(pid);
      return ticks / 100;
    },
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(timer);
                done();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** user + system clock ticks of a process (/proc/<pid>/stat fields 14 and 15); 0 once it has gone. */
async function cpuTicks(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function processesNamed(name: string): Promise<number[]> {
  const { readdir } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

async function processTree(roots: number[]): Promise<number[]> {
  const { readdir } = await import('node:fs/promises');
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents)
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree];
}
