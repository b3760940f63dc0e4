import { performance } from 'node:perf_hooks';
import { type BidResult, runBidder } from './bidder.js';
import { Board } from './board.js';
import type { JsonClient } from './http.js';
import {
  activeReelerCodes,
  loginReelers,
  marketLogins,
  openSlotNow,
  type ReelerLots,
  reelerLots,
  staffLogin,
} from './market.js';
import type { SimulatorOptions } from './options.js';
import { RefusalCounts } from './refusals.js';
import { latency, ms } from './stats.js';

/** One market's bidding: its devices' sessions and the bidders' picture of its open lots. */
interface MarketRun {
  name: string;
  /** Head codes of the market's active reelers. */
  codes: string[];
  tokens: string[];
  board: Board;
  accepted: number;
  sent: number;
}

export interface SimulationSummary {
  seconds: number;
  sent: number;
  accepted: number;
  refused: Array<[reason: string, count: number]>;
  /** Bids that got no answer (connection refused, reset), by cause: a healthy run has none. */
  errors: Array<[cause: string, count: number]>;
  markets: Array<{ name: string; devices: number; lots: number; sent: number; accepted: number }>;
  /** Markets asked for that had nothing to bid on, and why. */
  skipped: Array<{ name: string; reason: string }>;
  p50Ms: number;
  p99Ms: number;
  acceptedP50Ms: number;
  acceptedP99Ms: number;
}

type Out = (line?: string) => void;

/**
 * Many reelers bidding on the open slots of one market or of many at once (a statewide day) through the same HTTP
 * calls as the reelers' app (login, lots, PlaceBid with an Idempotency-Key). A market with no open slot gets one
 * over today's free lots, scheduled by its Branch Admin.
 */
export async function simulate(
  client: JsonClient,
  options: SimulatorOptions,
  out: Out,
): Promise<SimulationSummary> {
  const logins =
    options.markets > 0
      ? await marketLogins(
          client,
          await staffLogin(client, options.admin, options.staffPassword),
          options.markets,
        )
      : [{ marketName: options.staff, login: options.staff }];
  const runs: MarketRun[] = [];
  const skipped: SimulationSummary['skipped'] = [];
  for (const market of logins) {
    try {
      runs.push(await prepareMarket(client, options, market.marketName, market.login, out));
    } catch (error) {
      // A market with nothing to bid on (no reeler, no lot today) is reported and left out, not fatal.
      const reason = error instanceof Error ? error.message : String(error);
      skipped.push({ name: market.marketName, reason });
      out(`${market.marketName}: left out: ${reason}`);
    }
  }
  if (runs.length === 0) throw new Error('no market could bid');
  // The devices asked for are shared out among the markets that can bid.
  for (const [index, run] of runs.entries()) {
    const devices = Math.max(1, share(options.reelers, runs.length, index));
    run.tokens = await loginReelers(client, run.codes, devices, options.reelerPassword);
    out(
      `${run.name}: ${run.tokens.length} devices (${Math.min(run.codes.length, devices)} reelers), ${run.board.size} lots`,
    );
  }
  const devices = runs.reduce((n, r) => n + r.tokens.length, 0);
  out(
    `bidding in ${runs.length} market${runs.length === 1 ? '' : 's'} from ${devices} devices at ${options.rate} bids/s for up to ${options.minutes} min`,
  );

  const started = performance.now();
  const closes = Math.min(...runs.map((r) => r.board.closesAt()));
  let deadline = started + Math.min(options.minutes * 60_000, closes - Date.now());
  const stop = () => {
    deadline = performance.now();
  };
  process.once('SIGINT', stop);
  const results: BidResult[] = [];
  const refusals = new RefusalCounts();
  const failures = new RefusalCounts();
  let accepted = 0;
  const progress = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    out(
      `${seconds.toFixed(0)} s: ${results.length} bids sent, ${accepted} accepted, ${refusals.total} refused`,
    );
  }, 10_000);
  // The bidders learn from their own answers; a read now and then brings in what the others did.
  const refresh = setInterval(() => {
    for (const run of runs) {
      reelerLots(client, run.tokens[0]!).then(
        (fresh) => run.board.update(fresh.lots),
        () => undefined,
      );
    }
  }, 5_000);
  try {
    await Promise.all(
      runs.flatMap((run) =>
        run.tokens.map((token) =>
          runBidder({
            client,
            token,
            board: run.board,
            until: () => deadline,
            // Every device bids at the same mean rate, whichever market it is in.
            intervalMs: (devices / options.rate) * 1000,
            onResult(result) {
              results.push(result);
              run.sent += 1;
              if (result.reason === null) {
                accepted += 1;
                run.accepted += 1;
              } else if (result.status === 0) failures.add(result.reason);
              else refusals.add(result.reason);
            },
          }),
        ),
      ),
    );
  } finally {
    clearInterval(progress);
    clearInterval(refresh);
    process.removeListener('SIGINT', stop);
  }
  return { ...summarise(results, refusals, failures, runs, (performance.now() - started) / 1000), skipped };
}

/** Logs in as the market's Branch Admin and one of its reelers, and opens a slot when none is open. */
async function prepareMarket(
  client: JsonClient,
  options: SimulatorOptions,
  name: string,
  login: string,
  out: Out,
): Promise<MarketRun> {
  const staff = await staffLogin(client, login, options.staffPassword);
  const codes = await activeReelerCodes(client, staff);
  const tokens = await loginReelers(client, codes, 1, options.reelerPassword);
  let lots = await reelerLots(client, tokens[0]!);
  if (!lots.slots.some((s) => s.status === 'Open')) {
    const slot = await openSlotNow(client, staff, lots.serverTime, options.minutes);
    out(
      `${name}: no slot was open; slot ${slot.slotNo} opened ${slot.startTime}-${slot.endTime}, ${slot.lotCount} lots`,
    );
    lots = await openLots(client, tokens[0]!, slot.lotCount);
  }
  const board = new Board(lots.minIncrementPaise ?? 100, Date.parse(lots.serverTime) - Date.now());
  board.update(lots.lots);
  if (board.size === 0) throw new Error('the open slot has no lot taking bids');
  return { name, codes, tokens, board, accepted: 0, sent: 0 };
}

/** The lists follow the events a moment later: waits until the new slot's lots are listed as open. */
async function openLots(client: JsonClient, token: string, count: number): Promise<ReelerLots> {
  let lots = await reelerLots(client, token);
  for (let i = 0; i < 100 && lots.lots.filter((l) => l.status === 'Bidding').length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    lots = await reelerLots(client, token);
  }
  return lots;
}

/** `total` shared out among `parts`, the first ones taking the remainder. */
const share = (total: number, parts: number, index: number) =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0);

function summarise(
  results: readonly BidResult[],
  refusals: RefusalCounts,
  failures: RefusalCounts,
  runs: readonly MarketRun[],
  seconds: number,
): Omit<SimulationSummary, 'skipped'> {
  const answered = results.filter((r) => r.status !== 0);
  const all = latency(answered.map((r) => r.ms));
  const ok = latency(results.filter((r) => r.reason === null).map((r) => r.ms));
  return {
    seconds,
    sent: results.length,
    accepted: results.filter((r) => r.reason === null).length,
    refused: [...refusals.entries()],
    errors: [...failures.entries()],
    markets: runs.map((r) => ({
      name: r.name,
      devices: r.tokens.length,
      lots: r.board.listedLots,
      sent: r.sent,
      accepted: r.accepted,
    })),
    p50Ms: all.p50,
    p99Ms: all.p99,
    acceptedP50Ms: ok.p50,
    acceptedP99Ms: ok.p99,
  };
}

export function printSummary(summary: SimulationSummary, out: Out): void {
  const perSecond = (n: number) => (n / summary.seconds).toFixed(1);
  out();
  out(`Simulated ${summary.seconds.toFixed(1)} s: ${summary.sent} bids sent (${perSecond(summary.sent)}/s)`);
  out(`  accepted ${summary.accepted} (${perSecond(summary.accepted)}/s)`);
  out(`  refused  ${summary.refused.reduce((n, [, count]) => n + count, 0)}`);
  for (const [reason, count] of summary.refused) out(`    ${String(count).padStart(6)}  ${reason}`);
  out(`  errors   ${summary.errors.reduce((n, [, count]) => n + count, 0)} (no answer)`);
  for (const [cause, count] of summary.errors) out(`    ${String(count).padStart(6)}  ${cause}`);
  out(`latency, every answer:  p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)}`);
  out(`latency, accepted bids: p50 ${ms(summary.acceptedP50Ms)}, p99 ${ms(summary.acceptedP99Ms)}`);
  for (const m of summary.skipped) out(`left out: ${m.name} (${m.reason})`);
  if (summary.markets.length > 1) {
    out('per market: devices, lots, bids sent, accepted');
    for (const m of summary.markets) {
      out(
        `  ${m.name.padEnd(20)} ${String(m.devices).padStart(4)} ${String(m.lots).padStart(4)} ${String(m.sent).padStart(7)} ${String(m.accepted).padStart(7)}`,
      );
    }
  }
}
