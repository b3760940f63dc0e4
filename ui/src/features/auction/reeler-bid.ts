import { parseRupees } from '@cocoon/domain';

/**
 * The reeler's bid box: rupees typed with at most two decimals become whole paise by string arithmetic
 * ('712.5' → 71250), the box starts at the least the server will accept, and a retried attempt keeps its
 * idempotency key so a bid whose answer was lost is never placed twice.
 */

/**
 * Domain.md's default minimum increment (Re 1), for the rare answer that could not say the market's own:
 * the server still checks the real one and its refusal names the figure.
 */
const DEFAULT_INCREMENT_PAISE = 100;

/** The least a bid may be: the floor price with no bid yet, else the highest plus the increment. */
export function minimumBid(
  lot: { floorPricePaise: number; highestBidPaise: number | null },
  incrementPaise: number | null | undefined,
): number {
  if (lot.highestBidPaise === null) return lot.floorPricePaise;
  return lot.highestBidPaise + (incrementPaise ?? DEFAULT_INCREMENT_PAISE);
}

/** Rupees per kg as typed → paise; undefined for anything that is not a bid: a positive amount (parseRupees). */
export function bidPaise(text: string): number | undefined {
  const paise = parseRupees(text);
  return paise !== undefined && paise > 0 ? paise : undefined;
}

/** One press of Bid: what it offered, and whether its outcome is known (its key is the command hook's). */
export interface BidAttempt {
  amountPaise: number;
  /** 'unknown': no answer came (the network dropped, or the server failed): the bid may have been taken. */
  outcome: 'pending' | 'unknown';
}

/**
 * A press of Bid. Retrying the same amount after an unknown outcome is the same attempt (the command hook sends
 * it with the same key, so the server answers it once); anything else is a new attempt.
 */
export function attemptFor(previous: BidAttempt | undefined, amountPaise: number): BidAttempt {
  if (previous?.outcome === 'unknown' && previous.amountPaise === amountPaise) {
    return { ...previous, outcome: 'pending' };
  }
  return { amountPaise, outcome: 'pending' };
}

/** Whether a failure leaves the bid's fate unknown (no answer, or the server broke) rather than refused. */
export function outcomeUnknown(status: number | 'ERR_NETWORK' | 'ERR_UNKNOWN'): boolean {
  return typeof status !== 'number' || status >= 500;
}
