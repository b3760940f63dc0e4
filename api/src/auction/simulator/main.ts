import { performance } from 'node:perf_hooks';
import { type BidResult, runBidder } from './bidder.js';
import { Board } from './board.js';
import { jsonClient } from './http.js';
import { activeReelerCodes, loginReelers, openSlotNow, reelerLots, staffLogin } from './market.js';
import { parseOptions, USAGE } from './options.js';
import { RefusalCounts } from './refusals.js';
import { latency, ms } from './stats.js';

/**
 * `npm run simulate:auction`: many reelers bidding on the open slot of the demo market through the same HTTP
 * calls as the reelers' app (login, lots, PlaceBid with an Idempotency-Key). With no open slot it opens one over
 * today's free lots as the Branch Admin. Prints what was accepted, what was refused and why, and the latency.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options === 'help') {
    out(USAGE);
    return;
  }
  const client = jsonClient(options.url, options.reelers + 8);
  try {
    const staff = await staffLogin(client, options.staff, options.staffPassword);
    const codes = await activeReelerCodes(client, staff);
    const tokens = await loginReelers(client, codes, options.reelers, options.reelerPassword);
    out(
      `${tokens.length} bidding devices logged in (${Math.min(codes.length, tokens.length)} reelers) at ${options.url}`,
    );
    let lots = await reelerLots(client, tokens[0]!);
    if (!lots.slots.some((s) => s.status === 'Open')) {
      const slot = await openSlotNow(client, staff, lots.serverTime, options.minutes);
      out(
        `no slot was open: slot ${slot.slotNo} opened ${slot.startTime}-${slot.endTime} with ${slot.lotCount} lots`,
      );
      // The lists follow the events a moment later: wait until the new slot's lots are listed as open.
      for (let i = 0; i < 50; i++) {
        lots = await reelerLots(client, tokens[0]!);
        if (lots.lots.filter((l) => l.status === 'Bidding').length >= slot.lotCount) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const board = new Board(lots.minIncrementPaise ?? 100, Date.parse(lots.serverTime) - Date.now());
    board.update(lots.lots);
    if (board.size === 0) throw new Error('the open slot has no lot taking bids');
    const open = lots.slots
      .filter((s) => s.status === 'Open')
      .map((s) => `${s.slotNo} (${s.startTime}-${s.endTime})`);
    out(
      `bidding on ${board.size} lots of slot ${open.join(', ')} at ${options.rate} bids/s for up to ${options.minutes} min`,
    );

    const started = performance.now();
    let deadline = started + Math.min(options.minutes * 60_000, board.closesAt() - Date.now());
    const stop = () => {
      deadline = performance.now();
    };
    process.once('SIGINT', stop);
    const results: BidResult[] = [];
    const refusals = new RefusalCounts();
    let accepted = 0;
    const progress = setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      out(
        `${seconds.toFixed(0)} s: ${results.length} bids sent, ${accepted} accepted, ${refusals.total} refused`,
      );
    }, 10_000);
    const refresh = setInterval(() => {
      reelerLots(client, tokens[0]!).then(
        (fresh) => board.update(fresh.lots),
        () => undefined,
      );
    }, 5_000);
    await Promise.all(
      tokens.map((token) =>
        runBidder({
          client,
          token,
          board,
          until: () => deadline,
          intervalMs: (options.reelers / options.rate) * 1000,
          onResult(result) {
            results.push(result);
            if (result.reason === null) accepted += 1;
            else refusals.add(result.reason);
          },
        }),
      ),
    );
    clearInterval(progress);
    clearInterval(refresh);
    process.removeListener('SIGINT', stop);
    summary(results, refusals, (performance.now() - started) / 1000);
  } finally {
    client.close();
  }
}

function summary(results: BidResult[], refusals: RefusalCounts, seconds: number): void {
  const acceptedResults = results.filter((r) => r.reason === null);
  const answered = results.filter((r) => r.status !== 0);
  const all = latency(answered.map((r) => r.ms));
  const ok = latency(acceptedResults.map((r) => r.ms));
  const perSecond = (n: number) => (n / seconds).toFixed(1);
  out();
  out(`Simulated ${seconds.toFixed(1)} s: ${results.length} bids sent (${perSecond(results.length)}/s)`);
  out(`  accepted ${acceptedResults.length} (${perSecond(acceptedResults.length)}/s)`);
  out(`  refused  ${refusals.total}`);
  for (const [reason, count] of refusals.entries()) out(`    ${String(count).padStart(6)}  ${reason}`);
  out(`latency, every answer:   p50 ${ms(all.p50)}, p99 ${ms(all.p99)}, max ${ms(all.max)}`);
  out(`latency, accepted bids:  p50 ${ms(ok.p50)}, p99 ${ms(ok.p99)}, max ${ms(ok.max)}`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`auction simulator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
