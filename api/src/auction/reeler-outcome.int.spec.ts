import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, listenLive, sampleLot, startAuctionMarket } from './testing.js';

/*
 * The market's decision on the reeler's phone (issue 27): `GET /reeler/lots` and the reeler's live feed tell a
 * reeler what became of their own bid (approved with the rate, rejected with the reason, weighed, invoiced) and
 * nothing of anyone else's: who won a lot, why someone else's bid was rejected, what another buyer pays.
 */
let m: AuctionTestMarket;
type Reeler = AuctionTestMarket['reelers'][number];
const lotIds: string[] = [];
const tokens = new Map<string, string>();
const REASON = 'Farmer refused the price';

beforeAll(async () => {
  m = await startAuctionMarket('reeler-outcome', { farmers: 4, reelers: 3 });
  m.setClock('09:00');
  for (const farmer of [0, 1, 2, 3])
    lotIds.push(
      (await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff)).body.lotId,
    );
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 4 },
    m.staff,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  m.setClock('10:02');
  for (const reeler of m.reelers) tokens.set(reeler.customerId, await m.loginReeler(reeler.headCode));
}, 120_000);

afterAll(async () => {
  await m?.app.stop();
});

const token = (reeler: Reeler) => tokens.get(reeler.customerId)!;
const ok = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Record<string, unknown>;
};
const bid = async (reeler: Reeler, lotId: string, amountPaise: number) =>
  ok(await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token(reeler)));
const decide = async (lotId: string, decision: 'approve' | 'reject', reason?: string) =>
  ok(await m.api.post('/SlotInfo/BiddingApproval', { lotId, decision, reason }, m.staff));
/** Every way a reeler could be recognised: name, code, id. */
const traces = (reeler: Reeler) => [reeler.name, reeler.headCode, reeler.customerId];
const expectNoTraceOf = (text: string, reelers: readonly Reeler[]) => {
  for (const reeler of reelers) for (const trace of traces(reeler)) expect(text).not.toContain(trace);
};
/** The reeler's lot list, as the raw text on the wire beside its parsed lots by id. */
const reelerLots = async (reeler: Reeler) => {
  const response = await fetch(`${m.app.url}/api/reeler/lots`, {
    headers: { authorization: `Bearer ${token(reeler)}`, 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const lots = new Map<string, Record<string, unknown>>();
  for (const lot of JSON.parse(text).lots) lots.set(lot.lotId, lot);
  return { text, lot: (index: number) => lots.get(lotIds[index]!)! };
};
const NOTHING_OWN = {
  myDecision: null,
  myRejectReason: null,
  myRatePaise: null,
  myNetGrams: null,
  myPayablePaise: null,
  myInvoice: null,
};

describe("the reeler's own outcome", () => {
  it('tells each reeler what became of their own bids, live and on a read, and nothing of anyone else', async () => {
    const [a, b, c] = m.reelers as [Reeler, Reeler, Reeler];
    const phones = {
      a: await listenLive(m.app.url, '/reeler/LiveStream', token(a)),
      b: await listenLive(m.app.url, '/reeler/LiveStream', token(b)),
      c: await listenLive(m.app.url, '/reeler/LiveStream', token(c)),
      room: await listenLive(m.app.url, '/BiddingInfo/LiveStream', m.staff),
    };
    for (const phone of Object.values(phones)) await phone.next((e) => e.event === 'hello');

    // Lot 1: A wins at Rs 730. Lot 2: A leads, the officer rejects it. Lot 3: nobody bids. Lot 4: B wins.
    await bid(a, lotIds[0]!, 71_000);
    await bid(b, lotIds[0]!, 72_000);
    await bid(a, lotIds[0]!, 73_000);
    await bid(b, lotIds[1]!, 70_500);
    await bid(a, lotIds[1]!, 71_500);
    await bid(b, lotIds[3]!, 74_000);
    m.setClock('10:31');
    await m.app.settle();
    await decide(lotIds[0]!, 'approve');
    await decide(lotIds[1]!, 'reject', REASON);
    await decide(lotIds[3]!, 'approve');

    // Live: each decision reaches its bidder's phones only, with the rate or the reason.
    const mine = (phone: typeof phones.a, index: number, field: string) =>
      phone.next((e) => e.event === 'mine' && e.data.lotId === lotIds[index] && field in e.data);
    expect((await mine(phones.a, 0, 'myDecision')).data).toEqual({
      lotId: lotIds[0],
      myDecision: 'approved',
      myRejectReason: null,
      myRatePaise: 73_000,
    });
    expect((await mine(phones.a, 1, 'myDecision')).data).toEqual({
      lotId: lotIds[1],
      myDecision: 'rejected',
      myRejectReason: REASON,
      myRatePaise: null,
    });
    expect((await mine(phones.b, 3, 'myDecision')).data).toMatchObject({ myDecision: 'approved' });
    // Everyone hears that a lot was decided (the room's `lot` frame), nobody but its bidder whose or why.
    await phones.c.next(
      (e) => e.event === 'lot' && e.data.lotId === lotIds[3] && e.data.decision === 'approved',
    );
    const mineOf = (phone: typeof phones.a) => phone.events.filter((e) => e.event === 'mine');
    expect(mineOf(phones.b).map((e) => e.data.lotId)).toEqual([lotIds[3]]);
    expect(mineOf(phones.c)).toEqual([]);
    expect(mineOf(phones.room)).toEqual([]);
    expect(phones.b.raw()).not.toContain(REASON);
    expect(phones.c.raw()).not.toContain(REASON);

    // On a read: A won lot 1 at the bid, lot 2 was rejected with the reason; B lost lot 1 and learns no reason.
    await m.app.settle();
    const readA = await reelerLots(a);
    expect(readA.lot(0)).toMatchObject({ ...NOTHING_OWN, myDecision: 'approved', myRatePaise: 73_000 });
    expect(readA.lot(1)).toMatchObject({ ...NOTHING_OWN, myDecision: 'rejected', myRejectReason: REASON });
    expect(readA.lot(2)).toMatchObject({ ...NOTHING_OWN, highestBidPaise: null, myBidPaise: null });
    expect(readA.lot(3)).toMatchObject({ ...NOTHING_OWN, decision: 'approved', myBidPaise: null });
    const readB = await reelerLots(b);
    expect(readB.lot(0)).toMatchObject({
      ...NOTHING_OWN,
      decision: 'approved',
      iAmHighest: false,
      myBidPaise: 72_000,
      highestReelerId: null,
    });
    expect(readB.lot(1)).toMatchObject({ ...NOTHING_OWN, decision: 'rejected', decisionReason: null });
    expect(readB.lot(3)).toMatchObject({ ...NOTHING_OWN, myDecision: 'approved', myRatePaise: 74_000 });
    expect(readB.text).not.toContain(REASON);
    expectNoTraceOf(readA.text, [b, c]);
    expectNoTraceOf(readB.text, [a, c]);
    expectNoTraceOf((await reelerLots(c)).text, [a, b]);

    // Weighing: the buyer's phone hears the kg and what they pay, and so does a read.
    const weighed = ok(
      await m.api.post('/CocoonAuction/Save_CocoonAution', { lotId: lotIds[0], netGrams: 61_250 }, m.staff),
    );
    ok(await m.api.post('/CocoonAuction/Save_CocoonAution', { lotId: lotIds[3], netGrams: 50_000 }, m.staff));
    expect((await mine(phones.a, 0, 'myNetGrams')).data).toEqual({
      lotId: lotIds[0],
      myNetGrams: 61_250,
      myPayablePaise: weighed.reelerPayablePaise,
    });
    await m.app.settle();
    expect((await reelerLots(a)).lot(0)).toMatchObject({
      myDecision: 'approved',
      myNetGrams: 61_250,
      myPayablePaise: weighed.reelerPayablePaise,
      netGrams: 61_250,
    });
    const otherWeighed = (await reelerLots(a)).lot(3);
    expect(otherWeighed).toMatchObject({ ...NOTHING_OWN, reelerPayablePaise: null, amountPaise: null });

    // The day's reeler invoices: each buyer's phone hears its own number, for its own lots.
    ok(await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff));
    const invoiced = (await mine(phones.a, 0, 'myInvoice')).data.myInvoice as { invoiceNo: string };
    expect(invoiced.invoiceNo).toMatch(/\S/);
    await m.app.settle();
    expect((await reelerLots(a)).lot(0).myInvoice).toEqual(invoiced);
    expect((await reelerLots(a)).lot(3).myInvoice).toBeNull();
    expect((await reelerLots(b)).lot(0).myInvoice).toBeNull();
    expect((await reelerLots(b)).lot(3).myInvoice).not.toBeNull();

    // A corrected weight: the new kg and amount, and the invoice issued in place of the first.
    ok(
      await m.api.post(
        '/CocoonAuction/CorrectWeight',
        { lotId: lotIds[0], netGrams: 60_000, reason: 'Scale recalibrated' },
        m.staff,
      ),
    );
    const corrected = await phones.a.next(
      (e) => e.event === 'mine' && e.data.lotId === lotIds[0] && e.data.myNetGrams === 60_000,
    );
    expect(corrected.data.myPayablePaise).toBeLessThan(weighed.reelerPayablePaise as number);
    await phones.a.next((e) => e.event === 'mine' && e.data.cancelledBillId !== undefined);
    await m.app.settle();
    const after = (await reelerLots(a)).lot(0);
    expect(after).toMatchObject({ myNetGrams: 60_000, myPayablePaise: corrected.data.myPayablePaise });
    expect((after.myInvoice as { invoiceNo: string }).invoiceNo).not.toBe(invoiced.invoiceNo);

    // Through it all, no phone heard of another reeler, and only the buyers heard any `mine`.
    expectNoTraceOf(phones.a.raw(), [b, c]);
    expectNoTraceOf(phones.b.raw(), [a, c]);
    expectNoTraceOf(phones.c.raw(), [a, b]);
    expect(mineOf(phones.c)).toEqual([]);
    expect(mineOf(phones.b).every((e) => e.data.lotId !== lotIds[0] && e.data.lotId !== lotIds[1])).toBe(
      true,
    );
    for (const phone of Object.values(phones)) await phone.close();
  });
});
