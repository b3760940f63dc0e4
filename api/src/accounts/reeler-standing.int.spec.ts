import { displayDate, formatRupees } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { approvedLots, weighLots } from '../billing/testing.js';
import { cashPaymentBody } from './testing.js';

/**
 * The market's reeler payment settings at work: the days to pay on an invoice, a reeler barred from bidding
 * for dues overdue past the bar days (and paying lifts it), and weighing refused beyond a deposit in advance.
 */
let m: AuctionTestMarket;
let admin: string;
const DAY = 24 * 60;
const daysAfter = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  m = await startAuctionMarket('reeler-standing', { farmers: 3, reelers: 4 });
  admin = await m.api.login('admin');
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const setSetting = async (key: string, value: number, effectiveFrom: string) => {
  const answer = await m.api.post(
    '/dataManager/SetKeyValue',
    { key, value, effectiveFrom, marketId: m.hosurId },
    admin,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await m.app.settle();
};
/** A lot of today in a slot open now, for a bid. */
const openLot = async () => {
  const inward = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 2), m.staff);
  expect(inward.status).toBe(200);
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    {
      inwardDate: m.today(),
      startTime: m.clockTime(1),
      endTime: m.clockTime(11),
      lotFrom: inward.body.lotNo,
      lotTo: inward.body.lotNo,
    },
    m.staff,
  );
  expect(slot.status).toBe(200);
  m.shiftClock(2);
  return inward.body.lotId as string;
};

describe('reeler payment settings', () => {
  let payable = 0;
  let auctionDate = '';

  it('dates an invoice by the payment days in force on the auction date', async () => {
    // Fourteen days ago: reeler 0 buys a lot and is invoiced; the market allowed 5 days to pay then.
    m.setClock('09:00');
    m.shiftClock(-14 * DAY);
    auctionDate = m.today();
    await setSetting('reelerpaydays', 5, daysAfter(auctionDate, -1));
    const [lot] = await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 }]);
    payable = lot!.reelerPayablePaise;
    const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: auctionDate }, m.staff);
    expect(billed.status).toBe(200);
    const invoices = await m.api.get(`/Invoice/getAll_Invoice?billType=reeler&date=${auctionDate}`, m.staff);
    const [bill] = invoices.body.data;
    const whole = await m.api.get(`/Invoice/get_Invoice/${bill.billId}`, m.staff);
    expect(JSON.stringify(whole.body)).toContain(`"dueDate":"${daysAfter(auctionDate, 5)}"`);
    // Back to today: the sessions made fourteen days ago look idle now.
    m.setClock('09:00');
    m.staff = await m.api.login('hosur.admin');
  });

  it('bars a reeler with dues overdue past the bar days: the phone says so, the bid is refused', async () => {
    // Due 5 days after the sale, barred 7 days after that: fourteen days on, the whole invoice is past the bar.
    const token = await m.loginReeler(m.reelers[0]!.headCode);
    const message =
      `You are barred from bidding: ${formatRupees(payable)} overdue since ` +
      `${displayDate(daysAfter(auctionDate, 5))}. Please pay at the market office.`;
    const standing = await m.api.get('/reeler/standing', token);
    expect(standing.status).toBe(200);
    expect(standing.body).toMatchObject({
      barred: { overduePaise: payable, since: daysAfter(auctionDate, 5) },
      message,
      balancePaise: payable,
    });
    // The accounts staff see the same on the reeler's dues.
    const dues = () =>
      m.api.get(`/ReelerReceipt/get_ReelerDues?reelerId=${m.reelers[0]!.customerId}`, m.staff);
    expect((await dues()).body.bar).toEqual({ overduePaise: payable, since: daysAfter(auctionDate, 5) });
    const lotId = await openLot();
    const refused = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: 71_000 }, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(message);
    // Another reeler with nothing due bids as usual.
    const other = await m.loginReeler(m.reelers[1]!.headCode);
    expect((await m.api.get('/reeler/standing', other)).body).toMatchObject({ barred: null, message: null });
    const accepted = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: 71_000 }, other);
    expect(accepted.status).toBe(200);

    // Paying the dues at the office lifts the bar.
    const paid = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      { reelerId: m.reelers[0]!.customerId, mode: 'cash', amountPaise: payable, purpose: 'invoice' },
      m.staff,
    );
    expect(paid.status).toBe(200);
    await m.app.settle();
    expect((await m.api.get('/reeler/standing', token)).body).toMatchObject({
      barred: null,
      balancePaise: 0,
    });
    expect((await dues()).body.bar).toBeNull();
    const again = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: 72_000 }, token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    m.shiftClock(10);
  });

  it('in a deposit market, weighs every approved lot: what exceeds the deposit is the reeler due (issue 25)', async () => {
    await setSetting('reelerpaymode', 1, m.today());
    m.setClock('13:00');
    const reeler = m.reelers[3]!;
    // Approval holds each lot's value at the inward weight (84.250 kg × Rs 700.00 + 1 % = Rs 59,564.75).
    const deposit = (amountPaise: number) =>
      m.api.post(
        '/ReelerReceipt/SaveReceipt',
        {
          reelerId: reeler.customerId,
          mode: 'bank',
          bankReference: `UTR${amountPaise}`,
          amountPaise,
          purpose: 'advance',
        },
        m.staff,
      );
    expect((await deposit(12_000_000)).status).toBe(200);
    await m.app.settle();
    const lots = await approvedLots(m, [
      { farmer: 0, reeler: 3, ratePaise: 70_000 },
      { farmer: 1, reeler: 3, ratePaise: 70_000 },
    ]);
    const weigh = (lotId: string, netGrams: number) =>
      m.api.post('/CocoonAuction/Save_CocoonAution', { lotId, netGrams }, m.staff);
    // 50.000 kg × Rs 700 = Rs 35,000.00, + 1 % levy = Rs 35,350.00; 120 kg: Rs 84,840.00.
    const first = await weigh(lots[0]!.lotId, 50_000);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.reelerPayablePaise).toBe(3_535_000);
    const second = await weigh(lots[1]!.lotId, 120_000);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    await m.app.settle();
    const token = await m.loginReeler(reeler.headCode);
    expect((await m.api.get('/reeler/standing', token)).body.balancePaise).toBe(
      3_535_000 + 8_484_000 - 12_000_000,
    );
  });

  it('weighs two lots of one reeler at once: both weighed, each charged once', async () => {
    m.setClock('15:00');
    const reeler = m.reelers[2]!;
    const deposit = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      { reelerId: reeler.customerId, mode: 'cash', amountPaise: 12_000_000, purpose: 'advance' },
      m.staff,
    );
    expect(deposit.status).toBe(200);
    await m.app.settle();
    const lots = await approvedLots(m, [
      { farmer: 0, reeler: 2, ratePaise: 70_000 },
      { farmer: 1, reeler: 2, ratePaise: 70_000 },
    ]);
    const officer2 = await m.api.login('hosur.admin');
    const answers = await Promise.all([
      m.api.post('/CocoonAuction/Save_CocoonAution', { lotId: lots[0]!.lotId, netGrams: 50_000 }, m.staff),
      m.api.post('/CocoonAuction/Save_CocoonAution', { lotId: lots[1]!.lotId, netGrams: 50_000 }, officer2),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await m.app.settle();
    const token = await m.loginReeler(reeler.headCode);
    expect((await m.api.get('/reeler/standing', token)).body.creditAvailablePaise).toBe(
      12_000_000 - 2 * 3_535_000,
    );
  });

  it('never pays back a deposit an approved lot holds (issues 22 and 25)', async () => {
    m.setClock('15:30');
    const reeler = m.reelers[3]!;
    const deposit = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      { reelerId: reeler.customerId, mode: 'cash', amountPaise: 8_000_000, purpose: 'advance' },
      m.staff,
    );
    expect(deposit.status).toBe(200);
    await m.app.settle();
    const [lot] = await approvedLots(m, [{ farmer: 2, reeler: 3, ratePaise: 70_000 }]);
    const officer2 = await m.api.login('hosur.admin');
    // Rs 80,000.00 in, less Rs 190.00 owed from the first deposit test, holds Rs 59,564.75 for the lot: Rs 50,000.00
    // cannot go back, before the weighing (Rs 20,245.25 free) or after it (Rs 35,350.00 charged, Rs 44,460.00 free).
    const answers = await Promise.all([
      m.api.post('/CocoonAuction/Save_CocoonAution', { lotId: lot!.lotId, netGrams: 50_000 }, m.staff),
      m.api.post(
        '/Voucher/SaveVoucher',
        cashPaymentBody(m, { kind: 'reeler', customerId: reeler.customerId }, 5_000_000, 'Deposit returned'),
        officer2,
      ),
    ]);
    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([200, 409]);
  });
});
