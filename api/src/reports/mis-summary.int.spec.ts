import { type ReportParameters, reportById, reportTotals, type Scope } from '@cocoon/domain';
import { REPORT_QUERIES } from '@cocoon/projectors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionTestMarket } from '../auction/testing.js';
import { startDemoMonth } from './testing.js';

/**
 * The demo market's 30 days through the auction's own writes and the projection runner: the MIS reports, read
 * from the summary projection (reports.summary), agree with the auction's own lots for every month they cover.
 */
let m: AuctionTestMarket;
let months: string[];
beforeAll(async () => {
  m = await startDemoMonth('mis-summary');
  const { db } = m.app.deps;
  const { rows } = await sql<{ month: string }>`
    select distinct substr(inward_date, 1, 7) as month from read.auction_lots order by 1`.execute(db);
  months = rows.map((r) => r.month);
}, 300_000);
afterAll(async () => {
  await m?.app.stop();
});

async function run(id: string, params: ReportParameters, scope: Scope) {
  const definition = reportById(id);
  const query = REPORT_QUERIES[id];
  if (!definition || !query) throw new Error(`No report ${id}`);
  const { rows } = await query({ db: m.app.deps.db, scope, today: m.today() }, params);
  return { rows, totals: reportTotals(definition.columns, rows) };
}

/** The month's figures straight from the auction's lots (not the summary). */
async function lotsOf(month: string) {
  const { rows } = await sql<Record<string, string | null>>`
    select count(*) as lots, sum(cocoon_weight_grams) as inward_grams,
      sum(net_grams) as sold_grams, sum(amount_paise) as amount,
      sum(farmer_levy_paise + reeler_levy_paise) as levy,
      min(rate_paise) filter (where net_grams is not null) as min_rate,
      max(rate_paise) filter (where net_grams is not null) as max_rate
    from read.auction_lots where branch_id = ${m.hosurId} and inward_date like ${`${month}-%`}`.execute(
    m.app.deps.db,
  );
  const r = rows[0] ?? {};
  const n = (v: string | null | undefined) => Number(v ?? 0);
  return {
    lots: n(r.lots),
    inwardGrams: n(r.inward_grams),
    soldGrams: n(r.sold_grams),
    amount: n(r.amount),
    levy: n(r.levy),
    minRate: r.min_rate === null ? null : n(r.min_rate),
    maxRate: r.max_rate === null ? null : n(r.max_rate),
  };
}

describe('MIS on the demo market', () => {
  it('covers more than one month (30 days back from today)', () => {
    expect(months.length).toBeGreaterThanOrEqual(2);
  });

  it("agrees with the auction's lots each month: arrival = Σ daily arrivals, sales, weighted price, levy, min / max", async () => {
    const hosurAdmin: Scope = { kind: 'branch', branchId: m.hosurId };
    for (const month of months) {
      const lots = await lotsOf(month);
      expect(lots.lots, month).toBeGreaterThan(0);
      const params = { month, marketId: m.hosurId };
      const arrival = await run('mis-cocoon-arrival', params, hosurAdmin);
      const daily = await run('mis-daily-cocoon-arrival', params, hosurAdmin);
      expect([arrival.totals.duringLots, arrival.totals.duringGrams], month).toEqual([
        lots.lots,
        lots.inwardGrams,
      ]);
      expect([daily.totals.lots, daily.totals.arrivalGrams], month).toEqual([lots.lots, lots.inwardGrams]);
      const sales = await run('mis-cocoon-sales', params, hosurAdmin);
      expect(sales.totals, month).toMatchObject({
        duringGrams: lots.soldGrams,
        duringValue: lots.amount,
        duringAvg: lots.soldGrams ? Math.round((lots.amount * 1000) / lots.soldGrams) : null,
      });
      const levy = await run('mis-levy-collection', params, hosurAdmin);
      expect(levy.totals.duringTotalLevy, month).toBe(lots.levy);
      const variety = await run('mis-variety-wise', params, hosurAdmin);
      expect([variety.totals.minRatePaise, variety.totals.maxRatePaise], month).toEqual([
        lots.minRate,
        lots.maxRate,
      ]);
    }
  });

  it("shows another market's staff nothing of Hosur", async () => {
    const month = months.at(-1) ?? '';
    const other = await run(
      'mis-cocoon-arrival',
      { month, marketId: m.hosurId },
      {
        kind: 'branch',
        branchId: m.dharmapuriId,
      },
    );
    expect(other.rows).toEqual([]);
  });
});
