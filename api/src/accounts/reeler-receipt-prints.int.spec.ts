import { amountInWords, formatRupees, tokenOfUrl } from '@cocoon/domain';
import { readQrCodesFromPdf } from '@cocoon/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { printDocument } from '../documents/testing.js';

/**
 * The reeler receipt through the API and the real worker: a cheque against the reeler's invoice, the rest kept
 * as deposit, printed as the original, printed again with the day's receipts as a DUPLICATE, printed after the
 * cheque bounced with the REVERSED stamp; the print kind needs the receipts' permission and the market's scope.
 */
let m: AuctionTestMarket;
let lot: WeighedLot;
let invoiceNo: string;
let receipt: { receiptId: string; receiptNo: string; receivedOn: string };
const AMOUNT = 70_000_00;

beforeAll(async () => {
  m = await startAuctionMarket('reeler-receipt-prints', { farmers: 1, reelers: 1 });
  m.setClock('09:00');
  [lot] = (await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 }])) as [
    WeighedLot,
  ];
  const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff);
  expect(billed.status).toBe(200);
  invoiceNo = billed.body.bills[0].invoiceNo;
  await m.app.settle();
  const received = await m.api.post(
    '/ReelerReceipt/SaveReceipt',
    {
      reelerId: m.reelers[0]!.customerId,
      mode: 'cheque',
      chequeNo: '004512',
      amountPaise: AMOUNT,
      purpose: 'invoice',
      invoiceNos: [invoiceNo],
      restAsDeposit: true,
    },
    m.staff,
  );
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  receipt = received.body;
}, 180_000);
afterAll(async () => m?.app.stop());

const print = (body: Record<string, unknown>, name: string) =>
  printDocument(m, { kind: 'reeler-receipt', date: receipt.receivedOn, ...body }, name);

describe('reeler receipt prints', () => {
  it('prints the receipt with the reeler, the cheque, the invoice paid, the deposit and the amount in words', async () => {
    expect(receipt.receivedOn).toBe(m.today());
    const { copies, pdf } = await print({ ids: [receipt.receiptId] }, 'api-reeler-receipt');
    expect(copies).toEqual([1]);
    const flat = pdf.flowText.replace(/\s+/g, ' ');
    expect(pdf.text).toContain(receipt.receiptNo);
    expect(pdf.text).toContain(m.reelers[0]!.headCode);
    expect(pdf.text).toContain('004512');
    const invoiceLine = pdf.text.split('\n').find((line) => line.includes(invoiceNo)) ?? '';
    expect(invoiceLine).toContain(formatRupees(lot.reelerPayablePaise).replace('Rs ', ''));
    const depositLine = pdf.text.split('\n').find((line) => line.includes('Kept as deposit')) ?? '';
    expect(depositLine).toContain(formatRupees(AMOUNT - lot.reelerPayablePaise).replace('Rs ', ''));
    expect(flat).toContain(`Amount received / பெற்ற தொகை: ${formatRupees(AMOUNT)}`);
    expect(flat).toContain(amountInWords(AMOUNT, 'en'));
    expect(flat).toContain(amountInWords(AMOUNT, 'ta'));
    expect(pdf.text).toContain('ORIGINAL');
  });

  it("prints the day's receipts, then a reprint as DUPLICATE, and a bounced cheque stamped REVERSED", async () => {
    const day = await print({}, 'api-reeler-receipts-day');
    expect(day.copies).toEqual([2]);
    expect(day.pdf.text).toContain('DUPLICATE');
    const reversed = await m.api.post(
      '/ReelerReceipt/ReverseReceipt',
      { receiptId: receipt.receiptId, reason: 'Cheque bounced' },
      m.staff,
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    await m.app.settle();
    const after = await print({ ids: [receipt.receiptId] }, 'api-reeler-receipt-reversed');
    expect(after.copies).toEqual([3]);
    expect(after.pdf.text).toContain('REVERSED');
    expect(after.pdf.text).toContain(reversed.body.reversalNo);
    expect(after.pdf.text).toContain('Cheque bounced');
    // Its QR (issue 26) says the same to anyone who scans it: genuine, and reversed with the reversal's number.
    const [url] = await readQrCodesFromPdf(after.pdf.path);
    const checked = await fetch(`${m.app.url}/api/verify/standing?token=${tokenOfUrl(url ?? '')}`);
    expect(checked.status).toBe(200);
    expect(await checked.json()).toMatchObject({
      standing: 'reversed',
      reason: expect.stringContaining(reversed.body.reversalNo),
      document: { kind: 'RR', number: receipt.receiptNo },
      history: { matches: true },
    });
  });

  it("refuses another market's receipt, a record that is no receipt and a role without the receipts permission", async () => {
    const request = { kind: 'reeler-receipt', date: receipt.receivedOn, ids: [receipt.receiptId] };
    const other = await m.api.login('dharmapuri.admin');
    const foreign = await m.api.post('/documents', request, other);
    expect(foreign.status).toBe(404);
    const unknown = await m.api.post('/documents', { ...request, ids: [lot.lotId] }, m.staff);
    expect(unknown.status).toBe(404);
    const officer = await m.api.login('hosur.officer');
    const refused = await m.api.post('/documents', request, officer);
    expect(refused.status).toBe(403);
  });
});
