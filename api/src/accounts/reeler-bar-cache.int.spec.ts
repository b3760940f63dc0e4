import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient } from '../auction/simulator/http.js';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { weighLots } from '../billing/testing.js';
import { type SecondApi, startSecondApi } from '../testing/second-api.js';

/**
 * The bid keeps a reeler's bar and deposit in the api process instead of reading the ledger on every bid
 * (issue 28), and forgets them on the ledger's own notice: a payment taken by one api process lifts the bar for
 * the very next bid in another, and a reversal's ledger notice makes the second process read the reeler again,
 * although it had just kept the reeler's figures.
 */
let m: AuctionTestMarket;
let second: SecondApi;
const DAY = 24 * 60;
let payable = 0;
let admin = '';

beforeAll(async () => {
  m = await startAuctionMarket('reeler-bar-cache', { farmers: 3, reelers: 3 });
  admin = await m.api.login('admin');
  // Fourteen days ago reeler 0 bought a lot, invoiced with 5 days to pay: barred 7 days after that.
  m.setClock('09:00');
  m.shiftClock(-14 * DAY);
  const auctionDate = m.today();
  const d = new Date(`${auctionDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  const set = await m.api.post(
    '/dataManager/SetKeyValue',
    { key: 'reelerpaydays', value: 5, effectiveFrom: d.toISOString().slice(0, 10), marketId: m.hosurId },
    admin,
  );
  expect(set.status).toBe(200);
  await m.app.settle();
  const [lot] = await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 }]);
  payable = lot!.reelerPayablePaise;
  const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: auctionDate }, m.staff);
  expect(billed.status).toBe(200);
  m.setClock('09:00');
  m.staff = await m.api.login('hosur.admin');
  second = await startSecondApi(m.app);
}, 240_000);
afterAll(async () => {
  await second?.stop();
  await m?.app.stop();
});

describe("a reeler's bar kept between bids", () => {
  it("a payment in one api process lifts the bar for the next bid in another; a reversal's ledger notice drops what the other kept", async () => {
    await m.app.settle();
    const inward = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 2), m.staff);
    expect(inward.status).toBe(200);
    const lotId = inward.body.lotId as string;
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
    const other = jsonClient(second.url);
    const barred = await m.loginReeler(m.reelers[0]!.headCode);
    const bid = (amountPaise: number, token: string) =>
      other.post<{ message: string }>('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token);

    const refused = await bid(71_000, barred);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^You are barred from bidding/);

    // Paid at the office (the first process); the very next bid in the second is taken, no waiting.
    const paid = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      { reelerId: m.reelers[0]!.customerId, mode: 'cash', amountPaise: payable, purpose: 'invoice' },
      m.staff,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const taken = await bid(71_000, barred);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    // Kept as clear in the second process now: the next bid reads nothing.
    expect((await bid(72_000, barred)).status).toBe(200);

    // The receipt reversed (a bounced payment) in the first process: the ledger's notice reaches the second,
    // whose kept figures for the reeler no longer count (the next bid reads the ledger again).
    const reelerId = m.reelers[0]!.customerId;
    const kept = second.deps.ledgerNotices.mark(reelerId);
    expect(kept).not.toBeNull();
    const list = await m.api.get(`/ReelerReceipt/getAll_Receipts?from=${m.today()}&to=${m.today()}`, m.staff);
    const receipt = list.body.data.find((r: { receiptNo: string }) => r.receiptNo === paid.body.receiptNo);
    expect(receipt).toBeDefined();
    const reversed = await m.api.post(
      '/ReelerReceipt/ReverseReceipt',
      { receiptId: receipt.receiptId, reason: 'Cheque bounced' },
      m.staff,
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    await m.app.settle();
    for (let i = 0; i < 40 && second.deps.ledgerNotices.unchanged(reelerId, kept); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(second.deps.ledgerNotices.unchanged(reelerId, kept)).toBe(false);
    // Another reeler's kept figures stand.
    const bystander = m.reelers[1]!.customerId;
    expect(second.deps.ledgerNotices.unchanged(bystander, second.deps.ledgerNotices.mark(bystander))).toBe(
      true,
    );
    // The reversal dates the debt again from today (not overdue yet): the ledger, read again, says clear, and
    // owed once more.
    const standing = await other.get<{ balancePaise: number }>('/reeler/standing', barred);
    expect(standing.body.balancePaise).toBe(payable);
    expect((await bid(73_000, barred)).status).toBe(200);

    // The market turns to deposits in advance today: what the second process kept was judged as a credit
    // market, and within 5 s (the settings' own reading) the next bid must be covered by a deposit.
    const mode = await m.api.post(
      '/dataManager/SetKeyValue',
      { key: 'reelerpaymode', value: 1, effectiveFrom: m.today(), marketId: m.hosurId },
      admin,
    );
    expect(mode.status).toBe(200);
    await m.app.settle();
    await new Promise((r) => setTimeout(r, 5_100));
    const uncovered = await bid(74_000, barred);
    expect(uncovered.status, JSON.stringify(uncovered.body)).toBe(400);
    expect(uncovered.body.message).toMatch(/^Your cover is/);
  }, 60_000);
});
