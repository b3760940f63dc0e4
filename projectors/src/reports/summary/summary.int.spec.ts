import type { CustomerEvent, LotEvent } from '@cocoon/domain';
import { describe, it } from 'vitest';
import { projectionSpec } from '../../runtime/testing/projection-harness.js';
import {
  BV,
  CB,
  decided,
  farmerRegistered,
  farmerUpdated,
  inwarded,
  placed,
  soldLot,
  uuid,
  weighed,
} from './summary.fixtures.js';
import { summaryProjection } from './summary.js';

const spec = projectionSpec<LotEvent | CustomerEvent>(summaryProjection);

const HSR = uuid(0xa1);
const DPI = uuid(0xa2);
const TSC_1 = uuid(0x7c1);
const TSC_2 = uuid(0x7c2);
const F1 = uuid(0xf1);
const F2 = uuid(0xf2);
const R1 = uuid(0xe1);
const R2 = uuid(0xe2);
const [A, B, C, D, E] = [1, 2, 3, 4, 5].map((n) => uuid(0x700 + n)) as [
  string,
  string,
  string,
  string,
  string,
];
const DAY = '2026-11-22';

// A: 48.000 kg at Rs 725 = Rs 34,800.00; levies Rs 348.00 and Rs 522.00.
const lotA = soldLot({ lotId: A, marketId: HSR, date: DAY, lotNo: 1, farmerId: F1 }, R1, 48_000, 72_500);
// B: 39.500 kg at Rs 680 = Rs 26,860.00; levies Rs 268.60 and Rs 402.90.
const lotB = soldLot(
  { lotId: B, marketId: HSR, date: DAY, lotNo: 2, farmerId: F2, inwardGrams: 40_000 },
  R2,
  39_500,
  68_000,
);
const inwardC = inwarded({ lotId: C, marketId: HSR, date: DAY, lotNo: 3, farmerId: F1, inwardGrams: 30_000 });
const rejectC = decided('BidRejected', C, R1, 50_000);
const inwardD = inwarded({
  lotId: D,
  marketId: DPI,
  date: DAY,
  lotNo: 1,
  farmerId: F2,
  cocoonTypeId: CB,
  inwardGrams: 20_000,
});
const registerF1 = farmerRegistered(F1, HSR, TSC_1);
const day = [registerF1, ...lotA, ...lotB, inwardC, rejectC, inwardD];

const lotRows = [
  {
    lot_id: A,
    branch_id: HSR,
    market_date: DAY,
    lot_no: 1,
    cocoon_type_id: BV,
    farmer_id: F1,
    tsc_id: TSC_1,
    reeler_id: R1,
    inward_grams: 50_000,
    net_grams: 48_000,
    rate_paise: 72_500,
    amount_paise: 3_480_000,
    farmer_levy_paise: 34_800,
    reeler_levy_paise: 52_200,
    farmer_net_paise: 3_445_200,
    reeler_payable_paise: 3_532_200,
    decision: 'approved',
    sold: true,
  },
  {
    lot_id: B,
    tsc_id: null,
    reeler_id: R2,
    inward_grams: 40_000,
    net_grams: 39_500,
    amount_paise: 2_686_000,
    farmer_levy_paise: 26_860,
    reeler_levy_paise: 40_290,
    decision: 'approved',
    sold: true,
  },
  {
    lot_id: C,
    tsc_id: TSC_1,
    reeler_id: null,
    net_grams: null,
    amount_paise: null,
    decision: 'rejected',
    sold: false,
  },
  { lot_id: D, branch_id: DPI, cocoon_type_id: CB, decision: null, sold: false },
];

const hsrDay = {
  branch_id: HSR,
  market_date: DAY,
  cocoon_type_id: BV,
  lots_inwarded: 3,
  inward_grams: 120_000,
  lots_sold: 2,
  sold_grams: 87_500,
  amount_paise: 6_166_000,
  farmer_levy_paise: 61_660,
  reeler_levy_paise: 92_490,
  farmer_net_paise: 6_104_340,
  reeler_payable_paise: 6_258_490,
  // Rates per kg of the sold lots, never their amounts.
  min_rate_paise: 68_000,
  max_rate_paise: 72_500,
  lots_rejected: 1,
  farmers: 2,
  reelers: 2,
};
const dpiDay = {
  branch_id: DPI,
  market_date: DAY,
  cocoon_type_id: CB,
  lots_inwarded: 1,
  inward_grams: 20_000,
  lots_sold: 0,
  sold_grams: 0,
  amount_paise: 0,
  farmer_levy_paise: 0,
  reeler_levy_paise: 0,
  farmer_net_paise: 0,
  reeler_payable_paise: 0,
  min_rate_paise: null,
  max_rate_paise: null,
  lots_rejected: 0,
  farmers: 1,
  reelers: 0,
};

describe('reports.summary', () => {
  it('keeps one slim row per lot and one per market, day and race, summed over the sold lots only', async () => {
    await spec.given(day).thenRows({
      report_lots: lotRows,
      report_market_days: [hsrDay, dpiDay],
      // A reeler's month is their purchases; the TSC's month every lot of its farmers (C was rejected).
      report_reeler_months: [
        {
          branch_id: HSR,
          reeler_id: R1,
          month: '2026-11-01',
          cocoon_type_id: BV,
          lots_sold: 1,
          sold_grams: 48_000,
          amount_paise: 3_480_000,
          min_rate_paise: 72_500,
        },
        {
          branch_id: HSR,
          reeler_id: R2,
          lots_sold: 1,
          sold_grams: 39_500,
          amount_paise: 2_686_000,
          max_rate_paise: 68_000,
        },
      ],
      report_tsc_months: [
        {
          branch_id: HSR,
          tsc_id: TSC_1,
          month: '2026-11-01',
          lots_inwarded: 2,
          inward_grams: 80_000,
          lots_sold: 1,
          sold_grams: 48_000,
          lots_rejected: 1,
        },
        {
          branch_id: HSR,
          tsc_id: null,
          lots_inwarded: 1,
          lots_sold: 1,
          sold_grams: 39_500,
          farmer_net_paise: 2_659_140,
        },
        {
          branch_id: DPI,
          tsc_id: null,
          cocoon_type_id: CB,
          lots_inwarded: 1,
          lots_sold: 0,
          sold_grams: 0,
          min_rate_paise: null,
        },
      ],
    });
  });

  it('gives the same rows whether the events come in one batch, one by one, or again after a crash', async () => {
    await spec
      .given(
        ...day.map((e) => [e]),
        day, // a runner re-reading the batches after a crash delivers the same recorded events again
      )
      .thenRows({ report_lots: lotRows, report_market_days: [hsrDay, dpiDay] });
  });

  it('recomputes the market day when a weight is corrected or a rejected lot goes to a new round', async () => {
    // A corrected to 47.000 kg: Rs 34,075.00; levies Rs 340.75 and Rs 511.13 (511.125 rounded).
    await spec.given(day, [weighed(A, R1, 47_000, 72_500, 'LotWeightCorrected'), placed(C)]).thenRows({
      report_lots: [
        { lot_id: A, net_grams: 47_000, amount_paise: 3_407_500, reeler_levy_paise: 51_113, sold: true },
        { lot_id: B, sold: true },
        { lot_id: C, decision: null, reeler_id: null, sold: false },
        { lot_id: D },
      ],
      report_market_days: [
        {
          ...hsrDay,
          sold_grams: 86_500,
          amount_paise: 6_093_500,
          farmer_levy_paise: 60_935,
          reeler_levy_paise: 91_403,
          farmer_net_paise: 6_032_565,
          reeler_payable_paise: 6_184_903,
          lots_rejected: 0,
        },
        dpiDay,
      ],
    });
  });

  it("carries the farmer's TSC at inward: a later change moves the farmer's next lots, not the earlier ones", async () => {
    await spec
      // One batch: the change lands between the two inwards, as it happened.
      .given([
        registerF1,
        inwarded({ lotId: A, marketId: HSR, date: DAY, lotNo: 1, farmerId: F1 }),
        farmerUpdated(F1, TSC_2),
        inwarded({ lotId: E, marketId: HSR, date: '2026-11-23', lotNo: 1, farmerId: F1 }),
      ])
      .thenRows({
        report_lots: [
          { lot_id: A, tsc_id: TSC_1 },
          { lot_id: E, tsc_id: TSC_2 },
        ],
        report_customers: [{ customer_id: F1, tsc_id: TSC_2 }],
        report_market_days: [
          { market_date: DAY, lots_inwarded: 1, farmers: 1 },
          { market_date: '2026-11-23', lots_inwarded: 1, farmers: 1 },
        ],
      });
  });
});
