import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  formatPosition,
  generateSealKeyPem,
  type HistoryProblem,
  parsePublicSealKey,
  verifyHistory,
} from '@cocoon/eventstore';
import { type Logger, sleep } from '@cocoon/platform';
import { projections, type ReadModelDb, rebuildProjection } from '@cocoon/projectors';
import { sql } from 'kysely';
import { createApp } from '../../app.js';
import { apiConfigSchema } from '../../config.js';
import type { AppDeps } from '../../http/context.js';
import { buildDeps, closeDeps } from '../../platform/deps.js';
import { seedDemoData } from '../../seed/demo.js';
import { redisAnswers } from '../../start/redis.js';
import { apiClient } from '../../testing/client.js';
import { freePort } from '../../testing/free-port.js';

export { freePort } from '../../testing/free-port.js';

/** The pieces every drill shares: throw-away servers, the app in this process, children to kill, checks. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** Polls until `check` holds; false at the timeout. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 20) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

export interface ThrowawayRedis {
  url: string;
  stop(): Promise<void>;
  /** SIGTERM (it writes its append-only file) and start again on the same port and data. */
  restart(): Promise<void>;
}

/** A redis-server of the drill's own on a free port: the shared one is never restarted. */
export async function startThrowawayRedis(dir: string): Promise<ThrowawayRedis> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;
  const answers = () => redisAnswers(url);
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: 'ignore', detached: true },
    );
    if (!(await until(answers, 10_000, 50))) throw new Error(`redis-server on ${port} does not answer`);
  };
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  await start();
  return {
    url,
    stop,
    async restart() {
      await stop();
      await start();
    },
  };
}

export interface DrillApp {
  url: string;
  deps: AppDeps;
  token: string;
  stop(): Promise<void>;
}

/** The api in this process on a free port, over the demo offices and accounts; no projector runs here. */
export async function startDrillApp(
  databaseUrl: string,
  redisUrl: string,
  logger: Logger,
): Promise<DrillApp> {
  const config = apiConfigSchema.parse({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const deps = await buildDeps(config, logger);
  await seedDemoData(deps.db, deps.store, { customers: false, auctions: false });
  const server: Server = createServer(createApp(deps).callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // RJD: an office that may both add cocoon types and ask for the defect list PDF.
  const token = await apiClient(url).login('rjd');
  return {
    url,
    deps,
    token,
    async stop() {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await closeDeps(deps);
    },
  };
}

/** A node child (projectors or workers main) whose log lines are kept and which can be killed with -9. */
export class DrillChild {
  readonly lines: string[] = [];
  readonly process: ChildProcess;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(entry: string, env: Record<string, string>) {
    this.process = spawn(process.execPath, [join(repoRoot, entry)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.process.stdout!, this.process.stderr!])
      createInterface({ input: stream }).on('line', (line) => this.lines.push(line));
    this.exited = new Promise((done) => this.process.once('exit', (code, signal) => done({ code, signal })));
  }

  async kill9() {
    this.process.kill('SIGKILL');
    await this.exited;
  }

  async stop() {
    this.process.kill('SIGTERM');
    return this.exited;
  }

  /** Lines at warn (40) or above. */
  problems(): string[] {
    return this.lines.filter((l) => /"level":(4|5|6)0/.test(l));
  }
}

/**
 * A child restarted whenever it exits, as `npm start` and docker compose restart theirs: counts the restarts and
 * keeps every incarnation's lines.
 */
export class SupervisedChild {
  readonly incarnations: DrillChild[] = [];
  #stopping = false;

  constructor(
    private readonly entry: string,
    private readonly env: Record<string, string>,
  ) {
    this.#spawn();
  }

  #spawn() {
    const child = new DrillChild(this.entry, this.env);
    this.incarnations.push(child);
    void child.exited.then(() => {
      if (!this.#stopping) setTimeout(() => this.#spawn(), 500);
    });
  }

  get restarts() {
    return this.incarnations.length - 1;
  }

  get lines() {
    return this.incarnations.flatMap((c) => c.lines);
  }

  async stop() {
    this.#stopping = true;
    await this.incarnations.at(-1)?.stop();
  }
}

export interface LoadStats {
  answered: Record<string, number>;
  /** Idempotency keys of the commands answered 2xx. */
  succeeded: string[];
  documents: number;
}

/**
 * Commands flowing while the drill breaks things: cocoon types (the masters projections) and document requests
 * (a projection, a reactor, a PDF job), each with its own Idempotency-Key.
 */
export function startCommandLoad(app: DrillApp, options: { loops?: number; maxDocuments: number }) {
  const stats: LoadStats = { answered: {}, succeeded: [], documents: 0 };
  let stopped = false;
  let n = 0;
  // Document requests sent and not yet answered: the other loop must count them, or both send the last one.
  let documentsInFlight = 0;
  const api = apiClient(app.url);
  async function loop() {
    while (!stopped) {
      const i = n++;
      const key = randomUUID();
      // Spread over the run, so PDF jobs are in flight when something breaks, not all at the start.
      const document = i % 25 === 0 && stats.documents + documentsInFlight < options.maxDocuments;
      if (document) documentsInFlight++;
      try {
        const answer = document
          ? await api.post('/documents', { kind: 'cocoon-defect-list' }, app.token, key)
          : await api.post(
              '/MasCocoon/SaveMasCocoon',
              { name: `Drill ${key.slice(0, 8)}`, shortName: `D${i}`.slice(0, 10) },
              app.token,
              key,
            );
        stats.answered[answer.status] = (stats.answered[answer.status] ?? 0) + 1;
        if (answer.status < 300) {
          stats.succeeded.push(key);
          if (document) stats.documents++;
        }
      } catch {
        stats.answered.network = (stats.answered.network ?? 0) + 1;
        await sleep(50);
      } finally {
        if (document) documentsInFlight--;
      }
    }
  }
  const loops = Array.from({ length: options.loops ?? 2 }, () => loop());
  return {
    stats,
    async stop(): Promise<LoadStats> {
      stopped = true;
      await Promise.all(loops);
      return stats;
    },
  };
}

/** The 2xx answers whose command left no event (each event carries its command id, or the command's as correlation). */
export async function answeredWithoutEvents(db: ReadModelDb, keys: string[]): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    SELECT k.key FROM unnest(${keys}::text[]) AS k(key)
    WHERE NOT EXISTS (SELECT 1 FROM eventstore.events e
                      WHERE e.metadata->>'commandId' = k.key OR e.metadata->>'correlationId' = k.key)`.execute(
    db,
  );
  return rows.map((r) => r.key);
}

export async function newestCommittedPosition(db: ReadModelDb): Promise<string> {
  const { rows } = await sql<{ tx: string; pos: string }>`
    SELECT transaction_id::text AS tx, global_position::text AS pos FROM eventstore.events
    ORDER BY transaction_id DESC, global_position DESC LIMIT 1`.execute(db);
  return rows[0] ? formatPosition(rows[0].tx, rows[0].pos) : '';
}

export interface RebuildComparison {
  projection: string;
  rows: number;
  equal: boolean;
}

async function snapshot(db: ReadModelDb, tables: readonly string[]): Promise<string[]> {
  const rows: string[] = [];
  for (const table of tables) {
    const result = await sql<{
      row: string;
    }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(`read.${table}`)} t`.execute(db);
    rows.push(...result.rows.map((r) => `${table} ${r.row}`));
  }
  return rows.sort();
}

/**
 * Every stream's hash chain recomputed after the drill: a killed or restarted append must leave each stream's
 * chain whole (no seals here, so no key matters; the chain alone is checked).
 */
export async function chainProblems(deps: AppDeps): Promise<{ streams: number; problems: HistoryProblem[] }> {
  const run = await verifyHistory({
    store: deps.store,
    seals: (async function* () {})(),
    publicKey: parsePublicSealKey(generateSealKeyPem().publicKeyPem),
  });
  return { streams: run.streams, problems: run.problems };
}

/** Every read model as the live runner left it against a fresh rebuild from the first event: row for row. */
export async function compareWithRebuild(deps: AppDeps, logger: Logger): Promise<RebuildComparison[]> {
  const out: RebuildComparison[] = [];
  for (const projection of projections) {
    const live = await snapshot(deps.db, projection.tables);
    await rebuildProjection({ store: deps.store, db: deps.db, projection, logger });
    const rebuilt = await snapshot(deps.db, projection.tables);
    out.push({
      projection: projection.name,
      rows: live.length,
      equal: live.length === rebuilt.length && live.every((row, i) => row === rebuilt[i]),
    });
  }
  return out;
}
