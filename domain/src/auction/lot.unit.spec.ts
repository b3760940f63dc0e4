import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { specFor } from '../shared/given-when-then.js';
import { type InwardedLot, type LotCommand, lotDecider, lotStatus, slotRefusal } from './lot.js';
import type { LotEvent } from './lot-events.js';
import {
  bid,
  inwardData,
  inwarded,
  LOT_ID,
  MARKET_ID,
  reeler,
  SLOT_ENDS,
  SLOT_ID,
  SLOT_STARTS,
  slotted,
} from './testing.js';

const given = specFor(lotDecider);
const eq = (a: unknown, b: unknown) => expect(a).toEqual(b);
const DURING = new Date('2026-11-22T04:45:00.000Z');
const AFTER = new Date('2026-11-22T05:00:00.000Z');

const placeBid = (
  amountPaise: number,
  n = 1,
  extra: Partial<{
    isActive: boolean;
    marketId: string;
    at: Date;
    bar: { overduePaise: number; since: string } | null;
  }> = {},
): LotCommand => ({
  type: 'PlaceBid',
  data: {
    bidId: `b-new`,
    reeler: { ...reeler(n), marketId: extra.marketId ?? MARKET_ID, isActive: extra.isActive ?? true },
    amountPaise,
    minIncrementPaise: 100,
    bar: extra.bar ?? null,
    at: extra.at ?? DURING,
  },
});
const expectError = (
  events: LotEvent[],
  command: LotCommand,
  type: new (...a: never[]) => Error,
  text: RegExp | string,
) =>
  given(events)
    .when(command)
    .thenThrows((fn) => {
      expect(fn).toThrow(type);
      expect(fn).toThrow(text);
    });

describe('lot: inward and assay', () => {
  it('records the inward with the assay computed from the sample and the settings in force', () => {
    const { assay: _a, ...rest } = inwardData;
    given().when({ type: 'InwardLot', data: rest }).thenEmits([inwarded], eq);
  });

  it('refuses impossible samples with the field that is wrong', () => {
    const { assay: _a, ...rest } = inwardData;
    const withSample = (sample: Partial<typeof rest.sample>): LotCommand => ({
      type: 'InwardLot',
      data: { ...rest, sample: { ...rest.sample, ...sample } },
    });
    expectError(
      [],
      withSample({ shellWeightMg: 100_000 }),
      ValidationError,
      'Shell weight must be less than the cocoon weight',
    );
    expectError([], withSample({ defectiveCount: 61 }), ValidationError, 'Defective cocoons cannot exceed');
    expectError([], withSample({ sampleCount: 0 }), ValidationError, 'number of cocoons');
  });

  it('never inwards the same lot twice', () => {
    const { assay: _a, ...rest } = inwardData;
    expectError(
      [inwarded],
      { type: 'InwardLot', data: rest },
      ConflictError,
      'Selected Data has already been processed',
    );
  });
});

describe('lot: slots', () => {
  const place = (at: Date, slotId = 'slot-2', slotNo = 2): LotCommand => ({
    type: 'PlaceLotInSlot',
    data: { slotId, slotNo, startsAt: '2026-11-22T06:00:00.000Z', endsAt: '2026-11-22T06:30:00.000Z', at },
  });

  it('places a fresh lot in a slot, and the same slot again is a no-op', () => {
    given([inwarded])
      .when({ type: 'PlaceLotInSlot', data: { ...slotted.data, at: DURING } } as LotCommand)
      .thenEmits([slotted], eq);
    given([inwarded, slotted])
      .when({ type: 'PlaceLotInSlot', data: { ...slotted.data, at: DURING } } as LotCommand)
      .thenEmits([], eq);
  });

  it('refuses a second slot while the first is running, awaits approval, or the lot is sold', () => {
    expectError([inwarded, slotted], place(DURING), ConflictError, 'Lot 7 is already in slot 1');
    expectError(
      [inwarded, slotted, bid(1, 1, 70_000, DURING.toISOString())],
      place(AFTER),
      ConflictError,
      'Lot 7 awaits bid approval in slot 1',
    );
    const approved: LotEvent = {
      type: 'BidApproved',
      data: { lotId: LOT_ID, slotId: SLOT_ID, bidId: 'b-1', ...reeler(1), amountPaise: 70_000, reason: null },
    };
    expectError(
      [inwarded, slotted, bid(1, 1, 70_000, DURING.toISOString()), approved],
      place(AFTER),
      ConflictError,
      'Lot 7 is sold',
    );
  });

  it('carries an unsold lot (no bid, or rejected) to a later slot with a fresh round of bids', () => {
    given([inwarded, slotted])
      .when(place(AFTER))
      .thenEmits(
        [
          {
            type: 'LotPlacedInSlot',
            data: {
              lotId: LOT_ID,
              slotId: 'slot-2',
              slotNo: 2,
              startsAt: '2026-11-22T06:00:00.000Z',
              endsAt: '2026-11-22T06:30:00.000Z',
            },
          },
        ],
        eq,
      );
    const rejected: LotEvent = {
      type: 'BidRejected',
      data: {
        lotId: LOT_ID,
        slotId: SLOT_ID,
        bidId: 'b-1',
        ...reeler(1),
        amountPaise: 70_000,
        reason: 'Farmer refused',
      },
    };
    const history = [inwarded, slotted, bid(1, 1, 70_000, DURING.toISOString()), rejected];
    expect(slotRefusal(fold(lotDecider, history), AFTER)).toBeNull();
    const [moved] = lotDecider.decide(place(AFTER), fold(lotDecider, history));
    const after = fold(lotDecider, [...history, moved!]) as InwardedLot;
    expect(after.round).toEqual({ highest: null, bids: 0 });
    expect(after.bidCount).toBe(1);
  });
});

describe('lot: bidding', () => {
  const open = [inwarded, slotted];

  it('accepts a first bid at the floor price and numbers it', () => {
    given(open)
      .when(placeBid(70_000))
      .thenEmits(
        [
          {
            type: 'BidPlaced',
            data: {
              lotId: LOT_ID,
              slotId: SLOT_ID,
              bidId: 'b-new',
              bidNo: 1,
              ...reeler(1),
              amountPaise: 70_000,
              placedAt: DURING.toISOString(),
            },
          },
        ],
        eq,
      );
  });

  it('refuses a barred reeler with the amount overdue and since when, before any other check', () => {
    expectError(
      open,
      placeBid(70_000, 1, { bar: { overduePaise: 1_234_500, since: '2026-11-02' } }),
      ForbiddenError,
      'You are barred from bidding: Rs 12,345.00 overdue since 02/11/2026. Please pay at the market office.',
    );
    // Even a bid that would be too low is told about the bar first: paying is what the reeler must do.
    expectError(
      open,
      placeBid(1, 1, { bar: { overduePaise: 100, since: '2026-11-02' } }),
      ForbiddenError,
      /barred from bidding: Rs 1\.00 overdue/,
    );
  });

  it('accepts a bid from a reeler who is not barred', () => {
    const events = lotDecider.decide(placeBid(70_000, 1, { bar: null }), fold(lotDecider, open));
    expect(events.map((e) => e.type)).toEqual(['BidPlaced']);
  });

  it('refuses a bid below the floor price, saying the floor', () => {
    expectError(
      open,
      placeBid(69_999),
      ValidationError,
      'Bid must be at least the floor price of Rs 700.00 per kg',
    );
  });

  it('refuses a bid that does not beat the highest by the minimum increment, saying the figures', () => {
    expectError(
      [...open, bid(1, 2, 71_000, DURING.toISOString())],
      placeBid(71_099),
      ValidationError,
      'Bid must be at least Rs 711.00 per kg: the highest bid is Rs 710.00 and the minimum increment is Rs 1.00',
    );
    given([...open, bid(1, 2, 71_000, DURING.toISOString())])
      .when(placeBid(71_100))
      .thenEmits(
        [
          {
            type: 'BidPlaced',
            data: {
              lotId: LOT_ID,
              slotId: SLOT_ID,
              bidId: 'b-new',
              bidNo: 2,
              ...reeler(1),
              amountPaise: 71_100,
              placedAt: DURING.toISOString(),
            },
          },
        ],
        eq,
      );
  });

  it('lets a reeler raise their own bid (by the increment)', () => {
    const events = lotDecider.decide(
      placeBid(72_000, 2),
      fold(lotDecider, [...open, bid(1, 2, 71_000, DURING.toISOString())]),
    );
    expect(events[0]?.type).toBe('BidPlaced');
  });

  it('goes by the server clock: refused before the slot opens and from its end on', () => {
    expectError(
      open,
      placeBid(70_000, 1, { at: new Date(Date.parse(SLOT_STARTS) - 1) }),
      ConflictError,
      'Bidding on lot 7 opens at 10:00',
    );
    expectError(
      open,
      placeBid(70_000, 1, { at: new Date(SLOT_ENDS) }),
      ConflictError,
      'Bidding on lot 7 closed at 10:30',
    );
    expectError([inwarded], placeBid(70_000), ConflictError, 'Lot 7 is not in an auction slot');
  });

  it('refuses inactive (barred) reelers and other markets', () => {
    expectError(open, placeBid(70_000, 1, { isActive: false }), ForbiddenError, 'not active for bidding');
    expectError(open, placeBid(70_000, 1, { marketId: 'elsewhere' }), ForbiddenError, 'your own market');
    expectError([], placeBid(70_000), NotFoundError, 'Lot not found');
  });
});

describe('lot: approval', () => {
  const withBids = [
    inwarded,
    slotted,
    bid(1, 1, 70_000, DURING.toISOString()),
    bid(2, 2, 71_000, DURING.toISOString()),
  ];
  const decide = (decision: 'approve' | 'reject', at = AFTER): LotCommand => ({
    type: 'DecideBid',
    data: { decision, reason: null, at },
  });

  it('approves the highest bid after the slot closes', () => {
    given(withBids)
      .when(decide('approve'))
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
        eq,
      );
  });

  it('never decides twice: "Selected Data has already been processed"', () => {
    const [approved] = lotDecider.decide(decide('approve'), fold(lotDecider, withBids));
    expectError(
      [...withBids, approved!],
      decide('reject'),
      ConflictError,
      'Selected Data has already been processed',
    );
  });

  it('refuses while bidding is open, and when there is no bid', () => {
    expectError(withBids, decide('approve', DURING), ConflictError, 'Bidding on lot 7 is open until 10:30');
    expectError([inwarded, slotted], decide('reject'), ConflictError, 'Lot 7 has no bid to decide');
  });

  it('reports the status by the clock', () => {
    const state = fold(lotDecider, withBids) as InwardedLot;
    expect(lotStatus(state, new Date(Date.parse(SLOT_STARTS) - 1))).toBe('Scheduled');
    expect(lotStatus(state, DURING)).toBe('Bidding');
    expect(lotStatus(state, AFTER)).toBe('Awaiting approval');
    expect(lotStatus(fold(lotDecider, [inwarded, slotted]) as InwardedLot, AFTER)).toBe('Unsold');
  });
});

describe('lot: weight entry', () => {
  const approved: LotEvent = {
    type: 'BidApproved',
    data: { lotId: LOT_ID, slotId: SLOT_ID, bidId: 'b-1', ...reeler(1), amountPaise: 71_250, reason: null },
  };
  const sold = [inwarded, slotted, bid(1, 1, 71_250, DURING.toISOString()), approved];
  const levy = { farmerLevyBp: 100, reelerLevyBp: 100 };
  const weigh = (
    crates: { grossGrams: number; tareGrams: number }[] | null,
    netGrams: number | null = null,
  ): LotCommand => ({
    type: 'RecordWeight',
    data: { crates, netGrams, levy, at: AFTER },
  });

  it('weighs crate by crate and prices the lot to the paisa', () => {
    const [event] = lotDecider.decide(
      weigh([
        { grossGrams: 43_100, tareGrams: 1_500 },
        { grossGrams: 44_150, tareGrams: 1_500 },
      ]),
      fold(lotDecider, sold),
    );
    // 84.250 kg × Rs 712.50 = Rs 60,028.13 (60,028.125 rounded half up); levies 1 % each.
    expect(event).toEqual({
      type: 'LotWeighed',
      data: {
        lotId: LOT_ID,
        reelerId: reeler(1).reelerId,
        ratePaise: 71_250,
        crates: [
          { grossGrams: 43_100, tareGrams: 1_500 },
          { grossGrams: 44_150, tareGrams: 1_500 },
        ],
        netGrams: 84_250,
        farmerLevyBp: 100,
        reelerLevyBp: 100,
        amountPaise: 6_002_813,
        farmerLevyPaise: 60_028,
        reelerLevyPaise: 60_028,
        farmerNetPaise: 5_942_785,
        reelerPayablePaise: 6_062_841,
      },
    });
  });

  it('weighs a lot the buyer’s deposit covers (amount + reeler levy), to the paisa', () => {
    // 84.250 kg × Rs 712.50 = Rs 60,028.13, + 1 % levy Rs 600.28 = Rs 60,628.41.
    const exact: LotCommand = {
      type: 'RecordWeight',
      data: { crates: null, netGrams: 84_250, levy, at: AFTER, deposit: { availablePaise: 6_062_841 } },
    };
    expect(lotDecider.decide(exact, fold(lotDecider, sold)).map((e) => e.type)).toEqual(['LotWeighed']);
  });

  it('refuses to weigh a lot the deposit cannot cover, saying how much more is needed', () => {
    const short: LotCommand = {
      type: 'RecordWeight',
      data: { crates: null, netGrams: 84_250, levy, at: AFTER, deposit: { availablePaise: 6_000_000 } },
    };
    expectError(sold, short, ConflictError, 'Reeler Reeler 1 needs Rs 628.41 more in deposit to take lot 7');
  });

  it('refuses crates lighter than their tare, unapproved lots, and a second weighing', () => {
    expectError(
      sold,
      weigh([{ grossGrams: 1_000, tareGrams: 1_500 }]),
      ValidationError,
      'Please check the crate weights',
    );
    expectError(
      [inwarded, slotted, bid(1, 1, 71_250, DURING.toISOString())],
      weigh(null, 84_250),
      ConflictError,
      'Lot 7 has no approved bid to weigh',
    );
    const [weighed] = lotDecider.decide(weigh(null, 84_250), fold(lotDecider, sold));
    expectError(
      [...sold, weighed!],
      weigh(null, 80_000),
      ConflictError,
      'The Selected Record has Already Processed',
    );
  });

  it('corrects a weight only by an explicit, reasoned correction event', () => {
    const [weighed] = lotDecider.decide(weigh(null, 84_250), fold(lotDecider, sold));
    const correct = (reason: string, netGrams: number): LotCommand => ({
      type: 'CorrectWeight',
      data: { crates: null, netGrams, levy, at: AFTER, reason },
    });
    expectError([...sold, weighed!], correct('', 84_000), ValidationError, 'reason');
    expectError(
      [...sold, weighed!],
      correct('Scale recalibrated', 84_250),
      ValidationError,
      'already weighs 84.250 kg',
    );
    expectError(sold, correct('Scale recalibrated', 84_000), ConflictError, 'not been weighed yet');
    const [corrected] = lotDecider.decide(
      correct('Scale recalibrated', 84_000),
      fold(lotDecider, [...sold, weighed!]),
    );
    expect(corrected).toMatchObject({
      type: 'LotWeightCorrected',
      data: {
        netGrams: 84_000,
        previousNetGrams: 84_250,
        reason: 'Scale recalibrated',
        amountPaise: 5_985_000,
      },
    });
  });

  it('a correction of a paid lot waits for a second person, who approves (named) or rejects with a reason', () => {
    const [weighed] = lotDecider.decide(weigh(null, 84_250), fold(lotDecider, sold));
    const officer = { userId: 'u-branch', userName: 'hosur.admin' };
    const ad = { userId: 'u-ad', userName: 'ad.krishnagiri' };
    const ask: LotCommand = {
      type: 'RequestWeightCorrection',
      data: {
        crates: null,
        netGrams: 1_000,
        levy,
        at: AFTER,
        reason: 'Entry error',
        requestId: 'req-1',
        by: officer,
      },
    };
    const [requested] = lotDecider.decide(ask, fold(lotDecider, [...sold, weighed!]));
    expect(requested).toMatchObject({
      type: 'WeightCorrectionRequested',
      data: { requestId: 'req-1', netGrams: 1_000, previousNetGrams: 84_250, requestedBy: 'hosur.admin' },
    });
    const waiting = [...sold, weighed!, requested!];
    expectError(waiting, ask, ConflictError, 'awaits the Assistant Director');
    const decide = (
      by: typeof ad,
      decision: 'approve' | 'reject',
      reason: string | null = null,
    ): LotCommand => ({
      type: 'DecideWeightCorrection',
      data: { requestId: 'req-1', decision, reason, by, at: AFTER },
    });
    expectError(waiting, decide(officer, 'approve'), ForbiddenError, 'never by the officer who asked');
    expectError(waiting, decide(ad, 'reject', ''), ValidationError, 'reason');
    const [approved] = lotDecider.decide(decide(ad, 'approve'), fold(lotDecider, waiting));
    expect(approved).toMatchObject({
      type: 'LotWeightCorrected',
      data: {
        netGrams: 1_000,
        previousNetGrams: 84_250,
        approval: { requestId: 'req-1', requestedBy: 'hosur.admin', approvedBy: 'ad.krishnagiri' },
      },
    });
    expectError([...waiting, approved!], decide(ad, 'approve'), ConflictError, 'No correction of lot');
    const [rejected] = lotDecider.decide(
      decide(ad, 'reject', 'Weighbridge slip shows 84.25 kg'),
      fold(lotDecider, waiting),
    );
    expect(rejected).toMatchObject({
      type: 'WeightCorrectionRejected',
      data: { rejectedBy: 'ad.krishnagiri' },
    });
    expect(fold(lotDecider, [...waiting, rejected!])).toMatchObject({
      pendingCorrection: null,
      weight: { netGrams: 84_250 },
    });
  });
});
