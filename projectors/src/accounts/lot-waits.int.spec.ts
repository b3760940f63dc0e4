import { lotAmounts } from '@cocoon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardDaysToPay } from '../reports/dashboard/dashboard-wait.queries.js';
import { AD_HSR, BV, F1, F2, HSR, R1, REGION } from '../reports/testing/hand-made-day.js';
import {
  farmerPaidInCash,
  farmerPaymentReversed,
  inward,
  LEVY,
  type LotSpec,
  marketOpened,
  type ReportWorld,
  sold,
  startReportWorld,
} from '../reports/testing/report-world.js';
import { rebuildProjection } from '../runtime/rebuild.js';
import { lotWaitsProjection } from './lot-waits.js';
import { marketCalendars, waitOf, weighedLots } from './lot-waits.queries.js';
import { bankRun, holidayOn, rowFailed, rowPaid } from './testing/wait-events.js';

/**
 * The farmer's wait per lot (issue 25, part 6), driven by the events the payment commands store: HSR weighs on
 * Friday 20 November 2026, Saturday 21 is a holiday, Sunday 22 is Sunday; today is Friday 27.
 */
const FRIDAY = '2026-11-20';
const MONDAY = '2026-11-23';
const TODAY = '2026-11-27';
const lot = (n: number, lotNo: number, farmer = F1, date = FRIDAY): LotSpec => ({
  lotId: `1a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  marketId: HSR,
  date,
  lotNo,
  farmer,
  race: BV,
});
const NET = lotAmounts(10_000, 50_000, LEVY).farmerNetPaise;
const L = {
  credited: lot(1, 1),
  cash: lot(2, 2),
  returned: lot(3, 3, F2),
  notApproved: lot(4, 4, F2),
  reversed: lot(5, 5, F2),
  monday: lot(6, 1, F1, MONDAY),
  notWeighed: lot(7, 6),
};
const runLot = (spec: LotSpec) => ({ lotId: spec.lotId, lotNo: spec.lotNo, date: spec.date, netPaise: NET });

let world: ReportWorld;
beforeAll(async () => {
  world = await startReportWorld('lot_waits');
  const sent = bankRun(
    HSR,
    FRIDAY,
    [
      { farmer: F1, lots: [runLot(L.credited)] },
      { farmer: F2, lots: [runLot(L.returned)] },
    ],
    { exported: true },
  );
  const waiting = bankRun(HSR, MONDAY, [{ farmer: F2, lots: [runLot(L.notApproved)] }], { exported: false });
  const wrong = farmerPaidInCash(HSR, F2, [runLot(L.reversed)], MONDAY);
  await world.append([
    marketOpened({ id: HSR, code: 'HSR', name: 'Hosur' }, { adOfficeId: AD_HSR, regionId: REGION }),
    holidayOn(HSR, '2026-11-21', 'Second Saturday'),
    ...[L.credited, L.cash, L.returned, L.notApproved, L.reversed, L.monday].flatMap((spec) =>
      sold(spec, R1, 10_000, 50_000),
    ),
    ...inward(L.notWeighed),
    farmerPaidInCash(HSR, F1, [runLot(L.cash)], FRIDAY),
    ...sent.items,
    // The bank credited on Monday; the response file was read on Tuesday: the credit date counts.
    rowPaid(HSR, sent, 0, MONDAY, '2026-11-24'),
    rowFailed(HSR, sent, 1, MONDAY),
    ...waiting.items,
    wrong,
    farmerPaymentReversed(wrong, '2026-11-24'),
  ]);
}, 180_000);
afterAll(async () => world?.stop());

const stored = async () =>
  (
    await sql<{
      lot_id: string;
      weighed_on: string | null;
      paid_on: string | null;
      paid_paise: string;
      row_status: string | null;
    }>`select lot_id, weighed_on, paid_on, paid_paise, row_status from read.wait_lots order by lot_id`.execute(
      world.env.db,
    )
  ).rows;

const waits = async () => {
  const lots = await weighedLots(world.env.db, { scope: { kind: 'branch', branchId: HSR } });
  const calendars = await marketCalendars(world.env.db, [HSR]);
  return Object.fromEntries(lots.map((l) => [l.lotId, { ...waitOf(l, calendars, TODAY), due: l.duePaise }]));
};

describe('accounts.lot-waits', () => {
  it("keeps each lot's weighing date and the day its net was fully paid: the bank's credit date or the cash day", async () => {
    const rows = Object.fromEntries((await stored()).map((r) => [r.lot_id, r]));
    expect(rows[L.credited.lotId]).toMatchObject({ weighed_on: FRIDAY, paid_on: MONDAY, row_status: 'paid' });
    expect(rows[L.cash.lotId]).toMatchObject({ weighed_on: FRIDAY, paid_on: FRIDAY, row_status: null });
    expect(rows[L.returned.lotId]).toMatchObject({ paid_on: null, paid_paise: '0', row_status: 'failed' });
    expect(rows[L.notApproved.lotId]).toMatchObject({ paid_on: null, row_status: 'added' });
    expect(rows[L.reversed.lotId]).toMatchObject({ paid_on: null, paid_paise: '0', row_status: null });
    expect(rows[L.monday.lotId]).toMatchObject({ weighed_on: MONDAY, paid_on: null });
    expect(rows[L.notWeighed.lotId]).toMatchObject({ weighed_on: null, paid_on: null });
  });

  it('weighed on a Friday before a Saturday holiday and credited on Monday: 1 working day', async () => {
    const w = await waits();
    expect(w[L.credited.lotId]).toEqual({ days: 1, paid: true, promiseDays: 1, due: 0 });
    expect(w[L.cash.lotId]).toEqual({ days: 0, paid: true, promiseDays: 1, due: 0 });
    // Unpaid: Monday 23 to Friday 27 are five working days since Friday's weighing.
    expect(w[L.returned.lotId]).toEqual({ days: 5, paid: false, promiseDays: 1, due: NET });
    expect(w[L.monday.lotId]).toEqual({ days: 4, paid: false, promiseDays: 1, due: NET });
    expect(w[L.notWeighed.lotId]).toBeUndefined();
  });

  it('a holiday the Branch Admin enters late counts at once: the read side counts, the projection only dates', async () => {
    await world.append([holidayOn(HSR, '2026-11-25', 'Entered late')]);
    const w = await waits();
    expect(w[L.returned.lotId]?.days).toBe(4);
    expect(w[L.credited.lotId]?.days).toBe(1);
  });

  it("the dashboard's 30 days: median and p90 of the lots paid, the oldest unpaid and those beyond the promise", async () => {
    const answer = await dashboardDaysToPay(world.env.db, {
      scope: { kind: 'branch', branchId: HSR },
      date: TODAY,
      now: new Date(`${TODAY}T12:00:00+05:30`),
      today: TODAY,
    });
    expect(answer).toMatchObject({
      from: '2026-10-29',
      to: TODAY,
      promiseDays: 1,
      lots: 6,
      paidLots: 2,
      medianHundredths: 50,
      p90Days: 1,
      unpaidLots: 4,
      oldestUnpaidDays: 4,
      beyondPromise: 4,
    });
    expect(answer.days).toHaveLength(30);
    expect(answer.days.find((d) => d.date === FRIDAY)).toMatchObject({ lots: 5, paidLots: 2, unpaidLots: 3 });
    expect(answer.days.find((d) => d.date === MONDAY)).toMatchObject({
      lots: 1,
      paidLots: 0,
      medianHundredths: null,
    });
  });

  it('a rebuild gives the same rows as the live projection', async () => {
    const live = await stored();
    expect(live).toHaveLength(7);
    const result = await rebuildProjection({
      store: world.env.store,
      db: world.env.db,
      projection: lotWaitsProjection,
      logger: world.env.logger,
      batchSize: 3,
    });
    expect(result.generation).toBe(2);
    expect(await stored()).toEqual(live);
  });
});
