import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import {
  approvalFactsOf,
  approveAllRefusal,
  type BuyerStanding,
  estimatedAmountPaise,
} from './approve-all.js';
import { type LotCommand, lotDecider } from './lot.js';
import type { LotEvent } from './lot-events.js';
import { bid, inwarded, LOT_ID, reeler, SLOT_ID, slotted } from './testing.js';

/** Issue 27: "approve all highest bids" approves only the lots nobody needs to look at. */
const given = specFor(lotDecider);
const DURING = '2026-11-22T04:45:00.000Z';
const AFTER = new Date('2026-11-22T05:00:00.000Z');
const standing = (n: number, extra: Partial<BuyerStanding> = {}): BuyerStanding => ({
  reelerId: reeler(n).reelerId,
  active: true,
  bar: null,
  ...extra,
});
const approveAll = (buyer: BuyerStanding | null, at = AFTER, slotId = SLOT_ID): LotCommand => ({
  type: 'ApproveHighestBid',
  data: { slotId, buyer, at },
});
const withBids = [inwarded, slotted, bid(1, 1, 70_000, DURING), bid(2, 2, 71_000, DURING)];
const refusedWith = (events: LotEvent[], command: LotCommand, reason: string) =>
  given(events)
    .when(command)
    .thenThrows((fn) => {
      expect(fn).toThrow(ConflictError);
      expect(fn).toThrow(reason);
    });

describe('approve all: the eligibility rule, lot by lot', () => {
  it('approves the highest bid of a closed slot whose buyer is active and not barred', () => {
    given(withBids)
      .when(approveAll(standing(2)))
      .thenEmits(
        [
          {
            type: 'BidApproved',
            data: {
              lotId: LOT_ID,
              slotId: SLOT_ID,
              bidId: 'b-2',
              ...reeler(2),
              amountPaise: 71_000,
              reason: null,
            },
          },
        ],
        (a, b) => expect(a).toEqual(b),
      );
  });

  it('refuses a lot with no bid, and one whose slot is still open', () => {
    refusedWith([inwarded, slotted], approveAll(null), 'No bid');
    refusedWith(withBids, approveAll(standing(2), new Date(DURING)), 'Bidding is open until 10:30');
  });

  it('refuses a highest bid under the floor price (Rs 700.00 in the worked example)', () => {
    // A bid taken before the floor check (the old system's data at go-live) is never approved in bulk.
    refusedWith(
      [inwarded, slotted, bid(1, 1, 69_900, DURING)],
      approveAll(standing(1)),
      'Highest bid Rs 699.00 is under the floor price Rs 700.00',
    );
  });

  it('refuses a buyer deactivated or barred since bidding, naming the reeler and the dues', () => {
    refusedWith(withBids, approveAll(standing(2, { active: false })), 'Reeler Reeler 2 is not active');
    refusedWith(
      withBids,
      approveAll(standing(2, { bar: { overduePaise: 1_250_000, since: '2026-11-01' } })),
      'Reeler Reeler 2 is barred: Rs 12,500.00 overdue since 01/11/2026',
    );
    // A standing read for someone else is no check of the buyer.
    refusedWith(withBids, approveAll(standing(1)), 'The highest bidder could not be checked');
  });

  it('refuses a lot already decided, by either decision (spec section 4: processed once)', () => {
    const decided = (decision: 'approve' | 'reject') =>
      lotDecider.decide(
        { type: 'DecideBid', data: { decision, reason: null, at: AFTER } },
        fold(lotDecider, withBids),
      );
    refusedWith([...withBids, ...decided('reject')], approveAll(standing(2)), 'Already rejected');
    refusedWith([...withBids, ...decided('approve')], approveAll(standing(2)), 'Already approved');
  });

  it('refuses a lot carried on to another slot: that slot approves it', () => {
    refusedWith(withBids, approveAll(standing(2), AFTER, 'another-slot'), 'Moved to slot 1');
  });

  it('reads the same facts from the lot list as from the stream (the preview and the approval agree)', () => {
    const facts = approvalFactsOf(fold(lotDecider, withBids));
    expect(facts).toMatchObject({ lotNo: 7, floorPricePaise: 70_000, highest: { amountPaise: 71_000 } });
    expect(approveAllRefusal(facts, SLOT_ID, standing(2), AFTER)).toBeNull();
    expect(approveAllRefusal(null, SLOT_ID, null, AFTER)).toBe('Lot not found');
  });

  it('estimates the amount at the inward weight: 84.250 kg x Rs 710.00 = Rs 59,817.50', () => {
    expect(estimatedAmountPaise(84_250, 71_000)).toBe(5_981_750);
  });
});
