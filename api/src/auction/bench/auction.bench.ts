/**
 * The auction's figures for `npm run bench`, in the production shape: the api (API_PROCESSES of them), the
 * projectors and the workers run as the separate processes `npm start` runs, on their own database, and the
 * clients in a process of their own. Each figure stands beside a baseline measured in the same run: the event
 * store's single-writer append rate through the port, and GET /api/health's round trip.
 *
 * Targets (issue 14): accepted bids/s ≥ 1.0 × the single-writer append rate; bid p99 < 50 ms at an offered 200
 * bids/s from 200 reelers; bid to live screen p99 < 300 ms. After a build: `node api/dist/auction/bench/auction.bench.js`.
 * BENCH_API_PROCESSES (default "1,2": one run each), BENCH_REELERS (closed loop, 50), BENCH_OPEN_REELERS (200),
 * BENCH_OPEN_RATE (200), BENCH_BID_SECONDS (15), BENCH_LOTS (40), BENCH_CPU_PROFILE=<dir> (a V8 CPU profile of each
 * api and projectors process), BENCH_STAGES=0 (no stage table: where a bid's time goes, per stage and per
 * statement, from the stage timings the api and projectors keep; see stages.ts), BENCH_DATABASE_TCP=1 (the servers on
 * TCP rather than the local server's Unix socket, see local-socket.ts). Not a test.
 */
import { fork } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { DEMO_REELER_PASSWORD } from '../../seed/reeler-logins.js';
import { jsonClient } from '../simulator/http.js';
import { loginReelers, openSlotNow, reelerLots, staffLogin } from '../simulator/market.js';
import { sampleLot, startAuctionMarket } from '../testing.js';
import { appendRate } from './append-rate.js';
import type { LoadInput, LoadOutput } from './load-clients.js';
import { asNpmStartReachesIt } from './local-socket.js';
import { type ProductionShape, startProductionShape } from './production-shape.js';
import { type Measured, report } from './report.js';
import { readStages } from './stages.js';

const CLOSED_REELERS = Number(process.env.BENCH_REELERS ?? 50);
const OPEN_REELERS = Number(process.env.BENCH_OPEN_REELERS ?? 200);
const OPEN_RATE = Number(process.env.BENCH_OPEN_RATE ?? 200);
const LOTS = Number(process.env.BENCH_LOTS ?? 40);
const BID_SECONDS = Number(process.env.BENCH_BID_SECONDS ?? 15);
const API_PROCESSES = (process.env.BENCH_API_PROCESSES ?? '1,2').split(',').map(Number);
const STAGES = process.env.BENCH_STAGES !== '0';

const out = (line = '') => process.stdout.write(`${line}\n`);

interface ServerCpu {
  /** CPU time of the servers' node processes (api, projectors, workers) over the bid phases, in cores. */
  cores: number;
  /** The same for PostgreSQL's processes. */
  databaseCores: number;
  /** The same for the clients' process (the health baselines included). */
  clientCores: number;
}

/** The clients in their own process; the servers' CPU (everything but this process tree's clients) is noted. */
function runClients(input: LoadInput, onPhase: (phase: string) => void): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-process.js', import.meta.url), { stdio: 'inherit' });
    child.on('message', (message: { phase?: string; ok?: boolean; output?: LoadOutput; error?: string }) => {
      if (message.phase) return onPhase(message.phase);
      if (message.ok && message.output) resolve(message.output);
      else reject(new Error(message.error ?? 'the clients failed'));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the clients exited with ${code}`));
    });
    child.send(input);
  });
}

async function prepareMarket() {
  const m = await startAuctionMarket('bench_auction', {
    farmers: 40,
    reelers: Math.max(CLOSED_REELERS, OPEN_REELERS) + 10,
  });
  try {
    for (let i = 0; i < LOTS; i += 4) {
      await Promise.all(
        Array.from({ length: Math.min(4, LOTS - i) }, async (_, j) => {
          const body = {
            ...sampleLot(m, (i + j) % m.farmers.length),
            shellWeightMg: 20_000 + ((i + j) % 8) * 400,
          };
          const answer = await m.api.post('/CocoonInward/SaveCocoonInward', body, m.staff);
          if (answer.status !== 200) throw new Error(`inward: ${JSON.stringify(answer.body)}`);
        }),
      );
    }
    await m.app.settle();
    return {
      databaseUrl: m.app.databaseUrl,
      reelerCodes: m.reelers.map((r) => r.headCode),
      stop: () => m.app.stop({ keepDatabase: true }),
    };
  } catch (error) {
    await m.app.stop();
    throw error;
  }
}

/** One run: the servers up with `apiProcesses` api processes, a fresh slot over the lots, the clients' phases. */
async function measure(
  shape: ProductionShape,
  reelerCodes: string[],
  appendsPerSecond: number,
  stageDir: string | undefined,
): Promise<Measured> {
  const client = jsonClient(shape.url);
  try {
    const staff = await staffLogin(client, 'hosur.admin', DEMO_PASSWORD);
    const devices = Math.max(CLOSED_REELERS, OPEN_REELERS);
    const tokens = await loginReelers(client, reelerCodes, devices, DEMO_REELER_PASSWORD);
    let lots = await reelerLots(client, tokens[0]!);
    if (!lots.slots.some((s) => s.status === 'Open')) {
      await openSlotNow(client, staff, lots.serverTime, 30);
      for (let i = 0; i < 100 && !lots.lots.some((l) => l.status === 'Bidding'); i++) {
        await new Promise((r) => setTimeout(r, 100));
        lots = await reelerLots(client, tokens[0]!);
      }
    }
    const bidding = lots.lots.filter((l) => l.status === 'Bidding');
    if (bidding.length === 0) throw new Error('no lot is taking bids');
    const cpuBefore = await shape.serverCpuSeconds();
    const databaseBefore = await shape.databaseCpuSeconds();
    const startedAt = Date.now();
    // Stage timings: a snapshot as each bidding phase starts, and one after the last (see stages.ts).
    const snapshots: Promise<void>[] = [];
    const load = await runClients(
      {
        url: shape.url,
        staffToken: staff,
        reelerTokens: tokens,
        lots: bidding,
        minIncrementPaise: lots.minIncrementPaise ?? 100,
        clockOffsetMs: Date.parse(lots.serverTime) - Date.now(),
        healthSeconds: 3,
        closedLoop: { reelers: CLOSED_REELERS, seconds: BID_SECONDS },
        openLoop: { reelers: OPEN_REELERS, bidsPerSecond: OPEN_RATE, seconds: BID_SECONDS },
      },
      (phase) => {
        if (phase === 'bids-start') snapshots.push(shape.snapshotStages());
      },
    );
    const seconds = (Date.now() - startedAt) / 1000;
    await Promise.all(snapshots);
    await shape.snapshotStages();
    const cpu: ServerCpu = {
      cores: ((await shape.serverCpuSeconds()) - cpuBefore) / seconds,
      databaseCores: ((await shape.databaseCpuSeconds()) - databaseBefore) / seconds,
      clientCores: (load.clientCpuSeconds ?? 0) / seconds,
    };
    return {
      apiProcesses: shape.apiProcesses,
      load,
      appendsPerSecond,
      serverCores: cpu.cores,
      databaseCores: cpu.databaseCores,
      clientCores: cpu.clientCores,
      stages: stageDir
        ? { closed: await readStages(stageDir, 1), open: await readStages(stageDir, 2) }
        : undefined,
    };
  } finally {
    client.close();
  }
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  out(
    'Auction benchmark, production shape (api, projectors and workers as separate processes; clients in their own)',
  );
  out(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM; ` +
      `node ${process.version}; load average at start ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const market = await prepareMarket();
  await market.stop();
  // The servers and the append baseline reach PostgreSQL the same way, as npm start's servers reach their own.
  const database = asNpmStartReachesIt(market.databaseUrl);
  out(`PostgreSQL through ${database.via}`);
  const results: Measured[] = [];
  try {
    for (const apiProcesses of API_PROCESSES) {
      const stageDir = STAGES ? await mkdtemp(join(os.tmpdir(), 'bench-stages-')) : undefined;
      const shape = await startProductionShape(
        database.url,
        apiProcesses,
        process.env.BENCH_CPU_PROFILE,
        stageDir,
      );
      try {
        const appendsPerSecond = await appendRate(database.url);
        results.push(await measure(shape, market.reelerCodes, appendsPerSecond, stageDir));
      } finally {
        await shape.stop();
      }
    }
  } finally {
    await dropDatabase(market.databaseUrl);
  }
  report(results, {
    closedReelers: CLOSED_REELERS,
    openReelers: OPEN_REELERS,
    openRate: OPEN_RATE,
    lots: LOTS,
  });
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(
    `auction benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
