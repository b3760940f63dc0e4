import { performance } from 'node:perf_hooks';
import { type BidResult, runBidder } from '../simulator/bidder.js';
import { Board, type LiveLotRow } from '../simulator/board.js';
import { jsonClient } from '../simulator/http.js';
import { RefusalCounts } from '../simulator/refusals.js';
import { connectLive } from '../simulator/sse.js';
import { type Latency, latency } from '../simulator/stats.js';

/**
 * The bench's clients (in their own process, so the servers' CPU is the servers'): the GET /api/health baseline,
 * then two bidding phases while a staff live-room client (GET BiddingInfo/LiveStream) notes when each accepted bid
 * shows up: a closed loop (each reeler bids again as soon as its answer is in: the most the servers take) and an
 * open loop (an offered rate spread over many reelers, as the closing minute of a slot looks).
 */
export interface LoadInput {
  url: string;
  staffToken: string;
  reelerTokens: string[];
  lots: LiveLotRow[];
  minIncrementPaise: number;
  /** Server clock minus this machine's. */
  clockOffsetMs: number;
  healthSeconds: number;
  closedLoop: { reelers: number; seconds: number };
  openLoop: { reelers: number; bidsPerSecond: number; seconds: number };
}

export interface BidPhase {
  reelers: number;
  sent: number;
  accepted: number;
  seconds: number;
  /** Answers that were not an answer: a network error or a 5xx. */
  errors: number;
  all: Latency;
  /** Each reeler's first answer of the phase (its caches in the api cold: session, bar and deposit) ... */
  firstOfReeler: Latency;
  /** ... and every later one. */
  later: Latency;
  acceptedLatency: Latency;
  refusals: [string, number][];
  toScreen: Latency & { missing: number };
  /** Bid sent to its frame on every bidding reeler's own live stream (every reeler follows the room). */
  toPhones: Latency & { streams: number };
}

export interface LoadOutput {
  healthSerial: Latency;
  healthConcurrent: Latency & { perSecond: number };
  closed: BidPhase;
  open: BidPhase;
  /** The clients' own CPU over the run (filled in by load-process.ts): on a small machine they compete. */
  clientCpuSeconds?: number;
}

export type LoadPhase = 'bids-start' | 'bids-end';

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

export async function runLoad(input: LoadInput, onPhase: (phase: LoadPhase) => void): Promise<LoadOutput> {
  const client = jsonClient(input.url, input.reelerTokens.length + 8);
  const health = async () => {
    const answer = await client.get('/health');
    if (answer.status !== 200) throw new Error(`health answered ${answer.status}`);
    return answer.ms;
  };
  // Warm-up: connections, JIT, the first queries' plans.
  await closedLoop(8, 1, health);
  const serial = await closedLoop(1, input.healthSeconds, health);
  const concurrent = await closedLoop(input.closedLoop.reelers, input.healthSeconds, health);

  const shownAt = new Map<string, number>();
  const live = connectLive(input.url, '/BiddingInfo/LiveStream', input.staffToken, (event) => {
    if (event.event === 'bid') shownAt.set(String(event.data.bidId), event.receivedAt);
  });
  await live.ready;
  const board = new Board(input.minIncrementPaise, input.clockOffsetMs);
  board.update(input.lots);

  const phase = async (reelers: number, seconds: number, intervalMs: number): Promise<BidPhase> => {
    const tokens = input.reelerTokens.slice(0, reelers);
    // Each reeler's phone follows the room as the bid page does: the fan-out is part of the load.
    // A phone's frame names no bidder and no bid id (anonymous markets): the lot and bid number say which bid.
    // A lot's rapid bids reach a phone coalesced (live-hub.ts, four a second): a bid is on a phone once a frame
    // of its lot with its number or a later one is (that frame shows the lot's state after it).
    const onPhones: Map<string, Array<[number, number]>>[] = [];
    const phones = tokens.map((token, i) => {
      const seen = new Map<string, Array<[number, number]>>();
      onPhones[i] = seen;
      return connectLive(input.url, '/reeler/LiveStream', token, (event) => {
        if (event.event !== 'bid') return;
        const lot = String(event.data.lotId);
        const frames = seen.get(lot) ?? [];
        frames.push([Number(event.data.bidNo), event.receivedAt]);
        seen.set(lot, frames);
      });
    });
    await Promise.all(phones.map((p) => p.ready));
    const results: BidResult[] = [];
    const firsts = new Set<BidResult>();
    const answered = new Set<string>();
    const refusals = new RefusalCounts();
    onPhase('bids-start');
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      tokens.map((token) =>
        runBidder({
          client,
          token,
          board,
          until: () => until,
          intervalMs,
          onResult(result) {
            if (!answered.has(token) && result.status !== 0) {
              answered.add(token);
              firsts.add(result);
            }
            results.push(result);
            if (result.reason !== null) refusals.add(result.reason);
          },
        }),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    onPhase('bids-end');
    // Stragglers: the feed may still be delivering the last bids.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const p of phones) p.close();
    const accepted = results.filter((r) => r.reason === null);
    const delays = accepted.flatMap((r) => {
      const shown = r.bidId ? shownAt.get(r.bidId) : undefined;
      return shown === undefined ? [] : [shown - r.sentAt];
    });
    return {
      reelers,
      sent: results.length,
      accepted: accepted.length,
      seconds: elapsed,
      errors: results.filter((r) => r.status === 0 || r.status >= 500).length,
      all: latency(results.filter((r) => r.status !== 0).map((r) => r.ms)),
      firstOfReeler: latency([...firsts].map((r) => r.ms)),
      later: latency(results.filter((r) => r.status !== 0 && !firsts.has(r)).map((r) => r.ms)),
      acceptedLatency: latency(accepted.map((r) => r.ms)),
      refusals: refusals.entries(),
      toScreen: { ...latency(delays), missing: accepted.length - delays.length },
      toPhones: {
        ...latency(
          accepted.flatMap((r) => {
            const bidNo = r.bidNo;
            if (bidNo === null) return [];
            return onPhones.flatMap((seen) => {
              const shown = seen.get(r.lotId)?.find(([no]) => no >= bidNo);
              return shown ? [shown[1] - r.sentAt] : [];
            });
          }),
        ),
        streams: phones.length,
      },
    };
  };
  try {
    const closed = await phase(input.closedLoop.reelers, input.closedLoop.seconds, 0);
    const { reelers, bidsPerSecond, seconds } = input.openLoop;
    const open = await phase(reelers, seconds, (reelers / bidsPerSecond) * 1000);
    return {
      healthSerial: latency(serial.samples),
      healthConcurrent: {
        ...latency(concurrent.samples),
        perSecond: concurrent.samples.length / concurrent.seconds,
      },
      closed,
      open,
    };
  } finally {
    live.close();
    client.close();
  }
}
