import { farmerPaymentsStream, matchesTemplate, weekdayOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';

/**
 * Issue 25, a market day through the API: inward, weighing and bills; the day's payment run built by the Branch
 * Admin; the maker refused as approver and the file refused until a second Branch Admin approves; the ASCII file
 * with its control totals; the bank's response with one credit and one return (02 no such account); the return
 * re-issued after the farmer form corrects the account, and credited by the next day's response.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let checker: string;

const farmerId = (i: number) => m.farmers[i]!.customerId;
const netOf = (i: number) =>
  lots.filter((l) => l.farmerIndex === i).reduce((t, l) => t + l.farmerNetPaise, 0);
const streamLength = async () => (await m.app.deps.store.readStream(farmerPaymentsStream(m.hosurId))).length;
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const dmy = (date: string) => date.split('-').reverse().join('/');
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  m = await startAuctionMarket('payment_run', { farmers: 4, reelers: 2 });
  m.setClock('09:00');
  // A Monday: the next two days are working days whatever day the suite runs, so the waits are known.
  m.shiftClock(((1 - weekdayOf(m.today()) + 7) % 7) * 24 * 60);
  // The third farmer reads English; the others the market's Tamil.
  const english = await m.api.post(
    '/Notices/SetFarmerPreference',
    { farmerId: m.farmers[2]!.customerId, language: 'en', optOut: false },
    m.staff,
  );
  expect(english.status, JSON.stringify(english.body)).toBe(200);
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 71_350, netGrams: 61_237 },
    { farmer: 2, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
  ]);
  const billed = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff);
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  // A second Branch Admin of the market: the checker.
  const ad = await m.api.login('ad.krishnagiri');
  const registered = await m.api.post(
    '/auth/Register-MasUsers',
    {
      userName: 'hosur.checker',
      userType: 'Branch Admin',
      designation: 'Superintendent',
      password: 'Secret123',
      branchId: m.hosurId,
      name: 'Hosur Checker',
      mobileNo: '9443400078',
      emailId: 'hosur.checker@example.in',
    },
    ad,
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  await m.app.settle();
  checker = await m.api.login('hosur.checker', 'Secret123');
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

describe('a market day paid by the next working day', () => {
  let batchId: string;
  let references: Map<string, string>;
  let firstDay: string;

  it('builds the run of every farmer with verified bank details and money due, for the next working day', async () => {
    firstDay = m.today();
    const view = await m.api.get('/OnlinePayment/PaymentRun', m.staff);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.payOn > firstDay).toBe(true);
    const built = await m.api.post('/OnlinePayment/BuildPaymentRun', {}, m.staff, 'run-key-1');
    expect(built.status, JSON.stringify(built.body)).toBe(200);
    expect(built.body).toMatchObject({ opened: true, added: 3, addedPaise: netOf(0) + netOf(1) + netOf(2) });
    expect(built.body.payOn).toBe(view.body.payOn);
    batchId = built.body.batchId;
    // The same key answers the same run; a second build the same day finds nothing new.
    const length = await streamLength();
    const again = await m.api.post('/OnlinePayment/BuildPaymentRun', {}, m.staff, 'run-key-1');
    expect(again.body).toEqual(built.body);
    const second = await m.api.post('/OnlinePayment/BuildPaymentRun', {}, m.staff);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({ batchId, added: 0 });
    expect(await streamLength()).toBe(length);
    const run = (await m.api.get('/OnlinePayment/PaymentRun', m.staff)).body.runs[0];
    expect(run).toMatchObject({ batchId, status: 'open', approval: null, mayApprove: false });
    expect(run.refusal).toBe('A second person must approve: you made this change');
    expect(run.totals.amountPaise).toBe(run.rows.reduce((t: number, r: any) => t + r.amountPaise, 0));
    references = new Map(run.rows.map((r: any) => [r.farmerId, r.reference]));
  });

  it('refuses the file until a second person approves, and the maker as approver', async () => {
    const early = await m.api.post('/OnlinePayment/ExportBankFile', { batchId }, m.staff);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/is not approved/);
    const byMaker = await m.api.post('/OnlinePayment/ApprovePaymentRun', { batchId }, m.staff);
    expect(byMaker.status).toBe(403);
    expect(byMaker.body.message).toBe('A second person must approve: you made this change');
    const officer = await m.api.login('hosur.officer');
    expect((await m.api.post('/OnlinePayment/ApprovePaymentRun', { batchId }, officer)).status).toBe(403);
    const view = (await m.api.get('/OnlinePayment/PaymentRun', checker)).body.runs[0];
    expect(view).toMatchObject({ mayApprove: true, refusal: null });
    const approved = await m.api.post('/OnlinePayment/ApprovePaymentRun', { batchId }, checker);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ rowCount: 3, totalPaise: netOf(0) + netOf(1) + netOf(2) });
  });

  it('makes the file plain ASCII with its control totals and serial, dated the pay-on day', async () => {
    const file = await m.api.post('/OnlinePayment/ExportBankFile', { batchId }, m.staff);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('us-ascii');
    const bytes = file.body as Buffer;
    expect(bytes[0]).not.toBe(0xef);
    expect(bytes.every((b) => b === 0x0d || b === 0x0a || (b >= 0x20 && b <= 0x7e))).toBe(true);
    const [control, header, ...rows] = bytes.toString('ascii').trim().split('\r\n');
    const run = (await m.api.get('/OnlinePayment/PaymentRun', m.staff)).body.runs[0];
    const total = ((netOf(0) + netOf(1) + netOf(2)) / 100).toFixed(2);
    expect(control).toBe(`FILEHDR,HSR000001,HSR,${run.batchNo},${dmy(run.payOn)},3,${total}`);
    expect(header).toContain('Beneficiary Name');
    expect(rows).toHaveLength(3);
    expect(run).toMatchObject({ status: 'exported', fileSerial: 1 });
  });

  it("reads the bank's response: invalid bytes refused naming the line; one credited, one returned (02)", async () => {
    m.shiftClock(24 * 60);
    const day2 = m.today();
    const response = [
      'Customer Reference,Status,UTR,Credit Date,Return Code,Return Reason',
      `${references.get(farmerId(0))},SUCCESS,SBIN326001,${dmy(day2)},,`,
      `${references.get(farmerId(1))},RETURNED,,,02,No such account`,
    ].join('\r\n');
    const bad = Buffer.concat([Buffer.from(`${response}\r\n`), Buffer.from([0x41, 0xe9, 0x0d, 0x0a])]);
    const refused = await m.api.post(
      '/OnlinePayment/ImportBankResponse',
      { batchId, fileBase64: base64(bad) },
      m.staff,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Line 4: byte 0xE9/);
    const before = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${day2}`, m.staff);
    const due1 = before.body.data.find((f: any) => f.farmerId === farmerId(1));
    expect(due1.inTransitPaise).toBe(netOf(1));
    const answer = await m.api.post(
      '/OnlinePayment/ImportBankResponse',
      { batchId, fileBase64: base64(`${response}\r\n`) },
      m.staff,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ paid: 1, failed: 1, paidPaise: netOf(0), failedPaise: netOf(1) });
    await m.app.settle();
    // Days to pay from the response's credit date: weighed Monday, credited Tuesday = 1 working day.
    const waited = await m.api.get(`/CocoonAuction/DaysToPay?from=${firstDay}&to=${firstDay}`, m.staff);
    expect(waited.status, JSON.stringify(waited.body)).toBe(200);
    expect(waited.body.rows).toEqual([
      expect.objectContaining({
        date: firstDay,
        lotsWeighed: 3,
        paidLots: 1,
        medianDays: 100,
        unpaidLots: 2,
      }),
    ]);
    const events = await m.app.deps.store.readStream(farmerPaymentsStream(m.hosurId));
    const paid = events.find((e) => e.type === 'BatchRowPaid');
    expect(paid?.data).toMatchObject({ bankReference: 'SBIN326001', paidOn: day2 });
    const failed = events.find((e) => e.type === 'BatchRowFailed');
    expect(failed?.data).toMatchObject({ reason: 'No such account', reasonCode: '02' });
    // The return is due again (back through Payments in transit).
    const after = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${day2}`, m.staff);
    const again = after.body.data.find((f: any) => f.farmerId === farmerId(1));
    expect(again).toMatchObject({ inTransitPaise: 0, duePaise: netOf(1) });
  });

  let returnedRowId: string;

  it('lists the return with what to bring, and re-issues only to corrected details', async () => {
    const list = await m.api.get('/OnlinePayment/Returns', m.staff);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const [ret] = list.body.returns;
    expect(ret).toMatchObject({
      farmerId: farmerId(1),
      reasonCode: '02',
      reasonText: 'No such account',
      reissuedAs: null,
    });
    expect(ret.bring).toMatch(/passbook/);
    expect(ret.blocked).toMatch(/correct the farmer's bank details through the farmer form/);
    returnedRowId = ret.rowId;
    const early = await m.api.post(
      '/OnlinePayment/ReissueReturn',
      { batchId, rowId: returnedRowId },
      m.staff,
    );
    expect(early.status).toBe(409);
    // The farmer form corrects the account (never the payment).
    const record = (await m.api.get(`/Customer/get_Customer/${farmerId(1)}`, m.staff)).body.data;
    const {
      customerId: _c,
      branchId: _b,
      headCode: _h,
      isActive: _a,
      status: _s,
      verifiedAt: _v,
      createdAt: _cr,
      updatedAt: _u,
      updatedBy: _ub,
      ...form
    } = record;
    const updated = await m.api.post(
      '/Customer/UpdateCustomer',
      { ...form, customerId: farmerId(1), bankAcNo: '60100234567890', ifscCode: 'SBIN0001234' },
      m.staff,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // The new details wait for a second person: no re-issue to them until approved.
    expect(updated.body.bankChange).toMatchObject({ status: 'pending' });
    await m.app.settle();
    const pending = await m.api.post(
      '/OnlinePayment/ReissueReturn',
      { batchId, rowId: returnedRowId },
      m.staff,
    );
    expect(pending.status).toBe(409);
    expect(pending.body.message).toMatch(/waits for approval/);
    const approved = await m.api.post(
      '/Customer/ApproveBankChange',
      { customerId: farmerId(1), changeId: updated.body.bankChange.changeId },
      checker,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await m.app.settle();
    const reissued = await m.api.post(
      '/OnlinePayment/ReissueReturn',
      { batchId, rowId: returnedRowId },
      m.staff,
    );
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    expect(reissued.body).toMatchObject({ opened: true, added: 1, addedPaise: netOf(1) });
    const again = await m.api.post(
      '/OnlinePayment/ReissueReturn',
      { batchId, rowId: returnedRowId },
      m.staff,
    );
    expect(again.status).toBe(409);
    const run = (await m.api.get('/OnlinePayment/PaymentRun', m.staff)).body.runs.at(-1);
    expect(run.rows[0]).toMatchObject({
      farmerId: farmerId(1),
      bank: { ifsc: 'SBIN0001234', accountNoMasked: expect.stringMatching(/7890$/) },
      reissueOf: { reference: references.get(farmerId(1)), reason: 'No such account' },
    });
    const listed = (await m.api.get('/OnlinePayment/Returns', m.staff)).body.returns[0];
    expect(listed.reissuedAs).toBe(run.rows[0].reference);
  });

  it("credits the re-issue with the next day's response: nothing paid twice", async () => {
    const run = (await m.api.get('/OnlinePayment/PaymentRun', m.staff)).body.runs.at(-1);
    // The market's Assistant Director approves this one (the AD office's, naming the market).
    const ad = await m.api.login('ad.krishnagiri');
    const byAd = await m.api.post(
      '/OnlinePayment/ApprovePaymentRun',
      { marketId: m.hosurId, batchId: run.batchId },
      ad,
    );
    expect(byAd.status, JSON.stringify(byAd.body)).toBe(200);
    expect(byAd.body.approvedBy).toBe('ad.krishnagiri');
    const file = await m.api.post('/OnlinePayment/ExportBankFile', { batchId: run.batchId }, m.staff);
    expect(file.status).toBe(200);
    expect((file.body as Buffer).toString('ascii').split('\r\n')[0]).toMatch(/^FILEHDR,HSR000002,/);
    m.shiftClock(24 * 60);
    const day3 = m.today();
    const response = `Customer Reference,Status,UTR,Credit Date\r\n${run.rows[0].reference},SUCCESS,SBIN326777,${dmy(day3)}\r\n`;
    const answer = await m.api.post(
      '/OnlinePayment/ImportBankResponse',
      { batchId: run.batchId, fileBase64: base64(response) },
      m.staff,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ paid: 1, paidPaise: netOf(1) });
    await m.app.settle();
    const dues = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${day3}`, m.staff);
    expect(dues.body.data.find((f: any) => f.farmerId === farmerId(1))).toBeUndefined();
    expect(dues.body.data.find((f: any) => f.farmerId === farmerId(0))).toBeUndefined();
    // A third build finds nothing more of these farmers to pay.
    const built = await m.api.post('/OnlinePayment/BuildPaymentRun', {}, m.staff);
    expect(built.body.added).toBe(0);
    expect(addDays(firstDay, 2)).toBe(day3);
  });

  it('told every farmer by SMS in their language, each text matching its registered template', async () => {
    const admin = await m.api.login('admin');
    const templates = (await m.api.get('/Notices/get_Templates', admin)).body.data as {
      dltTemplateId: string;
      text: string;
    }[];
    type Message = {
      farmerId: string;
      purpose: string;
      language: string;
      status: string;
      text: string;
      dltTemplateId: string;
    };
    const expected: [number, string, string][] = [
      [0, 'lot-sold', 'ta'],
      [0, 'credited', 'ta'],
      [1, 'lot-sold', 'ta'],
      [1, 'returned', 'ta'],
      [1, 'bank-details-changed', 'ta'],
      [1, 'credited', 'ta'],
      [2, 'lot-sold', 'en'],
    ];
    let messages: Message[] = [];
    for (let attempt = 0; attempt < 600; attempt++) {
      messages = (await m.api.get('/Notices/get_Outbox', m.staff)).body.data;
      const settled = expected.every(([i, purpose]) =>
        messages.some((x) => x.farmerId === farmerId(i) && x.purpose === purpose && x.status === 'sent'),
      );
      if (settled) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const [i, purpose, language] of expected) {
      const message = messages.find((x) => x.farmerId === farmerId(i) && x.purpose === purpose);
      expect(message, `${purpose} to farmer ${i}`).toMatchObject({ status: 'sent', language });
      const template = templates.find((t) => t.dltTemplateId === message!.dltTemplateId);
      expect(matchesTemplate(message!.text, template!.text), `${purpose} to farmer ${i}`).toBe(true);
    }
    // The whole day's wait: farmer 0 one working day, farmer 1 two (returned, corrected, re-issued).
    const waited = await m.api.get(`/CocoonAuction/DaysToPay?from=${firstDay}&to=${firstDay}`, m.staff);
    expect(waited.body.rows).toEqual([
      expect.objectContaining({ date: firstDay, paidLots: 2, medianDays: 150, p90Days: 2 }),
    ]);
  });
});
