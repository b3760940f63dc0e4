import { randomUUID } from 'node:crypto';
import { lotStream } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandRun } from '../commands/run-command.js';
import { approveAllHighestBids } from './approve-all.js';
import { dayStreamSpec } from './auction-writes.js';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from './testing.js';

/**
 * Issue 27: "approve all highest bids" of a closed slot. Only lots nobody needs to look at are approved; every
 * other lot is refused with its reason and left to a decision of its own. Each lot is decided once, whatever the
 * retries and races.
 */
let m: AuctionTestMarket;
beforeAll(async () => {
  m = await startAuctionMarket('approve-all', { farmers: 6, reelers: 3 });
  m.setClock('09:00');
}, 120_000);
afterAll(async () => {
  await m?.app.stop();
});

const APPROVE_ALL = '/SlotInfo/BiddingApprovalAll';
const preview = (slotNo: number, token = m.staff, extra = '') =>
  m.api.get(`/SlotInfo/BiddingApprovalPreview?date=${m.today()}&slotNo=${slotNo}${extra}`, token);

/** How many decisions a lot's own stream holds (the authority: never more than one). */
async function decisionsOf(lotId: string): Promise<number> {
  const events = await m.app.deps.store.readStream(lotStream(lotId));
  return events.filter((e) => e.type === 'BidApproved' || e.type === 'BidRejected').length;
}

async function inward(farmer: number): Promise<{ lotId: string; lotNo: number }> {
  const answer = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function slot(lotFrom: number, lotTo: number, startTime: string, endTime: string): Promise<number> {
  const answer = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime, endTime, lotFrom, lotTo },
    m.staff,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.slotNo;
}

async function bid(token: string, lotId: string, amountPaise: number) {
  const answer = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('approve all highest bids of a slot', () => {
  const lots: Array<{ lotId: string; lotNo: number }> = [];
  let slotNo = 0;

  beforeAll(async () => {
    for (const farmer of [0, 1, 2, 3]) lots.push(await inward(farmer));
    slotNo = await slot(1, 4, '10:00', '10:30');
    m.setClock('10:05');
    const [r1, r2] = [
      await m.loginReeler(m.reelers[0]!.headCode),
      await m.loginReeler(m.reelers[1]!.headCode),
    ];
    await bid(r1, lots[0]!.lotId, 71_000);
    await bid(r1, lots[1]!.lotId, 70_500);
    await bid(r2, lots[1]!.lotId, 72_000);
    // Lot 3: nobody bids.
    await bid(r2, lots[3]!.lotId, 70_000);
  });

  it('refuses while bidding is open (409), approving nothing', async () => {
    const open = await m.api.post(APPROVE_ALL, { inwardDate: m.today(), slotNo }, m.staff);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(`Bidding in slot ${slotNo} is open until 10:30`);
    expect(await decisionsOf(lots[0]!.lotId)).toBe(0);
  });

  it('previews what it approves (lot, farmer, reeler, rate, estimated amount, total) and what it refuses and why', async () => {
    m.setClock('10:40');
    // The farmer refused lot 4's price: rejected lot by lot before the slot's approval.
    const rejected = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lots[3]!.lotId, decision: 'reject', reason: 'Farmer refused' },
      m.staff,
    );
    expect(rejected.status).toBe(200);
    const answer = await preview(slotNo);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      slotNo,
      approvable: [
        {
          lotNo: 1,
          farmerName: m.farmers[0]!.name,
          reelerName: m.reelers[0]!.name,
          reelerCode: m.reelers[0]!.headCode,
          ratePaise: 71_000,
          cocoonWeightGrams: 84_250,
          // 84.250 kg x Rs 710.00 = Rs 59,817.50
          estimatedAmountPaise: 5_981_750,
        },
        { lotNo: 2, reelerName: m.reelers[1]!.name, ratePaise: 72_000, estimatedAmountPaise: 6_066_000 },
      ],
      refused: [
        { lotNo: 3, farmerName: m.farmers[2]!.name, reason: 'No bid' },
        { lotNo: 4, reason: 'Already rejected' },
      ],
      totalPaise: 5_981_750 + 6_066_000,
    });
    // Previewing decides nothing.
    expect(await decisionsOf(lots[0]!.lotId)).toBe(0);
  });

  it('approves the eligible lots, each once, and lists the refused with their reasons', async () => {
    const key = randomUUID();
    const body = { inwardDate: m.today(), slotNo };
    const first = await m.api.post(APPROVE_ALL, body, m.staff, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      message: `Approved 2 lots of slot ${slotNo}; 2 left to decide lot by lot`,
      approved: [
        { lotNo: 1, ratePaise: 71_000, reelerName: m.reelers[0]!.name },
        { lotNo: 2, ratePaise: 72_000, reelerName: m.reelers[1]!.name },
      ],
      refused: [
        { lotNo: 3, reason: 'No bid' },
        { lotNo: 4, reason: 'Already rejected' },
      ],
      totalPaise: 5_981_750 + 6_066_000,
    });
    const list = await m.api.get(
      `/SlotInfo/getAll_BidByDateSlot?date=${m.today()}&slotNo=${slotNo}`,
      m.staff,
    );
    expect(
      list.body.data.map((l: { lotNo: number; decision: string | null }) => [l.lotNo, l.decision]),
    ).toEqual([
      [1, 'approved'],
      [2, 'approved'],
      [3, null],
      [4, 'rejected'],
    ]);

    // The same request again (a retry after a dropped answer): the same answer, nothing decided again.
    const again = await m.api.post(APPROVE_ALL, body, m.staff, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    for (const lot of lots) expect(await decisionsOf(lot.lotId)).toBe(lot.lotNo === 3 ? 0 : 1);

    // A second officer's "approve all" (another key) finds every lot decided or without a bid.
    const second = await m.api.post(APPROVE_ALL, body, m.staff);
    expect(second.status).toBe(200);
    expect(second.body.approved).toEqual([]);
    expect(second.body.refused.map((r: { reason: string }) => r.reason)).toEqual([
      'Already approved',
      'Already approved',
      'No bid',
      'Already rejected',
    ]);
    expect(second.body.position).toBeUndefined();
    for (const lot of lots) expect(await decisionsOf(lot.lotId)).toBe(lot.lotNo === 3 ? 0 : 1);

    // Per-lot decisions remain: lot 2 is processed once only.
    const twice = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lots[1]!.lotId, decision: 'reject' },
      m.staff,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Selected Data has already been processed');
  });

  it('a per-lot reject racing "approve all" decides the lot once: whichever is first, the other is refused', async () => {
    const raced = [await inward(4), await inward(5)];
    const racedSlot = await slot(raced[0]!.lotNo, raced[1]!.lotNo, '11:00', '11:30');
    m.setClock('11:05');
    const r3 = await m.loginReeler(m.reelers[2]!.headCode);
    await bid(r3, raced[0]!.lotId, 71_000);
    await bid(r3, raced[1]!.lotId, 71_000);
    m.setClock('11:40');
    const [all, reject] = await Promise.all([
      m.api.post(APPROVE_ALL, { inwardDate: m.today(), slotNo: racedSlot }, m.staff),
      m.api.post('/SlotInfo/BiddingApproval', { lotId: raced[0]!.lotId, decision: 'reject' }, m.staff),
    ]);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(await decisionsOf(raced[0]!.lotId)).toBe(1);
    expect(await decisionsOf(raced[1]!.lotId)).toBe(1);
    const approvedNos = all.body.approved.map((a: { lotNo: number }) => a.lotNo);
    if (reject.status === 200) {
      expect(all.body.refused).toEqual([
        expect.objectContaining({ lotNo: raced[0]!.lotNo, reason: 'Already rejected' }),
      ]);
      expect(approvedNos).toEqual([raced[1]!.lotNo]);
    } else {
      expect(reject.status).toBe(409);
      expect(reject.body.message).toBe('Selected Data has already been processed');
      expect(approvedNos).toEqual([raced[0]!.lotNo, raced[1]!.lotNo]);
    }
  });

  it('a crash after some lots were approved: run again under the same key, each lot is replayed, never decided twice', async () => {
    const lot = await inward(0);
    const crashSlot = await slot(lot.lotNo, lot.lotNo, '12:00', '12:30');
    m.setClock('12:05');
    await bid(await m.loginReeler(m.reelers[0]!.headCode), lot.lotId, 70_000);
    m.setClock('12:40');
    const day = await m.app.deps.streams.state(dayStreamSpec(m.hosurId, m.today()));
    const scheduled = day.slots.find((s) => s.slotNo === crashSlot)!;
    const actor = {
      userId: 'crash-test',
      userName: 'hosur.admin',
      userType: 'Branch Admin',
      marketId: m.hosurId,
      regionId: null,
      adOfficeId: null,
      branchId: m.hosurId,
    };
    // The command log never stored an answer (the process died after the lots' events): the work runs again.
    const key = randomUUID();
    const run = () => new CommandRun(m.app.deps, actor, key, m.app.deps.clock());
    const first = await approveAllHighestBids(m.app.deps, run(), m.hosurId, scheduled);
    const again = await approveAllHighestBids(m.app.deps, run(), m.hosurId, scheduled);
    expect(first.approved.map((l) => l.lotNo)).toEqual([lot.lotNo]);
    expect(again.approved).toEqual(first.approved);
    expect(again.refused).toEqual([]);
    expect(await decisionsOf(lot.lotId)).toBe(1);
  });

  it('keeps the per-lot roles and market scope, and refuses bad input with field messages', async () => {
    const body = { inwardDate: m.today(), slotNo };
    // Bid approval is for Branch Admin, AD and RJD (spec section 6: the E-Auction items).
    for (const user of ['hosur.officer', 'admin']) {
      const token = await m.api.login(user);
      expect((await m.api.post(APPROVE_ALL, body, token)).status, user).toBe(403);
      expect((await preview(slotNo, token)).status, user).toBe(403);
    }
    // Another market's Branch Admin cannot name Hosur; without a market it is their own, which has no such slot.
    const other = await m.api.login('dharmapuri.admin');
    expect((await m.api.post(APPROVE_ALL, { ...body, marketId: m.hosurId }, other)).status).toBe(403);
    expect((await preview(slotNo, other, `&marketId=${m.hosurId}`)).status).toBe(403);
    const elsewhere = await m.api.post(APPROVE_ALL, body, other);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(`Slot ${slotNo} not found on this date`);
    // Hosur's Assistant Director names the market.
    const ad = await m.api.login('ad.krishnagiri');
    const byAd = await preview(slotNo, ad, `&marketId=${m.hosurId}`);
    expect(byAd.status, JSON.stringify(byAd.body)).toBe(200);
    expect(byAd.body.approvable).toEqual([]);
    expect((await m.api.post(APPROVE_ALL, body, ad)).status).toBe(400);

    const bad = await m.api.post(APPROVE_ALL, { inwardDate: '2026-13-45', slotNo: 0 }, m.staff);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      inwardDate: ['Please select both a Date and a slot number'],
      slotNo: ['Please select both a Date and a slot number'],
    });
    expect((await preview(0)).status).toBe(400);
    const missing = await m.api.post(APPROVE_ALL, { ...body, slotNo: 99 }, m.staff);
    expect(missing.status).toBe(404);
  });

  it("a deposit market blocks each lot on the buyer's cover: what the cover cannot carry is refused, naming the shortfall", async () => {
    // Bids taken while the market still billed after the sale; then it takes deposits (issue 25).
    const pair = [await inward(1), await inward(2)];
    const depositSlot = await slot(pair[0]!.lotNo, pair[1]!.lotNo, '13:00', '13:30');
    m.setClock('13:05');
    const r3 = await m.loginReeler(m.reelers[2]!.headCode);
    await bid(r3, pair[0]!.lotId, 70_000);
    await bid(r3, pair[1]!.lotId, 70_000);
    m.setClock('13:40');
    const admin = await m.api.login('admin');
    const mode = await m.api.post(
      '/dataManager/SetKeyValue',
      { key: 'reelerpaymode', value: 1, effectiveFrom: m.today(), marketId: m.hosurId },
      admin,
    );
    expect(mode.status, JSON.stringify(mode.body)).toBe(200);
    // Rs 60,000.00 deposited: one lot's Rs 59,564.75 (84.250 kg x Rs 700.00 + 1 % reeler levy), not two.
    const receipt = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      {
        reelerId: m.reelers[2]!.customerId,
        mode: 'bank',
        bankReference: 'UTR-APPROVE-ALL-1',
        amountPaise: 6_000_000,
        purpose: 'advance',
      },
      m.staff,
    );
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    await m.app.settle();
    const all = await m.api.post(APPROVE_ALL, { inwardDate: m.today(), slotNo: depositSlot }, m.staff);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.approved.map((l: { lotNo: number }) => l.lotNo)).toEqual([pair[0]!.lotNo]);
    expect(all.body.refused).toEqual([
      expect.objectContaining({
        lotNo: pair[1]!.lotNo,
        reason: expect.stringContaining(
          `Reeler ${m.reelers[2]!.name}'s cover is Rs 435.25; lot ${pair[1]!.lotNo} needs Rs 59,564.75`,
        ),
      }),
    ]);
    expect(await decisionsOf(pair[0]!.lotId)).toBe(1);
    expect(await decisionsOf(pair[1]!.lotId)).toBe(0);
  });
});
