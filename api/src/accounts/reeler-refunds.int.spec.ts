import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { cashPaymentBody, drawCash } from './testing.js';

/**
 * Issue 22: a Payment voucher paying a reeler back (a deposit returned) never pays more than the market holds of
 * the reeler's money, counting the lots weighed to them and not yet invoiced; refunds racing for one deposit
 * cannot together pass it.
 */
let m: AuctionTestMarket;
let lot: WeighedLot;

beforeAll(async () => {
  m = await startAuctionMarket('reeler_refunds', { farmers: 1, reelers: 3 });
  m.setClock('09:00');
  lot = (await weighLots(m, [{ farmer: 0, reeler: 1, ratePaise: 70_000, netGrams: 30_000 }]))[0]!;
  // Cash enough for every refund: the cash book is not what these tests are about.
  await drawCash(m, 1_00_00_000_00);
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const reelerId = (i: number) => m.reelers[i]!.customerId;
const named = (i: number) => `${m.reelers[i]!.name} (${m.reelers[i]!.headCode})`;
const advance = (i: number, amountPaise: number) =>
  m.api.post(
    '/ReelerReceipt/SaveReceipt',
    {
      reelerId: reelerId(i),
      mode: 'bank',
      bankReference: `UTR${randomUUID().slice(0, 8)}`,
      amountPaise,
      purpose: 'advance',
    },
    m.staff,
  );
const refund = (i: number, amountPaise: number, key?: string) =>
  m.api.post(
    '/Voucher/SaveVoucher',
    cashPaymentBody(
      m,
      { kind: 'reeler', customerId: reelerId(i) },
      amountPaise,
      'Deposit returned to the reeler',
    ),
    m.staff,
    key,
  );
/** The reeler's ledger balance (debit - credit): negative, the market holds the reeler's money. */
const balanceOf = async (i: number) => {
  await m.app.settle();
  const answer = await m.api.get('/Ledger/get_LatestLedger?customerType=reeler', m.staff);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const row = (answer.body.rows as Array<Record<string, unknown>>).find((r) => r.customerId === reelerId(i));
  return Number(row?.balancePaise ?? 0);
};

describe('paying a reeler back', () => {
  it('refuses a refund above the deposit, naming both amounts, and changes nothing', async () => {
    expect((await advance(0, 10_000_00)).status).toBe(200);
    expect(await balanceOf(0)).toBe(-10_000_00);
    const above = await refund(0, 10_000_01);
    expect(above.status, JSON.stringify(above.body)).toBe(409);
    expect(above.body.message).toBe(
      `Paying back Rs 10,000.01 would pay ${named(0)} more than the Rs 10,000.00 the market holds of theirs.`,
    );
    expect(await balanceOf(0)).toBe(-10_000_00);
    const whole = await refund(0, 10_000_00);
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await balanceOf(0)).toBe(0);
    const more = await refund(0, 1);
    expect(more.status).toBe(409);
    expect(more.body.message).toContain('more than the Rs 0.00 the market holds of theirs');
  });

  it('counts a lot weighed to the reeler and not yet invoiced', async () => {
    // The reeler owes the lot's payable (amount + reeler levy) from the moment it is weighed.
    expect((await advance(1, 50_000_00)).status).toBe(200);
    const held = 50_000_00 - lot.reelerPayablePaise;
    expect(await balanceOf(1)).toBe(-held);
    const above = await refund(1, held + 1);
    expect(above.status, JSON.stringify(above.body)).toBe(409);
    expect(above.body.message).toContain(
      `the Rs ${(held / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect((await refund(1, held)).status).toBe(200);
    expect(await balanceOf(1)).toBe(0);
  });

  it('lets ten of twenty racing refunds of Rs 1,000.00 through on a deposit of Rs 10,000.00', async () => {
    expect((await advance(2, 10_000_00)).status).toBe(200);
    await m.app.settle();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(2, 1_000_00)));
    const statuses = answers.map((a) => a.status).sort();
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(answers.map((a) => a.body)),
    ).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await balanceOf(2)).toBe(0);
  });

  it('gives the credit back when a refund is cancelled', async () => {
    const list = await m.api.get(
      `/Voucher/getAll_Voucher?voucherType=Payment&from=${m.today()}&to=${m.today()}`,
      m.staff,
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    type Listed = {
      voucherId: string;
      lines: Array<{ account: { customerId?: string }; debitPaise: number }>;
    };
    const first = (list.body.data as Listed[]).find((v) =>
      v.lines.some((l) => l.account.customerId === reelerId(0) && l.debitPaise === 10_000_00),
    )!;
    const cancelled = await m.api.post(
      '/Voucher/CancelVoucher',
      {
        voucherId: first.voucherId,
        reason: 'Entered by mistake',
        date: m.today(),
      },
      m.staff,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await balanceOf(0)).toBe(-10_000_00);
    expect((await refund(0, 10_000_00)).status).toBe(200);
  });
});
