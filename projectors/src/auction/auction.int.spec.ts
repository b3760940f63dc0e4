import type { AuctionDayEvent, LotEvent, LotInwardedData, LotWeighedData } from '@cocoon/domain';
import { inwardData } from '@cocoon/domain/testing';
import { describe, it } from 'vitest';
import { DEFAULT_METADATA, projectionSpec, recorded } from '../runtime/testing/projection-harness.js';
import { auctionProjection } from './auction.js';

const spec = projectionSpec<LotEvent | AuctionDayEvent>(auctionProjection);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HSR = DEFAULT_METADATA.marketId;
const LOT = uuid(0x701);
const OTHER_LOT = uuid(0x702);
const SLOT_1 = uuid(0x5101);
const SLOT_2 = uuid(0x5102);
const FARMER = uuid(0xf01);
const BV = uuid(0xc01);
const DAY = '2026-11-22';
const AT = DEFAULT_METADATA.occurredAt;
// Slot 1 of the day 10:00 to 10:30 IST; slot 2, the lot's second round, 11:00 to 11:30 IST.
const SLOT_1_STARTS = '2026-11-22T04:30:00.000Z';
const SLOT_1_ENDS = '2026-11-22T05:00:00.000Z';
const SLOT_2_STARTS = '2026-11-22T05:30:00.000Z';
const SLOT_2_ENDS = '2026-11-22T06:00:00.000Z';
const APPROVED_AT = '2026-11-22T05:02:00.000Z';
const WEIGHED_AT = '2026-11-22T07:00:00.000Z';
const CORRECTED_AT = '2026-11-22T08:00:00.000Z';

/** domain.md's worked example: SR 21.67 % → renditta 6.00 → floor Rs 700 per kg. */
const inward = (lotId: string, lotNo: number): LotInwardedData => ({
  ...inwardData,
  lotId,
  marketId: HSR,
  inwardDate: DAY,
  lotNo,
  farmerId: FARMER,
  cocoonTypeId: BV,
});
const inwarded = (lotId = LOT, lotNo = 7): LotEvent => ({ type: 'LotInwarded', data: inward(lotId, lotNo) });

const slotScheduled = (
  slotId: string,
  slotNo: number,
  startsAt: string,
  endsAt: string,
): AuctionDayEvent => ({
  type: 'SlotScheduled',
  data: {
    slotId,
    slotNo,
    marketId: HSR,
    inwardDate: DAY,
    startsAt,
    endsAt,
    lotFrom: 7,
    lotTo: 8,
    lots: [
      { lotId: LOT, lotNo: 7 },
      { lotId: OTHER_LOT, lotNo: 8 },
    ],
  },
});
const placed = (slotId: string, slotNo: number, startsAt: string, endsAt: string, lotId = LOT): LotEvent => ({
  type: 'LotPlacedInSlot',
  data: { lotId, slotId, slotNo, startsAt, endsAt },
});
const inSlot1 = (lotId = LOT) => placed(SLOT_1, 1, SLOT_1_STARTS, SLOT_1_ENDS, lotId);

const reeler = (n: number) => ({
  reelerId: uuid(0xe00 + n),
  reelerName: `Reeler ${n}`,
  reelerCode: `HSR-R-${String(n).padStart(4, '0')}`,
});
const bidId = (bidNo: number, lotId = LOT) => uuid((lotId === LOT ? 0xb100 : 0xb200) + bidNo);
const bidAt = (bidNo: number) => `2026-11-22T04:${String(40 + bidNo).padStart(2, '0')}:00.000Z`;
const bid = (
  bidNo: number,
  reelerNo: number,
  amountPaise: number,
  slotId = SLOT_1,
  lotId = LOT,
): LotEvent => ({
  type: 'BidPlaced',
  data: {
    lotId,
    slotId,
    bidId: bidId(bidNo, lotId),
    bidNo,
    ...reeler(reelerNo),
    amountPaise,
    placedAt: bidAt(bidNo),
  },
});
const decided = (
  type: 'BidApproved' | 'BidRejected',
  bidNo: number,
  reelerNo: number,
  amountPaise: number,
  reason: string | null,
) =>
  recorded<LotEvent>(
    {
      type,
      data: { lotId: LOT, slotId: SLOT_1, bidId: bidId(bidNo), ...reeler(reelerNo), amountPaise, reason },
    },
    { occurredAt: APPROVED_AT, userName: 'hsr.ad' },
  );

// Two crates: 43.400 − 1.200 + 42.300 − 1.250 = 83.250 kg at Rs 725/kg; levies 1.00 % farmer, 1.50 % reeler.
const weighedData: LotWeighedData = {
  lotId: LOT,
  reelerId: reeler(2).reelerId,
  ratePaise: 72_500,
  crates: [
    { grossGrams: 43_400, tareGrams: 1_200 },
    { grossGrams: 42_300, tareGrams: 1_250 },
  ],
  netGrams: 83_250,
  farmerLevyBp: 100,
  reelerLevyBp: 150,
  amountPaise: 6_035_625,
  farmerLevyPaise: 60_356,
  reelerLevyPaise: 90_534,
  farmerNetPaise: 5_975_269,
  reelerPayablePaise: 6_126_159,
};
const weighed = recorded<LotEvent>(
  { type: 'LotWeighed', data: weighedData },
  { occurredAt: WEIGHED_AT, userName: 'hsr.weigher' },
);
// One net weight entered instead of crates: 83.000 kg.
const corrected = recorded<LotEvent>(
  {
    type: 'LotWeightCorrected',
    data: {
      ...weighedData,
      crates: null,
      netGrams: 83_000,
      amountPaise: 6_017_500,
      farmerLevyPaise: 60_175,
      reelerLevyPaise: 90_263,
      farmerNetPaise: 5_957_325,
      reelerPayablePaise: 6_107_763,
      previousNetGrams: 83_250,
      reason: 'Scale recalibrated',
    },
  },
  { occurredAt: CORRECTED_AT, userName: 'hsr.ad' },
);

/** A lot just inwarded: its figures, no slot, no bid, no decision, no weight. */
const inwardedRow = {
  lot_id: LOT,
  branch_id: HSR,
  inward_date: DAY,
  lot_no: 7,
  farmer_id: FARMER,
  farmer_name: 'Muniyappa K',
  farmer_code: 'HSR-F-0001',
  cocoon_type_id: BV,
  silk_name: 'BV',
  lays: 150,
  cocoon_weight_grams: 84_250,
  sample_count: 60,
  cocoon_weight_mg: 100_000,
  shell_weight_mg: 21_670,
  defective_count: 3,
  shell_ratio_bp: 2167,
  defect_bp: 500,
  cocoons_per_kg: 600,
  renditta_x100: 600,
  floor_price_paise: 70_000,
  slot_id: null,
  slot_no: null,
  slot_starts_at: null,
  slot_ends_at: null,
  bid_count: 0,
  round_bid_count: 0,
  highest_bid_id: null,
  highest_bid_paise: null,
  highest_reeler_id: null,
  highest_reeler_name: null,
  highest_reeler_code: null,
  highest_bid_at: null,
  decision: null,
  decision_reason: null,
  decided_at: null,
  decided_by: null,
  net_grams: null,
  crates: null,
  rate_paise: null,
  amount_paise: null,
  farmer_levy_paise: null,
  reeler_levy_paise: null,
  farmer_net_paise: null,
  reeler_payable_paise: null,
  weighed_at: null,
  weighed_by: null,
  weight_corrections: 0,
  created_at: AT,
  created_by: 'hsr.officer',
  updated_at: AT,
};

const bidRow = (bidNo: number, reelerNo: number, amountPaise: number, slotId = SLOT_1) => ({
  bid_id: bidId(bidNo),
  lot_id: LOT,
  branch_id: HSR,
  slot_id: slotId,
  bid_no: bidNo,
  reeler_id: reeler(reelerNo).reelerId,
  reeler_name: `Reeler ${reelerNo}`,
  reeler_code: `HSR-R-000${reelerNo}`,
  amount_paise: amountPaise,
  placed_at: bidAt(bidNo),
});

describe('auction.lots', () => {
  it('an inwarded lot is one row with its sample, assay and floor price, and nothing auctioned yet', async () => {
    await spec
      .given([inwarded()])
      .thenRows({ auction_lots: [inwardedRow], auction_bids: [], auction_slots: [] });
  });

  it('a lot number allocation writes nothing; a scheduled slot is one row with its lots counted', async () => {
    await spec
      .given([
        { type: 'LotNumberAllocated', data: { marketId: HSR, inwardDate: DAY, lotId: LOT, lotNo: 7 } },
        slotScheduled(SLOT_1, 1, SLOT_1_STARTS, SLOT_1_ENDS),
      ])
      .thenRows({
        auction_lots: [],
        auction_slots: [
          {
            slot_id: SLOT_1,
            branch_id: HSR,
            inward_date: DAY,
            slot_no: 1,
            starts_at: SLOT_1_STARTS,
            ends_at: SLOT_1_ENDS,
            lot_from: 7,
            lot_to: 8,
            lot_count: 2,
            bid_count: 0,
            created_at: AT,
            created_by: 'hsr.officer',
          },
        ],
      });
  });

  it('a lot placed in a slot carries the slot’s number and times', async () => {
    const later = recorded(inSlot1(), { occurredAt: '2026-11-22T04:10:00.000Z' });
    await spec.given([inwarded()], [later]).thenRows({
      auction_lots: [
        {
          ...inwardedRow,
          slot_id: SLOT_1,
          slot_no: 1,
          slot_starts_at: SLOT_1_STARTS,
          slot_ends_at: SLOT_1_ENDS,
          updated_at: '2026-11-22T04:10:00.000Z',
        },
      ],
    });
  });

  it('bids in one batch: every bid kept, the last one highest, counted on the lot and on the slot', async () => {
    await spec
      .given(
        [
          slotScheduled(SLOT_1, 1, SLOT_1_STARTS, SLOT_1_ENDS),
          inwarded(),
          inwarded(OTHER_LOT, 8),
          inSlot1(),
          inSlot1(OTHER_LOT),
        ],
        [bid(1, 1, 70_000), bid(2, 2, 71_000), bid(1, 3, 70_500, SLOT_1, OTHER_LOT), bid(3, 1, 72_000)],
      )
      .thenRows({
        auction_bids: [
          bidRow(1, 1, 70_000),
          bidRow(2, 2, 71_000),
          bidRow(3, 1, 72_000),
          {
            ...bidRow(1, 3, 70_500),
            bid_id: bidId(1, OTHER_LOT),
            lot_id: OTHER_LOT,
          },
        ],
        auction_lots: [
          {
            lot_id: LOT,
            bid_count: 3,
            round_bid_count: 3,
            highest_bid_id: bidId(3),
            highest_bid_paise: 72_000,
            highest_reeler_id: reeler(1).reelerId,
            highest_reeler_name: 'Reeler 1',
            highest_reeler_code: 'HSR-R-0001',
            highest_bid_at: bidAt(3),
          },
          { lot_id: OTHER_LOT, bid_count: 1, round_bid_count: 1, highest_bid_paise: 70_500 },
        ],
        auction_slots: [{ slot_id: SLOT_1, bid_count: 4 }],
      });
  });

  it('an approval records the decision, who decided and when', async () => {
    await spec
      .given(
        [inwarded(), inSlot1(), bid(1, 1, 71_000), bid(2, 2, 72_500)],
        [decided('BidApproved', 2, 2, 72_500, null)],
      )
      .thenRows({
        auction_lots: [
          {
            lot_id: LOT,
            highest_bid_paise: 72_500,
            decision: 'approved',
            decision_reason: null,
            decided_at: APPROVED_AT,
            decided_by: 'hsr.ad',
            updated_at: APPROVED_AT,
          },
        ],
      });
  });

  it('a rejection keeps its reason; the next slot starts a new round and keeps the bid history', async () => {
    await spec
      .given(
        [
          slotScheduled(SLOT_1, 1, SLOT_1_STARTS, SLOT_1_ENDS),
          inwarded(),
          inSlot1(),
          bid(1, 1, 70_000),
          bid(2, 2, 70_100),
        ],
        [decided('BidRejected', 2, 2, 70_100, 'Price too low')],
      )
      .thenRows({
        auction_lots: [
          { lot_id: LOT, decision: 'rejected', decision_reason: 'Price too low', decided_by: 'hsr.ad' },
        ],
      });
    await spec
      .given(
        [slotScheduled(SLOT_2, 2, SLOT_2_STARTS, SLOT_2_ENDS), placed(SLOT_2, 2, SLOT_2_STARTS, SLOT_2_ENDS)],
        [bid(3, 1, 71_500, SLOT_2)],
      )
      .thenRows({
        auction_lots: [
          {
            lot_id: LOT,
            slot_id: SLOT_2,
            slot_no: 2,
            slot_starts_at: SLOT_2_STARTS,
            slot_ends_at: SLOT_2_ENDS,
            bid_count: 3,
            round_bid_count: 1,
            highest_bid_id: bidId(3),
            highest_bid_paise: 71_500,
            highest_reeler_id: reeler(1).reelerId,
            decision: null,
            decision_reason: null,
            decided_at: null,
            decided_by: null,
          },
        ],
        auction_bids: [bidRow(1, 1, 70_000), bidRow(2, 2, 70_100), bidRow(3, 1, 71_500, SLOT_2)],
        auction_slots: [
          { slot_id: SLOT_1, bid_count: 2 },
          { slot_id: SLOT_2, bid_count: 1 },
        ],
      });
  });

  it('weighing records the net weight, crates, rate and every amount in paise', async () => {
    await spec
      .given(
        [inwarded(), inSlot1(), bid(1, 2, 72_500), decided('BidApproved', 1, 2, 72_500, null)],
        [weighed],
      )
      .thenRows({
        auction_lots: [
          {
            lot_id: LOT,
            net_grams: 83_250,
            crates: [
              { grossGrams: 43_400, tareGrams: 1_200 },
              { grossGrams: 42_300, tareGrams: 1_250 },
            ],
            rate_paise: 72_500,
            amount_paise: 6_035_625,
            farmer_levy_paise: 60_356,
            reeler_levy_paise: 90_534,
            farmer_net_paise: 5_975_269,
            reeler_payable_paise: 6_126_159,
            weighed_at: WEIGHED_AT,
            weighed_by: 'hsr.weigher',
            weight_corrections: 0,
            updated_at: WEIGHED_AT,
          },
        ],
      });
  });

  it('a weight correction replaces weight and amounts and is counted', async () => {
    await spec
      .given(
        [inwarded(), inSlot1(), bid(1, 2, 72_500), decided('BidApproved', 1, 2, 72_500, null), weighed],
        [corrected],
      )
      .thenRows({
        auction_lots: [
          {
            lot_id: LOT,
            net_grams: 83_000,
            crates: null,
            rate_paise: 72_500,
            amount_paise: 6_017_500,
            farmer_levy_paise: 60_175,
            reeler_levy_paise: 90_263,
            farmer_net_paise: 5_957_325,
            reeler_payable_paise: 6_107_763,
            weighed_at: CORRECTED_AT,
            weighed_by: 'hsr.ad',
            weight_corrections: 1,
          },
        ],
      });
  });

  it('a whole lot life in one batch gives the same rows as event by event', async () => {
    await spec
      .given([
        slotScheduled(SLOT_1, 1, SLOT_1_STARTS, SLOT_1_ENDS),
        inwarded(),
        inSlot1(),
        bid(1, 1, 71_000),
        bid(2, 2, 72_500),
        decided('BidApproved', 2, 2, 72_500, null),
        weighed,
        corrected,
      ])
      .thenRows({
        auction_lots: [
          {
            ...inwardedRow,
            slot_id: SLOT_1,
            slot_no: 1,
            slot_starts_at: SLOT_1_STARTS,
            slot_ends_at: SLOT_1_ENDS,
            bid_count: 2,
            round_bid_count: 2,
            highest_bid_id: bidId(2),
            highest_bid_paise: 72_500,
            highest_reeler_id: reeler(2).reelerId,
            highest_reeler_name: 'Reeler 2',
            highest_reeler_code: 'HSR-R-0002',
            highest_bid_at: bidAt(2),
            decision: 'approved',
            decision_reason: null,
            decided_at: APPROVED_AT,
            decided_by: 'hsr.ad',
            net_grams: 83_000,
            crates: null,
            rate_paise: 72_500,
            amount_paise: 6_017_500,
            farmer_levy_paise: 60_175,
            reeler_levy_paise: 90_263,
            farmer_net_paise: 5_957_325,
            reeler_payable_paise: 6_107_763,
            weighed_at: CORRECTED_AT,
            weighed_by: 'hsr.ad',
            weight_corrections: 1,
            updated_at: CORRECTED_AT,
          },
        ],
        auction_bids: [bidRow(1, 1, 71_000), bidRow(2, 2, 72_500)],
        auction_slots: [{ slot_id: SLOT_1, lot_count: 2, bid_count: 2 }],
      });
  });
});
