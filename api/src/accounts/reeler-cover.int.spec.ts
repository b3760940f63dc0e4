import { coverFigures, lotValuePaise, type ReelerCoverState } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { CommandRun } from '../commands/run-command.js';
import { coverReading, coverStreamSpec, freshLedgerMoney } from './reeler-cover.js';

/**
 * Issue 25 part 1: a deposit-market reeler's money is held from the bid. The bid is refused beyond the cover,
 * approval beyond it names the shortfall, weighing trues the block up and leaves any excess as a due; a credit
 * market is as before. 84.250 kg (the sample lot's inward weight) at Rs 700.00 is Rs 58,975.00, with the 1 %
 * reeler levy Rs 59,564.75.
 */
const LOT_VALUE = 5_956_475;
let m: AuctionTestMarket;
let admin: string;

beforeAll(async () => {
  m = await startAuctionMarket('reeler-cover', { farmers: 2, reelers: 6 });
  admin = await m.api.login('admin');
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const ok = (answer: { status: number; body: unknown }, what: string) => {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as Record<string, unknown>;
};
const reeler = (i: number) => m.reelers[i]!;
/** Lots of today in a slot open now. */
const openLots = async (count: number) => {
  const lots: { lotId: string; lotNo: number }[] = [];
  for (let i = 0; i < count; i++) {
    const body = ok(
      await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, i % 2), m.staff),
      'inward',
    );
    lots.push({ lotId: String(body.lotId), lotNo: Number(body.lotNo) });
  }
  ok(
    await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: m.today(),
        startTime: m.clockTime(1),
        endTime: m.clockTime(11),
        lotFrom: lots[0]!.lotNo,
        lotTo: lots[lots.length - 1]!.lotNo,
      },
      m.staff,
    ),
    'slot',
  );
  m.shiftClock(2);
  return lots;
};
const bid = (lotId: string, amountPaise: number, token: string) =>
  m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token);
const decide = (lotId: string, decision: 'approve' | 'reject') =>
  m.api.post(
    '/SlotInfo/BiddingApproval',
    decision === 'reject' ? { lotId, decision, reason: 'Too low' } : { lotId, decision },
    m.staff,
  );
const deposit = async (i: number, amountPaise: number) => {
  ok(
    await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      {
        reelerId: reeler(i).customerId,
        mode: 'bank',
        bankReference: `UTR${i}X${amountPaise}`,
        amountPaise,
        purpose: 'advance',
      },
      m.staff,
    ),
    'deposit',
  );
  await m.app.settle();
};
const coverState = (i: number) =>
  m.app.deps.streams.state<unknown, never, ReelerCoverState>({
    ...coverStreamSpec(m.hosurId, reeler(i).customerId),
  } as never);
/** The reeler's cover now, as an approval would read it (ledger caught up, lots read afresh). */
const coverNow = async (i: number) => {
  const state = await coverState(i);
  const ledger = await freshLedgerMoney(m.app.deps, {
    marketId: m.hosurId,
    reelerId: reeler(i).customerId,
    asOn: m.today(),
  });
  const run = new CommandRun(
    m.app.deps,
    { userId: 'test', userName: 'test', userType: 'Admin' } as never,
    'cover-now',
    m.app.deps.clock(),
  );
  return coverFigures(state, await coverReading(run, state, reeler(i).customerId, ledger, 'fresh'));
};

describe('a credit market keeps its rules', () => {
  it('takes a bid and an approval from a reeler with no deposit, and holds nothing', async () => {
    m.setClock('09:00');
    const [lot] = await openLots(1);
    const token = await m.loginReeler(reeler(0).headCode);
    ok(await bid(lot!.lotId, 70_000, token), 'bid');
    m.shiftClock(10);
    ok(await decide(lot!.lotId, 'approve'), 'approve');
    expect(await coverState(0)).toEqual({ leads: {}, blocks: {} });
  });
});

describe('a deposit market holds the money from the bid', () => {
  let carried: { lotId: string; lotNo: number };
  it('a bid made before the market took deposits meets its approval after', async () => {
    m.setClock('10:00');
    [carried] = (await openLots(1)) as [{ lotId: string; lotNo: number }];
    ok(await bid(carried.lotId, 70_000, await m.loginReeler(reeler(1).headCode)), 'bid');
    m.shiftClock(10);
    ok(
      await m.api.post(
        '/dataManager/SetKeyValue',
        { key: 'reelerpaymode', value: 1, effectiveFrom: m.today(), marketId: m.hosurId },
        admin,
      ),
      'setting',
    );
    await m.app.settle();
  });

  it('refuses an approval the cover cannot carry, naming the shortfall; a deposit tops it up', async () => {
    const refused = await decide(carried.lotId, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Reeler ${reeler(1).name}'s cover is Rs 0.00; lot ${carried.lotNo} needs Rs 59,564.75: Rs 59,564.75 short. ` +
        'The reeler tops up first with a deposit receipt.',
    );
    await deposit(1, 6_000_000);
    ok(await decide(carried.lotId, 'approve'), 'approve');
    expect(await coverNow(1)).toMatchObject({ depositPaise: 6_000_000, blockedPaise: LOT_VALUE });
  });

  it('weighs a lot heavier than the cover carries: the block is trued up and the excess is the due', async () => {
    // 100 kg at Rs 700.00 = Rs 70,000.00 + Rs 700.00 levy; the cover was Rs 60,000.00.
    ok(
      await m.api.post(
        '/CocoonAuction/Save_CocoonAution',
        { lotId: carried.lotId, netGrams: 100_000 },
        m.staff,
      ),
      'weigh',
    );
    const state = await coverState(1);
    expect(state.blocks[carried.lotId]).toMatchObject({ amountPaise: 7_070_000 });
    const { events } = await m.app.deps.store
      .readStream(coverStreamSpec(m.hosurId, reeler(1).customerId).stream)
      .then((recorded) => ({ events: recorded.map((r) => ({ type: r.type, data: r.data })) }));
    expect(events.at(-1)).toMatchObject({
      type: 'LotBlockTrued',
      data: { lotNo: carried.lotNo, blockedPaise: LOT_VALUE, chargedPaise: 7_070_000, duePaise: 1_070_000 },
    });
    await m.app.settle();
    // Once the ledger has the charge, it is counted there and not in the block: the reeler owes Rs 10,700.00.
    expect(await coverNow(1)).toMatchObject({ depositPaise: 0, blockedPaise: 0, coverPaise: 0 });
    const standing = await m.api.get('/reeler/standing', await m.loginReeler(reeler(1).headCode));
    expect(standing.body.balancePaise).toBe(1_070_000);
    // The passbook shows what the cover held for the lot beside the postings.
    const passbook = await m.api.get(
      `/Ledger/CustomerPassbook?customerId=${reeler(1).customerId}&from=${m.today()}&to=${m.today()}`,
      m.staff,
    );
    expect(passbook.status, JSON.stringify(passbook.body)).toBe(200);
    expect(passbook.body.coverLines).toMatchObject([
      { kind: 'blocked', lotNo: carried.lotNo, amountPaise: LOT_VALUE },
      {
        kind: 'trued',
        lotNo: carried.lotNo,
        amountPaise: 7_070_000,
        blockedPaise: LOT_VALUE,
        duePaise: 1_070_000,
      },
    ]);
  });

  it('refuses a bid the cover cannot carry with both figures; being outbid frees the cover', async () => {
    m.setClock('11:00');
    await deposit(2, 10_000_000);
    await deposit(3, 10_000_000);
    const [a, b] = (await openLots(2)) as [
      { lotId: string; lotNo: number },
      { lotId: string; lotNo: number },
    ];
    const two = await m.loginReeler(reeler(2).headCode);
    const three = await m.loginReeler(reeler(3).headCode);
    ok(await bid(a.lotId, 70_000, two), 'first bid');
    const refused = await bid(b.lotId, 70_000, two);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your cover is Rs 40,435.25; this bid needs Rs 59,564.75');
    expect(refused.body.errors).toEqual({
      amountPaise: ['Your cover is Rs 40,435.25; this bid needs Rs 59,564.75'],
    });
    // A higher bid on the lot the reeler leads needs only its own new value.
    ok(await bid(a.lotId, 80_000, two), 'raise');
    ok(await bid(a.lotId, 81_000, three), 'outbid');
    ok(await bid(b.lotId, 70_000, two), 'bid after being outbid');
    m.shiftClock(10);
    await m.app.settle();
    ok(await decide(a.lotId, 'approve'), 'approve a');
    ok(await decide(b.lotId, 'reject'), 'reject b');
    expect(await coverNow(2)).toMatchObject({ depositPaise: 10_000_000, blockedPaise: 0, leadingPaise: 0 });
    expect((await coverNow(3)).blockedPaise).toBe(lotValuePaise(84_250, 81_000, 100));
  });

  it('many bids and approvals of one reeler at once never spend the cover twice', async () => {
    m.setClock('12:00');
    // Cover for exactly two lots.
    await deposit(4, 2 * LOT_VALUE);
    const lots = await openLots(6);
    const four = await m.loginReeler(reeler(4).headCode);
    const answers = await Promise.all(lots.map((lot) => bid(lot.lotId, 70_000, four)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Your cover is Rs [\d,]+\.\d\d; this bid needs Rs 59,564\.75$/);
    }
    const during = await coverNow(4);
    expect(during.coverPaise).toBeGreaterThanOrEqual(0);
    m.shiftClock(10);
    await m.app.settle();
    const approvals = await Promise.all(lots.map((lot) => decide(lot.lotId, 'approve')));
    expect(approvals.filter((a) => a.status === 200)).toHaveLength(2);
    const after = await coverNow(4);
    expect(after).toMatchObject({ blockedPaise: 2 * LOT_VALUE, leadingPaise: 0, coverPaise: 0 });
  });
});
