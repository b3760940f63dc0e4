import { randomUUID } from 'node:crypto';
import { billBookStream, billEventSchema, financialYearOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { weighLots } from './testing.js';

/** Officers processing the same day at the same moment: one set of bills, numbers with no gap. */
let m: AuctionTestMarket;
beforeAll(async () => {
  m = await startAuctionMarket('billing-races', { farmers: 5, reelers: 3 });
  m.setClock('09:00'); // slots of the day never cross midnight, whenever the test runs
  await weighLots(
    m,
    [0, 1, 2, 3, 4].map((farmer) => ({
      farmer,
      reeler: farmer % 3,
      ratePaise: 70_000 + farmer * 1_250,
      netGrams: 40_000 + farmer * 3_333,
    })),
  );
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

describe('twenty officers process the same day at once', () => {
  it('bills each customer once, numbered 1..n with no gap, every other request refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff, randomUUID()),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe('Selected Data has already been processed');
    }
    // The farmer and reeler books are separate streams: two requests may each win one of them, never both twice.
    const won = answers.filter((a) => a.status === 200).flatMap((a) => a.body.bills);
    expect(won).toHaveLength(5 + 3);
    expect(new Set(won.map((b: any) => b.billId)).size).toBe(8);

    await m.app.settle();
    const fy = financialYearOf(m.today());
    for (const [billType, code, count] of [
      ['farmer', 'FB', 5],
      ['reeler', 'RI', 3],
    ] as const) {
      const list = await m.api.get(
        `/Invoice/getAll_Invoice?billType=${billType}&from=${m.today()}&to=${m.today()}`,
        m.staff,
      );
      expect(list.status).toBe(200);
      const numbers = list.body.data.map((r: any) => r.invoiceNo).sort();
      expect(numbers).toEqual(
        Array.from(
          { length: count },
          (_, i) => `HSR/${code}${fy.slice(2)}/${String(i + 1).padStart(5, '0')}`,
        ),
      );
      expect(new Set(list.body.data.map((r: any) => r.customerId)).size).toBe(count);
      // The book itself: exactly these bills, in number order, nothing cancelled.
      const book = await m.app.deps.store.readStream(billBookStream(m.hosurId, billType, fy));
      expect(book.map((e) => [e.type, (e.data as { sequence: number }).sequence])).toEqual(
        Array.from({ length: count }, (_, i) => ['BillIssued', i + 1]),
      );
    }
  });
});

describe('a lot weighed after the day was billed', () => {
  const SUMMARY = {
    Farmer: '/Invoice/get_FarmerAuctionSumary', // the spec's spelling
    Reeler: '/Invoice/get_ReelerAuctionSummary',
  };
  const summary = async (party: keyof typeof SUMMARY) =>
    (await m.api.get(`${SUMMARY[party]}?date=${m.today()}`, m.staff)).body.data;

  it('makes the bills of its farmer and reeler stale; processing one farmer reissues only that bill', async () => {
    // Farmer 0 sells a second lot, to reeler 0, after their bill and invoice were issued.
    const [late] = await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 74_000, netGrams: 39_999 }]);
    await m.app.settle();
    const farmers = await summary('Farmer');
    const farmer0 = farmers.find((r: any) => r.customerId === m.farmers[0]!.customerId);
    expect(farmer0).toMatchObject({ state: 'stale', lotCount: 2 });
    expect(farmers.filter((r: any) => r.state === 'billed')).toHaveLength(4);
    const reeler0 = (await summary('Reeler')).find((r: any) => r.customerId === m.reelers[0]!.customerId);
    expect(reeler0).toMatchObject({ state: 'stale' });

    const fy = financialYearOf(m.today()).slice(2);
    const one = await m.api.post(
      '/Invoice/Save_FarmerAuctionSummary',
      { date: m.today(), customerIds: [m.farmers[0]!.customerId] },
      m.staff,
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.message).toBe('Your Data has be Processed SucessFully');
    expect(one.body.bills).toEqual([
      expect.objectContaining({ invoiceNo: `HSR/FB${fy}/00006`, replaces: farmer0.billId }),
    ]);
    await m.app.settle();
    const old = await m.api.get(`/Invoice/get_Invoice/${farmer0.billId}`, m.staff);
    expect(old.body).toMatchObject({ status: 'Cancelled', replacedBy: { invoiceNo: `HSR/FB${fy}/00006` } });
    expect(old.body.cancelReason).toContain(`Lot ${late!.lotNo} weighed after billing`);
    // The reeler's invoice waits for its own processing.
    expect(
      (await summary('Reeler')).find((r: any) => r.customerId === m.reelers[0]!.customerId),
    ).toMatchObject({
      state: 'stale',
    });
    const reelers = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff);
    expect(reelers.status, JSON.stringify(reelers.body)).toBe(200);
    expect(reelers.body.bills.map((b: any) => [b.invoiceNo, b.replaces])).toEqual([
      [`HSR/RI${fy}/00004`, reeler0.billId],
    ]);
    await m.app.settle();
    expect((await summary('Farmer')).every((r: any) => r.state === 'billed')).toBe(true);
    expect((await summary('Reeler')).every((r: any) => r.state === 'billed')).toBe(true);
  });
});

describe('weights corrected while the day is being processed', () => {
  it('leaves every bill in force matching the lots as last weighed, numbers without a gap', async () => {
    const fresh = await weighLots(
      m,
      [1, 2, 3, 4].map((farmer) => ({ farmer, reeler: farmer % 3, ratePaise: 71_000, netGrams: 45_000 })),
    );
    await m.app.settle();
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all([
        m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff),
        ...fresh.map((lot, i) =>
          m.api.post(
            '/CocoonAuction/CorrectWeight',
            { lotId: lot.lotId, netGrams: 45_000 - round * 100 - i, reason: `Reweighed, round ${round}` },
            m.staff,
          ),
        ),
      ]);
      expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(answers.slice(1).map((a) => a.status)).toEqual([200, 200, 200, 200]);
      // Either the correction sees the new bill and reissues it, or the process's re-check sees the correction.
      await m.app.settle();
      for (const path of ['/Invoice/get_FarmerAuctionSumary', '/Invoice/get_ReelerAuctionSummary']) {
        const rows = (await m.api.get(`${path}?date=${m.today()}`, m.staff)).body.data;
        expect(
          rows.filter((r: any) => r.state !== 'billed').map((r: any) => [r.customerCode, r.state]),
          `${path}, round ${round}`,
        ).toEqual([]);
        for (const row of rows) {
          const bill = (await m.api.get(`/Invoice/get_Invoice/${row.billId}`, m.staff)).body;
          const weights = (lots: any[]) => lots.map((l) => [l.lotNo, l.netGrams]).sort((a, b) => a[0] - b[0]);
          expect(weights(bill.lots), `${row.customerCode}, round ${round}`).toEqual(weights(row.lots));
        }
      }
    }
    const fy = financialYearOf(m.today());
    for (const billType of ['farmer', 'reeler'] as const) {
      const book = (await m.app.deps.store.readStream(billBookStream(m.hosurId, billType, fy))).map((e) =>
        billEventSchema.parse({ type: e.type, data: e.data }),
      );
      const sequences = book.flatMap((e) => (e.type === 'BillIssued' ? [e.data.sequence] : []));
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
      // Every cancellation names the bill issued right after it as its replacement.
      book.forEach((event, i) => {
        if (event.type === 'BillCancelled') expect(book[i + 1]?.data.billId).toBe(event.data.replacedBy);
      });
    }
  });
});
