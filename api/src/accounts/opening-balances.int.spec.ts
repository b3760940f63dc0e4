import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';

/** Go-live balances through the API: roles (not Admin), once per customer, the suspense balance to zero. */
let m: AuctionTestMarket;

beforeAll(async () => {
  m = await startAuctionMarket('opening-balances', { farmers: 3, reelers: 2 });
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const listOf = (query = '', token = m.staff) =>
  m.api.get(`/OpeningBalance/getAll_OpeningBalance${query}`, token);
const record = (body: Record<string, unknown>, token = m.staff, key?: string) =>
  m.api.post('/OpeningBalance/SaveOpeningBalance', { asOn: m.today(), ...body }, token, key);

describe('opening balances', () => {
  it('lists the market’s customers with no balance yet, and a zero suspense', async () => {
    const answer = await listOf('?customerType=farmer');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((r: { code: string }) => r.code)).toEqual(m.farmers.map((f) => f.headCode));
    expect(answer.body.data.every((r: { recorded: unknown }) => r.recorded === null)).toBe(true);
    expect(answer.body.suspenseBalancePaise).toBe(0);
    expect((await listOf()).body.total).toBe(5);
  });

  it('refuses the Admin (spec section 6) and the Market Officer; another market is outside', async () => {
    const admin = await m.api.login('admin');
    expect((await listOf(`?marketId=${m.hosurId}`, admin)).status).toBe(403);
    const refused = await record(
      { marketId: m.hosurId, customerId: m.farmers[0]!.customerId, side: 'credit', amountPaise: 100 },
      admin,
    );
    expect(refused.status).toBe(403);
    const dharmapuri = await m.api.login('dharmapuri.admin');
    expect((await listOf(`?marketId=${m.hosurId}`, dharmapuri)).status).toBe(403);
    // A customer of another market is not one of this market's customers.
    const other = await record(
      { customerId: m.farmers[0]!.customerId, side: 'credit', amountPaise: 100 },
      dharmapuri,
    );
    expect(other.status).toBe(400);
    expect(other.body.errors.customerId).toEqual(['Select a farmer or reeler of this market']);
  });

  it('records a farmer the market owes and a reeler who owes; the suspense shows the difference', async () => {
    const key = 'opening-balance-retry-1';
    const farmer = await record(
      { customerId: m.farmers[0]!.customerId, side: 'credit', amountPaise: 500_000 },
      m.staff,
      key,
    );
    expect(farmer.status, JSON.stringify(farmer.body)).toBe(200);
    const retried = await record(
      { customerId: m.farmers[0]!.customerId, side: 'credit', amountPaise: 500_000 },
      m.staff,
      key,
    );
    expect(retried.body.entryId).toBe(farmer.body.entryId);
    expect(
      (await record({ customerId: m.reelers[0]!.customerId, side: 'debit', amountPaise: 320_000 })).status,
    ).toBe(200);
    const answer = await listOf();
    const row = answer.body.data.find(
      (r: { customerId: string }) => r.customerId === m.farmers[0]!.customerId,
    );
    expect(row.recorded).toMatchObject({
      side: 'credit',
      amountPaise: 500_000,
      asOn: m.today(),
      recordedBy: 'hosur.admin',
    });
    expect(answer.body.suspenseBalancePaise).toBe(500_000 - 320_000);
  });

  it('records a customer once: the second is a 409 that says how to correct it', async () => {
    const again = await record({ customerId: m.farmers[0]!.customerId, side: 'credit', amountPaise: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `The opening balance of ${m.farmers[0]!.name} (${m.farmers[0]!.headCode}) was already recorded as on ${m.today()}: correct it with a Journal voucher`,
    );
  });

  it('refuses bad input with field messages', async () => {
    const zero = await record({ customerId: m.farmers[1]!.customerId, side: 'credit', amountPaise: 0 });
    expect(zero.body.errors.amountPaise).toEqual(['Enter an amount greater than zero']);
    const side = await record({ customerId: m.farmers[1]!.customerId, side: 'up', amountPaise: 10 });
    expect(side.body.errors.side).toEqual(['Select who owes whom']);
    const future = await record({
      customerId: m.farmers[1]!.customerId,
      side: 'credit',
      amountPaise: 10,
      asOn: '2099-01-01',
    });
    expect(future.body.errors.asOn).toEqual(['The date cannot be after today']);
  });

  it('refuses a hand voucher on the suspense (a control account); the next opening balance brings it to zero', async () => {
    const voucher = await m.api.post(
      '/Voucher/SaveVoucher',
      {
        voucherType: 'Journal',
        voucherDate: m.today(),
        lines: [
          {
            account: { kind: 'reeler', customerId: m.reelers[1]!.customerId },
            debitPaise: 180_000,
            creditPaise: 0,
          },
          { account: { kind: 'opening-balance-suspense' }, debitPaise: 0, creditPaise: 180_000 },
        ],
        notes: 'Opening balance of the second reeler, found later',
      },
      m.staff,
    );
    expect(voucher.status).toBe(400);
    expect(voucher.body.errors['lines.1']).toEqual([
      'Line 2: Opening balance suspense is a control account: only opening balances post to it, never a voucher',
    ]);
    const recorded = await record({
      customerId: m.reelers[1]!.customerId,
      side: 'debit',
      amountPaise: 180_000,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect((await listOf()).body.suspenseBalancePaise).toBe(0);
  });

  it('refuses an amount above one line’s ceiling, Rs 10 crore', async () => {
    const refused = await record({
      customerId: m.farmers[2]!.customerId,
      side: 'credit',
      amountPaise: 10_000_000_001,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.amountPaise).toEqual(['Amount cannot exceed Rs 10,00,00,000.00']);
  });
});
