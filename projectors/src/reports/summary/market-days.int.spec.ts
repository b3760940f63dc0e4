import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeGeneration } from '../../runtime/checkpoints.js';
import { generationSchema } from '../../runtime/names.js';
import { BV, customers, HOSUR, lots, offices } from '../mis/testing/mis-dataset.js';
import { type MisWorld, misWorld } from '../mis/testing/mis-world.js';
import { refreshMarketDays } from './market-days.js';
import { summaryProjection } from './summary.js';

/**
 * The scale generator writes `report_lots` straight and fills `report_market_days` with refreshMarketDays: that
 * must give exactly the rows the projection keeps as events arrive.
 */
let world: MisWorld;
beforeAll(async () => {
  world = await misWorld('summary_market_days');
  await world.given([...offices, ...customers]);
  // One lot event per batch, as a live runner sees them.
  for (const event of lots) await world.given([event]);
});
afterAll(async () => world?.close());

const marketDays = async () => {
  const { rows } = await sql<{ row: unknown }>`
    select to_jsonb(d) as row from read.report_market_days d
    order by branch_id, market_date, cocoon_type_id`.execute(world.db);
  return rows.map((r) => r.row);
};
const monthRows = async () => {
  const { rows } = await sql<{ row: unknown }>`
    select to_jsonb(m) as row from read.report_reeler_months m union all
    select to_jsonb(t) from read.report_tsc_months t order by 1`.execute(world.db);
  return rows.map((r) => r.row);
};

describe('refreshMarketDays', () => {
  it("rebuilds every market day from report_lots exactly as the projection kept them, through a generation's schema", async () => {
    const kept = await marketDays();
    const keptMonths = await monthRows();
    // Lots 1-9: reelers R1 and R2 at three markets over six months; TSC rows per market, month and race.
    expect(keptMonths.length).toBeGreaterThan(9);
    expect(kept).toHaveLength(9); // lots 1-9 each fall on their own market, day and race
    const generation = (await activeGeneration(world.db, summaryProjection.name)) ?? 1;
    const schema = generationSchema(summaryProjection.name, generation);
    await sql`delete from ${sql.id(schema, 'report_market_days')}`.execute(world.db);
    await sql`delete from ${sql.id(schema, 'report_reeler_months')}`.execute(world.db);
    expect(await marketDays()).toEqual([]);
    await refreshMarketDays(world.db.withSchema(schema), 'all');
    expect(await marketDays()).toEqual(kept);
    expect(await monthRows()).toEqual(keptMonths);
    // By key: lot 9's day, lost, comes back from its lots alone.
    await sql`delete from ${sql.id(schema, 'report_market_days')} where market_date = '2024-01-10'`.execute(
      world.db,
    );
    expect(await marketDays()).toHaveLength(8);
    await refreshMarketDays(world.db.withSchema(schema), [
      { branchId: HOSUR, marketDate: '2024-01-10', cocoonTypeId: BV },
    ]);
    expect(await marketDays()).toEqual(kept);
    expect(await monthRows()).toEqual(keptMonths);
  });
});
