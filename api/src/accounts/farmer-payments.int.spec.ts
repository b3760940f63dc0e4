import { randomUUID } from 'node:crypto';
import { farmerPaymentsStream, financialYearOf, MESSAGES } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from '../billing/testing.js';
import { approveAsAd, openWithCash } from './testing.js';

/**
 * Paying a market's farmers through the API: the farmers with money due, cash payments with receipts and their
 * reversal, an online batch from adding rows to the bank's answers, a weight correction after payment, and who
 * may see and do what.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let fy: string;

beforeAll(async () => {
  m = await startAuctionMarket('farmer_payments', { farmers: 6, reelers: 2 });
  await openWithCash(m);
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 0, reeler: 1, ratePaise: 71_350, netGrams: 61_237 },
    { farmer: 1, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
    { farmer: 2, reeler: 1, ratePaise: 73_125, netGrams: 47_891 },
    { farmer: 3, reeler: 0, ratePaise: 70_900, netGrams: 50_000 },
    { farmer: 4, reeler: 1, ratePaise: 70_000, netGrams: 40_000 },
  ]);
  await m.app.settle();
  fy = financialYearOf(m.today());
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const farmerId = (i: number) => m.farmers[i]!.customerId;
const lotsOf = (i: number) => lots.filter((l) => l.farmerIndex === i);
const netOf = (i: number) => lotsOf(i).reduce((t, l) => t + l.farmerNetPaise, 0);
const number = (code: string, n: number) => `HSR/${code}${fy.slice(2)}/${String(n).padStart(5, '0')}`;
const streamLength = async () => (await m.app.deps.store.readStream(farmerPaymentsStream(m.hosurId))).length;
const dues = async (token = m.staff, extra = '') => {
  const answer = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${m.today()}${extra}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const dueOf = async (i: number) => (await dues()).data.find((f: any) => f.farmerId === farmerId(i));
/** A correction of a paid lot: asked by the Branch Admin, approved by the market's Assistant Director (issue 22). */
const correctPaid = async (lotId: string, netGrams: number, reason: string) => {
  const asked = await m.api.post('/CocoonAuction/CorrectWeight', { lotId, netGrams, reason }, m.staff);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect(asked.body.pendingApproval).toBe(true);
  const ad = await m.api.login('ad.krishnagiri');
  const approved = await m.api.post(
    '/CocoonAuction/DecideWeightCorrection',
    { lotId, requestId: asked.body.requestId, decision: 'approve' },
    ad,
  );
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved;
};
const payCash = (i: number, lotIds = lotsOf(i).map((l) => l.lotId), key?: string, token = m.staff) =>
  m.api.post('/FarmerPayment/PayCash', { farmerId: farmerId(i), lotIds }, token, key);

describe('farmers with money due', () => {
  it('lists every weighed lot of each farmer with its net, due and days since weighing, and the bank details', async () => {
    const body = await dues();
    expect(body.data.map((f: any) => f.farmerId).sort()).toEqual([0, 1, 2, 3, 4].map(farmerId).sort());
    const first = body.data.find((f: any) => f.farmerId === farmerId(0));
    expect(first).toMatchObject({
      farmerCode: m.farmers[0]!.headCode,
      netPaise: netOf(0),
      paidPaise: 0,
      inTransitPaise: 0,
      duePaise: netOf(0),
      oldestDays: 0,
      bank: { status: 'not-verified', failureReason: null },
    });
    expect(first.bank.accountNoMasked).toMatch(/^X+\d{4}$/);
    expect(first.bank.ifsc).toBeTruthy();
    expect(first.lots.map((l: any) => [l.lotNo, l.netPaise, l.duePaise, l.daysSinceWeighing])).toEqual(
      lotsOf(0).map((l) => [l.lotNo, l.farmerNetPaise, l.farmerNetPaise, 0]),
    );
    expect(body.totals.duePaise).toBe(body.data.reduce((t: number, f: any) => t + f.duePaise, 0));
    expect(body.totals.lots).toBe(lots.length);
  });

  it('counts the days since weighing to the date asked', async () => {
    const later = new Date(`${m.today()}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 9);
    const asOn = later.toISOString().slice(0, 10);
    const answer = await m.api.get(`/Invoice/getAll_FarmerPaymentInfo?asOn=${asOn}`, m.staff);
    expect(answer.body.data.every((f: any) => f.oldestDays === 9)).toBe(true);
  });

  it('refuses an impossible date with a field message', async () => {
    const answer = await m.api.get('/Invoice/getAll_FarmerPaymentInfo?asOn=2026-02-30', m.staff);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(MESSAGES.selectDate);
  });
});

describe('cash payments', () => {
  let paymentId: string;

  it('pays the whole due of the lots picked: one receipt, numbered in the year’s series', async () => {
    const key = randomUUID();
    const before = await streamLength();
    const answer = await payCash(0, undefined, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      receiptNo: number('FP', 1),
      farmerId: farmerId(0),
      totalPaise: netOf(0),
      paidBy: 'hosur.admin',
      paidOn: m.today(),
    });
    expect(answer.body.lots.map((l: any) => l.amountPaise)).toEqual(lotsOf(0).map((l) => l.farmerNetPaise));
    paymentId = answer.body.paymentId;
    expect(await streamLength()).toBe(before + 1);

    // The same request again (a lost answer retried): the same answer, nothing appended.
    const retried = await payCash(0, undefined, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replay')).toBe('true');
    expect(retried.body.receiptNo).toBe(number('FP', 1));
    expect(await streamLength()).toBe(before + 1);
    await m.app.settle();
    expect(await dueOf(0)).toBeUndefined();
  });

  it('refuses a second payment of the same lots (double click with a new key, second officer)', async () => {
    const again = await payCash(0);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyProcessed);
  });

  it('answers the receipt with the amount in words, and lists it in the period', async () => {
    const receipt = await m.api.get(`/FarmerPayment/get_Payment/${paymentId}`, m.staff);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      receiptNo: number('FP', 1),
      status: 'paid',
      totalPaise: netOf(0),
      market: { code: 'HSR' },
      reversal: null,
    });
    expect(receipt.body.totalInWords.en).toMatch(/Rupees/i);
    expect(receipt.body.totalInWords.ta.length).toBeGreaterThan(0);
    const list = await m.api.get(`/FarmerPayment/getAll_Payments?from=${m.today()}&to=${m.today()}`, m.staff);
    expect(list.body.data.map((p: any) => p.receiptNo)).toEqual([number('FP', 1)]);
    expect(list.body.totalPaise).toBe(netOf(0));
  });

  it('refuses a lot of another farmer, an unweighed or unknown lot, and an empty selection', async () => {
    const other = await payCash(1, [lotsOf(2)[0]!.lotId]);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain("is not this farmer's");
    const unknown = await payCash(1, [randomUUID()]);
    expect(unknown.status).toBe(404);
    const empty = await payCash(1, []);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.lotIds).toEqual(['Select at least one lot']);
  });

  it('reverses a payment once, with its own number; the lots are due again', async () => {
    const reversed = await m.api.post(
      '/FarmerPayment/ReversePayment',
      { paymentId, reason: 'Paid to the wrong farmer' },
      m.staff,
    );
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body).toMatchObject({ receiptNo: number('FP', 1), reversalNo: number('FX', 1) });
    const twice = await m.api.post('/FarmerPayment/ReversePayment', { paymentId, reason: 'Again' }, m.staff);
    expect(twice.status).toBe(409);
    await m.app.settle();
    expect((await dueOf(0)).duePaise).toBe(netOf(0));
    const receipt = await m.api.get(`/FarmerPayment/get_Payment/${paymentId}`, m.staff);
    expect(receipt.body).toMatchObject({ status: 'reversed', reversalNo: number('FX', 1) });
    expect(receipt.body.reversal).toMatchObject({
      reason: 'Paid to the wrong farmer',
      reversedBy: 'hosur.admin',
    });
    // Paid again: a new receipt, the next number.
    const repaid = await payCash(0);
    expect(repaid.body.receiptNo).toBe(number('FP', 2));
  });

  it('shows the difference due after a weight correction raised the net of a paid lot, and pays only that', async () => {
    const lot = lotsOf(0)[0]!;
    const corrected = await correctPaid(lot.lotId, lot.netGrams + 1_000, 'Scale recalibrated');
    await m.app.settle();
    const farmer = await dueOf(0);
    const difference = corrected.body.farmerNetPaise - lot.farmerNetPaise;
    expect(difference).toBeGreaterThan(0);
    expect(farmer.lots).toEqual([
      expect.objectContaining({ lotId: lot.lotId, paidPaise: lot.farmerNetPaise, duePaise: difference }),
    ]);
    const paid = await payCash(0, [lot.lotId]);
    expect(paid.body.totalPaise).toBe(difference);
  });

  it('shows what is owed back after a correction lowered the net of a paid lot, and refuses to pay it', async () => {
    const lot = lotsOf(0)[1]!;
    const corrected = await correctPaid(lot.lotId, lot.netGrams - 1_000, 'Wet cocoons re-weighed');
    await m.app.settle();
    const farmer = await dueOf(0);
    expect(farmer.lots[0]).toMatchObject({
      lotId: lot.lotId,
      duePaise: corrected.body.farmerNetPaise - lot.farmerNetPaise,
    });
    expect(farmer.lots[0].duePaise).toBeLessThan(0);
    const refused = await payCash(0, [lot.lotId]);
    expect(refused.status).toBe(409);
  });
});

describe('online batches', () => {
  let batchId: string;
  let rows: Array<{ rowId: string; reference: string; farmerId: string }>;
  const addToBatch = (body: Record<string, unknown>, token = m.staff, key?: string) =>
    m.api.post('/OnlinePayment/AddToBatch', { batchDate: m.today(), ...body }, token, key);
  const batches = async () =>
    (await m.api.get(`/Ledger/get-paymentlist-bydate?date=${m.today()}`, m.staff)).body;

  it('opens the date’s batch with a row per farmer (all lots due), references yyyyMMdd + market + serial', async () => {
    const answer = await addToBatch({ farmerIds: [farmerId(1), farmerId(2), farmerId(3)] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ batchNo: number('OB', 1), opened: true });
    batchId = answer.body.batchId;
    rows = answer.body.rows;
    const day = m.today().replaceAll('-', '');
    expect(rows.map((r) => r.reference.slice(0, 8))).toEqual([day, day, day]);
    expect(rows.map((r) => r.reference.slice(-4))).toEqual(['0001', '0002', '0003']);
    expect(answer.body.totalPaise).toBe(netOf(1) + netOf(2) + netOf(3));
    await m.app.settle();
    const farmer = await dueOf(1);
    expect(farmer).toMatchObject({ duePaise: 0, inTransitPaise: netOf(1) });
  });

  it('refuses to pay in cash a lot in the batch', async () => {
    const answer = await payCash(1);
    expect(answer.status).toBe(409);
  });

  it('adds a farmer already in the open batch as a second row only with new lots (nothing due: refused)', async () => {
    const again = await addToBatch({
      selections: [{ farmerId: farmerId(1), lotIds: [lotsOf(1)[0]!.lotId] }],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyProcessed);
  });

  it('removes a row before export: its lots are due again', async () => {
    const row = rows.find((r) => r.farmerId === farmerId(2))!;
    const removed = await m.api.post('/OnlinePayment/RemoveRow', { batchId, rowId: row.rowId }, m.staff);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await m.app.settle();
    expect((await dueOf(2)).duePaise).toBe(netOf(2));
    const listed = await batches();
    expect(listed.batches[0].rows.map((r: any) => r.farmerId)).toEqual([farmerId(1), farmerId(3)]);
    expect(listed.batches[0].status).toBe('open');
  });

  it('makes no bank file of a batch made by hand until a second person approves it (issue 25)', async () => {
    const early = await m.api.post('/OnlinePayment/ExportBankFile', { batchId }, m.staff);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^The batch HSR\/OB\d{4}\/00001 is not approved: another Branch Admin/,
    );
    const listed = (await batches()).batches[0];
    expect(listed).toMatchObject({ run: false, approval: null, mayApprove: false });
    expect(listed.refusal).toBe('A second person must approve: you made this change');
    const byMaker = await m.api.post('/OnlinePayment/ApprovePaymentRun', { batchId }, m.staff);
    expect(byMaker.status).toBe(403);
    await approveAsAd(m, batchId);
    expect((await batches()).batches[0]).toMatchObject({
      approval: { approvedBy: 'ad.krishnagiri', approvedOn: m.today() },
      mayApprove: false,
      refusal: null,
    });
  });

  it('exports the bank file once (CSV attachment); a second download is the same file and appends nothing', async () => {
    const key = randomUUID();
    const exported = await m.api.post('/OnlinePayment/ExportBankFile', { batchId }, m.staff, key);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="bankfile-HSR-${m.today()}-OB${fy.slice(2)}-00001.csv"`),
    );
    const csv = exported.body.toString('utf8');
    // Issue 25: the generic template's control record first (file serial, count, total), then the columns.
    const [control, ...lines] = csv.trim().split('\r\n');
    expect(control).toMatch(/^FILEHDR,HSR000001,HSR,/);
    expect(lines[0]).toBe(
      'Transaction Type,Beneficiary Account No,IFSC Code,Amount,Beneficiary Name,Customer Reference,Value Date,Narration',
    );
    expect(lines).toHaveLength(3);
    const [d, mo, y] = [m.today().slice(8, 10), m.today().slice(5, 7), m.today().slice(0, 4)];
    const row1 = rows.find((r) => r.farmerId === farmerId(1))!;
    const amount = (netOf(1) / 100).toFixed(2);
    expect(lines[1]).toContain(`,${amount},`);
    expect(lines[1]).toContain(`,${row1.reference},${d}/${mo}/${y},`);
    expect(lines[1]).toMatch(/^NEFT,/);

    const before = await streamLength();
    const again = await m.api.post('/OnlinePayment/ExportBankFile', { batchId }, m.staff);
    expect(again.body.toString('utf8')).toBe(csv);
    const download = await m.api.get(`/OnlinePayment/BankFile/${batchId}`, m.staff);
    expect(download.status).toBe(200);
    expect(download.body.toString('utf8')).toBe(csv);
    const retried = await m.api.post('/OnlinePayment/ExportBankFile', { batchId }, m.staff, key);
    expect(retried.body.toString('utf8')).toBe(csv);
    expect(await streamLength()).toBe(before);
    await m.app.settle();
    expect((await batches()).batches[0]).toMatchObject({ status: 'exported', template: 'generic' });
  });

  it('refuses new rows on the date while the batch awaits the bank, and removing a row after export', async () => {
    const added = await addToBatch({ farmerIds: [farmerId(2)] });
    expect(added.status).toBe(409);
    expect(added.body.message).toMatch(/has been exported and awaits the bank's results/);
    const removed = await m.api.post('/OnlinePayment/RemoveRow', { batchId, rowId: rows[0]!.rowId }, m.staff);
    expect(removed.status).toBe(409);
  });

  it('refuses a response file with a reference not in the batch, naming the line, recording nothing', async () => {
    const before = await streamLength();
    const answer = await m.api.post(
      '/OnlinePayment/ImportBankResponse',
      {
        batchId,
        csv: `Customer Reference,Status,UTR\r\n${rows[0]!.reference},SUCCESS,UTR1\r\n999,FAILED,\r\n`,
      },
      m.staff,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.csv[0]).toMatch(/^Line 3: reference 999 is not in this batch/);
    expect(await streamLength()).toBe(before);
  });

  it('imports the bank’s answers: one paid (bank details verified), one failed (due again, the reason shown)', async () => {
    const paidRow = rows.find((r) => r.farmerId === farmerId(1))!;
    const failedRow = rows.find((r) => r.farmerId === farmerId(3))!;
    const answer = await m.api.post(
      '/OnlinePayment/ImportBankResponse',
      {
        batchId,
        csv: `Customer Reference,Status,UTR,Reason\r\n${paidRow.reference},SUCCESS,UTR0001,\r\n${failedRow.reference},REJECTED,,Account closed\r\n`,
      },
      m.staff,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ paid: 1, failed: 1, paidPaise: netOf(1), failedPaise: netOf(3) });
    await m.app.settle();
    expect(await dueOf(1)).toBeUndefined();
    expect(await dueOf(3)).toMatchObject({
      duePaise: netOf(3),
      inTransitPaise: 0,
      bank: { status: 'failed', failureReason: 'Account closed' },
    });
    const listed = await batches();
    expect(listed.batches[0]).toMatchObject({ status: 'completed' });
    expect(listed.totals).toMatchObject({ paidPaise: netOf(1), failedPaise: netOf(3), pendingPaise: 0 });
    // A row once only.
    const again = await m.api.post(
      '/OnlinePayment/RecordResults',
      { batchId, results: [{ rowId: paidRow.rowId, outcome: 'failed', reason: 'Late' }] },
      m.staff,
    );
    expect(again.status).toBe(409);
  });

  it('opens a new batch on the date once the first is answered, the references going on', async () => {
    const next = await addToBatch({ selections: [{ farmerId: farmerId(3) }] });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body).toMatchObject({ batchNo: number('OB', 2), opened: true });
    expect(next.body.rows[0].reference.slice(-4)).toBe('0004');
  });

  it('shows the bank details verified once the bank paid a row to that account', async () => {
    const lot = lotsOf(1)[0]!;
    const corrected = await correctPaid(lot.lotId, lot.netGrams + 500, 'Scale recalibrated');
    await m.app.settle();
    expect(await dueOf(1)).toMatchObject({
      duePaise: corrected.body.farmerNetPaise - lot.farmerNetPaise,
      paidPaise: lot.farmerNetPaise,
      bank: { status: 'verified' },
    });
  });

  it('records results only after export', async () => {
    const batch = (await batches()).batches.find((b: any) => b.batchNo === number('OB', 2));
    const answer = await m.api.post(
      '/OnlinePayment/RecordResults',
      {
        batchId: batch.batchId,
        results: [{ rowId: batch.rows[0].rowId, outcome: 'paid', bankReference: 'U1' }],
      },
      m.staff,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/Export the bank file/);
  });
});

describe('roles and market scope', () => {
  it('refuses the Market Officer every call', async () => {
    const officer = await m.api.login('hosur.officer');
    expect((await m.api.get(`/Invoice/getAll_FarmerPaymentInfo`, officer)).status).toBe(403);
    expect((await payCash(4, undefined, undefined, officer)).status).toBe(403);
    expect((await m.api.get(`/Ledger/get-paymentlist-bydate?date=${m.today()}`, officer)).status).toBe(403);
  });

  it('keeps another market’s Branch Admin out of Hosur’s farmers, payments and batches', async () => {
    const other = await m.api.login('dharmapuri.admin');
    const listed = await dues(other);
    expect(listed.data).toEqual([]);
    const paid = await m.api.post(
      '/FarmerPayment/PayCash',
      { marketId: m.hosurId, farmerId: farmerId(4), lotIds: lotsOf(4).map((l) => l.lotId) },
      other,
    );
    expect(paid.status).toBe(403);
    // Without a market, their own: Hosur's lots are not found there.
    expect((await payCash(4, undefined, undefined, other)).status).toBe(404);
    const payments = await m.api.get(
      `/FarmerPayment/getAll_Payments?from=${m.today()}&to=${m.today()}`,
      other,
    );
    expect(payments.body.data).toEqual([]);
    const batches = await m.api.get(`/Ledger/get-paymentlist-bydate?date=${m.today()}`, other);
    expect(batches.body.batches).toEqual([]);
  });

  it('lets the AD pay in a market of their office, naming it', async () => {
    const ad = await m.api.login('ad.krishnagiri');
    const answer = await m.api.post(
      '/FarmerPayment/PayCash',
      { marketId: m.hosurId, farmerId: farmerId(4), lotIds: lotsOf(4).map((l) => l.lotId) },
      ad,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.totalPaise).toBe(netOf(4));
    const receipt = await m.api.get(`/FarmerPayment/get_Payment/${answer.body.paymentId}`, ad);
    expect(receipt.status).toBe(200);
    const other = await m.api.login('dharmapuri.admin');
    expect((await m.api.get(`/FarmerPayment/get_Payment/${answer.body.paymentId}`, other)).status).toBe(404);
  });
});
