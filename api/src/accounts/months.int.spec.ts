import { displayDate, financialYearOf, monthLabel, monthOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { journalBody, previousMonth } from './testing.js';

/**
 * Month close through the API: the books' go-live, the year's months, closing one month at a time from the go-live
 * month, and postings refused before go-live, after today or in a closed month (issue 22, cases 3 and 4).
 */
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
const setGoLive = (goLive: string, token = m.staff, extra: Record<string, unknown> = {}) =>
  m.api.post('/Configmonth/SetGoLive', { goLive, ...extra }, token);
const tomorrow = () => {
  const at = new Date(`${m.today()}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

describe('ledger months', () => {
  it("lists the year's months April to March with the go-live date (the market's first day) and the month to close next", async () => {
    const answer = await months();
    expect(answer.status).toBe(200);
    expect(answer.body.financialYear).toBe(financialYearOf(m.today()));
    expect(answer.body.data).toHaveLength(12);
    expect(answer.body.data[0].month.slice(5)).toBe('04');
    // The test market was created today and never set a go-live: its books start on its first event's date.
    expect(answer.body).toMatchObject({
      goLive: m.today(),
      goLiveOpen: true,
      nextToClose: monthOf(m.today()),
    });
    const current = answer.body.data.find((r: { month: string }) => r.month === monthOf(m.today()));
    expect(current).toMatchObject({ status: 'open', canClose: false });
    const row = answer.body.data.find((r: { month: string }) => r.month === lastMonth);
    if (row) expect(row).toMatchObject({ status: 'before-go-live', canClose: false });
  });

  it('refuses to close a month before go-live (it used to close it and every month back to the 1890s)', async () => {
    const refused = await close(lastMonth);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.month[0]).toBe(
      `${monthLabel(lastMonth)} is before the books start (go-live ${displayDate(m.today())}): there is nothing to close`,
    );
    expect((await close('1899-03')).status).toBe(400);
  });

  it('a Branch Admin or the Admin sets the go-live once; never after today', async () => {
    const officer = await m.api.login('officer');
    expect((await setGoLive(`${before}-01`, officer)).status).toBe(403);
    expect((await setGoLive(tomorrow())).body.errors.goLive).toEqual([
      'The go-live date cannot be after today',
    ]);
    expect((await setGoLive('2026-02-30')).status).toBe(400);
    const admin = await m.api.login('admin');
    const set = await setGoLive(`${before}-01`, admin, { marketId: m.hosurId });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const again = await setGoLive(`${before}-02`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `The go-live date of this market is already ${displayDate(`${before}-01`)}: it is set once`,
    );
    expect((await months()).body).toMatchObject({
      goLive: `${before}-01`,
      goLiveOpen: false,
      nextToClose: before,
    });
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
    expect(running.body.errors.month[0]).toBe(
      `Close ${monthLabel(before)} first: months are closed in order`,
    );
  });

  it('closes exactly the oldest open month (the go-live month first), once (409 after), in order', async () => {
    // Case 3 of issue 22: closing a later month first is refused, naming the month to close first.
    const skipping = await close(lastMonth);
    expect(skipping.status).toBe(400);
    expect(skipping.body.errors.month).toEqual([
      `Close ${monthLabel(before)} first: months are closed in order`,
    ]);
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
    // The month before go-live was never the books' and stays so: nothing to close, nothing closed with it.
    expect((await close(previousMonth(before))).status).toBe(400);
    const earlier = (
      await months(`?financialYear=${financialYearOf(`${previousMonth(before)}-01`)}`)
    ).body.data.find((r: { month: string }) => r.month === previousMonth(before));
    expect(earlier).toMatchObject({ status: 'before-go-live', closedBy: null, canClose: false });
    expect((await close(lastMonth)).status).toBe(200);
    // The current month has not ended: nothing may close now.
    const closable = (await months()).body.data.filter((r: { canClose: boolean }) => r.canClose);
    expect(closable).toEqual([]);
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

  it('refuses vouchers dated 1900-01-01, before go-live, or tomorrow (case 4)', async () => {
    const post = (voucherDate: string) =>
      m.api.post('/Voucher/SaveVoucher', journalBody(m, 700, { voucherDate }), m.staff);
    for (const date of ['1900-01-01', `${previousMonth(before)}-28`]) {
      const refused = await post(date);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.voucherDate).toEqual([
        `The books of this market start on ${displayDate(`${before}-01`)} (go-live): nothing is posted before it`,
      ]);
    }
    expect((await post(tomorrow())).body.errors.voucherDate).toEqual(['The date cannot be after today']);
  });

  it('dates an opening balance on the go-live date only (and refuses it once that month is closed)', async () => {
    const save = (asOn: string) =>
      m.api.post(
        '/OpeningBalance/SaveOpeningBalance',
        { customerId: m.farmers[1]!.customerId, side: 'credit', amountPaise: 100, asOn },
        m.staff,
      );
    const onGoLive = await save(`${before}-01`);
    expect(onGoLive.status).toBe(400);
    expect(onGoLive.body.errors.asOn[0]).toContain('is closed');
    const today = await save(m.today());
    expect(today.status).toBe(400);
    expect(today.body.errors.asOn).toEqual([
      `Opening balances are dated on the go-live date, ${displayDate(`${before}-01`)}`,
    ]);
    expect((await save('1900-01-01')).body.errors.asOn[0]).toContain('(go-live)');
  });
});

describe('closing March', () => {
  it('locks its financial year: the answer says so, and nothing posts into that year any more', async () => {
    // Dharmapuri: books from 1 March 2026 (set by the Admin), March closed by its Branch Admin.
    const admin = await m.api.login('admin');
    const dpi = await m.api.login('dharmapuri.admin');
    expect((await setGoLive('2026-03-01', admin, { marketId: m.dharmapuriId })).status).toBe(200);
    const closed = await m.api.post('/Configmonth/CloseMonth', { month: '2026-03' }, dpi);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      lockedFinancialYear: '202526',
      message:
        'March 2026 is closed, and with it financial year 2025-26: nothing is posted into that year any more',
    });
    const listed = await m.api.get('/Configmonth/GetMonth?financialYear=202526', dpi);
    expect(listed.body.lockedFinancialYears).toEqual(['202526']);
  });
});
