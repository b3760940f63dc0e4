import { amountInWords, formatRupees } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { printDocument } from '../documents/testing.js';
import { drawCash } from './testing.js';

/**
 * The cash receipt through the API and the real worker: a farmer paid in cash, the receipt printed as the
 * original, printed again as a DUPLICATE, printed after the payment is reversed with the REVERSED stamp; the
 * print kind needs the payment permission and the market's scope.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let payment: { paymentId: string; receiptNo: string; totalPaise: number; paidOn: string };

beforeAll(async () => {
  m = await startAuctionMarket('payment-receipt-prints', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_000, netGrams: 84_250 },
    { farmer: 0, reeler: 0, ratePaise: 72_500, netGrams: 60_000 },
  ]);
  await m.app.settle();
  const billed = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff);
  expect(billed.status).toBe(200);
  await m.app.settle();
  await drawCash(m, 50_000_000);
  const paid = await m.api.post(
    '/FarmerPayment/PayCash',
    { farmerId: m.farmers[0]!.customerId, lotIds: lots.map((l) => l.lotId) },
    m.staff,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  payment = paid.body;
}, 180_000);
afterAll(async () => m?.app.stop());

const print = (body: Record<string, unknown>, name: string) =>
  printDocument(m, { kind: 'farmer-payment-receipt', date: payment.paidOn, ...body }, name);

describe('cash receipt prints', () => {
  it('prints the receipt with the lots, their bills, the total and the amount in words', async () => {
    const { copies, pdf } = await print({ ids: [payment.paymentId] }, 'api-farmer-payment-receipt');
    expect(copies).toEqual([1]);
    const total = lots.reduce((sum, lot) => sum + lot.farmerNetPaise, 0);
    expect(payment.totalPaise).toBe(total);
    expect(pdf.text).toContain(payment.receiptNo);
    expect(pdf.text).toMatch(/HSR\/FB\d{4}\/\d{5}/);
    for (const lot of lots) expect(pdf.text).toContain(formatRupees(lot.farmerNetPaise).replace('Rs ', ''));
    expect(pdf.text).toContain(formatRupees(total));
    expect(pdf.flowText.replace(/\s+/g, ' ')).toContain(amountInWords(total, 'en'));
    expect(pdf.flowText.replace(/\s+/g, ' ')).toContain(amountInWords(total, 'ta'));
    expect(pdf.text).toContain(m.farmers[0]!.name);
    expect(pdf.text).toContain('ORIGINAL');
  });

  it("prints the day's receipts, then a reprint as DUPLICATE, and a reversed payment stamped REVERSED", async () => {
    const day = await print({}, 'api-farmer-payment-receipts-day');
    expect(day.copies).toEqual([2]);
    expect(day.pdf.text).toContain('DUPLICATE');
    const reversed = await m.api.post(
      '/FarmerPayment/ReversePayment',
      { paymentId: payment.paymentId, reason: 'Paid to the wrong farmer' },
      m.staff,
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    await m.app.settle();
    const after = await print({ ids: [payment.paymentId] }, 'api-farmer-payment-receipt-reversed');
    expect(after.pdf.text).toContain('REVERSED');
    expect(after.pdf.text).toContain(reversed.body.reversalNo);
    expect(after.pdf.text).toContain('Paid to the wrong farmer');
  });

  it("refuses another market's receipt and a role without the payment permission", async () => {
    const other = await m.api.login('dharmapuri.admin');
    const foreign = await m.api.post(
      '/documents',
      { kind: 'farmer-payment-receipt', date: payment.paidOn, ids: [payment.paymentId] },
      other,
    );
    expect(foreign.status).toBe(404);
    const unknown = await m.api.post(
      '/documents',
      { kind: 'farmer-payment-receipt', date: payment.paidOn, ids: [lots[0]!.lotId] },
      m.staff,
    );
    expect(unknown.status).toBe(404);
    const officer = await m.api.login('hosur.officer');
    const refused = await m.api.post(
      '/documents',
      { kind: 'farmer-payment-receipt', date: payment.paidOn, ids: [payment.paymentId] },
      officer,
    );
    expect(refused.status).toBe(403);
  });
});
