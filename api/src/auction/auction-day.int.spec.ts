import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from './testing.js';

/** One market day through the API: inward → slot → bids → approval → weight → history. */
let m: AuctionTestMarket;
beforeAll(async () => {
  m = await startAuctionMarket('auction-day', { farmers: 6, reelers: 4 });
  m.setClock('09:00');
}, 120_000);
afterAll(async () => {
  await m?.app.stop();
});

const lotIds: string[] = [];
let slotId = '';

describe('inward', () => {
  it('allocates lot numbers 1, 2, 3 per market and day, with the assay and floor price', async () => {
    for (const farmer of [0, 1, 2]) {
      const answer = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        result: 'Success',
        lotNo: farmer + 1,
        lotLabelTa: `லாட் எண் ${farmer + 1}`,
        shellRatioBp: 2167,
        rendittaX100: 600,
        floorPricePaise: 70_000,
      });
      lotIds.push(answer.body.lotId);
    }
    const list = await m.api.get(`/CocoonInward/getAll_CucoonInward?date=${m.today()}`, m.staff);
    expect(list.body.data.map((l: { lotNo: number }) => l.lotNo)).toEqual([1, 2, 3]);
    expect(list.body.data[0]).toMatchObject({
      status: 'Inwarded',
      farmerName: m.farmers[0]!.name,
      silkName: 'BV',
    });
  });

  it('a retried inward (same Idempotency-Key) creates no second lot', async () => {
    const key = randomUUID();
    const first = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 3), m.staff, key);
    const again = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 3), m.staff, key);
    expect(again.body.lotId).toBe(first.body.lotId);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    const list = await m.api.get(`/CocoonInward/GetInwardByDate?date=${m.today()}`, m.staff);
    expect(list.body.data).toHaveLength(4);
    lotIds.push(first.body.lotId);
  });

  it('refuses impossible samples and other days with field messages, changing nothing', async () => {
    const bad = await m.api.post(
      '/CocoonInward/SaveCocoonInward',
      { ...sampleLot(m), shellWeightMg: 120_000 },
      m.staff,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.shellWeightMg).toEqual(['Shell weight must be less than the cocoon weight']);
    const tooMany = await m.api.post(
      '/CocoonInward/SaveCocoonInward',
      { ...sampleLot(m), defectiveCount: 61 },
      m.staff,
    );
    expect(tooMany.body.errors.defectiveCount).toEqual([
      'Defective cocoons cannot exceed the cocoons in the sample',
    ]);
    const zero = await m.api.post(
      '/CocoonInward/SaveCocoonInward',
      { ...sampleLot(m), sampleCount: 0 },
      m.staff,
    );
    expect(zero.status).toBe(400);
    const past = await m.api.post(
      '/CocoonInward/SaveCocoonInward',
      { ...sampleLot(m), inwardDate: '2020-01-01' },
      m.staff,
    );
    expect(past.status).toBe(400);
    expect(past.body.errors.inwardDate[0]).toMatch(/Lots are inwarded on the day they arrive/);
    const noDate = await m.api.get('/CocoonInward/GetInwardByDate', m.staff);
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors.date).toEqual(['Please select a date.']);
    for (const impossible of ['2026-13-45', '0000-00-00', '2026-02-30']) {
      const answer = await m.api.get(`/CocoonInward/GetInwardByDate?date=${impossible}`, m.staff);
      expect(answer.status, impossible).toBe(400);
      expect(answer.body.errors.date).toEqual(['Please select a date.']);
    }
    const list = await m.api.get(`/CocoonInward/GetInwardByDate?date=${m.today()}`, m.staff);
    expect(list.body.data).toHaveLength(4);
  });

  it('enforces roles and market scope on the server', async () => {
    const officer = await m.api.login('hosur.officer');
    expect((await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m), officer)).status).toBe(403);
    expect((await m.api.get('/CocoonInward/getAll_CucoonInward', officer)).status).toBe(403);
    const other = await m.api.login('dharmapuri.admin');
    const theirs = await m.api.get(`/CocoonInward/getAll_CucoonInward?date=${m.today()}`, other);
    expect(theirs.body.data).toEqual([]);
    const foreign = await m.api.post(
      '/CocoonInward/SaveCocoonInward',
      { ...sampleLot(m), marketId: m.hosurId },
      other,
    );
    expect(foreign.status).toBe(403);
    expect((await m.api.get('/CocoonInward/getAll_CucoonInward')).status).toBe(401);
  });

  it('answers the settings in force for the live form figures', async () => {
    const answer = await m.api.get(`/CocoonInward/InwardSettings?date=${m.today()}`, m.staff);
    expect(answer.body).toMatchObject({
      rendittaFactor: 130,
      silkRatePaise: 470_000,
      conversionCostPaise: 50_000,
      minIncrementPaise: 100,
      farmerLevyBp: 100,
    });
  });
});

describe('slots', () => {
  it("says 'No slots' by an empty list, then schedules slot 1 over lots 1-3", async () => {
    const none = await m.api.get(`/SlotInfo/getAll_SlotByDate?date=${m.today()}`, m.staff);
    expect(none.body.data).toEqual([]);
    const answer = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 3 },
      m.staff,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ slotNo: 1, lotCount: 3 });
    slotId = answer.body.slotId;
    const slots = await m.api.get(`/SlotInfo/getAll_SlotByDate?date=${m.today()}`, m.staff);
    expect(slots.body.data[0]).toMatchObject({
      slotNo: 1,
      startTime: '10:00',
      endTime: '10:30',
      durationMinutes: 30,
      lotFrom: 1,
      lotTo: 3,
      lotCount: 3,
      bidCount: 0,
      status: 'Scheduled',
    });
    const free = await m.api.get(`/CocoonInward/getAll_FromLots?date=${m.today()}`, m.staff);
    expect(free.body.data.map((l: { lotNo: number }) => l.lotNo)).toEqual([4]);
  });

  it('refuses overlapping slots, empty ranges and lots already in a slot, saying why', async () => {
    const overlap = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '10:15', endTime: '10:45', lotFrom: 4, lotTo: 4 },
      m.staff,
    );
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe('The slot overlaps slot 1 (10:00 to 10:30)');
    const empty = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '11:00', endTime: '11:30', lotFrom: 8, lotTo: 9 },
      m.staff,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/There are no lots from 8 to 9 on/);
    const taken = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '11:00', endTime: '11:30', lotFrom: 1, lotTo: 3 },
      m.staff,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/Lot 1 is already in slot 1/);
  });
});

describe('bidding', () => {
  it('logs reelers in with their code; refuses wrong passwords', async () => {
    const wrong = await m.api.call('POST', '/reeler/connect', {
      body: { username: m.reelers[0]!.headCode, password: 'nope' },
      key: null,
    });
    expect(wrong.status).toBe(401);
    const token = await m.loginReeler(m.reelers[0]!.headCode);
    const me = await m.api.get('/reeler/me', token);
    expect(me.body.reeler).toMatchObject({ headCode: m.reelers[0]!.headCode, marketId: m.hosurId });
    // A reeler's token opens only the bidding routes.
    expect((await m.api.get('/CocoonInward/getAll_CucoonInward', token)).status).toBe(401);
  });

  it('goes by the server clock and the floor, increment and market rules, each refusal saying why', async () => {
    const r1 = await m.loginReeler(m.reelers[0]!.headCode);
    const r2 = await m.loginReeler(m.reelers[1]!.headCode);
    const early = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 70_000 }, r1);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Bidding on lot 1 opens at 10:00');
    m.setClock('10:05');
    const low = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 69_900 }, r1);
    expect(low.status).toBe(400);
    expect(low.body.errors.amountPaise).toEqual(['Bid must be at least the floor price of Rs 700.00 per kg']);
    const first = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 71_000 }, r1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ message: 'Bid accepted', bidNo: 1, amountPaise: 71_000 });
    const small = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 71_050 }, r2);
    expect(small.body.errors.amountPaise[0]).toBe(
      'Bid must be at least Rs 711.00 per kg: the highest bid is Rs 710.00 and the minimum increment is Rs 1.00',
    );
    expect(
      (await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 71_500 }, r2)).status,
    ).toBe(200);
    // A reeler may raise their own bid, and a retried bid (same key) is one bid.
    const key = randomUUID();
    const raise = await m.api.post(
      '/BiddingInfo/PlaceBid',
      { lotId: lotIds[0], amountPaise: 72_000 },
      r2,
      key,
    );
    const retry = await m.api.post(
      '/BiddingInfo/PlaceBid',
      { lotId: lotIds[0], amountPaise: 72_000 },
      r2,
      key,
    );
    expect(retry.body.bidId).toBe(raise.body.bidId);
    expect(
      (await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[1], amountPaise: 70_500 }, r1)).status,
    ).toBe(200);
    const outside = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[3], amountPaise: 70_500 }, r1);
    expect(outside.status).toBe(409);
    expect(outside.body.message).toBe('Lot 4 is not in an auction slot');
    const lots = await m.api.get('/reeler/lots', r2);
    const lot1 = lots.body.lots.find((l: { lotId: string }) => l.lotId === lotIds[0]);
    expect(lot1).toMatchObject({
      highestBidPaise: 72_000,
      bidCount: 3,
      iAmHighest: true,
      myBidPaise: 72_000,
      status: 'Bidding',
    });
    // The staff room sees the reelers' bids once the read side has them (the live feed pushes them sooner).
    await m.app.settle();
    const board = await m.api.get('/BiddingInfo/getAll_LiveBidding', m.staff);
    expect(board.body.slots[0]).toMatchObject({ status: 'Open', bidCount: 4 });
    expect(board.body.lots).toHaveLength(3);
    expect(board.body.lots[0]).toMatchObject({
      lotNo: 1,
      highestReelerCode: m.reelers[1]!.headCode,
      shellRatioBp: 2167,
      timeLeftSeconds: expect.any(Number),
    });
  });

  it('refuses bids after the slot ends, by the server clock', async () => {
    m.setClock('10:31');
    const r1 = await m.loginReeler(m.reelers[0]!.headCode);
    const late = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 80_000 }, r1);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bidding on lot 1 closed at 10:30');
  });
});

describe('approval and weight', () => {
  it('asks for both a date and a slot number', async () => {
    const answer = await m.api.get(`/SlotInfo/getAll_BidByDateSlot?date=${m.today()}`, m.staff);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please select both a Date and a slot number');
    const impossible = await m.api.get('/SlotInfo/getAll_BidByDateSlot?date=2026-13-45&slotNo=1', m.staff);
    expect(impossible.status).toBe(400);
    expect(impossible.body.errors).toEqual({ date: ['Please select both a Date and a slot number'] });
  });

  it('approves one lot and rejects another, once each', async () => {
    const bids = await m.api.get(`/SlotInfo/getAll_BidByDateSlot?date=${m.today()}&slotNo=1`, m.staff);
    expect(bids.body.slots[0].slotId).toBe(slotId);
    expect(bids.body.data.map((l: { status: string }) => l.status)).toEqual([
      'Awaiting approval',
      'Awaiting approval',
      'Unsold',
    ]);
    const approvalKey = randomUUID();
    const approve = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lotIds[0], decision: 'approve' },
      m.staff,
      approvalKey,
    );
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect(approve.body.message).toBe('Data Processed..!');
    // The same click retried after a lost answer gets the same success, not a 409.
    const retried = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lotIds[0], decision: 'approve' },
      m.staff,
      approvalKey,
    );
    expect([retried.status, retried.headers.get('idempotent-replay')]).toEqual([200, 'true']);
    const again = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lotIds[0], decision: 'reject' },
      m.staff,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Selected Data has already been processed');
    const reject = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lotIds[1], decision: 'reject', reason: 'Farmer refused the price' },
      m.staff,
    );
    expect(reject.status).toBe(200);
    const noBid = await m.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lotIds[2], decision: 'approve' },
      m.staff,
    );
    expect(noBid.status).toBe(409);
    const slots = await m.api.get(`/SlotInfo/getAll_SlotByDate?date=${m.today()}`, m.staff);
    expect(slots.body.data[0]).toMatchObject({ status: 'Approved', lotsWithBids: 2, decidedCount: 2 });
  });

  it('carries the rejected and the unsold lot to a later slot', async () => {
    const free = await m.api.get(`/CocoonInward/getAll_FromLots?date=${m.today()}`, m.staff);
    expect(free.body.data.map((l: { lotNo: number }) => l.lotNo)).toEqual([2, 3, 4]);
    const slotKey = randomUUID();
    const slotBody = { inwardDate: m.today(), startTime: '11:00', endTime: '11:20', lotFrom: 1, lotTo: 4 };
    const slot2 = await m.api.post('/SlotInfo/SaveSlotInfo', slotBody, m.staff, slotKey);
    expect(slot2.status, JSON.stringify(slot2.body)).toBe(200);
    expect(slot2.body).toMatchObject({ slotNo: 2, lotCount: 3 });
    const slotAgain = await m.api.post('/SlotInfo/SaveSlotInfo', slotBody, m.staff, slotKey);
    expect(slotAgain.body.slotId).toBe(slot2.body.slotId);
    const slots = await m.api.get(`/SlotInfo/getAll_SlotByDate?date=${m.today()}`, m.staff);
    expect(slots.body.data).toHaveLength(2);
  });

  it('weighs the approved lot crate by crate, once; corrections are explicit and audited', async () => {
    const list = await m.api.get(`/CocoonAuction/getAll_Weightinfo?date=${m.today()}`, m.staff);
    expect(list.body.data.map((l: { lotNo: number }) => l.lotNo)).toEqual([1]);
    const crates = [
      { grossGrams: 43_100, tareGrams: 1_500 },
      { grossGrams: 44_150, tareGrams: 1_500 },
    ];
    const weighKey = randomUUID();
    const weighed = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: lotIds[0], crates },
      m.staff,
      weighKey,
    );
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    const weighedAgain = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: lotIds[0], crates },
      m.staff,
      weighKey,
    );
    expect([weighedAgain.status, weighedAgain.body.amountPaise]).toEqual([200, 6_066_000]);
    // 84.250 kg × Rs 720.00 = Rs 60,660.00; 1 % levy each side.
    expect(weighed.body).toMatchObject({
      netGrams: 84_250,
      ratePaise: 72_000,
      amountPaise: 6_066_000,
      farmerLevyPaise: 60_660,
      farmerNetPaise: 6_005_340,
      reelerPayablePaise: 6_126_660,
    });
    const twice = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: lotIds[0], netGrams: 80_000 },
      m.staff,
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('The Selected Record has Already Processed');
    const unapproved = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: lotIds[1], netGrams: 80_000 },
      m.staff,
    );
    expect(unapproved.status).toBe(409);
    const both = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: lotIds[0], netGrams: 80_000, crates },
      m.staff,
    );
    expect(both.status).toBe(400);
    const corrected = await m.api.post(
      '/CocoonAuction/CorrectWeight',
      { lotId: lotIds[0], netGrams: 84_000, reason: 'Scale recalibrated' },
      m.staff,
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const after = await m.api.get(`/CocoonAuction/getAll_Weightinfo?date=${m.today()}`, m.staff);
    expect(after.body.data[0]).toMatchObject({
      netGrams: 84_000,
      status: 'Weighed',
      weightCorrections: 1,
      amountPaise: 6_048_000,
    });
  });

  it('replays a lot step by step for auditors, scoped by office', async () => {
    const answer = await m.api.get(`/CocoonInward/LotHistory/${lotIds[0]}`, m.staff);
    expect(answer.status).toBe(200);
    expect(answer.body.steps.map((s: { type: string }) => s.type)).toEqual([
      'LotInwarded',
      'LotPlacedInSlot',
      'BidPlaced',
      'BidPlaced',
      'BidPlaced',
      'BidApproved',
      'LotWeighed',
      'LotWeightCorrected',
    ]);
    expect(answer.body.steps[2]).toMatchObject({
      userType: 'Reeler',
      userName: m.reelers[0]!.headCode,
      label: `Bid 1: Rs 710.00/kg by ${m.reelers[0]!.name} (${m.reelers[0]!.headCode})`,
    });
    expect(answer.body.steps[1].state.status).toBe('Scheduled');
    expect(answer.body.steps[4].state.highestBid.amountPaise).toBe(72_000);
    expect(answer.body.steps[7].state.weight.netGrams).toBe(84_000);
    const admin = await m.api.login('admin');
    expect((await m.api.get(`/CocoonInward/LotHistory/${lotIds[0]}`, admin)).status).toBe(200);
    const other = await m.api.login('dharmapuri.admin');
    expect((await m.api.get(`/CocoonInward/LotHistory/${lotIds[0]}`, other)).status).toBe(403);
    expect((await m.api.get(`/CocoonInward/LotHistory/${randomUUID()}`, m.staff)).status).toBe(404);
  });
});

describe('rebuild', () => {
  it('rebuilds the auction read model from the events to the same rows (blue/green, small batches)', async () => {
    const { auctionProjection, rebuildProjection } = await import('@cocoon/projectors');
    await m.app.settle();
    const snapshot = async () => ({
      lots: (await m.api.get(`/CocoonInward/GetInwardByDate?date=${m.today()}`, m.staff)).body.data,
      slots: (await m.api.get(`/SlotInfo/getAll_SlotByDate?date=${m.today()}`, m.staff)).body.data,
      bids: (await m.app.deps.db.selectFrom('read.auction_bids').selectAll().orderBy('bid_id').execute()).map(
        (b) => ({ ...b }),
      ),
    });
    const before = await snapshot();
    const result = await rebuildProjection({
      store: m.app.deps.store,
      db: m.app.deps.db,
      projection: auctionProjection,
      logger: m.app.deps.logger,
      batchSize: 3,
    });
    expect(result.generation).toBeGreaterThan(result.previousGeneration);
    expect(await snapshot()).toEqual(before);
  });
});
