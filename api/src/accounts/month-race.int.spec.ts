import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { journalBody, previousMonth } from './testing.js';

/** A month closed while vouchers dated in it are being posted: none lands in the month after its close. */
let m: AuctionTestMarket;

beforeAll(async () => {
  m = await startAuctionMarket('month-race', { farmers: 1, reelers: 1 });
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

describe('a month close racing a voucher', () => {
  it('one of them wins consistently: a voucher in the month is stored before the close, or refused', async () => {
    const month = previousMonth(m.today());
    // The books start on the month's first day: it is the first (and only) month that may be closed.
    const goLive = await m.api.post('/Configmonth/SetGoLive', { goLive: `${month}-01` }, m.staff);
    expect(goLive.status, JSON.stringify(goLive.body)).toBe(200);
    const post = (n: number) =>
      m.api.post('/Voucher/SaveVoucher', journalBody(m, 100 + n, { voucherDate: `${month}-15` }), m.staff);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => post(n)),
      m.api.post('/Configmonth/CloseMonth', { month }, m.staff),
      ...Array.from({ length: 8 }, (_, n) => post(n + 8)),
    ]);
    const close = answers[8]!;
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    const vouchers = answers.filter((_, i) => i !== 8);
    for (const answer of vouchers) {
      if (answer.status === 200) expect(answer.body.position < close.body.position).toBe(true);
      else {
        expect(answer.status).toBe(400);
        expect(answer.body.errors.voucherDate[0]).toContain('is closed');
      }
    }
    const posted = vouchers.filter((a) => a.status === 200).length;
    const listed = await m.api.get(`/Voucher/getAll_Voucher?from=${month}-01&to=${month}-28`, m.staff);
    expect(listed.body.data).toHaveLength(posted);
  });
});
