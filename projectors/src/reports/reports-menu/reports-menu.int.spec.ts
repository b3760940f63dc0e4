import {
  DATE_WISE_SUMMARY,
  FARMER_SUMMARY,
  LAB_RESULT,
  MONTHLY_ABSTRACT,
  REELER_SUMMARY,
  type ReportDefinition,
  type ReportRow,
  reportTotals,
  UNSOLD_AND_AGEING,
} from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_QUERIES } from '../report-queries.js';
import {
  AD_KGL,
  BV,
  CB,
  DAY_1,
  DAY_2,
  F1,
  F2,
  HSR,
  handMadeDays,
  KGL,
  LOTS,
  R1,
  R2,
  REGION,
} from '../testing/hand-made-day.js';
import { type ReportWorld, startReportWorld } from '../testing/report-world.js';

let world: ReportWorld;
beforeAll(async () => {
  world = await startReportWorld('reports_menu');
  await world.append(handMadeDays());
}, 180_000);
afterAll(async () => world?.stop());

const ALL = { kind: 'all' } as const;
const AT_HSR = { kind: 'branch', branchId: HSR } as const;
const TODAY = '2026-11-24';

async function run(definition: ReportDefinition, params: Record<string, string>, scope = ALL as object) {
  const query = REPORT_QUERIES[definition.id];
  if (!query) throw new Error(`no query for ${definition.id}`);
  const result = await query(world.ctx(scope as typeof ALL, TODAY), params);
  // Every cell of every row is one of the definition's columns.
  const keys = new Set(definition.columns.map((c) => c.key));
  for (const row of result.rows)
    for (const key of Object.keys(row)) if (key !== 'drill') expect(keys).toContain(key);
  return result;
}

const cells = (rows: ReportRow[]) => rows.map(({ drill: _, ...r }) => r);

describe('CocoonInward/FarmerSummary', () => {
  it('given the hand-made days, sums each farmer, per-kg min and max and the weighted average rate', async () => {
    const { rows } = await run(FARMER_SUMMARY, { marketId: HSR, from: DAY_1, to: DAY_2 });
    expect(cells(rows)).toEqual([
      {
        farmerId: F1.id,
        farmerCode: 'HSR-F-1',
        farmerName: 'Muniyappa',
        lotsInwarded: 3,
        lots: 2,
        netGrams: 90_000,
        amountPaise: 4_800_000,
        farmerLevyPaise: 48_000,
        farmerNetPaise: 4_752_000,
        minRatePaise: 45_000,
        maxRatePaise: 60_000,
        // Rs 48,000 / 90 kg = Rs 533.33, not the plain mean of 600 and 450 (525).
        avgRatePaise: 53_333,
      },
      {
        farmerId: F2.id,
        farmerCode: 'HSR-F-2',
        farmerName: 'Lakshmamma',
        lotsInwarded: 3,
        lots: 2,
        netGrams: 55_500,
        amountPaise: 2_917_275,
        farmerLevyPaise: 29_173,
        farmerNetPaise: 2_888_102,
        minRatePaise: 32_050,
        maxRatePaise: 70_000,
        avgRatePaise: 52_564,
      },
    ]);
    expect(rows[0]?.drill).toEqual({
      marketId: HSR,
      from: DAY_1,
      to: DAY_2,
      status: 'sold',
      farmerId: F1.id,
    });
    const totals = reportTotals(FARMER_SUMMARY.columns, rows);
    expect(totals).toMatchObject({
      lots: 4,
      netGrams: 145_500,
      amountPaise: 7_717_275,
      minRatePaise: 32_050,
      maxRatePaise: 70_000,
      avgRatePaise: 53_040,
    });
  });

  it('a market outside the caller scope answers nothing, whatever the marketId asks', async () => {
    expect(
      (
        await run(
          FARMER_SUMMARY,
          { marketId: HSR, from: DAY_1, to: DAY_2 },
          { kind: 'branch', branchId: KGL },
        )
      ).rows,
    ).toEqual([]);
    expect((await run(FARMER_SUMMARY, { from: DAY_1, to: DAY_2 }, { kind: 'none' })).rows).toEqual([]);
    // Without a market, a Branch Admin sees only their own market's farmers.
    const own = await run(FARMER_SUMMARY, { from: DAY_1, to: DAY_2 }, AT_HSR);
    expect(own.rows.map((r) => r.farmerCode)).toEqual(['HSR-F-1', 'HSR-F-2']);
    // An AD of another office sees none of HSR; the region's RJD sees both markets' farmers.
    const ad = await run(
      FARMER_SUMMARY,
      { from: DAY_1, to: DAY_2 },
      { kind: 'adOffice', adOfficeId: AD_KGL },
    );
    expect(ad.rows.map((r) => r.farmerCode)).toEqual(['KGL-F-3']);
    const rjd = await run(FARMER_SUMMARY, { from: DAY_1, to: DAY_2 }, { kind: 'region', regionId: REGION });
    expect(rjd.rows.map((r) => r.farmerCode)).toEqual(['HSR-F-1', 'HSR-F-2', 'KGL-F-3']);
  });
});

describe('CocoonInward/ReelerSummary', () => {
  it('per reeler over both markets for an Admin, weighted averages', async () => {
    const { rows } = await run(REELER_SUMMARY, { from: DAY_1, to: DAY_2 });
    expect(cells(rows)).toEqual([
      {
        reelerId: R1.id,
        reelerCode: 'HSR-R-1',
        reelerName: 'Lakshmi Silks',
        lots: 3,
        netGrams: 85_500,
        amountPaise: 4_317_275,
        reelerLevyPaise: 43_173,
        reelerPayablePaise: 4_360_448,
        minRatePaise: 32_050,
        maxRatePaise: 60_000,
        avgRatePaise: 50_494,
      },
      {
        reelerId: R2.id,
        reelerCode: 'HSR-R-2',
        reelerName: 'Ganesh Reeling',
        lots: 2,
        netGrams: 70_000,
        amountPaise: 3_900_000,
        reelerLevyPaise: 39_000,
        reelerPayablePaise: 3_939_000,
        minRatePaise: 45_000,
        maxRatePaise: 70_000,
        avgRatePaise: 55_714,
      },
    ]);
    const hsr = await run(REELER_SUMMARY, { marketId: HSR, from: DAY_1, to: DAY_2 });
    expect(hsr.rows[0]).toMatchObject({
      reelerCode: 'HSR-R-1',
      lots: 2,
      netGrams: 75_500,
      avgRatePaise: 50_560,
    });
  });
});

describe('CocoonInward/LabResult', () => {
  it("the day's assay of every lot inwarded, in the units the columns say", async () => {
    const { rows } = await run(LAB_RESULT, { marketId: HSR, date: DAY_1 });
    expect(rows.map((r) => r.lotNo)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[2]).toEqual({
      lotId: LOTS.hsr3.lotId,
      lotNo: 3,
      farmerCode: 'HSR-F-2',
      farmerName: 'Lakshmamma',
      race: 'CB',
      cocoonGrams: 84_250,
      cocoonsPerKg: 600,
      cocoonsPer100g: 6_000,
      shellCentigrams: 2_167,
      shellRatioBp: 2_167,
      defectBp: 500,
      rendittaX100: 600,
      floorPricePaise: 70_000,
    });
    expect((await run(LAB_RESULT, { marketId: HSR, date: '2026-11-19' })).rows).toEqual([]);
  });
});

describe('CocoonAuction/DateWiseSummaryReport', () => {
  it('per market date: lots inwarded and sold, kg, amount, levies, rates', async () => {
    const { rows } = await run(DATE_WISE_SUMMARY, { marketId: HSR, from: DAY_1, to: DAY_2 });
    expect(cells(rows)).toEqual([
      {
        date: DAY_1,
        lotsInwarded: 5,
        lots: 3,
        netGrams: 115_500,
        amountPaise: 5_617_275,
        farmerLevyPaise: 56_173,
        reelerLevyPaise: 56_173,
        totalLevyPaise: 112_346,
        minRatePaise: 32_050,
        maxRatePaise: 60_000,
        avgRatePaise: 48_634,
      },
      {
        date: DAY_2,
        lotsInwarded: 1,
        lots: 1,
        netGrams: 30_000,
        amountPaise: 2_100_000,
        farmerLevyPaise: 21_000,
        reelerLevyPaise: 21_000,
        totalLevyPaise: 42_000,
        minRatePaise: 70_000,
        maxRatePaise: 70_000,
        avgRatePaise: 70_000,
      },
    ]);
    expect(rows[1]?.drill).toEqual({ marketId: HSR, from: DAY_2, to: DAY_2, status: 'sold' });
  });
});

describe('CocoonAuction/UnsoldAndAgeing', () => {
  it('lists unsold and rejected lots, and sold lots not fully paid aged to the To date', async () => {
    const { rows, summary } = await run(UNSOLD_AND_AGEING, { marketId: HSR, from: DAY_1, to: DAY_2 });
    // Lot 1 is paid in full (22 Nov), so it is not listed.
    expect(rows.map((r) => [r.date, r.lotNo, r.status, r.duePaise, r.days, r.bucket])).toEqual([
      [DAY_1, 2, 'Unpaid', 1_782_000, 1, '0-3 days'],
      [DAY_1, 3, 'Unpaid', 809_102, 1, '0-3 days'],
      [DAY_1, 4, 'Rejected', null, null, null],
      [DAY_1, 5, 'Unsold', null, null, null],
      [DAY_2, 1, 'Unpaid', 2_079_000, 0, '0-3 days'],
    ]);
    expect(summary).toEqual(
      expect.arrayContaining([
        { label: 'As on', value: DAY_2, type: 'date' },
        { label: 'Lots not sold', value: 1, type: 'count' },
        { label: 'Lots rejected', value: 1, type: 'count' },
        { label: 'Unpaid 0-3 days: lots', value: 3, type: 'count' },
        { label: 'Unpaid 0-3 days: due (Rs)', value: 4_670_102, type: 'paise' },
        { label: 'Unpaid > 30 days: lots', value: 0, type: 'count' },
      ]),
    );
  });

  it('ages to today when the period runs past it', async () => {
    const { rows } = await run(UNSOLD_AND_AGEING, { marketId: HSR, from: DAY_1, to: '2026-12-31' });
    // Today is 24 Nov: lot 2 weighed on the 20th is 4 days old.
    expect(rows.find((r) => r.lotNo === 2 && r.date === DAY_1)).toMatchObject({
      days: 4,
      bucket: '4-7 days',
    });
  });
});

describe('CocoonAuction/OverallMonthlyAbstract', () => {
  it('by race, with price bands and lots above and below the weighted average', async () => {
    const { rows, summary } = await run(MONTHLY_ABSTRACT, { marketId: HSR, month: '2026-11' });
    expect(cells(rows)).toEqual([
      {
        race: 'BV',
        lotsInwarded: 4,
        lots: 3,
        netGrams: 120_000,
        amountPaise: 6_900_000,
        totalLevyPaise: 138_000,
        minRatePaise: 45_000,
        maxRatePaise: 70_000,
        avgRatePaise: 57_500,
        shareBp: 8_247,
      },
      {
        race: 'CB',
        lotsInwarded: 2,
        lots: 1,
        netGrams: 25_500,
        amountPaise: 817_275,
        totalLevyPaise: 16_346,
        minRatePaise: 32_050,
        maxRatePaise: 32_050,
        avgRatePaise: 32_050,
        shareBp: 1_753,
      },
    ]);
    expect(rows[0]?.drill).toMatchObject({ cocoonTypeId: BV.id, from: '2026-11-01', to: '2026-11-30' });
    expect(rows[1]?.drill).toMatchObject({ cocoonTypeId: CB.id });
    const line = (label: string) => summary?.find((s) => s.label === label)?.value;
    expect(line('Rs 300-400/kg: lots')).toBe(1);
    expect(line('Rs 300-400/kg: weight (kg)')).toBe(25_500);
    expect(line('Rs 400-500/kg: share of kg (%)')).toBe(2_749);
    expect(line('Rs 500-600/kg: lots')).toBe(0);
    expect(line('Rs 600-700/kg: weight (kg)')).toBe(50_000);
    expect(line('Rs 700-800/kg: lots')).toBe(1);
    expect(line('Weighted average rate (Rs/kg)')).toBe(53_040);
    expect(line('Lots sold above the average rate')).toBe(2);
    expect(line('Lots sold at or below the average rate')).toBe(2);
  });
});
