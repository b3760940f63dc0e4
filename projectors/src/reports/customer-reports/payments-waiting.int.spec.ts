import {
  type CustomerEvent,
  customerStream,
  DAYS_TO_PAY,
  lotAmounts,
  PAYMENTS_WAITING,
  type ReportDefinition,
  type Scope,
} from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankRun, holidayOn, rowFailed, rowPaid, settingFrom } from '../../accounts/testing/wait-events.js';
import { daysToPay } from '../mis/days-to-pay.js';
import type { ReportQuery } from '../report-query.js';
import { profile } from '../summary/summary.fixtures.js';
import { AD_HSR, AD_KGL, BV, HSR, KGL, R1, R2, REGION } from '../testing/hand-made-day.js';
import {
  farmerPaidInCash,
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
import { paymentsWaiting } from './payments-waiting.js';

/**
 * Issue 25, "The wait, measured": HSR (reelers pay after invoice, promise 1 working day, Saturday 21 November
 * 2026 a holiday) weighs eight lots on Friday 20; KGL (promise 5) one on Monday 23. Today is Friday 27.
 */
const FRIDAY = '2026-11-20';
const MONDAY = '2026-11-23';
const TODAY = '2026-11-27';
const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const P1: Person = { id: uuid('fa000000', 1), code: 'HSR-F-000001', name: 'Farmer 1' };
const P2: Person = { id: uuid('fa000000', 2), code: 'HSR-F-000002', name: 'Farmer 2' };
const P3: Person = { id: uuid('fa000000', 3), code: 'HSR-F-000003', name: 'Farmer 3' };
const P4: Person = { id: uuid('fa000000', 4), code: 'KGL-F-000004', name: 'Farmer 4' };
const GOOD = { ifscCode: 'IDIB000H014', bankAcNo: '50100234567890', bankAcName: 'Murugan K' };

function farmer(
  person: Person,
  marketId: string,
  bank: Partial<typeof GOOD> | { ifscCode: null; bankAcNo: null },
) {
  const e: CustomerEvent = {
    type: 'CustomerRegistered',
    data: {
      ...profile,
      ...GOOD,
      ...bank,
      ledgerName: person.name,
      customerId: person.id,
      customerType: 'farmer',
      branchId: marketId,
      headCode: person.code,
      isActive: 2,
    },
  };
  return item(customerStream(person.id), e, marketId, '2026-04-01');
}

const lot = (n: number, farmer: Person, marketId = HSR, date = FRIDAY): LotSpec => ({
  lotId: uuid('2b000000', n),
  marketId,
  date,
  lotNo: n,
  farmer,
  race: BV,
});
const NET = lotAmounts(10_000, 50_000, LEVY).farmerNetPaise;
const L = {
  credited: lot(1, P1),
  cash: lot(2, P1),
  returned: lot(3, P2),
  notApproved: lot(4, P2),
  awaiting: lot(5, P2),
  noBank: lot(6, P3),
  reelerOwes: lot(7, P1),
  notInRun: lot(8, P1),
  kolar: lot(9, P4, KGL, MONDAY),
};
const runLot = (spec: LotSpec) => ({ lotId: spec.lotId, lotNo: spec.lotNo, date: spec.date, netPaise: NET });

let world: ReportWorld;
beforeAll(async () => {
  world = await startReportWorld('payments_waiting');
  const sent = bankRun(
    HSR,
    FRIDAY,
    [
      { farmer: P1, lots: [runLot(L.credited)] },
      { farmer: P2, lots: [runLot(L.returned), runLot(L.awaiting)] },
    ],
    { exported: true },
  );
  // The returned row's lots go back to due; the awaiting lot is sent again on Monday and not yet answered.
  const resent = bankRun(HSR, MONDAY, [{ farmer: P2, lots: [runLot(L.awaiting)] }], { exported: true });
  const unapproved = bankRun(HSR, MONDAY, [{ farmer: P2, lots: [runLot(L.notApproved)] }], {
    exported: false,
  });
  await world.append([
    marketOpened({ id: HSR, code: 'HSR', name: 'Hosur' }, { adOfficeId: AD_HSR, regionId: REGION }),
    marketOpened({ id: KGL, code: 'KGL', name: 'Kolar' }, { adOfficeId: AD_KGL, regionId: REGION }),
    holidayOn(HSR, '2026-11-21'),
    settingFrom('paymentpromisedays', 5, KGL),
    farmer(P1, HSR, {}),
    farmer(P2, HSR, {}),
    farmer(P3, HSR, { ifscCode: null, bankAcNo: null }),
    farmer(P4, KGL, {}),
    ...[L.credited, L.cash, L.returned, L.notApproved, L.awaiting, L.noBank, L.notInRun].flatMap((spec) =>
      sold(spec, R1, 10_000, 50_000),
    ),
    ...sold(L.reelerOwes, R2, 10_000, 50_000),
    ...sold(L.kolar, R1, 10_000, 50_000),
    // R1 has paid for all it bought at HSR; R2 nothing.
    reelerPaid(HSR, R1, 10_000_000, MONDAY),
    farmerPaidInCash(HSR, P1, [runLot(L.cash)], FRIDAY),
    ...sent.items,
    rowPaid(HSR, sent, 0, MONDAY),
    rowFailed(HSR, sent, 1, MONDAY),
    ...resent.items,
    ...unapproved.items,
  ]);
}, 180_000);
afterAll(async () => world?.stop());

const run = async (query: ReportQuery, definition: ReportDefinition, scope: Scope, params = {}) => {
  const answer = await query(world.ctx(scope, TODAY), params);
  const keys = new Set(definition.columns.map((c) => c.key));
  for (const row of answer.rows) for (const key of Object.keys(row)) expect(keys).toContain(key);
  return answer;
};

describe('CocoonAuction/PaymentsWaiting', () => {
  it('flags every lot unpaid beyond its market promise, longest wait first, with the reason the events give', async () => {
    const { rows, summary } = await run(paymentsWaiting, PAYMENTS_WAITING, { kind: 'all' });
    const reasons = Object.fromEntries(rows.map((r) => [r.lotId, r.reason]));
    expect(reasons).toEqual({
      [L.returned.lotId]: 'Returned by the bank',
      [L.notApproved.lotId]: 'Run not approved',
      [L.awaiting.lotId]: 'Sent to the bank, credit awaited',
      [L.noBank.lotId]: 'No verified bank details',
      [L.reelerOwes.lotId]: 'Reeler not paid',
      [L.notInRun.lotId]: 'Not yet in a payment run',
    });
    // Kolar's lot has waited 4 working days of a promise of 5: not flagged. Paid lots never are.
    expect(rows[0]).toMatchObject({
      market: 'Hosur',
      date: FRIDAY,
      farmerCode: 'HSR-F-000002',
      duePaise: NET,
      waitingDays: 5,
      promiseDays: 1,
    });
    expect(summary).toContainEqual({ label: 'Lots waiting beyond the promise', value: 6, type: 'count' });
    expect(summary).toContainEqual({ label: 'Reeler not paid', value: 1, type: 'count' });
  });

  it("a market's users see their market only", async () => {
    expect((await run(paymentsWaiting, PAYMENTS_WAITING, { kind: 'branch', branchId: KGL })).rows).toEqual(
      [],
    );
    const hosur = await run(paymentsWaiting, PAYMENTS_WAITING, { kind: 'adOffice', adOfficeId: AD_HSR });
    expect(hosur.rows).toHaveLength(6);
  });
});

describe('CocoonAuction/DaysToPay', () => {
  it('per market and weighing day: median and p90 of the lots paid, the unpaid with the oldest wait', async () => {
    const { rows, summary } = await run(
      daysToPay,
      DAYS_TO_PAY,
      { kind: 'all' },
      { from: '2026-11-01', to: '2026-11-30' },
    );
    expect(rows).toEqual([
      expect.objectContaining({
        marketId: HSR,
        market: 'Hosur',
        date: FRIDAY,
        lotsWeighed: 8,
        paidLots: 2,
        // Credited Monday after the Saturday holiday: 1; cash the same day: 0.
        medianDays: 50,
        p90Days: 1,
        unpaidLots: 6,
        oldestUnpaidDays: 5,
        beyondPromise: 6,
      }),
      expect.objectContaining({
        marketId: KGL,
        market: 'Kolar',
        date: MONDAY,
        lotsWeighed: 1,
        paidLots: 0,
        medianDays: null,
        p90Days: null,
        unpaidLots: 1,
        oldestUnpaidDays: 4,
        beyondPromise: 0,
      }),
    ]);
    expect(summary?.[0]).toEqual({
      label: 'Median working days to pay, the period',
      value: 50,
      type: 'hundredths',
    });
  });

  it("an AD office sees its markets, a market its own; the period's dates bound the weighing days", async () => {
    const kolar = await run(
      daysToPay,
      DAYS_TO_PAY,
      { kind: 'adOffice', adOfficeId: AD_KGL },
      {
        from: '2026-11-01',
        to: '2026-11-30',
      },
    );
    expect(kolar.rows.map((r) => r.market)).toEqual(['Kolar']);
    const hosur = await run(
      daysToPay,
      DAYS_TO_PAY,
      { kind: 'branch', branchId: HSR },
      {
        from: '2026-11-21',
        to: '2026-11-30',
      },
    );
    expect(hosur.rows).toEqual([]);
  });
});
