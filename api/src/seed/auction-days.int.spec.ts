import type { LotRow, SlotRow } from '@cocoon/domain';
import { lotAmounts } from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import { findBids } from '@cocoon/projectors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalBody } from '../accounts/testing.js';
import { settingsInForce } from '../auction/access.js';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import {
  type AuctionSeedTotals,
  REJECT_REASON,
  type SeedAuctionDaysOptions,
  seedAuctionDays,
} from './auction-days.js';

/** Three past market days and today at Hosur, seeded through the auction's writes, read back through the API. */
let m: AuctionTestMarket;
let options: SeedAuctionDaysOptions;
let totals: AuctionSeedTotals;
const pastDates: string[] = [];

const eventCount = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from eventstore.events`.execute(m.app.deps.db)).rows[0]!.n,
  );

/** The store, failing every append after the first `appends` (a seed cut off half-way). */
function failingAfter(store: EventStore, appends: number): EventStore {
  let left = appends;
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'append') return Reflect.get(target, key, receiver);
      return (...args: Parameters<EventStore['append']>) => {
        left -= 1;
        return left < 0 ? Promise.reject(new Error('cut off')) : target.append(...args);
      };
    },
  });
}

beforeAll(async () => {
  m = await startAuctionMarket('auction-days', { farmers: 8, reelers: 5 });
  const { db, store } = m.app.deps;
  const types = await db.selectFrom('read.cocoon_types').select(['cocoon_id', 'short_name']).execute();
  options = {
    markets: [
      {
        marketId: m.hosurId,
        marketCode: 'HSR',
        staffUserName: 'hosur.admin',
        lotsPerDay: [6, 10],
        lotsToday: 4,
      },
    ],
    customerIds: [...m.farmers, ...m.reelers].map((c) => c.customerId),
    cocoonTypes: types.map((t) => ({ cocoonTypeId: String(t.cocoon_id), silkName: String(t.short_name) })),
    settings: await settingsInForce(db, m.hosurId, m.today()),
    days: 3,
  };
  await expect(seedAuctionDays(db, failingAfter(store, 60), options)).rejects.toThrow('cut off');
  totals = await seedAuctionDays(db, store, options);
  await m.app.settle();
  for (let d = 3; d >= 1; d--) {
    pastDates.push(
      new Date(Date.parse(`${m.today()}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10),
    );
  }
}, 180_000);
afterAll(async () => {
  await m?.app.stop();
});

const previousDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const lotsOf = async (date: string): Promise<LotRow[]> =>
  (await m.api.get(`/CocoonInward/getAll_CucoonInward?date=${date}`, m.staff)).body.data;
const slotsOf = async (date: string): Promise<SlotRow[]> =>
  (await m.api.get(`/SlotInfo/getAll_SlotByDate?date=${date}`, m.staff)).body.data;

describe('seeded auction days', () => {
  it('has each past day inwarded, slotted, bid on, decided and weighed, lot numbers in arrival order', async () => {
    expect(totals.slots).toBeGreaterThanOrEqual(6);
    expect(totals.todayLots).toBe(4);
    for (const date of pastDates) {
      const lots = await lotsOf(date);
      expect(lots.length).toBeGreaterThanOrEqual(6);
      expect(lots.length).toBeLessThanOrEqual(10);
      expect(lots.map((l) => l.lotNo)).toEqual(lots.map((_, i) => i + 1));
      const created = lots.map((l) => Date.parse(l.createdAt));
      expect(created).toEqual([...created].sort((a, b) => a - b));
      for (const lot of lots) {
        expect(['Weighed', 'Rejected', 'Unsold']).toContain(lot.status);
        expect(lot.createdBy).toBe('hosur.admin');
        const sr = lot.shellRatioBp;
        expect(lot.silkName === 'BV' ? sr >= 2000 && sr <= 2400 : sr >= 1600 && sr <= 2000).toBe(true);
        expect(lot.cocoonsPerKg).toBeGreaterThanOrEqual(500);
        expect(lot.cocoonsPerKg).toBeLessThanOrEqual(700);
        expect(lot.defectBp).toBeLessThanOrEqual(1000);
        expect(lot.cocoonWeightGrams).toBeGreaterThanOrEqual(20_000);
        expect(lot.cocoonWeightGrams).toBeLessThanOrEqual(200_990);
      }
      const slots = await slotsOf(date);
      expect(slots.length).toBeGreaterThanOrEqual(2);
      expect(slots.length).toBeLessThanOrEqual(4);
      for (const slot of slots) expect(['Approved', 'Closed']).toContain(slot.status);
    }
  });

  it('keeps every bid inside its slot, above the floor and over the previous one by the increment', async () => {
    let bids = 0;
    for (const date of pastDates) {
      const slots = new Map((await slotsOf(date)).map((s) => [s.slotId, s]));
      const perSlot = new Map<string, number>();
      for (const lot of await lotsOf(date)) {
        const history = await findBids(m.app.deps.db, lot.lotId);
        bids += history.length;
        let previous: { slotId: string; amountPaise: number } | null = null;
        for (const bid of history) {
          const slot = slots.get(bid.slotId)!;
          perSlot.set(bid.slotId, (perSlot.get(bid.slotId) ?? 0) + 1);
          expect(bid.placedAt >= slot.startsAt && bid.placedAt < slot.endsAt).toBe(true);
          expect(bid.amountPaise).toBeGreaterThanOrEqual(lot.floorPricePaise);
          if (previous?.slotId === bid.slotId) {
            expect(bid.amountPaise).toBeGreaterThanOrEqual(
              previous.amountPaise + options.settings.minIncrementPaise,
            );
          }
          previous = bid;
        }
      }
      for (const slot of slots.values()) expect(slot.bidCount).toBe(perSlot.get(slot.slotId) ?? 0);
    }
    expect(bids).toBe(totals.bids);
  });

  it('weighs exactly the approved lots; amounts are net × rate and add up to the seed total', async () => {
    let amount = 0;
    let weighed = 0;
    let rejected = 0;
    for (const date of pastDates) {
      const lots = await lotsOf(date);
      const weights: LotRow[] = (await m.api.get(`/CocoonAuction/getAll_Weightinfo?date=${date}`, m.staff))
        .body.data;
      expect(weights.map((l) => l.lotId).sort()).toEqual(
        lots
          .filter((l) => l.decision === 'approved')
          .map((l) => l.lotId)
          .sort(),
      );
      for (const lot of lots) {
        if (lot.decision === 'rejected') {
          rejected += 1;
          expect(lot.decisionReason).toBe(REJECT_REASON);
        }
        if (lot.status !== 'Weighed') {
          expect(lot.netGrams).toBeNull();
          continue;
        }
        weighed += 1;
        expect(lot.decision).toBe('approved');
        if (lot.crates) {
          expect(lot.netGrams).toBe(lot.crates.reduce((sum, c) => sum + c.grossGrams - c.tareGrams, 0));
          for (const crate of lot.crates) expect(crate.tareGrams).toBe(1_500);
        }
        expect(lot.amountPaise).toBe(
          lotAmounts(lot.netGrams!, lot.highestBidPaise!, options.settings).amountPaise,
        );
        amount += Number(lot.amountPaise);
      }
    }
    expect(weighed).toBe(totals.weighed);
    expect(weighed).toBe(totals.approved);
    expect(rejected).toBeLessThanOrEqual(totals.rejected);
    expect(amount).toBe(totals.amountPaise);
  });

  it('bills every past day: each weighed lot on one farmer bill and one reeler invoice, numbered in date order', async () => {
    let weighedAmount = 0;
    for (const date of pastDates) {
      const weighed = (await lotsOf(date)).filter((lot) => lot.netGrams !== null);
      weighedAmount += weighed.reduce((sum, lot) => sum + (lot.amountPaise ?? 0), 0);
      for (const billType of ['farmer', 'reeler'] as const) {
        const day = await m.api.get(
          `/Invoice/getAll_ByDateAndBillType?date=${date}&billType=${billType}`,
          m.staff,
        );
        const bills = day.body.data as Array<{ lotCount: number; grossPaise: number; status: string }>;
        expect(bills.every((b) => b.status === 'Issued')).toBe(true);
        expect(bills.reduce((sum, b) => sum + b.lotCount, 0)).toBe(weighed.length);
        expect(bills.reduce((sum, b) => sum + b.grossPaise, 0)).toBe(
          weighed.reduce((sum, lot) => sum + (lot.amountPaise ?? 0), 0),
        );
        const summary = await m.api.get(
          `/Invoice/get_${billType === 'farmer' ? 'FarmerAuctionSumary' : 'ReelerAuctionSummary'}?date=${date}`,
          m.staff,
        );
        expect(summary.body.data.every((row: { state: string }) => row.state === 'billed')).toBe(true);
      }
    }
    expect(weighedAmount).toBe(totals.amountPaise);
    const farmerBills = await m.api.get(
      `/Invoice/getAll_Invoice?billType=farmer&from=${pastDates[0]}&to=${pastDates[2]}`,
      m.staff,
    );
    const numbers = farmerBills.body.data.map((b: { invoiceNo: string }) =>
      Number(b.invoiceNo.split('/')[2]),
    );
    // Newest first (issue 27): consecutive numbers, the latest on top.
    expect(numbers).toEqual(numbers.map((_: number, i: number) => numbers[0] - i));
    expect(totals.bills).toBeGreaterThan(0);
  });

  it("leaves today's lots inwarded and free for a live slot", async () => {
    const free: LotRow[] = (await m.api.get(`/CocoonInward/getAll_FromLots?date=${m.today()}`, m.staff)).body
      .data;
    expect(free.map((l) => l.lotNo)).toEqual([1, 2, 3, 4]);
    expect(free.every((l) => l.status === 'Inwarded')).toBe(true);
    expect(await slotsOf(m.today())).toEqual([]);
  });

  it('pays most farmers in cash within days of weighing, receipts numbered in date order, a few left unpaid', async () => {
    expect(totals.cashPayments).toBeGreaterThan(0);
    const payments = await m.api.get(
      `/FarmerPayment/getAll_Payments?from=${pastDates[0]}&to=${m.today()}`,
      m.staff,
    );
    expect(payments.body.data).toHaveLength(totals.cashPayments);
    const dates = payments.body.data.map((p: { paidOn: string }) => p.paidOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d: string) => d < m.today())).toBe(true);
    // Nothing is paid twice: every lot's due is zero or more.
    const dues = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${m.today()}`, m.staff);
    expect(dues.status).toBe(200);
    expect(dues.body.data.every((f: { duePaise: number }) => f.duePaise >= 0)).toBe(true);
  });

  it('appends nothing when run again', async () => {
    const before = await eventCount();
    const again = await seedAuctionDays(m.app.deps.db, m.app.deps.store, options);
    expect(await eventCount()).toBe(before);
    expect(again).toEqual(totals);
  });

  it('starts the books on the first seeded day, set with its opening cash: its history stays valid (issue 22)', async () => {
    const first = pastDates[0]!;
    const months = await m.api.get('/Configmonth/GetMonth', m.staff);
    expect(months.body).toMatchObject({ goLive: first, goLiveOpen: false, nextToClose: first.slice(0, 7) });
    const dated = await m.api.post(
      '/Voucher/SaveVoucher',
      journalBody(m, 100, { voucherDate: first }),
      m.staff,
    );
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    const before = await m.api.post(
      '/Voucher/SaveVoucher',
      journalBody(m, 100, { voucherDate: previousDay(first) }),
      m.staff,
    );
    expect(before.body.errors.voucherDate[0]).toContain('(go-live): nothing is posted before it');
  });
});
