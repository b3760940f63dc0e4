import { rupeesText } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import { UnansweredActions } from '../../api/command-key';
import { attemptFor, bidPaise, minimumBid, outcomeUnknown } from './reeler-bid';

describe('the reeler bid box', () => {
  it('starts at the floor price, or the highest bid plus the increment', () => {
    expect(minimumBid({ floorPricePaise: 70000, highestBidPaise: null }, 100)).toBe(70000);
    expect(minimumBid({ floorPricePaise: 70000, highestBidPaise: 71200 }, 500)).toBe(71700);
    expect(minimumBid({ floorPricePaise: 70000, highestBidPaise: 71200 }, null)).toBe(71300);
  });

  it('reads rupees with at most two decimals into exact paise', () => {
    expect(bidPaise('712')).toBe(71200);
    expect(bidPaise('712.5')).toBe(71250);
    expect(bidPaise(' 712.05 ')).toBe(71205);
    expect(bidPaise('Rs 1,043.10')).toBe(104310);
    expect(bidPaise('₹712')).toBe(71200);
    // 0.29 × 100 is 28.999… in floating point; string arithmetic is exact.
    expect(bidPaise('700.29')).toBe(70029);
    expect(bidPaise('712.555')).toBeUndefined();
    expect(bidPaise('0')).toBeUndefined();
    expect(bidPaise('-5')).toBeUndefined();
    expect(bidPaise('abc')).toBeUndefined();
    expect(bidPaise('')).toBeUndefined();
    expect(rupeesText(71250)).toBe('712.50');
    expect(rupeesText(70005)).toBe('700.05');
  });

  it('retries the same bid after a lost answer as the same attempt, and only then', () => {
    const first = attemptFor(undefined, 71200);
    expect(first).toEqual({ amountPaise: 71200, outcome: 'pending' });
    const lost = { ...first, outcome: 'unknown' as const };
    expect(attemptFor(lost, 71200)).toEqual({ amountPaise: 71200, outcome: 'pending' });
    // A different amount is a different bid.
    expect(attemptFor(lost, 71300)).toEqual({ amountPaise: 71300, outcome: 'pending' });
    // The same lot and amount sent again before an answer keep one key (the command hook's key policy).
    const keys = new UnansweredActions();
    const bid = { path: 'BiddingInfo/PlaceBid', body: { lotId: 'L1', amountPaise: 71200 } };
    expect(keys.keyFor(bid)).toBe(keys.keyFor({ ...bid }));
  });

  it('treats no answer and a server failure as unknown, a refusal as known', () => {
    expect(outcomeUnknown('ERR_NETWORK')).toBe(true);
    expect(outcomeUnknown(503)).toBe(true);
    expect(outcomeUnknown(400)).toBe(false);
    expect(outcomeUnknown(409)).toBe(false);
  });
});
