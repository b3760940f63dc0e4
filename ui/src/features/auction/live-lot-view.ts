import { type LotStatus, lotStatusOf } from '@cocoon/domain';
import type { LiveLot } from './live-board';

/**
 * A lot's status at server time `nowMs`. The read's status was true when it was read; a slot that has since
 * closed moves its lots on to awaiting approval or unsold without any event, so the screen works it out as
 * the server would (the same domain rule).
 */
export function liveStatus(lot: LiveLot, nowMs: number): LotStatus {
  return lotStatusOf(
    {
      weighed: lot.netGrams !== null && lot.netGrams !== undefined,
      slotStartsAt: lot.slotStartsAt,
      slotEndsAt: lot.slotEndsAt,
      decision: lot.decision ?? null,
      roundBids: lot.roundBidCount ?? lot.bidCount,
    },
    new Date(nowMs),
  );
}

/** Bids of the lot's current slot (a lot offered again starts a new round). */
export const roundBids = (lot: LiveLot) => lot.roundBidCount ?? lot.bidCount;

export const slotWindow = (lot: LiveLot) =>
  lot.slotStartsAt && lot.slotEndsAt ? { startsAt: lot.slotStartsAt, endsAt: lot.slotEndsAt } : null;
