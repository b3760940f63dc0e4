import { randomUUID } from 'node:crypto';
import { cashBookStream, displayDate, farmerPaymentsStream, formatRupees } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { type CommandActor, CommandRun } from '../commands/run-command.js';
import { moveCash } from './cash-book-writes.js';
import { payInCash } from './farmer-payment-writes.js';
import { cashPaymentBody, drawCash, drawCashBody } from './testing.js';

/**
 * The cash book through the API (issue 22): no cash payment above the cash on hand, none above the daily cash
 * limit per person, two payments racing for the last rupees, a retry that moves cash once, and a failed command
 * that gives its cash back.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let paymentOf0 = '';

beforeAll(async () => {
  m = await startAuctionMarket('cash_book', { farmers: 6, reelers: 2 });
  m.setClock('09:00');
  lots = await weighLots(
    m,
    [0, 1, 2, 3, 4, 5].map((farmer) => ({ farmer, reeler: 0, ratePaise: 72_000, netGrams: 84_250 })),
  );
  // What the market owed farmers 1 to 4 at go-live (today, the market's first day): the Payment vouchers below pay
  // it, never more than a farmer is owed as a whole (issue 22).
  for (const farmer of [1, 2, 3, 4]) {
    const opening = await m.api.post(
      '/OpeningBalance/SaveOpeningBalance',
      { customerId: m.farmers[farmer]!.customerId, side: 'credit', amountPaise: 50_000_000, asOn: m.today() },
      m.staff,
    );
    if (opening.status !== 200) throw new Error(`opening balance: ${JSON.stringify(opening.body)}`);
  }
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const farmerId = (i: number) => m.farmers[i]!.customerId;
const lotOf = (i: number) => lots.find((l) => l.farmerIndex === i)!;
const payCash = (i: number, key?: string) =>
  m.api.post('/FarmerPayment/PayCash', { farmerId: farmerId(i), lotIds: [lotOf(i).lotId] }, m.staff, key);
const cashOnHand = async () => {
  const answer = await m.api.get('/CashBook/get_CashOnHand', m.staff);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.cashOnHandPaise as number;
};
const streamOf = (name: string) => m.app.deps.store.readStream(name);
const cashEvents = async () => streamOf(cashBookStream(m.hosurId));
/** A cash Payment voucher to a farmer (Farmer Dr, Cash Cr). */
const payByVoucher = (i: number, amountPaise: number, key?: string) =>
  m.api.post(
    '/Voucher/SaveVoucher',
    cashPaymentBody(
      m,
      { kind: 'farmer', customerId: farmerId(i) },
      amountPaise,
      'Balance owed at go-live paid to a farmer',
    ),
    m.staff,
    key,
  );
const actor = (): CommandActor => ({
  userId: 'cash-book-spec',
  userName: 'hosur.admin',
  userType: 'Branch Admin',
  marketId: m.hosurId,
  regionId: null,
  adOfficeId: null,
  branchId: m.hosurId,
});
const market = () => ({ marketId: m.hosurId, marketCode: 'HSR' });

describe('cash on hand', () => {
  it('refuses a cash payment the cash on hand cannot cover, naming the figure, and writes nothing', async () => {
    const refused = await payCash(0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cash on hand Rs 0.00; draw from the bank first');
    // Nothing paid (the stream holds only the go-live balances of farmers 1 to 4 on their accounts).
    expect(
      (await streamOf(farmerPaymentsStream(m.hosurId))).filter((e) => e.type !== 'FarmerAccountMoved'),
    ).toHaveLength(0);
    expect(await cashEvents()).toHaveLength(0);
  });

  it('takes the opening cash once, dated the day it is set', async () => {
    const set = await m.api.post('/CashBook/SetOpeningCash', { amountPaise: 5_000_000 }, m.staff);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.asOn).toBe(m.today());
    const again = await m.api.post('/CashBook/SetOpeningCash', { amountPaise: 7_000_000 }, m.staff);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `Opening cash is already set: Rs 50,000.00 as on ${displayDate(m.today())}`,
    );
    const bad = await m.api.post('/CashBook/SetOpeningCash', { amountPaise: -5 }, m.staff);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.amountPaise).toBeDefined();
    expect(await cashOnHand()).toBe(5_000_000);
    // Posted Cash Dr / Opening balance suspense Cr, like the customers' go-live balances (the four farmers' credit
    // balances are debited to the suspense).
    const opening = await m.api.get('/OpeningBalance/getAll_OpeningBalance', m.staff);
    expect(opening.body.suspenseBalancePaise).toBe(4 * 50_000_000 - 5_000_000);
  });

  it('pays once the cash is there: above it the officer is told to draw from the bank', async () => {
    const net = lotOf(0).farmerNetPaise;
    expect(net).toBeGreaterThan(5_000_000);
    const refused = await payCash(0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cash on hand Rs 50,000.00; draw from the bank first');
    const voucher = await payByVoucher(1, 5_000_001);
    expect(voucher.status).toBe(409);
    expect(voucher.body.message).toBe('Cash on hand Rs 50,000.00; draw from the bank first');
    await drawCash(m, net);
    const paid = await payCash(0);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    paymentOf0 = paid.body.paymentId;
    expect(await cashOnHand()).toBe(5_000_000);
    // Cash received from a reeler is cash on hand at once.
    const received = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      { reelerId: m.reelers[0]!.customerId, mode: 'cash', amountPaise: 1_000_000, purpose: 'advance' },
      m.staff,
    );
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(await cashOnHand()).toBe(6_000_000);
  });

  it('gives the cash back into the book when a cash payment or a cash Payment voucher is reversed', async () => {
    const before = await cashOnHand();
    const paid = await payByVoucher(2, 1_000_000);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await cashOnHand()).toBe(before - 1_000_000);
    const cancelled = await m.api.post(
      '/Voucher/CancelVoucher',
      { voucherId: paid.body.voucherId, reason: 'Paid twice', date: m.today() },
      m.staff,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await cashOnHand()).toBe(before);
    const reversed = await m.api.post(
      '/FarmerPayment/ReversePayment',
      { paymentId: paymentOf0, reason: 'Paid to the wrong farmer' },
      m.staff,
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(await cashOnHand()).toBe(before + lotOf(0).farmerNetPaise);
  });
});

describe('cash paid to one person in a day (Income-tax Act s.269ST)', () => {
  it('stops below Rs 2 lakh a day: above it the officer is told to pay by bank', async () => {
    await drawCash(m, 40_000_000);
    const first = await payByVoucher(3, 15_000_000);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const before = await cashOnHand();
    const over = lotOf(3).farmerNetPaise + 15_000_000;
    const refused = await payCash(3);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Cash paid to ${m.farmers[3]!.name} (${m.farmers[3]!.headCode}) today would be ${formatRupees(over)}; the limit is Rs 1,99,999.00 a day (Income-tax Act s.269ST): pay by bank`,
    );
    expect(await cashOnHand()).toBe(before);
    // Another farmer the same day is not counted with the first.
    const other = await payByVoucher(4, 15_000_000);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });
});

describe('racing for the last rupees', () => {
  it('lets exactly one of two cash payments through when the cash covers one, and the cash never goes below zero', async () => {
    const net = lotOf(5).farmerNetPaise;
    // Leave exactly one payment's worth (plus a rupee) in the cash book.
    const now = await cashOnHand();
    const bank = await m.api.post(
      '/Voucher/SaveVoucher',
      drawCashBody(m, now - net - 100, {
        lines: [
          { account: { kind: 'bank', bankAccountId: 'main' }, debitPaise: now - net - 100, creditPaise: 0 },
          { account: { kind: 'cash' }, debitPaise: 0, creditPaise: now - net - 100 },
        ],
        notes: 'Cash banked',
      }),
      m.staff,
    );
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    expect(await cashOnHand()).toBe(net + 100);
    const [toA, toB] = await Promise.all([payCash(5), payByVoucher(1, net)]);
    expect([toA.status, toB.status].sort()).toEqual([200, 409]);
    const loser = toA.status === 409 ? toA : toB;
    expect(loser.body.message).toBe('Cash on hand Rs 1.00; draw from the bank first');
    expect(await cashOnHand()).toBe(100);
    // Every closing of the cash book is zero or more.
    let running = 0;
    for (const e of await cashEvents()) {
      const d = e.data as { amountPaise: number; direction?: 'in' | 'out' };
      if (e.type === 'OpeningCashSet') running += d.amountPaise;
      if (e.type === 'CashMoved') running += d.direction === 'in' ? d.amountPaise : -d.amountPaise;
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('retries and failures', () => {
  it('moves the cash once for a retry with the same Idempotency-Key, and once for a command run again after a crash', async () => {
    await drawCash(m, 10_000_000);
    const key = randomUUID();
    const voucher = await payByVoucher(2, 200_000, key);
    expect(voucher.status).toBe(200);
    const before = await cashOnHand();
    const again = await payByVoucher(2, 200_000, key);
    expect(again.status).toBe(200);
    expect(again.body.voucherId).toBe(voucher.body.voucherId);
    expect(await cashOnHand()).toBe(before);

    // The answer lost before the command log kept it: the same command runs again and finds its movement.
    const lot = lotOf(1);
    const commandId = randomUUID();
    const runOnce = () =>
      payInCash(new CommandRun(m.app.deps, actor(), commandId, m.app.deps.clock()), market(), {
        farmerId: farmerId(1),
        lotIds: [lot.lotId],
      });
    const first = await runOnce();
    const second = await runOnce();
    expect(second).toEqual(first);
    expect(await cashOnHand()).toBe(before - lot.farmerNetPaise);
    const moved = (await cashEvents()).filter(
      (e) => e.type === 'CashMoved' && e.metadata.correlationId === commandId,
    );
    expect(moved).toHaveLength(1);
  });

  it('gives the cash back when the command fails after taking it, and a retry takes it once again', async () => {
    const before = await cashOnHand();
    const commandId = randomUUID();
    const move = {
      marketId: m.hosurId,
      movedOn: m.today(),
      direction: 'out' as const,
      amountPaise: 50_000,
      parties: [],
      source: 'voucher' as const,
      documentId: commandId,
      reverses: null,
    };
    const failing = new CommandRun(m.app.deps, actor(), commandId, m.app.deps.clock());
    await moveCash(failing, move);
    expect(await cashOnHand()).toBe(before - 50_000);
    await failing.finish(false);
    expect(await cashOnHand()).toBe(before);
    const retry = new CommandRun(m.app.deps, actor(), commandId, m.app.deps.clock());
    (await moveCash(retry, move)).keep();
    await retry.finish(false);
    expect(await cashOnHand()).toBe(before - 50_000);
    const types = (await cashEvents())
      .filter((e) => e.metadata.correlationId === commandId)
      .map((e) => e.type);
    expect(types).toEqual(['CashMoved', 'CashMovementUndone', 'CashMoved']);
  });
});
