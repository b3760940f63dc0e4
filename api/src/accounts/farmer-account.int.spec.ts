import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * Issue 22: a voucher is a payment too. What the market owes a farmer is the farmer's lots, the opening balance and
 * every voucher on the account together; a Payment voucher paying a farmer takes its turn with the cash payments
 * on the farmer payments stream and never pays more than that whole figure, nor does a cash payment after it.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];

beforeAll(async () => {
  m = await startAuctionMarket('farmer_account', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  // 50 kg x Rs 700.00 = Rs 35,000.00 less 1 % = Rs 34,650.00 each.
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 70_000, netGrams: 50_000 },
    { farmer: 1, reeler: 0, ratePaise: 70_000, netGrams: 50_000 },
  ]);
  await m.app.settle();
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const farmerId = (i: number) => m.farmers[i]!.customerId;
const bank = { kind: 'bank', bankAccountId: 'main' };
const payByVoucher = (i: number, amountPaise: number) =>
  m.api.post(
    '/Voucher/SaveVoucher',
    {
      voucherType: 'Payment',
      voucherDate: m.today(),
      lines: [
        { account: { kind: 'farmer', customerId: farmerId(i) }, debitPaise: amountPaise, creditPaise: 0 },
        { account: bank, debitPaise: 0, creditPaise: amountPaise },
      ],
      notes: 'Paid by NEFT from the market account',
    },
    m.staff,
  );

describe('a Payment voucher to a farmer', () => {
  it('is refused beyond what the market owes the farmer as a whole, naming both amounts', async () => {
    const refused = await payByVoucher(0, 34_650_01);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toMatch(
      /Paying Rs 34,650.01 would pay .* more than the Rs 34,650.00 the market owes/,
    );
  });

  it('pays within the due; a cash payment of the lot after it is refused, the books never overpaid', async () => {
    const paid = await payByVoucher(0, 30_000_00);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const cash = await m.api.post(
      '/FarmerPayment/PayCash',
      { farmerId: farmerId(0), lotIds: [lots[0]!.lotId] },
      m.staff,
    );
    expect(cash.status).toBe(409);
    expect(cash.body.message).toMatch(/would pay .* more than the Rs 4,650.00 the market owes/);
  });

  it('counts an opening balance the market owes the farmer, and a cancelled voucher gives its amount back', async () => {
    const opening = await m.api.post(
      '/OpeningBalance/SaveOpeningBalance',
      { customerId: farmerId(1), side: 'credit', amountPaise: 5_000_00, asOn: m.today() },
      m.staff,
    );
    // The market's go-live is its first day (today): opening balances are dated on it.
    expect(opening.status, JSON.stringify(opening.body)).toBe(200);
    const paid = await payByVoucher(1, 34_650_00 + 5_000_00);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await payByVoucher(1, 1)).status).toBe(409);
    const cancelled = await m.api.post(
      '/Voucher/CancelVoucher',
      { voucherId: paid.body.voucherId, reason: 'Paid to the wrong account', date: m.today() },
      m.staff,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await payByVoucher(1, 39_650_00)).status).toBe(200);
  });
});
