import { randomUUID } from 'node:crypto';
import { billBookStream, financialYearOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { weighLots } from './testing.js';

/** Officers processing the same day at the same moment: one set of bills, numbers with no gap. */
let m: AuctionTestMarket;
beforeAll(async () => {
  m = await startAuctionMarket('billing-races', { farmers: 5, reelers: 3 });
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
