import { type ReportParameters, type ReportRow, reportById, reportTotals, type Scope } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIS_QUERIES } from './index.js';
import {
  BV,
  CB,
  customers,
  DHARMAPURI,
  DHARMAPURI_AD,
  HOSUR,
  KELAMANGALAM,
  KRISHNAGIRI,
  lots,
  offices,
  R1,
  WEST,
} from './testing/mis-dataset.js';
import { type MisWorld, misWorld } from './testing/mis-world.js';

/**
 * Every MIS query on the hand-made department of mis-dataset.ts (lots numbered 1-9 there); each expected figure
 * is worked out in the comment beside it. "Today" is 15 February 2025 unless a test says otherwise.
 */
let world: MisWorld;
beforeAll(async () => {
  world = await misWorld('mis_reports');
  await world.given([...offices, ...customers]);
  await world.given(lots);
});
afterAll(async () => world?.close());

const ADMIN: Scope = { kind: 'all' };
const TODAY = '2025-02-15';

async function run(id: string, params: ReportParameters, scope: Scope = ADMIN, today = TODAY) {
  const definition = reportById(id);
  const query = MIS_QUERIES[id];
  if (!definition || !query) throw new Error(`No MIS report ${id}`);
  const { rows, resolved } = await query(world.ctx(scope, today), params);
  return { rows, totals: reportTotals(definition.columns, rows), resolved, definition };
}
const markets = (rows: ReportRow[]) => rows.map((r) => `${r.market}/${r.race ?? ''}`);

describe('MIS reports', () => {
  it('CocoonSales: each period of the form per market and race, with weighted average prices', async () => {
    const { rows, totals } = await run('mis-cocoon-sales', { month: '2025-01' });
    expect(rows).toMatchObject([
      { region: 'West', adOffice: 'Dharmapuri', market: 'Dharmapuri', race: 'BV', duringGrams: 20_000 },
      {
        adOffice: 'Krishnagiri',
        market: 'Hosur',
        race: 'BV',
        // lots 1 + 2: 87.500 kg, Rs 61,660; Σ value × 1000 / Σ g = 70,468.57 → 70,469 (not (725 + 680) / 2)
        duringGrams: 87_500,
        duringValue: 6_166_000,
        duringAvg: 70_469,
        // lots 7 (1 Apr 2024) + 6 (31 Dec 2024): Rs 11,000 over 20 kg
        upToLastMonthGrams: 20_000,
        upToLastMonthValue: 1_100_000,
        upToLastMonthAvg: 55_000,
        upToMonthGrams: 107_500,
        upToMonthValue: 7_266_000,
        upToMonthAvg: 67_591,
        // lot 9 (10 Jan 2024); lot 8 (31 Mar 2024) is after January 2024, so in neither last-year period
        lastYearDuringGrams: 25_000,
        lastYearUpToMonthGrams: 25_000,
        lastYearUpToMonthValue: 1_500_000,
      },
      { market: 'Hosur', race: 'CB', duringGrams: 0, duringValue: 0, duringAvg: null },
      { market: 'Kelamangalam', race: 'BV', duringGrams: 60_000, duringValue: 3_000_000, duringAvg: 50_000 },
    ]);
    // 10,366,000 × 1000 / 167,500 = 61,886.57 → 61,887: the ratio of the sums, not an average of the rows.
    expect(totals).toMatchObject({ duringGrams: 167_500, duringValue: 10_366_000, duringAvg: 61_887 });
    expect(rows[1]?.drill).toEqual({
      marketId: HOSUR,
      cocoonTypeId: BV,
      status: 'sold',
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });

  it('starts the financial year on 1 April of the same year from April to December, of the year before from January to March', async () => {
    const hosurBv = async (month: string) =>
      (await run('mis-cocoon-sales', { month, marketId: HOSUR })).rows[0];
    // April 2024: nothing before it in the year; lot 8 (31 March 2024) belongs to 2023-24.
    expect(await hosurBv('2024-04')).toMatchObject({
      duringGrams: 10_000,
      upToLastMonthGrams: 0,
      upToMonthGrams: 10_000,
    });
    // December 2024: up to last month is 1 April to 30 November 2024 (lot 7), not from April 2023.
    expect(await hosurBv('2024-12')).toMatchObject({
      duringGrams: 10_000,
      upToLastMonthGrams: 10_000,
      upToMonthGrams: 20_000,
      upToMonthValue: 1_100_000,
      lastYearUpToMonthGrams: 0,
    });
    // March 2024: the year 2023-24 is lots 9 (January 2024) and 8 (31 March 2024).
    expect(await hosurBv('2024-03')).toMatchObject({
      duringGrams: 15_000,
      upToLastMonthGrams: 25_000,
      upToMonthGrams: 40_000,
      upToMonthValue: 2_850_000,
    });
  });

  it("a month's MIS arrival is the sum of its daily arrivals, for the department and for one market", async () => {
    for (const params of [{ month: '2025-01' }, { month: '2025-01', marketId: HOSUR }]) {
      const arrival = await run('mis-cocoon-arrival', params);
      const daily = await run('mis-daily-cocoon-arrival', params);
      expect(arrival.totals.duringGrams).toBe(daily.totals.arrivalGrams);
      expect(arrival.totals.duringLots).toBe(daily.totals.lots);
    }
    // lots 1-5 came in: 50 + 40 + 30 + 60 + 20 kg; Hosur's are lots 1-3.
    expect((await run('mis-cocoon-arrival', { month: '2025-01' })).totals.duringGrams).toBe(200_000);
    expect(
      (await run('mis-daily-cocoon-arrival', { month: '2025-01', marketId: HOSUR })).totals.arrivalGrams,
    ).toBe(120_000);
  });

  it('DailyCocooArrival: each day against the day before, the same day last year, and the month to date', async () => {
    const { rows, totals } = await run('mis-daily-cocoon-arrival', { month: '2025-01' });
    expect(rows).toHaveLength(31);
    // 1 January's day before is 31 December 2024 (lot 6, 10 kg).
    expect(rows[0]).toMatchObject({ date: '2025-01-01', arrivalGrams: 0, previousDayGrams: 10_000 });
    expect(rows[9]).toMatchObject({
      date: '2025-01-10',
      lots: 2,
      arrivalGrams: 110_000, // lots 1 and 4
      previousDayGrams: 0,
      lastYearGrams: 25_000, // lot 9, 10 January 2024
      monthToDateGrams: 110_000,
      lastYearMonthToDateGrams: 25_000,
      soldGrams: 108_000,
      amountPaise: 6_480_000,
      avgRatePaise: 60_000,
    });
    expect(rows[10]).toMatchObject({
      date: '2025-01-11',
      arrivalGrams: 70_000,
      previousDayGrams: 110_000,
      monthToDateGrams: 180_000,
    });
    expect(totals).toMatchObject({ arrivalGrams: 200_000, monthToDateGrams: 200_000, avgRatePaise: 61_887 });
    // The current month stops at today.
    expect(
      (await run('mis-daily-cocoon-arrival', { month: '2025-01' }, ADMIN, '2025-01-11')).rows,
    ).toHaveLength(11);
  });

  it('keeps each caller to their scope: AD their office, Branch Admin their market, RJD the region', async () => {
    const sales = (scope: Scope, params: ReportParameters = { month: '2025-01' }) =>
      run('mis-cocoon-sales', params, scope).then((r) => markets(r.rows));
    expect(await sales({ kind: 'adOffice', adOfficeId: KRISHNAGIRI })).toEqual([
      'Hosur/BV',
      'Hosur/CB',
      'Kelamangalam/BV',
    ]);
    expect(await sales({ kind: 'branch', branchId: KELAMANGALAM })).toEqual(['Kelamangalam/BV']);
    // Naming a market outside the scope shows nothing of it.
    expect(
      await sales({ kind: 'branch', branchId: HOSUR }, { month: '2025-01', marketId: DHARMAPURI }),
    ).toEqual([]);
    expect(await sales({ kind: 'region', regionId: WEST })).toHaveLength(4);
    expect(await sales({ kind: 'none' })).toEqual([]);
    const reelers = await run(
      'mis-reeler-race',
      { month: '2025-01' },
      { kind: 'adOffice', adOfficeId: DHARMAPURI_AD },
    );
    expect(reelers.rows.map((r) => r.market)).toEqual(['Dharmapuri']);
    const daily = await run(
      'mis-daily-cocoon-arrival',
      { month: '2025-01' },
      { kind: 'branch', branchId: KELAMANGALAM },
    );
    expect(daily.totals.arrivalGrams).toBe(60_000);
  });

  it('ADWiseMonthlyTransaction adds up the markets of each AD office', async () => {
    const { rows } = await run('mis-ad-wise', { month: '2025-01' });
    expect(rows).toMatchObject([
      { region: 'West', adOffice: 'Dharmapuri', race: 'BV', duringGrams: 20_000, duringAvg: 60_000 },
      // lots 1, 2, 4: 147.5 kg, Rs 91,660 → 62,142.37
      {
        adOffice: 'Krishnagiri',
        race: 'BV',
        duringGrams: 147_500,
        duringValue: 9_166_000,
        duringAvg: 62_142,
      },
      { adOffice: 'Krishnagiri', race: 'CB', duringGrams: 0 },
    ]);
    expect(rows[1]?.drill).toMatchObject({ adOfficeId: KRISHNAGIRI, cocoonTypeId: BV });
  });

  it('VarietywiseCocoonTranscation: each race, min and max over rates per kg', async () => {
    const { rows } = await run('mis-variety-wise', { month: '2025-01' });
    expect(rows).toMatchObject([
      {
        race: 'BV',
        lotsInwarded: 4,
        inwardGrams: 170_000,
        lots: 4,
        duringGrams: 167_500,
        duringAvg: 61_887,
        minRatePaise: 50_000,
        maxRatePaise: 72_500,
        lastYearDuringGrams: 25_000,
      },
      { race: 'CB', lotsInwarded: 1, inwardGrams: 30_000, lots: 0, minRatePaise: null, maxRatePaise: null },
    ]);
  });

  it("TSCWiseMonthlyTransaction groups by the farmer's TSC, across markets, and keeps farmers without one", async () => {
    const { rows } = await run('mis-tsc-wise', { month: '2025-01' });
    expect(rows).toMatchObject([
      // lots 2 and 4 (F2); before the month lot 7
      { tsc: '(No TSC)', race: 'BV', duringLots: 2, duringGrams: 99_500, upToLastMonthGrams: 10_000 },
      // lots 1 (Hosur) and 5 (Dharmapuri) of F1; before the month lot 6. Lot 3 (CB) was not sold.
      {
        adOffice: 'Krishnagiri',
        tsc: 'Hosur TSC',
        race: 'BV',
        duringLots: 2,
        duringGrams: 68_000,
        duringValue: 4_680_000,
        upToLastMonthGrams: 10_000,
        upToMonthGrams: 78_000,
        upToMonthValue: 5_380_000,
      },
    ]);
  });

  it('ReelerRace: what each reeler bought, the month and the year to date', async () => {
    const { rows } = await run('mis-reeler-race', { month: '2025-01' });
    expect(rows).toMatchObject([
      { market: 'Dharmapuri', reelerName: 'Basha K', duringLots: 1, duringGrams: 20_000, upToMonthLots: 1 },
      {
        market: 'Hosur',
        reelerCode: 'HSR-R-0001',
        reelerName: 'Abdul Rahim S',
        race: 'BV',
        duringLots: 1, // lot 1
        duringGrams: 48_000,
        upToMonthLots: 2, // and lot 6
        upToMonthGrams: 58_000,
        upToMonthValue: 4_180_000,
      },
      { market: 'Hosur', reelerName: 'Basha K', duringGrams: 39_500, upToMonthGrams: 49_500 },
      { market: 'Kelamangalam', reelerName: 'Abdul Rahim S', duringGrams: 60_000 },
    ]);
    expect(rows[1]?.drill).toMatchObject({ reelerId: R1, marketId: HOSUR });
  });

  it('farmerTransacationMonthlyReport: distinct farmers who sold, their kg, levy and net', async () => {
    const { rows } = await run('mis-farmer-transaction', { month: '2025-01' });
    expect(rows).toMatchObject([
      { market: 'Dharmapuri', race: 'BV', farmers: 1, duringLots: 1 },
      // F1 and F2; farmer levy 348.00 + 268.60; net 34,452.00 + 26,591.40
      {
        market: 'Hosur',
        race: 'BV',
        farmers: 2,
        duringLots: 2,
        duringFarmerLevy: 61_660,
        duringFarmerNet: 6_104_340,
      },
      { market: 'Hosur', race: 'CB', farmers: 0, duringLots: 0 },
      { market: 'Kelamangalam', race: 'BV', farmers: 1 },
    ]);
  });

  it('LevyCollectionDetails and the overall abstract: one row per market', async () => {
    const levy = await run('mis-levy-collection', { month: '2025-01', marketId: HOSUR });
    expect(levy.rows).toEqual([
      expect.objectContaining({
        market: 'Hosur',
        duringFarmerLevy: 61_660,
        duringReelerLevy: 92_490,
        duringTotalLevy: 154_150,
        duringTotalLevyLakhs: 154_150,
        upToLastMonthTotalLevy: 27_500, // lot 6: 70 + 105; lot 7: 40 + 60 (Rs)
        upToMonthTotalLevy: 181_650,
        lastYearUpToMonthTotalLevy: 37_500, // lot 9: 150 + 225
      }),
    ]);
    const abstract = await run('mis-overall-monthly-abstract', { month: '2025-01' });
    expect(abstract.rows.map((r) => r.market)).toEqual(['Dharmapuri', 'Hosur', 'Kelamangalam']);
    expect(abstract.rows[1]).toMatchObject({
      lotsInwarded: 3,
      lots: 2,
      lotsRejected: 1,
      inwardGrams: 120_000,
      netGrams: 87_500,
      amountPaise: 6_166_000,
      minRatePaise: 68_000,
      maxRatePaise: 72_500,
      avgRatePaise: 70_469,
      upToMonthGrams: 107_500,
    });
    expect(abstract.totals).toMatchObject({ lots: 4, minRatePaise: 50_000, maxRatePaise: 72_500 });
  });

  it('CocoonSalesCumulative: April to the current month with the running total', async () => {
    const { rows, totals, resolved } = await run('mis-cocoon-sales-cumulative', {});
    expect(resolved).toEqual({ accountingYear: '202425' });
    expect(rows.map((r) => r.month)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(rows[0]).toMatchObject({ lots: 1, duringGrams: 10_000, cumulativeGrams: 10_000 });
    expect(rows[8]).toMatchObject({
      duringGrams: 10_000,
      cumulativeGrams: 20_000,
      cumulativeValue: 1_100_000,
    });
    expect(rows[9]).toMatchObject({
      lots: 4,
      duringGrams: 167_500,
      cumulativeGrams: 187_500,
      cumulativeValue: 11_466_000,
    });
    expect(totals).toMatchObject({ duringGrams: 187_500, cumulativeGrams: 187_500, duringValue: 11_466_000 });
    // Last year's form: lots 9 and 8 only.
    const lastYear = await run('mis-cocoon-sales-cumulative', { accountingYear: '202324', cocoonTypeId: BV });
    expect(lastYear.totals).toMatchObject({ duringGrams: 40_000, duringValue: 2_850_000 });
  });

  it('answers only the columns its definition declares, for every MIS report', async () => {
    // Days To Pay reads the lot-waits projection, not this file's summary tables: its columns are checked in
    // projectors/src/reports/customer-reports/payments-waiting.int.spec.ts.
    for (const id of Object.keys(MIS_QUERIES).filter((id) => id !== 'mis-days-to-pay')) {
      const { rows, definition } = await run(id, { month: '2025-01' });
      expect(rows.length, id).toBeGreaterThan(0);
      const keys = new Set(definition.columns.map((c) => c.key));
      for (const row of rows) {
        const { drill: _drill, ...cells } = row;
        expect(
          Object.keys(cells).filter((k) => !keys.has(k)),
          id,
        ).toEqual([]);
      }
      if (definition.chart)
        for (const s of [definition.chart.x, ...definition.chart.series.map((x) => x.key)])
          expect(keys.has(s), `${id} chart ${s}`).toBe(true);
    }
  });

  it('shows the CB race alone when the race is chosen', async () => {
    const { rows } = await run('mis-cocoon-arrival', { month: '2025-01', cocoonTypeId: CB });
    expect(rows).toMatchObject([{ market: 'Hosur', race: 'CB', duringLots: 1, duringGrams: 30_000 }]);
    // An arrival opens every lot that came in, sold or not.
    expect(rows[0]?.drill).toEqual({
      marketId: HOSUR,
      cocoonTypeId: CB,
      status: 'all',
      from: '2025-01-01',
      to: '2025-01-31',
    });
  });

  // Last: it renames an office of the shared world.
  it('names offices by their own rows: a renamed AD office reads renamed at once', async () => {
    await world.given([
      { type: 'AdOfficeRenamed', data: { adOfficeId: DHARMAPURI_AD, adOfficeName: 'Dharmapuri (AD)' } },
    ]);
    const { rows } = await run('mis-ad-wise', { month: '2025-01' });
    expect(rows.map((r) => r.adOffice)).toEqual(['Dharmapuri (AD)', 'Krishnagiri', 'Krishnagiri']);
  });
});
