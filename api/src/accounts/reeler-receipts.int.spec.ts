import { randomUUID } from 'node:crypto';
import { financialYearOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * Receipts from reelers through the API: a cheque against an invoice, a cash advance, a reversal, the dues
 * paid oldest first, retries, refusals with their field messages, and market scope.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let fy: string;
let invoices: Array<{ invoiceNo: string; customerId: string }>;

beforeAll(async () => {
  m = await startAuctionMarket('reeler-receipts', { farmers: 3, reelers: 3 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 71_000, netGrams: 50_000 },
  ]);
  const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff);
  expect(billed.status).toBe(200);
  invoices = billed.body.bills;
  fy = financialYearOf(m.today());
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const reeler = (i: number) => m.reelers[i]!.customerId;
const invoiceOf = (i: number) => invoices.find((b) => b.customerId === reeler(i))!.invoiceNo;
const save = (body: Record<string, unknown>, token = m.staff, key?: string) =>
  m.api.post('/ReelerReceipt/SaveReceipt', body, token, key);
const dues = (i: number, token = m.staff) =>
  m.api.get(`/ReelerReceipt/get_ReelerDues?reelerId=${reeler(i)}`, token);
const code = (prefix: 'RR' | 'RX', n: number) => `HSR/${prefix}${fy.slice(2)}/${String(n).padStart(5, '0')}`;

describe('reeler receipts', () => {
  it("shows a reeler's open invoice with its due date three days after the auction", async () => {
    const answer = await dues(0);
    expect(answer.status).toBe(200);
    const payable = lots[0]!.reelerPayablePaise;
    expect(answer.body).toMatchObject({ balancePaise: payable, depositPaise: 0, receivedPaise: 0 });
    expect(answer.body.invoices).toEqual([
      expect.objectContaining({
        invoiceNo: invoiceOf(0),
        netPaise: payable,
        paidPaise: 0,
        openPaise: payable,
      }),
    ]);
    const due = new Date(`${m.today()}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 3);
    expect(answer.body.invoices[0].dueDate).toBe(due.toISOString().slice(0, 10));
  });

  it('receives a cheque against an invoice, once for a retried request, and the invoice is part paid', async () => {
    const key = randomUUID();
    const body = {
      reelerId: reeler(0),
      mode: 'cheque',
      chequeNo: '004512',
      amountPaise: 100_000,
      purpose: 'invoice',
      invoiceNos: [invoiceOf(0)],
    };
    const first = await save(body, m.staff, key);
    expect(first.status).toBe(200);
    expect(first.body.receiptNo).toBe(code('RR', 1));
    const again = await save(body, m.staff, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body.receiptId).toBe(first.body.receiptId);
    const list = await m.api.get(`/ReelerReceipt/getAll_Receipts?from=${m.today()}&to=${m.today()}`, m.staff);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ receiptNo: code('RR', 1), chequeNo: '004512', reversal: null });
    const after = await dues(0);
    expect(after.body.invoices[0]).toMatchObject({ paidPaise: 100_000 });
    expect(after.body.balancePaise).toBe(lots[0]!.reelerPayablePaise - 100_000);
  });

  it('takes a cash advance as a deposit beyond the invoices', async () => {
    const payable = lots[1]!.reelerPayablePaise;
    const answer = await save({
      reelerId: reeler(1),
      mode: 'cash',
      amountPaise: payable + 50_000,
      purpose: 'advance',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.receiptNo).toBe(code('RR', 2));
    const after = await dues(1);
    expect(after.body).toMatchObject({ invoices: [], balancePaise: 0, depositPaise: 50_000 });
  });

  it('reverses a bounced cheque once, with an RX number, and the invoice is due again', async () => {
    const list = await m.api.get(`/ReelerReceipt/getAll_Receipts?from=${m.today()}&to=${m.today()}`, m.staff);
    const cheque = list.body.data.find((r: { chequeNo: string | null }) => r.chequeNo === '004512');
    const body = { receiptId: cheque.receiptId, reason: 'Cheque bounced' };
    const reversed = await m.api.post('/ReelerReceipt/ReverseReceipt', body, m.staff);
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({ receiptNo: code('RR', 1), reversalNo: code('RX', 1) });
    const twice = await m.api.post('/ReelerReceipt/ReverseReceipt', body, m.staff);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Selected Data has already been processed');
    const after = await dues(0);
    expect(after.body.balancePaise).toBe(lots[0]!.reelerPayablePaise);
    const again = await m.api.get(
      `/ReelerReceipt/getAll_Receipts?from=${m.today()}&to=${m.today()}`,
      m.staff,
    );
    const row = again.body.data.find((r: { receiptId: string }) => r.receiptId === cheque.receiptId);
    expect(row.reversal).toMatchObject({ reversalNo: code('RX', 1), reason: 'Cheque bounced' });
  });

  it('refuses with field messages: cheque without number, transfer without reference, not the reeler’s invoice', async () => {
    const base = { reelerId: reeler(0), amountPaise: 1_000, purpose: 'invoice' };
    const noCheque = await save({ ...base, mode: 'cheque' });
    expect(noCheque.status).toBe(400);
    expect(noCheque.body.errors?.chequeNo ?? noCheque.body.fields?.chequeNo).toEqual([
      'Please enter the cheque number',
    ]);
    const noRef = await save({ ...base, mode: 'bank' });
    expect(noRef.status).toBe(400);
    expect(JSON.stringify(noRef.body)).toContain('Please enter the bank transfer reference');
    const otherInvoice = await save({ ...base, mode: 'cash', invoiceNos: [invoiceOf(1)] });
    expect(otherInvoice.status).toBe(400);
    expect(JSON.stringify(otherInvoice.body)).toContain(
      `Not an invoice of this reeler in force: ${invoiceOf(1)}`,
    );
    const zero = await save({ ...base, mode: 'cash', amountPaise: 0 });
    expect(zero.status).toBe(400);
    const unknown = await m.api.post(
      '/ReelerReceipt/ReverseReceipt',
      { receiptId: randomUUID(), reason: 'x y z' },
      m.staff,
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps to the market: another market’s staff cannot see or take Hosur’s reelers, an officer may not', async () => {
    const other = await m.api.login('dharmapuri.admin');
    const taken = await save(
      { reelerId: reeler(0), mode: 'cash', amountPaise: 1_000, purpose: 'advance' },
      other,
    );
    expect(taken.status).toBe(400);
    expect(JSON.stringify(taken.body)).toContain('Reeler not found');
    expect((await dues(0, other)).status).toBe(404);
    const list = await m.api.get(`/ReelerReceipt/getAll_Receipts?from=${m.today()}&to=${m.today()}`, other);
    expect(list.body.data).toEqual([]);
    const officer = await m.api.login('hosur.officer');
    expect((await dues(0, officer)).status).toBe(403);
  });
  it('numbers receipts taken at once by several officers consecutively, none twice', async () => {
    const body = { reelerId: reeler(2), mode: 'cash', amountPaise: 1_000, purpose: 'advance' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => save(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const numbers = answers.map((a) => a.body.receiptNo as string).sort();
    // Two receipts before these (the cheque and the cash advance): 00003 to 00012, each once.
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => code('RR', i + 3)));
    expect((await dues(2)).body.depositPaise).toBe(10_000);
  });
});
