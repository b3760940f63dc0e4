import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, listenLive, sampleLot, startAuctionMarket } from './testing.js';

/*
 * Sealed bidder identity (issue 23, item 8): in an anonymous market (the default) a reeler's lot list and live
 * feed, and the hall's display board, carry no other reeler's name, code or id anywhere; each phone gets its own
 * "you lead" / "outbid" message; the staff room keeps names. With the market setting on "show", names return.
 */
let m: AuctionTestMarket;
const lotIds: string[] = [];
type Reeler = AuctionTestMarket['reelers'][number];
const tokens = new Map<string, string>();

beforeAll(async () => {
  m = await startAuctionMarket('bidder-identity', { farmers: 3, reelers: 3 });
  m.setClock('09:00');
  for (const farmer of [0, 1, 2])
    lotIds.push(
      (await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff)).body.lotId,
    );
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 3 },
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
const bid = async (reeler: Reeler, lotId: string, amountPaise: number) => {
  const answer = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token(reeler));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { bidNo: number };
};
/** Every way a reeler could be recognised: name, code, id. */
const traces = (reeler: Reeler) => [reeler.name, reeler.headCode, reeler.customerId];
const expectNoTraceOf = (text: string, reelers: readonly Reeler[]) => {
  for (const reeler of reelers) for (const trace of traces(reeler)) expect(text).not.toContain(trace);
};
/** A GET answered as the raw text on the wire (uncompressed) beside its parsed body. */
const rawGet = async (path: string, bearer: string) => {
  const response = await fetch(`${m.app.url}/api${path}`, {
    headers: { authorization: `Bearer ${bearer}`, accept: 'application/json', 'accept-encoding': 'identity' },
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
};
const openStreams = async () => {
  const [r0, r1, r2] = m.reelers as [Reeler, Reeler, Reeler];
  const streams = {
    room: await listenLive(m.app.url, '/BiddingInfo/LiveStream', m.staff),
    board: await listenLive(m.app.url, '/BiddingInfo/LiveStream?view=board', m.staff),
    r0: await listenLive(m.app.url, '/reeler/LiveStream', token(r0)),
    r1: await listenLive(m.app.url, '/reeler/LiveStream', token(r1)),
    r2: await listenLive(m.app.url, '/reeler/LiveStream', token(r2)),
  };
  for (const stream of Object.values(streams)) await stream.next((e) => e.event === 'hello');
  return streams;
};
const closeAll = async (streams: Record<string, { close: () => Promise<void> }>) => {
  for (const stream of Object.values(streams)) await stream.close();
};

describe('an anonymous market (the default)', () => {
  it('tells phones and the board the price and who leads only to the one who leads; the staff room keeps names', async () => {
    const [r0, r1, r2] = m.reelers as [Reeler, Reeler, Reeler];
    const lotId = lotIds[0]!;
    const streams = await openStreams();
    await bid(r0, lotId, 71_000);
    await bid(r1, lotId, 71_500);
    const isBid2 = (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'bid' && e.data.lotId === lotId && e.data.bidNo === 2;
    for (const stream of Object.values(streams)) await stream.next(isBid2);

    // Each phone hears its own news: r0 led, then was outbid; r1 leads; r2, who never bid, hears none.
    await streams.r0.next((e) => e.event === 'lead' && e.data.bidNo === 2);
    const leads = (stream: typeof streams.r0) =>
      stream.events.filter((e) => e.event === 'lead').map((e) => [e.data.bidNo, e.data.youLead]);
    expect(leads(streams.r0)).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(leads(streams.r1)).toEqual([[2, true]]);
    expect(streams.r0.events.find((e) => e.event === 'lead' && e.data.bidNo === 2)?.data).toEqual({
      lotId,
      bidNo: 2,
      youLead: false,
      highestBidPaise: 71_500,
    });
    expect(leads(streams.r2)).toEqual([]);
    expect(leads(streams.board)).toEqual([]);

    // The shared frame: the price and the counts, no bidder and no id that could follow a bidder across lots.
    const shared = streams.r2.events.find(isBid2)!;
    expect(Object.keys(shared.data).sort()).toEqual(
      [
        'amountPaise',
        'bidCount',
        'bidNo',
        'highestBidPaise',
        'lotId',
        'marketId',
        'placedAt',
        'slotId',
      ].sort(),
    );
    expect(streams.board.events.find(isBid2)!.data).toEqual(shared.data);
    // Nowhere in the raw streams: no phone hears another reeler, the board hears nobody.
    expectNoTraceOf(streams.r0.raw(), [r1, r2]);
    expectNoTraceOf(streams.r1.raw(), [r0, r2]);
    expectNoTraceOf(streams.r2.raw(), [r0, r1]);
    expectNoTraceOf(streams.board.raw(), [r0, r1, r2]);
    // The staff room keeps names.
    expect(streams.room.events.find(isBid2)!.data).toMatchObject({
      reelerId: r1.customerId,
      reelerName: r1.name,
      reelerCode: r1.headCode,
    });
    await closeAll(streams);

    // The lot lists say whether the reeler leads, never who does.
    await m.app.settle();
    for (const [reeler, others, leading] of [
      [r0, [r1, r2], false],
      [r1, [r0, r2], true],
      [r2, [r0, r1], false],
    ] as const) {
      const answer = await rawGet('/reeler/lots', token(reeler));
      expect(answer.status).toBe(200);
      expectNoTraceOf(answer.text, others);
      const lot = answer.body.lots.find((l: { lotId: string }) => l.lotId === lotId);
      expect(lot).toMatchObject({
        highestBidPaise: 71_500,
        bidCount: 2,
        iAmHighest: leading,
        highestReelerId: null,
        highestReelerName: null,
        highestReelerCode: null,
      });
    }
    const board = await rawGet('/BiddingInfo/getAll_LiveBidding?view=board', m.staff);
    expect(board.status).toBe(200);
    expectNoTraceOf(board.text, [r0, r1, r2]);
    expect(board.body.biddersShownIn).toEqual([]);
    expect(board.body.lots.find((l: { lotId: string }) => l.lotId === lotId).highestBidPaise).toBe(71_500);
    const room = await m.api.get('/BiddingInfo/getAll_LiveBidding', m.staff);
    expect(room.body.lots.find((l: { lotId: string }) => l.lotId === lotId)).toMatchObject({
      highestReelerCode: r1.headCode,
      highestReelerName: r1.name,
    });
  });

  it('outbids the leader even when this process learnt the lead from a lot list, not from the feed', async () => {
    const [r0, r1] = m.reelers as [Reeler, Reeler];
    const lotId = lotIds[1]!;
    // With no feed open the process fans nothing out, so it never sees this bid (as after a restart)...
    await expect.poll(() => m.app.deps.live.size).toBe(0);
    await bid(r0, lotId, 70_000);
    await m.app.settle();
    // ...until a lot list read tells it who leads.
    expect((await m.api.get('/reeler/lots', token(r0))).status).toBe(200);
    const phone = await listenLive(m.app.url, '/reeler/LiveStream', token(r0));
    await phone.next((e) => e.event === 'hello');
    await bid(r1, lotId, 70_100);
    expect((await phone.next((e) => e.event === 'lead')).data).toMatchObject({ lotId, youLead: false });
    await phone.close();
  });
});

describe('a market that shows bidders', () => {
  it('names the bidder on phones and the board again, and each phone still gets its own message', async () => {
    const [r0, , r2] = m.reelers as [Reeler, Reeler, Reeler];
    const lotId = lotIds[2]!;
    const admin = await m.api.login('admin');
    const set = await m.api.post(
      '/dataManager/SetKeyValue',
      { key: 'bidderidentity', value: 1, effectiveFrom: m.today(), marketId: m.hosurId },
      admin,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await m.app.settle();
    const streams = await openStreams();
    await bid(r0, lotId, 72_000);
    const isBid = (e: { event: string; data: Record<string, unknown> }) =>
      e.event === 'bid' && e.data.lotId === lotId;
    for (const stream of [streams.r2, streams.board]) {
      expect((await stream.next(isBid)).data).toMatchObject({
        reelerCode: r0.headCode,
        reelerName: r0.name,
      });
    }
    expect((await streams.r0.next((e) => e.event === 'lead')).data).toMatchObject({ lotId, youLead: true });
    expect(streams.r1.events.filter((e) => e.event === 'lead')).toEqual([]);
    await closeAll(streams);

    await m.app.settle();
    const list = await m.api.get('/reeler/lots', token(r2));
    expect(list.body.lots.find((l: { lotId: string }) => l.lotId === lotId)).toMatchObject({
      highestReelerCode: r0.headCode,
      iAmHighest: false,
    });
    const board = await m.api.get('/BiddingInfo/getAll_LiveBidding?view=board', m.staff);
    expect(board.body.biddersShownIn).toEqual([m.hosurId]);
    expect(board.body.lots.find((l: { lotId: string }) => l.lotId === lotId).highestReelerCode).toBe(
      r0.headCode,
    );
  });
});
