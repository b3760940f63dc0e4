import { addDays, weekdayOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAsAd } from '../accounts/testing.js';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * The farmer's wait, measured (issue 25, part 6), through the API as a market day runs: Hosur weighs two lots on
 * a Friday, the Branch Admin enters the Saturday as a holiday, the day's bank file goes out, and on Monday the
 * bank's response credits one farmer and returns the other. Days to pay: 1 working day, from the response's
 * date. On Tuesday the returned lot waits beyond the promise (1 working day), flagged "Returned by the bank".
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let friday: string;
let monday: string;
let token: string;

const ok = (answer: { status: number; body: unknown }, what: string) =>
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);

beforeAll(async () => {
  m = await startAuctionMarket('days_to_pay', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  m.shiftClock(((5 - weekdayOf(m.today()) + 7) % 7) * 24 * 60);
  friday = m.today();
  monday = addDays(friday, 3);
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 70_000, netGrams: 50_000 },
    { farmer: 1, reeler: 0, ratePaise: 71_000, netGrams: 40_000 },
  ]);
  ok(
    await m.api.post(
      '/MasHoliday/SaveMasHoliday',
      { date: addDays(friday, 1), name: 'Local festival' },
      m.staff,
    ),
    'holiday',
  );
  const batch = await m.api.post(
    '/OnlinePayment/AddToBatch',
    { batchDate: friday, farmerIds: m.farmers.map((f) => f.customerId) },
    m.staff,
  );
  ok(batch, 'batch');
  await approveAsAd(m, batch.body.batchId);
  ok(await m.api.post('/OnlinePayment/ExportBankFile', { batchId: batch.body.batchId }, m.staff), 'export');
  // Monday: the bank's response file is read; a session of that day.
  m.shiftClock(3 * 24 * 60);
  token = await m.api.login('hosur.admin');
  const rows = batch.body.rows as { farmerId: string; reference: string }[];
  const of = (i: number) => rows.find((r) => r.farmerId === m.farmers[i]!.customerId)!.reference;
  ok(
    await m.api.post(
      '/OnlinePayment/ImportBankResponse',
      {
        batchId: batch.body.batchId,
        csv: `Customer Reference,Status,UTR,Reason\r\n${of(0)},SUCCESS,UTR0001,\r\n${of(1)},REJECTED,,02 No such account\r\n`,
      },
      token,
    ),
    'bank response',
  );
  await m.app.settle();
}, 300_000);
afterAll(async () => m?.app.stop());

describe("the farmer's wait through the API", () => {
  it('weighed on Friday, Saturday a holiday, credited Monday: 1 working day (Days To Pay, MIS)', async () => {
    expect(weekdayOf(friday)).toBe(5);
    const answer = await m.api.get(`/CocoonAuction/DaysToPay?from=${friday}&to=${monday}`, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toEqual([
      expect.objectContaining({
        marketId: m.hosurId,
        market: 'Hosur',
        date: friday,
        lotsWeighed: 2,
        paidLots: 1,
        medianDays: 100,
        p90Days: 1,
        unpaidLots: 1,
        oldestUnpaidDays: 1,
        beyondPromise: 0,
      }),
    ]);
    expect(answer.body.totals).toMatchObject({ lotsWeighed: 2, paidLots: 1, unpaidLots: 1 });
  });

  it('the dashboard: median 1.00, the returned lot 1 working day old and within the promise', async () => {
    const answer = await m.api.get(`/Invoice/dashboard-daystopay?date=${monday}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      to: monday,
      promiseDays: 1,
      lots: 2,
      paidLots: 1,
      medianHundredths: 100,
      p90Days: 1,
      unpaidLots: 1,
      oldestUnpaidDays: 1,
      beyondPromise: 0,
    });
    const nothing = await m.api.get('/CocoonAuction/PaymentsWaiting', token);
    expect(nothing.body.rows).toEqual([]);
  });

  it('on Tuesday the returned lot waits beyond the promise, with the reason; other markets do not see it', async () => {
    m.shiftClock(24 * 60);
    token = await m.api.login('hosur.admin');
    const answer = await m.api.get('/CocoonAuction/PaymentsWaiting', token);
    expect(answer.status).toBe(200);
    const returned = lots.find((l) => l.farmerIndex === 1)!;
    expect(answer.body.rows).toEqual([
      expect.objectContaining({
        lotId: returned.lotId,
        date: friday,
        farmerCode: m.farmers[1]!.headCode,
        duePaise: returned.farmerNetPaise,
        waitingDays: 2,
        promiseDays: 1,
        reason: 'Returned by the bank',
      }),
    ]);
    const csv = await m.api.get('/CocoonAuction/PaymentsWaiting?format=csv', token);
    expect(csv.status).toBe(200);
    expect(csv.body.toString('utf8')).toContain('Returned by the bank');

    const dharmapuri = await m.api.login('dharmapuri.admin');
    expect((await m.api.get('/CocoonAuction/PaymentsWaiting', dharmapuri)).body.rows).toEqual([]);
    expect((await m.api.get(`/CocoonAuction/PaymentsWaiting?marketId=${m.hosurId}`, dharmapuri)).status).toBe(
      403,
    );
    expect((await m.api.get('/Invoice/dashboard-daystopay', dharmapuri)).body.lots).toBe(0);
  });
});
