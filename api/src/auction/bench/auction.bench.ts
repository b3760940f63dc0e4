/**
 * The auction's figures for `npm run bench` (targets: 1,500 accepted bids/s, bid p99 < 50 ms, bid to
 * live screen p99 < 300 ms), each beside a baseline measured in the same run on the same machine: the bare
 * event-store append rate through the port (one writer) and the HTTP round trip of GET /api/health.
 *
 * The whole app runs in this process as the API tests run it (own database, projection runner, document worker),
 * with a Hosur market of 40 lots in one open slot and 50 logged-in reelers; the clients run on a worker thread.
 * After a build: `node api/dist/auction/bench/auction.bench.js`. BENCH_REELERS, BENCH_LOTS, BENCH_BID_SECONDS
 * change the size. Not a test.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { EventStore } from '@cocoon/eventstore';
import { DEMO_REELER_PASSWORD } from '../../seed/reeler-logins.js';
import { jsonClient } from '../simulator/http.js';
import { loginReelers, reelerLots } from '../simulator/market.js';
import { ms } from '../simulator/stats.js';
import { sampleLot, startAuctionMarket } from '../testing.js';
import type { LoadInput, LoadOutput } from './load-worker.js';

const REELERS = Number(process.env.BENCH_REELERS ?? 50);
const LOTS = Number(process.env.BENCH_LOTS ?? 40);
const BID_SECONDS = Number(process.env.BENCH_BID_SECONDS ?? 20);
const TARGET = { bidsPerSecond: 1_500, bidP99Ms: 50, toScreenP99Ms: 300 };

const out = (line = '') => process.stdout.write(`${line}\n`);
const rate = (n: number) => `${Math.round(n).toLocaleString('en-IN')}/s`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;

/** Single-writer appends of one bid-sized event to fresh streams (a type no projection reads), median of 3. */
async function appendRate(store: EventStore): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    let done = 0;
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      const commandId = randomUUID();
      await store.append(
        `benchappend-${run}-${done}`,
        [
          {
            id: randomUUID(),
            type: 'BenchAppended',
            data: { lotId: randomUUID(), amountPaise: 70_000 + done, reelerName: 'முருகன் பட்டு' },
            metadata: {
              commandId,
              userId: 'bench',
              userType: 'Reeler',
              occurredAt: new Date().toISOString(),
            },
          },
        ],
        'no-stream',
      );
      done++;
    }
    runs.push(done / ((performance.now() - started) / 1000));
  }
  return runs.sort((a, b) => a - b)[1]!;
}

interface ServerLoad {
  /** Share of the bid phase the server's event loop (this thread) was busy. */
  eventLoopBusy: number;
  /** CPU time of this process (server, projections, worker, clients) over the bid phase's wall time. */
  processCpu: number;
}

type WorkerMessage =
  | { phase: 'bids-start' | 'bids-end' }
  | { ok: boolean; output?: LoadOutput; error?: string };

/** Runs the clients on a worker thread and notes how busy the server side was while the bids went in. */
function runLoad(input: LoadInput): Promise<LoadOutput & { server: ServerLoad }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), { workerData: input });
    let start = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), at: performance.now() };
    const server: ServerLoad = { eventLoopBusy: Number.NaN, processCpu: Number.NaN };
    worker.on('message', (message: WorkerMessage) => {
      if ('phase' in message) {
        if (message.phase === 'bids-start') {
          start = { elu: performance.eventLoopUtilization(), cpu: process.cpuUsage(), at: performance.now() };
          return;
        }
        const cpu = process.cpuUsage(start.cpu);
        server.eventLoopBusy = performance.eventLoopUtilization(start.elu).utilization;
        server.processCpu = (cpu.user + cpu.system) / 1000 / (performance.now() - start.at);
        return;
      }
      if (message.ok && message.output) resolve({ ...message.output, server });
      else reject(new Error(message.error ?? 'load worker failed'));
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  out('Auction benchmark (the app in this process with its own database; the clients on a worker thread)');
  out(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
  );
  out(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (figures are noisy when busy)`,
  );

  const m = await startAuctionMarket('bench_auction', { farmers: 40, reelers: REELERS + 10 });
  try {
    // Inside the slot whatever the hour: the server clock is pinned to 10:00 IST today (and keeps ticking).
    m.setClock('10:00');
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
    const slot = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '10:00', endTime: '11:00', lotFrom: 1, lotTo: LOTS },
      m.staff,
    );
    if (slot.status !== 200) throw new Error(`slot: ${JSON.stringify(slot.body)}`);
    await m.app.settle();
    const client = jsonClient(m.app.url);
    const codes = m.reelers.map((r) => r.headCode).slice(0, REELERS);
    const reelerTokens = await loginReelers(client, codes, REELERS, DEMO_REELER_PASSWORD);
    const lots = await reelerLots(client, reelerTokens[0]!);
    client.close();
    out(
      `node ${process.version}; ${lots.lots.length} lots in one open slot, ${REELERS} reelers (${codes.length} distinct) ` +
        `bidding for ${BID_SECONDS} s, minimum increment ${(lots.minIncrementPaise ?? 100) / 100} rupee(s)`,
    );

    const appendsPerSecond = await appendRate(m.app.deps.store);
    const load = await runLoad({
      url: m.app.url,
      staffToken: m.staff,
      reelerTokens,
      lots: lots.lots,
      minIncrementPaise: lots.minIncrementPaise ?? 100,
      clockOffsetMs: Date.parse(lots.serverTime) - Date.now(),
      bidSeconds: BID_SECONDS,
      healthSeconds: 4,
    });
    report(load, appendsPerSecond);
  } finally {
    await m.app.stop();
  }
}

function report(load: LoadOutput & { server: ServerLoad }, appendsPerSecond: number): void {
  const { bids, healthSerial, healthConcurrent, toScreen } = load;
  const bidsPerSecond = bids.accepted / bids.seconds;
  out();
  out('measured                                    p50        p99        rate');
  const row = (name: string, p50: number, p99: number, perSecond: string) =>
    out(`${name.padEnd(42)}  ${ms(p50).padStart(9)}  ${ms(p99).padStart(9)}  ${perSecond.padStart(9)}`);
  row(
    `PlaceBid, ${REELERS} reelers, accepted answers`,
    bids.acceptedLatency.p50,
    bids.acceptedLatency.p99,
    rate(bidsPerSecond),
  );
  row(
    `PlaceBid, ${REELERS} reelers, every answer`,
    bids.all.p50,
    bids.all.p99,
    rate(bids.sent / bids.seconds),
  );
  row('bid sent -> shown on live room (SSE)', toScreen.p50, toScreen.p99, '');
  row('baseline: GET /api/health, 1 client', healthSerial.p50, healthSerial.p99, '');
  row(
    `baseline: GET /api/health, ${REELERS} clients`,
    healthConcurrent.p50,
    healthConcurrent.p99,
    rate(healthConcurrent.perSecond),
  );
  row('baseline: event-store append, 1 writer', Number.NaN, Number.NaN, rate(appendsPerSecond));
  out();
  out(
    'figure                     measured    against the baseline                          target (later work)',
  );
  const line = (name: string, value: string, against: string, target: string) =>
    out(`${name.padEnd(25)}  ${value.padStart(9)}   ${against.padEnd(44)}  ${target}`);
  line(
    'accepted bids/s',
    rate(bidsPerSecond),
    `${ratio(bidsPerSecond, appendsPerSecond)} appends/s of 1 writer`,
    `${rate(TARGET.bidsPerSecond)}`,
  );
  line(
    'bid p99',
    ms(bids.acceptedLatency.p99),
    `${ratio(bids.acceptedLatency.p99, healthConcurrent.p99)} health p99 at ${REELERS} clients`,
    `< ${TARGET.bidP99Ms} ms`,
  );
  line(
    'bid -> live screen p99',
    ms(toScreen.p99),
    `${ratio(toScreen.p99, healthConcurrent.p99)} health p99 at ${REELERS} clients`,
    `< ${TARGET.toScreenP99Ms} ms`,
  );
  out();
  out(
    `bids: ${bids.sent} sent, ${bids.accepted} accepted, ${bids.sent - bids.accepted} refused (raced: two reelers bid on one lot at once)`,
  );
  for (const [reason, count] of load.refusals.slice(0, 4)) out(`  ${String(count).padStart(6)}  ${reason}`);
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  out(
    `during the bids: server event loop busy ${percent(load.server.eventLoopBusy)}; this process used ` +
      `${percent(load.server.processCpu)} of one core (server, projections and clients; the machine has ${os.cpus().length})`,
  );
  if (toScreen.missing > 0)
    out(`  ${toScreen.missing} accepted bids never reached the live room within 2 s of the end`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(
    `auction benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
}
