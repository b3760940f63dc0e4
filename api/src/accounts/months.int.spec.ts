import { financialYearOf, monthOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { journalBody, previousMonth } from './testing.js';

/** Month close through the API: the year's months, closing in order, and postings refused in a closed month. */
let m: AuctionTestMarket;
let before: string;
let lastMonth: string;

beforeAll(async () => {
  m = await startAuctionMarket('ledger-months', { farmers: 2, reelers: 1 });
  lastMonth = previousMonth(m.today());
  before = previousMonth(lastMonth);
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const months = (query = '', token = m.staff) => m.api.get(`/Configmonth/GetMonth${query}`, token);
const close = (month: string, token = m.staff, key?: string) =>
  m.api.post('/Configmonth/CloseMonth', { month }, token, key);

describe('ledger months', () => {
  it("lists the year's months April to March, open or future, none closed", async () => {
    const answer = await months();
    expect(answer.status).toBe(200);
    expect(answer.body.financialYear).toBe(financialYearOf(m.today()));
    expect(answer.body.data).toHaveLength(12);
    expect(answer.body.data[0].month.slice(5)).toBe('04');
    const current = answer.body.data.find((r: { month: string }) => r.month === monthOf(m.today()));
    expect(current).toMatchObject({ status: 'open', canClose: false });
    // None ever closed: any ended month may be the first (the market's go-live month).
    const ended = answer.body.data.filter((r: { month: string }) => r.month < monthOf(m.today()));
    expect(ended.every((r: { canClose: boolean }) => r.canClose)).toBe(true);
  });

  it('only a Branch Admin closes; a month not ended is refused', async () => {
    const officer = await m.api.login('officer');
    expect((await close(lastMonth, officer)).status).toBe(403);
    const admin = await m.api.login('admin');
    expect(
      (await m.api.post('/Configmonth/CloseMonth', { month: lastMonth, marketId: m.hosurId }, admin)).status,
    ).toBe(403);
    const running = await close(monthOf(m.today()));
    expect(running.status).toBe(400);
    expect(running.body.errors.month[0]).toContain('has not ended yet');
  });

  it('closes an ended month, once (409 after), in order', async () => {
    const key = 'close-month-retry-1';
    const closed = await close(before, m.staff, key);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await close(before, m.staff, key)).status).toBe(200);
    const twice = await close(before);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('is already closed');
    const fy = financialYearOf(`${before}-01`);
    const row = (await months(`?financialYear=${fy}`)).body.data.find(
      (r: { month: string }) => r.month === before,
    );
    expect(row).toMatchObject({ status: 'closed', closedBy: 'hosur.admin', canClose: false });
    expect((await close(previousMonth(before))).status).toBe(409);
    expect((await close(lastMonth)).status).toBe(200);
    // Once one is closed, only the month after the last closed may close.
    const closable = (await months()).body.data.filter((r: { canClose: boolean }) => r.canClose);
    expect(closable).toEqual([]);
    // A month before the first close is closed with it.
    const earlier = (
      await months(`?financialYear=${financialYearOf(`${previousMonth(before)}-01`)}`)
    ).body.data.find((r: { month: string }) => r.month === previousMonth(before));
    expect(earlier).toMatchObject({ status: 'closed', closedBy: null, canClose: false });
  });

  it('refuses a voucher dated in a closed month; a late correction dated today names it', async () => {
    const late = await m.api.post(
      '/Voucher/SaveVoucher',
      journalBody(m, 700, { voucherDate: `${lastMonth}-15` }),
      m.staff,
    );
    expect(late.status).toBe(400);
    expect(late.body.errors.voucherDate[0]).toMatch(
      /is closed: date the voucher in an open month and name .* as the month it corrects/,
    );
    const correcting = await m.api.post(
      '/Voucher/SaveVoucher',
      journalBody(m, 700, { correctsMonth: lastMonth }),
      m.staff,
    );
    expect(correcting.status, JSON.stringify(correcting.body)).toBe(200);
    const voucher = (await m.api.get(`/Voucher/get_Voucher/${correcting.body.voucherId}`, m.staff)).body;
    expect(voucher.correctsMonth).toBe(lastMonth);
  });

  it('refuses an opening balance dated in a closed month', async () => {
    const refused = await m.api.post(
      '/OpeningBalance/SaveOpeningBalance',
      { customerId: m.farmers[1]!.customerId, side: 'credit', amountPaise: 100, asOn: `${lastMonth}-01` },
      m.staff,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.asOn[0]).toContain('is closed');
  });
});
