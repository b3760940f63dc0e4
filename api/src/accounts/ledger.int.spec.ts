import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * The ledger's calls over a market day sold through the API: each sale is in the farmer's and the reeler's
 * passbooks, the latest balances and the trial balance (zero); who may read which market's books.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];

beforeAll(async () => {
  m = await startAuctionMarket('ledger', { farmers: 3, reelers: 2 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 0, reeler: 1, ratePaise: 71_350, netGrams: 61_237 },
    { farmer: 1, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
  ]);
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((t, r) => t + pick(r), 0);
const passbook = (customerId: string, token = m.staff, extra = '') =>
  m.api.get(
    `/Ledger/CustomerPassbook?customerId=${customerId}&from=${m.today()}&to=${m.today()}${extra}`,
    token,
  );

describe('Ledger calls', () => {
  it("a farmer's passbook has each sale credited at the farmer's net, with readable particulars", async () => {
    const farmer = m.farmers[0]!;
    const answer = await passbook(farmer.customerId);
    expect(answer.status).toBe(200);
    const own = lots.filter((l) => l.farmerIndex === 0);
    expect(answer.body).toMatchObject({
      marketId: m.hosurId,
      customerKind: 'farmer',
      customerId: farmer.customerId,
      customerCode: farmer.headCode,
      openingBalancePaise: 0,
      debitTotalPaise: 0,
      creditTotalPaise: sum(own, (l) => l.farmerNetPaise),
      closingBalancePaise: -sum(own, (l) => l.farmerNetPaise),
    });
    const first = answer.body.lines[0];
    expect(first).toMatchObject({
      postingDate: m.today(),
      sourceKind: 'lot',
      documentNo: `Lot ${own[0]!.lotNo}`,
      creditPaise: own[0]!.farmerNetPaise,
      balancePaise: -own[0]!.farmerNetPaise,
      postedBy: expect.any(String),
    });
    expect(first.particulars).toBe(
      `Lot ${own[0]!.lotNo} sold to ${m.reelers[0]!.name} (${m.reelers[0]!.headCode}), 84.250 kg @ Rs 720.00`,
    );
  });

  it("a reeler's passbook is debited amount + levy; the kind may be given or looked up", async () => {
    const reeler = m.reelers[0]!;
    const own = lots.filter((l) => l.reelerIndex === 0);
    for (const extra of ['', '&customerType=reeler']) {
      const answer = await passbook(reeler.customerId, m.staff, extra);
      expect(answer.status).toBe(200);
      expect(answer.body.closingBalancePaise).toBe(sum(own, (l) => l.reelerPayablePaise));
      expect(answer.body.lines).toHaveLength(own.length);
    }
    // Before the day nothing: the sales are brought forward into a later period's opening balance.
    const later = await m.api.get(
      `/Ledger/CustomerPassbook?customerId=${reeler.customerId}&from=2099-01-01&to=2099-01-31`,
      m.staff,
    );
    expect(later.body).toMatchObject({
      openingBalancePaise: sum(own, (l) => l.reelerPayablePaise),
      lines: [],
      closingBalancePaise: sum(own, (l) => l.reelerPayablePaise),
    });
  });

  it('the latest ledger lists each customer with their balance, farmers or reelers alone', async () => {
    const all = await m.api.get('/Ledger/get_LatestLedger', m.staff);
    expect(all.status).toBe(200);
    expect(all.body.rows).toHaveLength(4);
    const reelers = await m.api.get('/Ledger/get_LatestLedger?customerType=reeler', m.staff);
    expect(reelers.body.rows.map((r: { customerCode: string }) => r.customerCode)).toEqual(
      m.reelers.map((r) => r.headCode),
    );
    expect(sum(reelers.body.rows, (r: { balancePaise: number }) => r.balancePaise)).toBe(
      sum(lots, (l) => l.reelerPayablePaise),
    );
    expect(reelers.body.rows[0]).toMatchObject({
      customerName: m.reelers[0]!.name,
      lastPostingDate: m.today(),
    });
  });

  it('the trial balance is zero, with the levies collected; on an earlier date it is empty', async () => {
    const answer = await m.api.get(`/Ledger/TrialBalance?asOn=${m.today()}`, m.staff);
    expect(answer.status).toBe(200);
    expect(answer.body.differencePaise).toBe(0);
    expect(answer.body.debitTotalPaise).toBe(sum(lots, (l) => l.reelerPayablePaise));
    const levy = answer.body.rows.find((r: { accountKey: string }) => r.accountKey === 'farmer-levy');
    expect(levy).toMatchObject({
      accountName: 'Farmer levy',
      creditTotalPaise: sum(lots, (l) => l.farmerLevyPaise),
    });
    const today = await m.api.get('/Ledger/TrialBalance', m.staff);
    expect(today.body.differencePaise).toBe(0);
    const before = await m.api.get('/Ledger/TrialBalance?asOn=2020-01-01', m.staff);
    expect(before.body).toMatchObject({ rows: [], differencePaise: 0 });
  });

  it('answers bad input with field messages, an unknown customer with 404', async () => {
    const backwards = await m.api.get(
      `/Ledger/CustomerPassbook?customerId=${m.farmers[0]!.customerId}&from=2026-02-01&to=2026-01-01`,
      m.staff,
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('From date must not be after To date');
    const notId = await m.api.get(
      '/Ledger/CustomerPassbook?customerId=x&from=2026-01-01&to=2026-01-31',
      m.staff,
    );
    expect(notId.status).toBe(400);
    expect((await m.api.get('/Ledger/TrialBalance?asOn=2026-13-45', m.staff)).status).toBe(400);
    expect((await m.api.get('/Ledger/get_LatestLedger?customerType=bank', m.staff)).status).toBe(400);
    const unknown = await passbook('00000000-0000-4000-8000-00000000dead');
    expect(unknown.status).toBe(404);
  });

  it('reads only the markets of the caller: role table and market scope', async () => {
    const calls = [
      `/Ledger/CustomerPassbook?customerId=${m.farmers[0]!.customerId}&from=${m.today()}&to=${m.today()}`,
      '/Ledger/get_LatestLedger',
      '/Ledger/TrialBalance',
    ];
    const officer = await m.api.login('hosur.officer');
    const other = await m.api.login('dharmapuri.admin');
    const ad = await m.api.login('ad.krishnagiri');
    const admin = await m.api.login('admin');
    for (const path of calls) {
      const withMarket = `${path}${path.includes('?') ? '&' : '?'}marketId=${m.hosurId}`;
      expect((await m.api.get(path, undefined)).status, path).toBe(401);
      expect((await m.api.get(path, officer)).status, path).toBe(403);
      expect((await m.api.get(withMarket, other)).status, path).toBe(403);
      expect((await m.api.get(withMarket, ad)).status, path).toBe(200);
      expect((await m.api.get(withMarket, admin)).status, path).toBe(200);
      // An office above markets must say which market's books it reads.
      expect((await m.api.get(path, ad)).status, path).toBe(400);
    }
    // Another market's admin reading their own books sees none of Hosur's customers.
    const own = await m.api.get('/Ledger/get_LatestLedger', other);
    expect(own.status).toBe(200);
    expect(own.body.rows).toEqual([]);
  });
});
