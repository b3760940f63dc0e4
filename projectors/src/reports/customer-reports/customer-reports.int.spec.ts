import {
  FARMER_LOT_DETAILS,
  FARMER_OVERDUE,
  REELER_LOT_DETAILS,
  REELER_OVERDUE,
  type ReportDefinition,
  type ReportRow,
  reportTotals,
  type Scope,
} from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reelerStanding, trialBalance } from '../../accounts/ledger.queries.js';
import { REPORT_QUERIES } from '../report-queries.js';
import {
  AD_KGL,
  BND,
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
  world = await startReportWorld('customer_reports');
  await world.append(handMadeDays());
}, 180_000);
afterAll(async () => world?.stop());

const ALL: Scope = { kind: 'all' };
const AT_HSR: Scope = { kind: 'branch', branchId: HSR };
const TODAY = '2026-11-24';

async function run(definition: ReportDefinition, params: Record<string, string>, scope = ALL) {
  const query = REPORT_QUERIES[definition.id];
  if (!query) throw new Error(`no query for ${definition.id}`);
  const result = await query(world.ctx(scope, TODAY), params);
  const keys = new Set(definition.columns.map((c) => c.key));
  for (const row of result.rows)
    for (const key of Object.keys(row)) if (key !== 'drill') expect(keys).toContain(key);
  return result;
}
const cells = (rows: ReportRow[]) => rows.map(({ drill: _, ...r }) => r);
const NO_AGE = { age0to3Paise: 0, age4to7Paise: 0, age8to15Paise: 0, age16to30Paise: 0, ageOver30Paise: 0 };

describe('CocoonAuction/FarmerLotDetails', () => {
  it('every lot of the farmer in the period with what is paid of it', async () => {
    const { rows } = await run(FARMER_LOT_DETAILS, { farmerId: F1.id, from: DAY_1, to: DAY_2 });
    expect(
      rows.map((r) => [
        r.lotId,
        r.netGrams,
        r.ratePaise,
        r.amountPaise,
        r.farmerLevyPaise,
        r.farmerNetPaise,
        r.paidPaise,
        r.duePaise,
        r.status,
      ]),
    ).toEqual([
      [LOTS.hsr1.lotId, 50_000, 60_000, 3_000_000, 30_000, 2_970_000, 2_970_000, 0, 'Paid'],
      [LOTS.hsr2.lotId, 40_000, 45_000, 1_800_000, 18_000, 1_782_000, 0, 1_782_000, 'Unpaid'],
      [LOTS.hsr5.lotId, null, null, null, null, null, null, null, 'Unsold'],
    ]);
    const f2 = await run(FARMER_LOT_DETAILS, { farmerId: F2.id, from: DAY_1, to: DAY_1 });
    expect(f2.rows.map((r) => r.status)).toEqual(['Unpaid', 'Rejected']);
    // Another market's staff see none of this farmer's HSR lots.
    expect(
      (
        await run(
          FARMER_LOT_DETAILS,
          { farmerId: F1.id, from: DAY_1, to: DAY_2 },
          { kind: 'branch', branchId: KGL },
        )
      ).rows,
    ).toEqual([]);
  });
});

describe('CocoonAuction/ReelerLotDetails', () => {
  it("the reeler's lots, paid oldest first by the reeler's receipts", async () => {
    const hsr = await run(REELER_LOT_DETAILS, { reelerId: R1.id, from: DAY_1, to: DAY_2 }, AT_HSR);
    // Rs 35,000 received settles lot 1 (Rs 30,300) and Rs 4,700 of lot 3 (Rs 8,254.48).
    expect(hsr.rows.map((r) => [r.lotId, r.reelerPayablePaise, r.unpaidPaise, r.status])).toEqual([
      [LOTS.hsr1.lotId, 3_030_000, 0, 'Paid'],
      [LOTS.hsr3.lotId, 825_448, 355_448, 'Part paid'],
    ]);
    const all = await run(REELER_LOT_DETAILS, { reelerId: R1.id, from: DAY_1, to: DAY_2 });
    expect(all.rows.at(-1)).toMatchObject({ lotId: LOTS.kgl1.lotId, unpaidPaise: 505_000, status: 'Unpaid' });
  });
});

describe('CocoonAuction/FarmerOverdue', () => {
  it('what the market owes each farmer as on the date, aged, agreeing with the ledger to the paisa', async () => {
    const { rows } = await run(FARMER_OVERDUE, { marketId: HSR, date: TODAY });
    expect(cells(rows)).toEqual([
      {
        farmerId: F1.id,
        farmerCode: 'HSR-F-1',
        farmerName: 'Muniyappa',
        marketId: HSR,
        market: 'Hosur',
        openingPaise: 0,
        billedPaise: 4_752_000,
        paidPaise: 2_970_000,
        balancePaise: 1_782_000,
        otherWayPaise: 0,
        oldestUnpaid: DAY_1,
        days: 4,
        ...NO_AGE,
        age4to7Paise: 1_782_000,
      },
      {
        farmerId: F2.id,
        farmerCode: 'HSR-F-2',
        farmerName: 'Lakshmamma',
        marketId: HSR,
        market: 'Hosur',
        openingPaise: 0,
        billedPaise: 2_888_102,
        paidPaise: 0,
        balancePaise: 2_888_102,
        otherWayPaise: 0,
        oldestUnpaid: DAY_1,
        days: 4,
        ...NO_AGE,
        age0to3Paise: 2_079_000,
        age4to7Paise: 809_102,
      },
    ]);
    const ledger = await trialBalance(world.env.db, { marketId: HSR, asOn: TODAY });
    for (const row of rows) {
      const account = ledger.rows.find((a) => a.customerId === row.farmerId);
      // A farmer's account is in credit: the market owes the farmer.
      expect(-(account?.balancePaise ?? 0)).toBe(row.balancePaise);
    }
    expect(rows[0]?.drill).toEqual({ marketId: HSR, farmerId: F1.id, status: 'unpaid', to: TODAY });
  });

  it('as on a date before the payment, nothing of it counts', async () => {
    const { rows } = await run(FARMER_OVERDUE, { marketId: HSR, date: DAY_2 });
    expect(rows[0]).toMatchObject({
      farmerId: F1.id,
      paidPaise: 0,
      balancePaise: 4_752_000,
      age0to3Paise: 4_752_000,
    });
  });
});

describe('outstanding across the financial year', () => {
  it('a balance older than 1 April is the opening, and still aged by the date it was billed', async () => {
    // BND: R1 bought 20 kg @ Rs 550 on 31 March 2027 (payable Rs 11,110.00) and 10 kg @ Rs 520 on 1 April
    // (payable Rs 5,252.00), and has paid nothing.
    const asOn = '2027-04-05';
    const { rows } = await run(REELER_OVERDUE, { marketId: BND, date: asOn });
    expect(cells(rows)).toEqual([
      {
        reelerId: R1.id,
        reelerCode: 'HSR-R-1',
        reelerName: 'Lakshmi Silks',
        marketId: BND,
        market: 'Bangalore',
        openingPaise: 1_111_000,
        billedPaise: 525_200,
        paidPaise: 0,
        balancePaise: 1_636_200,
        otherWayPaise: 0,
        oldestUnpaid: '2027-03-31',
        days: 5,
        ...NO_AGE,
        age4to7Paise: 1_636_200,
      },
    ]);
    const farmers = await run(FARMER_OVERDUE, { marketId: BND, date: asOn });
    expect(farmers.rows[0]).toMatchObject({
      openingPaise: 1_089_000,
      billedPaise: 514_800,
      balancePaise: 1_603_800,
      otherWayPaise: 0,
      oldestUnpaid: '2027-03-31',
    });
    const standing = await reelerStanding(world.env.db, {
      marketId: BND,
      reelerId: R1.id,
      asOn,
      payDays: 0,
      barDays: 0,
    });
    expect(standing.balancePaise).toBe(1_636_200);
  });
});

describe('CocoonAuction/ReelerOverdue', () => {
  it('what each reeler owes, FIFO-aged, agreeing with the ledger and the reeler standing', async () => {
    const { rows } = await run(REELER_OVERDUE, { date: TODAY });
    expect(rows.map((r) => [r.market, r.reelerId])).toEqual([
      ['Hosur', R1.id],
      ['Hosur', R2.id],
      ['Kolar', R1.id],
    ]);
    expect(cells(rows)[0]).toEqual({
      reelerId: R1.id,
      reelerCode: 'HSR-R-1',
      reelerName: 'Lakshmi Silks',
      marketId: HSR,
      market: 'Hosur',
      openingPaise: 0,
      billedPaise: 3_855_448,
      paidPaise: 3_500_000,
      balancePaise: 355_448,
      otherWayPaise: 0,
      oldestUnpaid: DAY_1,
      days: 4,
      ...NO_AGE,
      age4to7Paise: 355_448,
    });
    expect(rows[1]).toMatchObject({
      balancePaise: 3_939_000,
      age4to7Paise: 1_818_000,
      age0to3Paise: 2_121_000,
    });
    for (const row of rows) {
      const marketId = row.marketId as string;
      const standing = await reelerStanding(world.env.db, {
        marketId,
        reelerId: row.reelerId as string,
        asOn: TODAY,
        payDays: 0,
        barDays: 0,
      });
      expect([row.balancePaise, row.oldestUnpaid]).toEqual([
        standing.balancePaise,
        standing.oldestUnpaidDate,
      ]);
    }
    const totals = reportTotals(REELER_OVERDUE.columns, rows);
    expect(totals.balancePaise).toBe(355_448 + 3_939_000 + 505_000);
    const hsrOnly = await run(REELER_OVERDUE, { date: TODAY }, AT_HSR);
    expect(hsrOnly.rows.map((r) => r.reelerId)).toEqual([R1.id, R2.id]);
    // An AD sees the markets of the AD office, an RJD those of the region (through the offices master).
    const ad = await run(REELER_OVERDUE, { date: TODAY }, { kind: 'adOffice', adOfficeId: AD_KGL });
    expect(ad.rows.map((r) => [r.market, r.reelerId])).toEqual([['Kolar', R1.id]]);
    const rjd = await run(REELER_OVERDUE, { date: TODAY }, { kind: 'region', regionId: REGION });
    expect(rjd.rows).toHaveLength(3);
    const elsewhere = await run(
      REELER_OVERDUE,
      { date: TODAY, marketId: HSR },
      { kind: 'adOffice', adOfficeId: AD_KGL },
    );
    expect(elsewhere.rows).toEqual([]);
  });
});
