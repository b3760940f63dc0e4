import { randomUUID } from 'node:crypto';
import { formatRupees } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * Money that cannot leak: a reeler receipt pays at most what the invoices it is for still owe, the rest only as
 * deposit when the officer ticks it; receipts racing for one invoice are decided one at a time; an invoice
 * corrected down after it was paid leaves the reeler's excess as their credit.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let invoices: Array<{ invoiceNo: string; customerId: string }>;

beforeAll(async () => {
  m = await startAuctionMarket('reeler-receipt-split', { farmers: 3, reelers: 3 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 71_000, netGrams: 50_000 },
    { farmer: 2, reeler: 2, ratePaise: 70_000, netGrams: 60_000 },
  ]);
  const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff);
  expect(billed.status).toBe(200);
  invoices = billed.body.bills;
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const reeler = (i: number) => m.reelers[i]!.customerId;
const invoiceOf = (i: number) => invoices.find((b) => b.customerId === reeler(i))!.invoiceNo;
const save = (body: Record<string, unknown>, key = randomUUID()) =>
  m.api.post('/ReelerReceipt/SaveReceipt', body, m.staff, key);
const dues = async (i: number) =>
  (await m.api.get(`/ReelerReceipt/get_ReelerDues?reelerId=${reeler(i)}`, m.staff)).body;
const receiptsOf = async (i: number) =>
  (
    await m.api.get(`/ReelerReceipt/getAll_Receipts?from=${m.today()}&to=${m.today()}`, m.staff)
  ).body.data.filter((r: { reelerId: string }) => r.reelerId === reeler(i));

describe('a receipt above what its invoice still owes', () => {
  it('is refused on the amount, naming what the invoice owes and what the receipt is; nothing is recorded', async () => {
    const payable = lots[1]!.reelerPayablePaise;
    const body = { reelerId: reeler(1), mode: 'cash', amountPaise: payable + 20_000, purpose: 'invoice' };
    const refused = await save({ ...body, invoiceNos: [invoiceOf(1)] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.amountPaise).toEqual([
      `Invoice ${invoiceOf(1)} still owes ${formatRupees(payable)}; this receipt is ${formatRupees(payable + 20_000)}. ` +
        'Tick "keep the rest as deposit" to keep the difference as deposit.',
    ]);
    // Naming no invoice: above everything the reeler owes needs the tick too.
    const unnamed = await save(body);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors.amountPaise[0]).toContain(
      `The reeler's invoices still owe ${formatRupees(payable)}`,
    );
    expect(await receiptsOf(1)).toEqual([]);
  });

  it('with "keep the rest as deposit", pays the invoice and keeps the rest, and says so in the answer, the list and the dues', async () => {
    const payable = lots[1]!.reelerPayablePaise;
    const answer = await save({
      reelerId: reeler(1),
      mode: 'cash',
      amountPaise: payable + 20_000,
      purpose: 'invoice',
      invoiceNos: [invoiceOf(1)],
      restAsDeposit: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const split = { applied: [{ invoiceNo: invoiceOf(1), amountPaise: payable }], depositPaise: 20_000 };
    expect(answer.body).toMatchObject(split);
    const [row] = await receiptsOf(1);
    expect(row).toMatchObject({ receiptId: answer.body.receiptId, ...split });
    expect(await dues(1)).toMatchObject({ invoices: [], balancePaise: 0, depositPaise: 20_000 });
  });
});

describe('ten receipts for one invoice at once (a double click, two officers), each with its own key', () => {
  it('accepts exactly those that fit; the invoice never owes less than nothing', async () => {
    const payable = lots[0]!.reelerPayablePaise;
    // Each a little over a third of the invoice: two fit, the third would pay more than is left.
    const amountPaise = Math.floor(payable / 3) + 1;
    const body = {
      reelerId: reeler(0),
      mode: 'cash',
      amountPaise,
      purpose: 'invoice',
      invoiceNos: [invoiceOf(0)],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(body)));
    expect(answers.filter((a) => a.status !== 200 && a.status !== 400)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.errors.amountPaise[0]).toContain(`Invoice ${invoiceOf(0)} still owes`);
    }
    expect(await receiptsOf(0)).toHaveLength(2);
    const after = await dues(0);
    expect(after.invoices).toEqual([
      expect.objectContaining({
        invoiceNo: invoiceOf(0),
        paidPaise: 2 * amountPaise,
        openPaise: payable - 2 * amountPaise,
      }),
    ]);
    expect(after.depositPaise).toBe(0);
    // The ledger agrees: the reeler owes the rest of the invoice, no more and no less.
    expect(after.ledger.balancePaise).toBe(payable - 2 * amountPaise);
  });

  it('ten for exactly what the invoice still owes: one is recorded', async () => {
    const open = (await dues(0)).balancePaise;
    const body = {
      reelerId: reeler(0),
      mode: 'cash',
      amountPaise: open,
      purpose: 'invoice',
      invoiceNos: [invoiceOf(0)],
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect(await receiptsOf(0)).toHaveLength(3);
    expect(await dues(0)).toMatchObject({ invoices: [], balancePaise: 0, depositPaise: 0 });
  });
});

describe('an invoice corrected down after the reeler paid it', () => {
  it("leaves the excess as the reeler's credit: in the dues, the ledger and the passbook, and nothing more is owed", async () => {
    const lot = lots[2]!;
    const paid = await save({
      reelerId: reeler(2),
      mode: 'cash',
      amountPaise: lot.reelerPayablePaise,
      purpose: 'invoice',
      invoiceNos: [invoiceOf(2)],
    });
    expect(paid.status).toBe(200);
    const corrected = await m.api.post(
      '/CocoonAuction/CorrectWeight',
      { lotId: lot.lotId, netGrams: 50_000, reason: 'Scale recalibrated' },
      m.staff,
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    await m.app.settle();
    const excess = lot.reelerPayablePaise - corrected.body.reelerPayablePaise;
    expect(excess).toBeGreaterThan(0);

    const after = await dues(2);
    expect(after).toMatchObject({ invoices: [], balancePaise: 0, depositPaise: excess });
    expect(after.ledger).toEqual({ balancePaise: -excess, availablePaise: excess });
    const book = await m.api.get(
      `/Ledger/CustomerPassbook?customerId=${reeler(2)}&from=2000-01-01&to=${m.today()}`,
      m.staff,
    );
    expect(book.body.closingBalancePaise).toBe(-excess);
    // The outstanding report: reeler 2 owes nothing and holds the excess as an advance, in its own column.
    const outstanding = await m.api.get(
      `/CocoonAuction/ReelerOverdue?marketId=${m.hosurId}&date=${m.today()}`,
      m.staff,
    );
    expect(outstanding.status, JSON.stringify(outstanding.body)).toBe(200);
    expect(outstanding.body.rows.find((r: { reelerId: string }) => r.reelerId === reeler(2))).toMatchObject({
      balancePaise: 0,
      otherWayPaise: excess,
    });
    expect(outstanding.body.totals.otherWayPaise).toBe(excess + 20_000);

    // The reissued invoice owes nothing: a receipt for it is refused unless kept as deposit.
    const reissued = (
      await m.api.get(`/Invoice/getAll_Invoice?billType=reeler&from=${m.today()}&to=${m.today()}`, m.staff)
    ).body.data.find(
      (r: { customerId: string; status: string }) => r.customerId === reeler(2) && r.status === 'Issued',
    );
    const again = await save({
      reelerId: reeler(2),
      mode: 'cash',
      amountPaise: 100,
      purpose: 'invoice',
      invoiceNos: [reissued.invoiceNo],
    });
    expect(again.status).toBe(400);
    expect(again.body.errors.amountPaise[0]).toContain(`Invoice ${reissued.invoiceNo} still owes Rs 0.00`);
  });
});
