import { performance } from 'node:perf_hooks';
import type { Board } from './board.js';
import type { JsonClient } from './http.js';
import { refusalReason } from './refusals.js';

export interface BidResult {
  lotId: string;
  amountPaise: number;
  status: number;
  ms: number;
  sentAt: number;
  /** The accepted bid's id and number (the live feed names the bid by its id). */
  bidId: string | null;
  bidNo: number | null;
  /** Why it was refused (grouped), or null when accepted. */
  reason: string | null;
}

export interface BidderOptions {
  client: JsonClient;
  token: string;
  board: Board;
  /** performance.now() after which no bid is sent (a function: Ctrl-C brings it forward). */
  until: () => number;
  /** Mean gap between this reeler's bids; 0 = bid again as soon as the answer is in (a load test). */
  intervalMs: number;
  onResult(result: BidResult): void;
  random?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One reeler on one device: bids, reads the answer, updates the board, waits a human-like gap, again. */
export async function runBidder(options: BidderOptions): Promise<void> {
  const { client, token, board, until, intervalMs, onResult, random = Math.random } = options;
  let next = performance.now() + random() * intervalMs;
  while (performance.now() < until()) {
    if (intervalMs > 0) {
      const wait = Math.min(next, until()) - performance.now();
      if (wait > 0) await sleep(wait);
      if (performance.now() >= until()) return;
      // Exponential gaps from the planned times, so slow answers do not lower the rate; a reeler more than a few
      // gaps behind starts afresh instead of bursting to catch up.
      if (performance.now() - next > 5 * intervalMs) next = performance.now();
      next -= intervalMs * Math.log(1 - random());
    }
    const bid = board.nextBid(random);
    if (!bid) return;
    let result: BidResult;
    try {
      const answer = await client.post<{ bidId?: string; bidNo?: number; message?: string }>(
        '/BiddingInfo/PlaceBid',
        bid,
        token,
      );
      const accepted = answer.status === 200;
      result = {
        ...bid,
        status: answer.status,
        ms: answer.ms,
        sentAt: answer.sentAt,
        bidId: accepted ? (answer.body.bidId ?? null) : null,
        bidNo: accepted ? (answer.body.bidNo ?? null) : null,
        reason: accepted ? null : refusalReason(answer.status, answer.body),
      };
      const message = String(answer.body?.message ?? '');
      if (accepted) board.accepted(bid.lotId, bid.amountPaise);
      else if (answer.status === 400) board.refused(bid.lotId, message);
      else if (answer.status === 409 && /closed at|not in an auction slot/.test(message))
        board.closed(bid.lotId);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      result = { ...bid, status: 0, ms: 0, sentAt: 0, bidId: null, bidNo: null, reason: `network ${code}` };
      await sleep(200);
    }
    onResult(result);
  }
}
