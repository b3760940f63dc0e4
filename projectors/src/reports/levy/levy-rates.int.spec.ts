import { DATE_WISE_LEVY, DATE_WISE_REELER_LEVY, type ReportRow, type Scope } from '@cocoon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_QUERIES } from '../report-queries.js';
import { AD_HSR, BV, F1, F2, HSR, R1, REGION } from '../testing/hand-made-day.js';
import { marketOpened, type ReportWorld, sold, startReportWorld } from '../testing/report-world.js';

/**
 * The levy reports with a farmer levy (1.00 %) unlike the reeler levy (1.50 %), on figures worked out by hand
 * (never by `lotAmounts`): a report that took one rate for the other, or summed the wrong column, fails here.
 */
let world: ReportWorld;
const DATE = '2026-11-23';
const uuid = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RATES = { farmerLevyBp: 100, reelerLevyBp: 150 };

beforeAll(async () => {
  world = await startReportWorld('levy_rates');
  await world.append([
    marketOpened({ id: HSR, code: 'HSR', name: 'Hosur' }, { adOfficeId: AD_HSR, regionId: REGION }),
    // 84.257 kg at Rs 723.00: 84,257 × 72,300 / 1000 = 6,091,781.1 → 6,091,781 paise.
    // Farmer levy 1.00 %: 60,917.81 → 60,918; net 6,091,781 - 60,918 = 6,030,863.
    // Reeler levy 1.50 %: 91,376.715 → 91,377; payable 6,091,781 + 91,377 = 6,183,158.
    ...sold(
      { lotId: uuid(1), marketId: HSR, date: DATE, lotNo: 1, farmer: F1, race: BV },
      R1,
      84_257,
      72_300,
      {
        ...RATES,
        amountPaise: 6_091_781,
        farmerLevyPaise: 60_918,
        farmerNetPaise: 6_030_863,
        reelerLevyPaise: 91_377,
        reelerPayablePaise: 6_183_158,
      },
    ),
    // 45.125 kg at Rs 615.00: 45,125 × 61,500 / 1000 = 2,775,187.5 → 2,775,188 (half a paisa rounds up).
    // Farmer levy 1.00 %: 27,751.88 → 27,752; net 2,747,436. Reeler levy 1.50 %: 41,627.82 → 41,628; payable
    // 2,816,816.
    ...sold(
      { lotId: uuid(2), marketId: HSR, date: DATE, lotNo: 2, farmer: F2, race: BV },
      R1,
      45_125,
      61_500,
      {
        ...RATES,
        amountPaise: 2_775_188,
        farmerLevyPaise: 27_752,
        farmerNetPaise: 2_747_436,
        reelerLevyPaise: 41_628,
        reelerPayablePaise: 2_816_816,
      },
    ),
  ]);
}, 180_000);
afterAll(async () => world?.stop());

const ALL: Scope = { kind: 'all' };
async function run(id: string, params: Record<string, string>) {
  const query = REPORT_QUERIES[id];
  if (!query) throw new Error(`no query for ${id}`);
  return query(world.ctx(ALL, '2026-11-24'), params);
}
const cells = (rows: ReportRow[]) => rows.map(({ drill: _, ...r }) => r);

describe('levy reports with a farmer levy unlike the reeler levy', () => {
  it('date-wise levy: each levy is its own rate, summed by hand', async () => {
    const { rows } = await run(DATE_WISE_LEVY.id, { marketId: HSR, from: DATE, to: DATE });
    // 60,918 + 27,752 = 88,670; 91,377 + 41,628 = 133,005; together 221,675.
    expect(cells(rows)).toEqual([
      {
        date: DATE,
        lots: 2,
        netGrams: 129_382,
        amountPaise: 8_866_969,
        farmerLevyPaise: 88_670,
        reelerLevyPaise: 133_005,
        totalLevyPaise: 221_675,
      },
    ]);
  });

  it("date-wise reeler levy: the reeler's 1.50 % per lot", async () => {
    const { rows } = await run(DATE_WISE_REELER_LEVY.id, {
      reelerId: R1.id,
      marketId: HSR,
      from: DATE,
      to: DATE,
    });
    expect(rows.map((r) => [r.amountPaise, r.reelerLevyPaise])).toEqual([
      [6_091_781, 91_377],
      [2_775_188, 41_628],
    ]);
  });

  it('the ledger posts the same levies to each levy account', async () => {
    const { rows } = await sql<{ account_key: string; levy: string }>`
      select account_key, sum(credit_paise - debit_paise) as levy from read.ledger_postings
      where branch_id = ${HSR} and posting_date = ${DATE} and account_key in ('farmer-levy', 'reeler-levy')
      group by account_key order by account_key`.execute(world.env.db);
    expect(rows.map((r) => [r.account_key, Number(r.levy)])).toEqual([
      ['farmer-levy', 88_670],
      ['reeler-levy', 133_005],
    ]);
  });
});
