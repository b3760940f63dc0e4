import { randomUUID } from 'node:crypto';
import { averageRatePaise } from '@cocoon/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { rejectedAndUnsold } from './testing.js';

/**
 * The dashboard on a hand-made day at Hosur whose every figure is known: yesterday one lot sold and one never
 * auctioned; today four lots sold (one of them CB), one lot bid on and rejected, one with no bid, and a late lot
 * put in a slot that is open while the tiles are read. Figures are derived here from what weight entry answered, never typed in.
 */
let m: AuctionTestMarket;
let today: string;
let yesterday: string;
let sold: WeighedLot[];
let soldYesterday: WeighedLot[];
const tokens: Record<string, string> = {};

const ok = (answer: { status: number; body: any }, what: string) => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((t, r) => t + pick(r), 0);
const get = (path: string, token = m.staff) => m.api.get(path, token);
const tiles = async (query = '', token = m.staff) =>
  ok(await get(`/Invoice/dashboard-tiles?${query}`, token), 'tiles');

beforeAll(async () => {
  m = await startAuctionMarket('dashboard', { farmers: 8, reelers: 4 });
  m.setClock('09:00');
  m.shiftClock(-24 * 60);
  yesterday = m.today();
  soldYesterday = await weighLots(m, [{ farmer: 5, reeler: 2, ratePaise: 71_000, netGrams: 60_000 }]);
  // A lot that came in yesterday and was never put in a slot: unsold once its day is over.
  ok(await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 4), m.staff), 'inward');
  m.setClock('09:00');
  today = m.today();
  sold = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 70_500, netGrams: 55_555 },
    { farmer: 2, reeler: 0, ratePaise: 73_125, netGrams: 47_891 },
  ]);
  // One cross-breed lot, so the day splits by race.
  const bv = m.cocoonTypeId;
  const cb = await m.app.deps.db
    .selectFrom('read.cocoon_types')
    .select('cocoon_id')
    .where(sql`short_name`, '=', 'CB')
    .executeTakeFirstOrThrow();
  m.cocoonTypeId = String(cb.cocoon_id);
  sold.push(...(await weighLots(m, [{ farmer: 3, reeler: 3, ratePaise: 70_250, netGrams: 70_000 }])));
  m.cocoonTypeId = bv;

  // A slot of two lots: one bid on and rejected, one without a bid.
  await rejectedAndUnsold(m, { rejected: 4, unsold: 6 }, 70_000);

  // The late lot, in a slot that opens now and is open while the tiles are read.
  const late = ok(await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 7), m.staff), 'inward');
  ok(
    await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: today,
        startTime: m.clockTime(1),
        endTime: m.clockTime(31),
        lotFrom: late.lotNo,
        lotTo: late.lotNo,
      },
      m.staff,
    ),
    'slot',
  );
  m.shiftClock(2);
  await m.app.settle();

  for (const user of ['hosur.officer', 'dharmapuri.admin', 'ad.krishnagiri', 'rjd.salem', 'admin'])
    tokens[user] = await m.api.login(user);
  const regions = (await get('/MasRegion/getAll_MasRegions', tokens.admin)).body.data as any[];
  ok(
    await m.api.post(
      '/auth/Register-AD',
      {
        adCode: 'UDT',
        regionId: regions[0].regionId,
        adOfficeName: 'Udumalpet',
        name: 'Thiru. K. Ravi',
        mobileNo: '9443200002',
        emailId: 'ad.udt@example.in',
        userName: 'ad.udt',
        password: 'Secret123',
      },
      tokens.admin!,
    ),
    'register AD',
  );
  await m.app.settle();
  tokens['ad.udt'] = await m.api.login('ad.udt', 'Secret123');
}, 300_000);
afterAll(async () => {
  await m?.app.stop();
});

/** Today's figures of the sold lots, from what weight entry answered. */
const soldFigures = (lots: readonly WeighedLot[]) => ({
  lotsWeighed: lots.length,
  soldGrams: sum(lots, (l) => l.netGrams),
  valuePaise: sum(lots, (l) => l.amountPaise),
  farmerLevyPaise: sum(lots, (l) => l.farmerLevyPaise),
  reelerLevyPaise: sum(lots, (l) => l.reelerLevyPaise),
  levyPaise: sum(lots, (l) => l.farmerLevyPaise + l.reelerLevyPaise),
  minRatePaise: Math.min(...lots.map((l) => l.ratePaise)),
  maxRatePaise: Math.max(...lots.map((l) => l.ratePaise)),
  averageRatePaise: Math.round((sum(lots, (l) => l.amountPaise) * 1000) / sum(lots, (l) => l.netGrams)),
});

describe('Invoice/dashboard-tiles', () => {
  it("answers the day's figures of the Branch Admin's market, every one known", async () => {
    const answer = await tiles();
    expect(answer).toMatchObject({ date: today, marketId: null, markets: 1 });
    expect(answer.day).toEqual({
      lotsInwarded: 7,
      arrivalGrams: 7 * sampleLot(m).cocoonWeightGrams,
      lotsWithBids: 5,
      lotsWithoutBids: 2,
      bids: 5,
      reelersBidding: 3,
      highestBidPaise: 73_125,
      lotsAwaitingApproval: 0,
      lotsApproved: 4,
      lotsRejected: 1,
      // The rejected lot and the lot without a bid; the late lot is being bid on.
      lotsUnsold: 2,
      ...soldFigures(sold),
    });
    expect(answer.auctionRunning).toBe(true);
    expect(answer.openSlots).toEqual([
      expect.objectContaining({ marketId: m.hosurId, marketName: 'Hosur', slotNo: 4 }),
    ]);
  });

  it('weights the average rate by kg, which a plain mean of the rates would not give', async () => {
    const { day } = await tiles();
    const weighted = averageRatePaise(
      sum(sold, (l) => l.amountPaise),
      sum(sold, (l) => l.netGrams),
    );
    const plain = Math.round(sum(sold, (l) => l.ratePaise) / sold.length);
    expect(day.averageRatePaise).toBe(weighted);
    expect(weighted).not.toBe(plain);
  });

  it('splits the day by race, and the races add up to the day', async () => {
    const { races, day } = await tiles();
    expect(races.map((r: any) => r.race)).toEqual(['BV', 'CB']);
    const [bv, cb] = races;
    expect(cb).toMatchObject({ lotsInwarded: 1, reelersBidding: 1, ...soldFigures(sold.slice(3)) });
    expect(bv).toMatchObject({
      lotsInwarded: 6,
      lotsUnsold: 2,
      reelersBidding: 2,
      ...soldFigures(sold.slice(0, 3)),
    });
    for (const key of ['lotsInwarded', 'bids', 'valuePaise', 'soldGrams', 'levyPaise', 'lotsUnsold'])
      expect(bv[key] + cb[key], key).toBe(day[key]);
  });

  it('counts farmers waiting for payment, the oldest wait, and what reelers owe', async () => {
    const answer = await tiles();
    const all = [...soldYesterday, ...sold];
    expect(answer).toMatchObject({
      farmersWaiting: 5,
      farmerDuesPaise: sum(all, (l) => l.farmerNetPaise),
      oldestWaitDays: 1,
      reelersOwing: 4,
      reelerOutstandingPaise: sum(all, (l) => l.reelerPayablePaise),
      farmersOwingBack: 0,
      farmerRecoverablePaise: 0,
    });
  });

  it("answers an earlier date as it stood then: yesterday's lot, its farmer and its reeler", async () => {
    const answer = await tiles(`date=${yesterday}`);
    expect(answer.day).toMatchObject({ lotsInwarded: 2, lotsUnsold: 1, ...soldFigures(soldYesterday) });
    expect(answer).toMatchObject({
      farmersWaiting: 1,
      farmerDuesPaise: soldYesterday[0]!.farmerNetPaise,
      oldestWaitDays: 0,
      reelersOwing: 1,
      reelerOutstandingPaise: soldYesterday[0]!.reelerPayablePaise,
    });
  });
});

describe('Invoice/dashboard-dateinfo', () => {
  it('answers 30 days ending on the date, zeros on days without lots, the average weighted per day', async () => {
    const answer = ok(await get('/Invoice/dashboard-dateinfo'), 'dateinfo');
    expect(answer.to).toBe(today);
    expect(answer.days).toHaveLength(30);
    expect(answer.days[29]).toEqual({
      date: today,
      lots: 7,
      arrivalGrams: 7 * sampleLot(m).cocoonWeightGrams,
      soldGrams: soldFigures(sold).soldGrams,
      valuePaise: soldFigures(sold).valuePaise,
      averageRatePaise: soldFigures(sold).averageRatePaise,
    });
    expect(answer.days[28]).toMatchObject({ date: yesterday, lots: 2, averageRatePaise: 71_000 });
    expect(answer.days[0]).toMatchObject({ lots: 0, soldGrams: 0, averageRatePaise: null });
    expect(answer.from).toBe(answer.days[0].date);
  });
});

describe('scope: who sees which market', () => {
  it("gives the Market Officer of Hosur the Branch Admin's figures", async () => {
    const officer = await tiles('', tokens['hosur.officer']);
    const branch = await tiles();
    expect(officer.day).toEqual(branch.day);
    expect(officer.farmerDuesPaise).toBe(branch.farmerDuesPaise);
  });

  it("gives Dharmapuri's Branch Admin none of Hosur's figures, and refuses Hosur by id", async () => {
    const token = tokens['dharmapuri.admin'];
    const answer = await tiles('', token);
    expect(answer.day.lotsInwarded).toBe(0);
    expect(answer.farmersWaiting).toBe(0);
    expect(answer.reelerOutstandingPaise).toBe(0);
    expect(answer.auctionRunning).toBe(false);
    for (const call of ['dashboard-tiles', 'dashboard-branchinfo', 'dashboard-dateinfo']) {
      const refused = await get(`/Invoice/${call}?marketId=${m.hosurId}`, token);
      expect(refused.status, call).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('Hosur');
    }
    const series = ok(await get('/Invoice/dashboard-dateinfo', token), 'dateinfo');
    expect(sum(series.days, (d: any) => d.lots)).toBe(0);
  });

  it("gives the AD the office's markets, each market's row its own figures", async () => {
    const info = ok(await get('/Invoice/dashboard-branchinfo', tokens['ad.krishnagiri']), 'branchinfo');
    expect(info.rows.map((r: any) => r.marketCode)).toEqual(['DPI', 'HSR']);
    const hosur = info.rows.find((r: any) => r.marketCode === 'HSR');
    const { averageRatePaise: avg, levyPaise, soldGrams, valuePaise, lotsWeighed } = soldFigures(sold);
    expect(hosur).toMatchObject({
      marketId: m.hosurId,
      lotsInwarded: 7,
      lotsWeighed,
      soldGrams,
      valuePaise,
      averageRatePaise: avg,
      levyPaise,
      auctionRunning: true,
      farmersWaiting: 5,
    });
    expect(info.rows.find((r: any) => r.marketCode === 'DPI')).toMatchObject({
      lotsInwarded: 0,
      auctionRunning: false,
      averageRatePaise: null,
    });
    const ad = await tiles('', tokens['ad.krishnagiri']);
    expect(ad.markets).toBe(2);
    expect(ad.day).toEqual((await tiles()).day);
    const one = await tiles(`marketId=${m.dharmapuriId}`, tokens['ad.krishnagiri']);
    expect(one).toMatchObject({ markets: 1, marketId: m.dharmapuriId, day: { lotsInwarded: 0 } });
  });

  it("gives an AD of another office nothing of Hosur's, and refuses Hosur by id", async () => {
    const token = tokens['ad.udt'];
    const answer = await tiles('', token);
    expect(answer).toMatchObject({
      markets: 0,
      day: { lotsInwarded: 0 },
      farmersWaiting: 0,
      auctionRunning: false,
    });
    const info = ok(await get('/Invoice/dashboard-branchinfo', token), 'branchinfo');
    expect(info.rows).toEqual([]);
    expect((await get(`/Invoice/dashboard-tiles?marketId=${m.hosurId}`, token)).status).toBe(403);
  });

  it("gives the RJD and the Admin the region's markets", async () => {
    for (const user of ['rjd.salem', 'admin']) {
      const info = ok(await get('/Invoice/dashboard-branchinfo', tokens[user]), user);
      expect(
        info.rows.map((r: any) => r.marketCode),
        user,
      ).toEqual(['DPI', 'HSR']);
      expect((await tiles('', tokens[user])).day.valuePaise, user).toBe(soldFigures(sold).valuePaise);
    }
  });

  it('gives the Branch Admin their one market in branchinfo', async () => {
    const info = ok(await get('/Invoice/dashboard-branchinfo'), 'branchinfo');
    expect(info.rows.map((r: any) => r.marketId)).toEqual([m.hosurId]);
  });
});

describe('bad input and the clock', () => {
  it("refuses an impossible date with the spec's message, and a market id that is not one", async () => {
    const bad = await get('/Invoice/dashboard-tiles?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.date).toEqual(['Please select a date.']);
    expect((await get('/Invoice/dashboard-dateinfo?marketId=hosur')).status).toBe(400);
    const unknown = await get(`/Invoice/dashboard-branchinfo?marketId=${randomUUID()}`);
    expect(unknown.status).toBe(403);
  });

  it('stops the auction once the slot closes, and counts the late lot unsold when no one bid', async () => {
    m.shiftClock(40);
    const answer = await tiles();
    expect(answer.auctionRunning).toBe(false);
    expect(answer.openSlots).toEqual([]);
    expect(answer.day.lotsUnsold).toBe(3);
  });
});
