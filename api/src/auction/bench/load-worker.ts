import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { type BidResult, runBidder } from '../simulator/bidder.js';
import { Board, type LiveLotRow } from '../simulator/board.js';
import { jsonClient } from '../simulator/http.js';
import { RefusalCounts } from '../simulator/refusals.js';
import { connectLive } from '../simulator/sse.js';
import { type Latency, latency } from '../simulator/stats.js';

/**
 * The bench's clients, on their own thread so the server's event loop is not also the load generator's: the
 * GET /api/health baseline, then 50 reelers bidding as fast as their answers come back while a staff live-room
 * client (GET BiddingInfo/LiveStream) notes when each accepted bid shows up.
 */
export interface LoadInput {
  url: string;
  staffToken: string;
  reelerTokens: string[];
  lots: LiveLotRow[];
  minIncrementPaise: number;
  /** Server clock minus this machine's (the bench pins the server clock inside the slot). */
  clockOffsetMs: number;
  bidSeconds: number;
  healthSeconds: number;
}

export interface LoadOutput {
  healthSerial: Latency;
  healthConcurrent: Latency & { perSecond: number };
  bids: { sent: number; accepted: number; seconds: number; all: Latency; acceptedLatency: Latency };
  refusals: [string, number][];
  toScreen: Latency & { missing: number };
}

async function closedLoop(clients: number, seconds: number, work: () => Promise<number>) {
  const samples: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) samples.push(await work());
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function run(input: LoadInput): Promise<LoadOutput> {
  const client = jsonClient(input.url, input.reelerTokens.length + 8);
  const health = async () => {
    const answer = await client.get('/health');
    if (answer.status !== 200) throw new Error(`health answered ${answer.status}`);
    return answer.ms;
  };
  // Warm-up: connections, JIT, the first queries' plans.
  await closedLoop(8, 1, health);
  const serial = await closedLoop(1, input.healthSeconds, health);
  const concurrent = await closedLoop(input.reelerTokens.length, input.healthSeconds, health);

  const shownAt = new Map<string, number>();
  const live = connectLive(input.url, '/BiddingInfo/LiveStream', input.staffToken, (event) => {
    if (event.event === 'bid') shownAt.set(String(event.data.bidId), event.receivedAt);
  });
  await live.ready;

  const board = new Board(input.minIncrementPaise, input.clockOffsetMs);
  board.update(input.lots);
  const results: BidResult[] = [];
  const refusals = new RefusalCounts();
  parentPort?.postMessage({ phase: 'bids-start' });
  const started = performance.now();
  const until = started + input.bidSeconds * 1000;
  await Promise.all(
    input.reelerTokens.map((token) =>
      runBidder({
        client,
        token,
        board,
        until: () => until,
        intervalMs: 0,
        onResult(result) {
          results.push(result);
          if (result.reason !== null) refusals.add(result.reason);
        },
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  parentPort?.postMessage({ phase: 'bids-end' });
  // Stragglers: the feed may still be delivering the last bids.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  live.close();
  client.close();

  const accepted = results.filter((r) => r.reason === null);
  const delays = accepted.flatMap((r) => {
    const shown = r.bidId ? shownAt.get(r.bidId) : undefined;
    return shown === undefined ? [] : [shown - r.sentAt];
  });
  return {
    healthSerial: latency(serial.samples),
    healthConcurrent: {
      ...latency(concurrent.samples),
      perSecond: concurrent.samples.length / concurrent.seconds,
    },
    bids: {
      sent: results.length,
      accepted: accepted.length,
      seconds,
      all: latency(results.filter((r) => r.status !== 0).map((r) => r.ms)),
      acceptedLatency: latency(accepted.map((r) => r.ms)),
    },
    refusals: refusals.entries(),
    toScreen: { ...latency(delays), missing: accepted.length - delays.length },
  };
}

run(workerData as LoadInput).then(
  (output) => parentPort?.postMessage({ ok: true, output }),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
);
