import { FARMER_OVERDUE, lotAmounts, lotStream, REELER_OVERDUE, type Scope } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialBalance } from '../../accounts/ledger.queries.js';
import { REPORT_QUERIES } from '../report-queries.js';
import {
  farmerPaidInCash,
  farmerPaymentReversed,
  item,
  LEVY,
  type LotSpec,
  marketOpened,
  type Person,
  type ReportWorld,
  reelerPaid,
  sold,
  startReportWorld,
} from '../testing/report-world.js';
import { type CustomerAccount, customerAccounts } from './ledger-ageing.js';

/**
 * The outstanding reports read only the accounts with a balance and only their newest entries (ledger-ageing.ts):
 * the cases where that could change an answer. One market, Mysuru, 1-12 Nov 2026, every lot 10 kg @ Rs 500.00
 * (amount 5,000.00, levy 50.00 each side: the farmer's net 4,950.00, the reeler's payable 5,050.00):
 *   F4 sells lots 1-10 (1-10 Nov), paid for lots 1-3 on 5 Nov; lot 10 corrected to 8 kg on 11 Nov;
 *   F5 sells lot 11 (1 Nov), paid exactly on 3 Nov; F6 sells lot 12 (1 Nov), paid 3 Nov, reversed 4 Nov;
 *   R3 buys all twelve and pays Rs 10,100.00 on 6 Nov.
 */
const MYS = '6f1c9a2b-0000-4000-8000-000000000009';
const F4: Person = { id: 'f0000000-0000-4000-8000-000000000004', code: 'MYS-F-4', name: 'Siddappa' };
const F5: Person = { id: 'f0000000-0000-4000-8000-000000000005', code: 'MYS-F-5', name: 'Kempamma' };
const F6: Person = { id: 'f0000000-0000-4000-8000-000000000006', code: 'MYS-F-6', name: 'Basavaraju' };
const R3: Person = { id: 'e0000000-0000-4000-8000-000000000003', code: 'MYS-R-3', name: 'Mysore Silks' };
const BV = { id: 'c0000000-0000-4000-8000-000000000001', name: 'BV' };
const TODAY = '2026-11-12';
const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}`;
const lot = (n: number, date: string, farmer: Person): LotSpec => ({
  lotId: `10000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`,
  marketId: MYS,
  date,
  lotNo: n,
  farmer,
  race: BV,
});
const LOTS = [
  ...Array.from({ length: 10 }, (_, i) => lot(i + 1, day(i + 1), F4)),
  lot(11, day(1), F5),
  lot(12, day(1), F6),
];
const NET = 495_000;
const PAYABLE = 505_000;
const paidFor = (farmer: Person, lots: LotSpec[], on: string) =>
  farmerPaidInCash(
    MYS,
    farmer,
    lots.map((l) => ({ lotId: l.lotId, lotNo: l.lotNo, date: l.date, netPaise: NET })),
    on,
  );

let world: ReportWorld;
beforeAll(async () => {
  world = await startReportWorld('outstanding');
  const f6Paid = paidFor(F6, [LOTS[11]!], day(3));
  const corrected = lotAmounts(8_000, 50_000, LEVY);
  await world.append([
    marketOpened({ id: MYS, code: 'MYS', name: 'Mysuru' }, { adOfficeId: MYS, regionId: MYS }),
    ...LOTS.flatMap((l) => sold(l, R3, 10_000, 50_000)),
    paidFor(F5, [LOTS[10]!], day(3)),
    f6Paid,
    farmerPaymentReversed(f6Paid, day(4)),
    paidFor(F4, LOTS.slice(0, 3), day(5)),
    reelerPaid(MYS, R3, 2 * PAYABLE, day(6)),
    item(
      lotStream(LOTS[9]!.lotId),
      {
        type: 'LotWeightCorrected',
        data: {
          lotId: LOTS[9]!.lotId,
          reelerId: R3.id,
          ratePaise: 50_000,
          crates: null,
          netGrams: 8_000,
          ...LEVY,
          ...corrected,
          previousNetGrams: 10_000,
          reason: 'Wet cocoons weighed',
        },
      },
      MYS,
      day(11),
    ),
  ]);
}, 180_000);
afterAll(async () => world?.stop());

const ALL: Scope = { kind: 'all' };
const run = (id: string, params: Record<string, string>) => {
  const query = REPORT_QUERIES[id];
  if (!query) throw new Error(`no query for ${id}`);
  return query(world.ctx(ALL, TODAY), params);
};

const byCustomer = (accounts: CustomerAccount[]) =>
  [...accounts].sort((a, b) => a.customerId.localeCompare(b.customerId));

describe('outstanding: only accounts with a balance, aged from their newest entries', () => {
  it('a farmer paid exactly is not listed (its old entries are not aged), a reversed payment pays nothing', async () => {
    const { rows } = await run(FARMER_OVERDUE.id, { marketId: MYS, date: TODAY });
    expect(rows.map((r) => r.farmerId)).toEqual([F4.id, F6.id]);
    // F4: ten lots, the tenth corrected from 4,950.00 to 3,960.00; three paid: 6 × 4,950.00 + 3,960.00 owed.
    expect(rows[0]).toMatchObject({
      openingPaise: 0,
      billedPaise: 9 * NET + 396_000,
      paidPaise: 3 * NET,
      balancePaise: 6 * NET + 396_000,
      otherWayPaise: 0,
      oldestUnpaid: day(4),
      // 4-10 Nov: lots 9 and 10 (the correction is no new amount owed: lot 10 counts as first billed, capped by
      // what is left), lots 5-8, lot 4.
      age0to3Paise: 2 * NET,
      age4to7Paise: 4 * NET,
      age8to15Paise: 396_000,
    });
    // F6: the payment and its reversal cancel; owed from the sale date.
    expect(rows[1]).toMatchObject({
      billedPaise: NET,
      paidPaise: 0,
      balancePaise: NET,
      oldestUnpaid: day(1),
      age8to15Paise: NET,
    });
    const ledger = await trialBalance(world.env.db, { marketId: MYS, asOn: TODAY });
    const f5 = ledger.rows.find((a) => a.customerId === F5.id);
    expect(f5?.balancePaise).toBe(0);
    // Before F5 was paid, F5 is listed, owed the lot.
    const before = await run(FARMER_OVERDUE.id, { marketId: MYS, date: day(2) });
    expect(before.rows.find((r) => r.farmerId === F5.id)).toMatchObject({
      balancePaise: NET,
      age0to3Paise: NET,
    });
  });

  it("a reeler's balance is covered by its newest amounts owed, FIFO, across the correction", async () => {
    const { rows } = await run(REELER_OVERDUE.id, { date: TODAY });
    expect(rows).toHaveLength(1);
    const balance = 12 * PAYABLE - (PAYABLE - 404_000) - 2 * PAYABLE;
    expect(rows[0]).toMatchObject({
      reelerId: R3.id,
      billedPaise: 12 * PAYABLE - (PAYABLE - 404_000),
      paidPaise: 2 * PAYABLE,
      balancePaise: balance,
      oldestUnpaid: day(1),
      // Lots 9-10 (0-3 days), 5-8 (4-7), 2-4 and what is left of 1 Nov's newest lot, lot 12 (8-15).
      age0to3Paise: 2 * PAYABLE,
      age4to7Paise: 4 * PAYABLE,
      age8to15Paise: balance - 6 * PAYABLE,
    });
  });

  it('reading one posting at a time, cutting entries at every read, gives the same accounts', async () => {
    const ctx = world.ctx(ALL, TODAY);
    for (const kind of ['farmer', 'reeler'] as const)
      for (const asOn of [day(2), day(6), TODAY]) {
        const q = { kind, asOn, marketId: MYS };
        const stepwise = byCustomer(await customerAccounts(ctx, q, 1));
        expect(stepwise).toEqual(byCustomer(await customerAccounts(ctx, q)));
        expect(stepwise.flatMap((a) => a.unpaid).length).toBeGreaterThan(0);
      }
  });
});
