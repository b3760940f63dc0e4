import { randomUUID } from 'node:crypto';
import { financialYearOf } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '../auction/testing.js';
import { type WeighedLot, weighLots } from './testing.js';

/**
 * A market day billed through the API: the summary, processing, the bills' figures against weight entry, the
 * lists and reports, a weight correction after billing, and who may see and do what.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let fy: string;
const processed: { farmer: any[]; reeler: any[] } = { farmer: [], reeler: [] };

beforeAll(async () => {
  m = await startAuctionMarket('billing', { farmers: 6, reelers: 4 });
  m.setClock('09:00'); // slots of the day never cross midnight, whenever the test runs
  // Farmer 0 sells two lots, to two reelers; reeler 0 buys from two farmers.
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 0, reeler: 1, ratePaise: 71_350, netGrams: 61_237 },
    { farmer: 1, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
    { farmer: 2, reeler: 1, ratePaise: 73_125, netGrams: 47_891 },
  ]);
  // Farmer 3's lot arrives late: inwarded, never sold.
  const late = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 3), m.staff);
  expect(late.status).toBe(200);
  await m.app.settle();
  fy = financialYearOf(m.today());
}, 240_000);
afterAll(async () => {
  await m?.app.stop();
});

const daysAfter = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const yesterday = () => daysAfter(m.today(), -1);
const byLot = (a: { lotNo: number }, b: { lotNo: number }) => a.lotNo - b.lotNo;
const total = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((t, row) => t + pick(row), 0);
const lotsOf = (party: 'farmer' | 'reeler', index: number) =>
  lots.filter((lot) => (party === 'farmer' ? lot.farmerIndex : lot.reelerIndex) === index);
/** What weight entry said a customer's lots come to: the bill must say the same to the paisa. */
const expectedFigures = (party: 'farmer' | 'reeler', index: number) => {
  const own = lotsOf(party, index);
  return {
    lotCount: own.length,
    netGrams: total(own, (l) => l.netGrams),
    grossPaise: total(own, (l) => l.amountPaise),
    levyPaise: total(own, (l) => (party === 'farmer' ? l.farmerLevyPaise : l.reelerLevyPaise)),
    netPaise: total(own, (l) => (party === 'farmer' ? l.farmerNetPaise : l.reelerPayablePaise)),
  };
};
const farmerSummary = (date = m.today()) =>
  m.api.get(`/Invoice/get_FarmerAuctionSumary?date=${date}`, m.staff);
const reelerSummary = (date = m.today()) =>
  m.api.get(`/Invoice/get_ReelerAuctionSummary?date=${date}`, m.staff);
const invoices = (billType: 'farmer' | 'reeler', extra = '', token = m.staff) =>
  m.api.get(`/Invoice/getAll_Invoice?billType=${billType}&from=${m.today()}&to=${m.today()}${extra}`, token);
const number = (type: 'FB' | 'RI', n: number) => `HSR/${type}${fy.slice(2)}/${String(n).padStart(5, '0')}`;

describe('bad input', () => {
  it('asks for a date, and refuses a bill type that does not exist', async () => {
    for (const path of [
      '/Invoice/get_FarmerAuctionSumary',
      '/Invoice/get_ReelerAuctionSummary',
      '/Invoice/get_BillProcess',
      '/Invoice/getAll_ByDateAndBillType?billType=farmer',
    ]) {
      const answer = await m.api.get(path, m.staff);
      expect(answer.status, path).toBe(400);
      expect(JSON.stringify(answer.body), path).toContain('Please select a date.');
    }
    const noDate = await m.api.post('/Invoice/Save_BillProcess', {}, m.staff);
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors.date).toEqual(['Please select a date.']);
    const impossible = await m.api.post('/Invoice/Save_BillProcess', { date: '2026-02-30' }, m.staff);
    expect(impossible.status).toBe(400);
    const badType = await m.api.get(
      `/Invoice/getAll_ByDateAndBillType?date=${m.today()}&billType=x`,
      m.staff,
    );
    expect(badType.status).toBe(400);
    expect(badType.body.errors.billType).toBeDefined();
    const badListType = await m.api.get(`/Invoice/getAll_Invoice?billType=seller`, m.staff);
    expect(badListType.status).toBe(400);
    const backwards = await m.api.get(
      `/Invoice/InvoiceReports?from=${m.today()}&to=${yesterday()}&billType=farmer`,
      m.staff,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Please Select From Date and To Date');
    const halfPeriod = await m.api.get(`/Invoice/getAll_Invoice?billType=farmer&from=${m.today()}`, m.staff);
    expect(halfPeriod.status).toBe(400);
  });

  it("answers 404 'No Data Found' for a date with no weighed lot, and bills nothing", async () => {
    for (const path of ['/Invoice/Save_BillProcess', '/Invoice/Save_FarmerAuctionSummary']) {
      const answer = await m.api.post(path, { date: yesterday() }, m.staff);
      expect(answer.status, path).toBe(404);
      expect(answer.body.message, path).toBe('No Data Found');
    }
    expect((await invoices('farmer')).body.data).toEqual([]);
  });
});

describe('roles and market scope', () => {
  const routes = (date: string) => ({
    get: [
      `/Invoice/get_FarmerAuctionSumary?date=${date}`,
      `/Invoice/get_ReelerAuctionSummary?date=${date}`,
      `/Invoice/get_BillProcess?date=${date}`,
      `/Invoice/getAll_Invoice?billType=farmer&from=${date}&to=${date}`,
      `/Invoice/getAll_ByDateAndBillType?date=${date}&billType=farmer`,
      `/Invoice/get_Invoice/${randomUUID()}`,
      `/Invoice/InvoiceReports?from=${date}&to=${date}&billType=farmer`,
      `/Invoice/get_Reelerdatabyfarmercode?farmerCode=HSR-F-000001&from=${date}&to=${date}`,
      `/Invoice/get_FarmerdatabyReelercode?reelerCode=HSR-R-000001&from=${date}&to=${date}`,
    ],
    post: ['/Invoice/Save_BillProcess', '/Invoice/Save_FarmerAuctionSummary', '/Invoice/Save_Reeler_Invoice'],
  });

  it('refuses a Market Officer every billing route', async () => {
    const officer = await m.api.login('hosur.officer');
    const { get, post } = routes(m.today());
    for (const path of get) expect((await m.api.get(path, officer)).status, path).toBe(403);
    for (const path of post) {
      expect((await m.api.post(path, { date: m.today() }, officer)).status, path).toBe(403);
    }
  });

  it("keeps another market's Branch Admin from processing Hosur's date", async () => {
    const other = await m.api.login('dharmapuri.admin');
    for (const path of routes(m.today()).post) {
      const answer = await m.api.post(path, { date: m.today(), marketId: m.hosurId }, other);
      expect(answer.status, path).toBe(403);
    }
    // Without a market they get their own, which has nothing weighed.
    expect((await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, other)).status).toBe(404);
    await m.app.settle();
    expect((await invoices('farmer')).body.data).toEqual([]);
  });
});

describe('before processing', () => {
  it('lists every farmer and reeler with weighed lots as unbilled, with weight entry figures', async () => {
    const farmers = await farmerSummary();
    expect(farmers.status, JSON.stringify(farmers.body)).toBe(200);
    expect(farmers.body.total).toBe(3);
    expect(farmers.body.data.map((r: any) => [r.customerCode, r.state, r.invoiceNo])).toEqual([
      [m.farmers[0]!.headCode, 'unbilled', null],
      [m.farmers[1]!.headCode, 'unbilled', null],
      [m.farmers[2]!.headCode, 'unbilled', null],
    ]);
    expect(farmers.body.data[0]).toMatchObject(expectedFigures('farmer', 0));
    expect(farmers.body.data[0].lots.map((l: any) => l.lotNo)).toEqual([1, 2]);
    const reelers = await reelerSummary();
    expect(reelers.body.data.map((r: any) => [r.customerCode, r.state])).toEqual([
      [m.reelers[0]!.headCode, 'unbilled'],
      [m.reelers[1]!.headCode, 'unbilled'],
    ]);
    expect(reelers.body.data[1]).toMatchObject(expectedFigures('reeler', 1));
  });

  it('shows the day at a glance: weighed and not weighed lots, customers to bill', async () => {
    const day = await m.api.get(`/Invoice/get_BillProcess?date=${m.today()}`, m.staff);
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body).toMatchObject({
      date: m.today(),
      weighedLots: 4,
      notWeighedLots: 1,
      // Farmer 3's late lot: never in a slot, so unsold (not rejected, not awaiting its weight).
      toWeighLots: 0,
      rejectedLots: 0,
      unsoldLots: 1,
      farmer: {
        customers: 3,
        billed: 0,
        toBill: 3,
        netPaise: total(lots, (l) => l.farmerNetPaise),
      },
      reeler: {
        customers: 2,
        billed: 0,
        toBill: 2,
        netPaise: total(lots, (l) => l.reelerPayablePaise),
      },
    });
  });
});

describe('processing the day', () => {
  const key = randomUUID();
  let first: { status: number; body: any };

  it('issues one bill per farmer and one invoice per reeler, numbered from 1 in code order', async () => {
    first = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ result: 'Success', message: 'All Data has be Processed SucessFully' });
    await m.app.settle();
    processed.farmer = (await invoices('farmer')).body.data;
    processed.reeler = (await invoices('reeler')).body.data;
    const byNumber = (rows: any[]) =>
      [...rows]
        .sort((a, b) => a.invoiceNo.localeCompare(b.invoiceNo))
        .map((r) => [r.invoiceNo, r.customerCode]);
    expect(byNumber(processed.farmer)).toEqual([
      [number('FB', 1), m.farmers[0]!.headCode],
      [number('FB', 2), m.farmers[1]!.headCode],
      [number('FB', 3), m.farmers[2]!.headCode],
    ]);
    expect(byNumber(processed.reeler)).toEqual([
      [number('RI', 1), m.reelers[0]!.headCode],
      [number('RI', 2), m.reelers[1]!.headCode],
    ]);
    expect(first.body.bills.map((b: any) => b.invoiceNo).sort()).toEqual(
      [...processed.farmer, ...processed.reeler].map((b) => b.invoiceNo).sort(),
    );
    expect(first.body.bills.every((b: any) => b.replaces === null)).toBe(true);
  });

  it('answers a retry with the same key from the log, appending nothing', async () => {
    const head = await m.app.deps.store.headPosition();
    const retry = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff, key);
    const otherBody = await m.api.post('/Invoice/Save_BillProcess', { date: yesterday() }, m.staff, key);
    expect([otherBody.status, otherBody.body.message]).toEqual([
      409,
      'This request id was already used for a different request',
    ]);
    const keyless = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff, null);
    expect(keyless.status).toBe(400);
    expect(await m.app.deps.store.headPosition()).toEqual(head);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.body).toEqual(first.body);
    await m.app.settle();
    expect((await invoices('farmer')).body.data).toHaveLength(3);
    expect((await invoices('reeler')).body.data).toHaveLength(2);
  });

  it("refuses the date again: 'Selected Data has already been processed'", async () => {
    for (const path of [
      '/Invoice/Save_BillProcess',
      '/Invoice/Save_FarmerAuctionSummary',
      '/Invoice/Save_Reeler_Invoice',
    ]) {
      const again = await m.api.post(path, { date: m.today() }, m.staff);
      expect(again.status, path).toBe(409);
      expect(again.body.message, path).toBe('Selected Data has already been processed');
    }
  });

  it('shows every customer billed, with the invoice in force', async () => {
    const farmers = await farmerSummary();
    expect(farmers.body.data.map((r: any) => [r.state, r.invoiceNo])).toEqual([
      ['billed', number('FB', 1)],
      ['billed', number('FB', 2)],
      ['billed', number('FB', 3)],
    ]);
    const day = await m.api.get(`/Invoice/get_BillProcess?date=${m.today()}`, m.staff);
    expect(day.body.farmer).toMatchObject({ billed: 3, toBill: 0 });
    expect(day.body.reeler).toMatchObject({ billed: 2, toBill: 0 });
  });
});

describe('the bills', () => {
  it("carry weight entry's figures to the paisa, and totals equal to the sum of the lines", async () => {
    expect([processed.farmer.length, processed.reeler.length]).toEqual([3, 2]);
    const accounts: Array<string | null> = [];
    for (const [party, rows, people] of [
      ['farmer', processed.farmer, m.farmers],
      ['reeler', processed.reeler, m.reelers],
    ] as const) {
      for (const row of rows) {
        const index = people.findIndex((p) => p.customerId === row.customerId);
        const bill = await m.api.get(`/Invoice/get_Invoice/${row.billId}`, m.staff);
        expect(bill.status, JSON.stringify(bill.body)).toBe(200);
        const { lotCount, ...figures } = expectedFigures(party, index);
        expect(bill.body, `${party} ${index}`).toMatchObject({
          ...figures,
          status: 'Issued',
          billType: party,
        });
        expect(bill.body.lots).toHaveLength(lotCount);
        expect(bill.body.lots.map((l: any) => l.lotNo)).toEqual(lotsOf(party, index).map((l) => l.lotNo));
        for (const field of ['grossPaise', 'levyPaise', 'netPaise', 'netGrams'] as const) {
          const lineField = field === 'grossPaise' ? 'amountPaise' : field;
          expect(bill.body[field]).toBe(total(bill.body.lots, (l: any) => l[lineField]));
        }
        expect(row).toMatchObject({ ...figures, lotCount });
        expect(bill.body.netInWords.en).toMatch(/^Rupees .* Only$/);
        accounts.push(bill.body.customer.bankAccountMasked);
        // A reeler pays within the market's days to pay (3 until the accounts make it a setting).
        expect(bill.body.dueDate).toBe(party === 'farmer' ? null : daysAfter(m.today(), 3));
      }
    }
    // A printed bill shows only the last four digits of the bank account.
    const shown = accounts.filter((a) => a !== null);
    expect(shown.length).toBeGreaterThan(0);
    for (const account of shown) expect(account).toMatch(/^X+\d{4}$/);
  });

  it('lists the bills of a date and bill type, and says when there are none', async () => {
    const day = await m.api.get(
      `/Invoice/getAll_ByDateAndBillType?date=${m.today()}&billType=reeler`,
      m.staff,
    );
    expect(day.status).toBe(200);
    expect(day.body.total).toBe(2);
    expect(day.body.data.map((r: any) => r.invoiceNo).sort()).toEqual([number('RI', 1), number('RI', 2)]);
    const own = await invoices('reeler', `&customerId=${m.reelers[0]!.customerId}`);
    expect(own.body.data.map((r: any) => [r.invoiceNo, r.customerCode])).toEqual([
      [number('RI', 1), m.reelers[0]!.headCode],
    ]);
    const none = await m.api.get(
      `/Invoice/getAll_ByDateAndBillType?date=${yesterday()}&billType=farmer`,
      m.staff,
    );
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({
      data: [],
      message: 'No data is available for the selected date and bill type',
    });
  });

  it('reports the period with totals equal to the sum of the rows', async () => {
    const report = await m.api.get(
      `/Invoice/InvoiceReports?from=${m.today()}&to=${m.today()}&billType=farmer`,
      m.staff,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toHaveLength(3);
    expect(report.body.totals).toEqual({
      bills: 3,
      lotCount: 4,
      netGrams: total(lots, (l) => l.netGrams),
      grossPaise: total(lots, (l) => l.amountPaise),
      levyPaise: total(lots, (l) => l.farmerLevyPaise),
      netPaise: total(lots, (l) => l.farmerNetPaise),
    });
  });

  it('answers who traded with whom, lot by lot, with the invoice numbers', async () => {
    const farmer = m.farmers[0]!;
    const bought = await m.api.get(
      `/Invoice/get_Reelerdatabyfarmercode?farmerCode=${farmer.headCode}&from=${m.today()}&to=${m.today()}`,
      m.staff,
    );
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(
      [...bought.body.data]
        .sort(byLot)
        .map((t: any) => [t.lotNo, t.reelerCode, t.amountPaise, t.farmerInvoiceNo]),
    ).toEqual([
      [1, m.reelers[0]!.headCode, lots[0]!.amountPaise, number('FB', 1)],
      [2, m.reelers[1]!.headCode, lots[1]!.amountPaise, number('FB', 1)],
    ]);
    const reeler = m.reelers[0]!;
    const sold = await m.api.get(
      `/Invoice/get_FarmerdatabyReelercode?reelerCode=${reeler.headCode}&from=${m.today()}&to=${m.today()}`,
      m.staff,
    );
    expect(
      [...sold.body.data].sort(byLot).map((t: any) => [t.lotNo, t.farmerCode, t.reelerInvoiceNo]),
    ).toEqual([
      [1, m.farmers[0]!.headCode, number('RI', 1)],
      [3, m.farmers[1]!.headCode, number('RI', 1)],
    ]);
    const missing = await m.api.get('/Invoice/get_Reelerdatabyfarmercode', m.staff);
    expect(missing.status).toBe(400);
  });
});

describe('printing a bill', () => {
  it('prints copy 1 once, however often the request is retried, and counts every later copy', async () => {
    const bill = processed.farmer.find((r) => r.customerId === m.farmers[0]!.customerId);
    const body = { kind: 'farmer-bill', marketId: m.hosurId, date: m.today(), ids: [bill.billId] };
    const key = randomUUID();
    const first = await m.api.post('/documents', body, m.staff, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.copies).toEqual([1]);
    const retried = await m.api.post('/documents', body, m.staff, key);
    expect(retried.body).toEqual(first.body);
    const again = await m.api.post('/documents', body, m.staff);
    expect(again.body.copies).toEqual([2]);
    expect(again.body.documentId).not.toBe(first.body.documentId);
    await m.app.settle();
    expect((await m.api.get(`/Invoice/get_Invoice/${bill.billId}`, m.staff)).body.printCount).toBe(2);
    const wrongKind = await m.api.post('/documents', { ...body, kind: 'reeler-invoice' }, m.staff);
    expect(wrongKind.status).toBe(404);
    // Neither a Market Officer nor another market's Branch Admin prints Hosur's bills.
    const officer = await m.api.login('hosur.officer');
    expect((await m.api.post('/documents', body, officer)).status).toBe(403);
    const other = await m.api.login('dharmapuri.admin');
    expect((await m.api.post('/documents', body, other)).status).toBe(403);
    const { marketId: _hosur, ...ownMarket } = body;
    expect((await m.api.post('/documents', ownMarket, other)).status).toBe(404);
    await m.app.settle();
    expect((await m.api.get(`/Invoice/get_Invoice/${bill.billId}`, m.staff)).body.printCount).toBe(2);
  });
});

describe('who sees the bills', () => {
  it("lets an AD read Hosur's bills by naming the market, and asks them which market to process", async () => {
    const ad = await m.api.login('ad.krishnagiri');
    const list = await invoices('farmer', `&marketId=${m.hosurId}`, ad);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.map((r: any) => r.invoiceNo).sort()).toEqual([
      number('FB', 1),
      number('FB', 2),
      number('FB', 3),
    ]);
    const noMarket = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, ad);
    expect(noMarket.status).toBe(400);
    expect(noMarket.body.message).toBe('Please select Market');
  });

  it("keeps another market's Branch Admin out of Hosur's bills", async () => {
    const other = await m.api.login('dharmapuri.admin');
    const bill = processed.farmer[0];
    expect([403, 404]).toContain((await m.api.get(`/Invoice/get_Invoice/${bill.billId}`, other)).status);
    const list = await m.api.get(
      `/Invoice/getAll_Invoice?billType=farmer&from=${m.today()}&to=${m.today()}&marketId=${m.hosurId}`,
      other,
    );
    // A list read outside one's markets is empty (as the auction's lists are), never Hosur's rows.
    expect(list.status === 403 || (list.status === 200 && list.body.data.length === 0)).toBe(true);
    const own = await invoices('farmer', '', other);
    expect(own.body.data).toEqual([]);
  });

  it("shows a reeler their own invoices only, and no other reeler's bill", async () => {
    const token = await m.loginReeler(m.reelers[0]!.headCode);
    const mine = await m.api.get('/reeler/invoices', token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.map((r: any) => r.invoiceNo)).toEqual([number('RI', 1)]);
    const own = await m.api.get(`/reeler/invoices/${mine.body.data[0].billId}`, token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ invoiceNo: number('RI', 1), customerId: m.reelers[0]!.customerId });
    const theirs = processed.reeler.find((r) => r.customerId === m.reelers[1]!.customerId);
    expect((await m.api.get(`/reeler/invoices/${theirs.billId}`, token)).status).toBe(404);
    const farmerBill = processed.farmer[0];
    expect((await m.api.get(`/reeler/invoices/${farmerBill.billId}`, token)).status).toBe(404);
    // A reeler's token opens no staff billing route.
    expect((await invoices('reeler', '', token)).status).toBe(401);
  });
});

describe('a weight corrected after billing', () => {
  it('cancels the farmer bill and reeler invoice with the reason and who, and issues them again', async () => {
    const lot = lots[2]!; // farmer 1's only lot, bought by reeler 0 (who also bought lot 1)
    const corrected = await m.api.post(
      '/CocoonAuction/CorrectWeight',
      { lotId: lot.lotId, netGrams: 54_321, reason: 'Scale recalibrated' },
      m.staff,
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    await m.app.settle();

    const cancelled = await invoices('farmer', '&status=Cancelled');
    expect(cancelled.body.data.map((r: any) => r.invoiceNo)).toEqual([number('FB', 2)]);
    const oldFarmerBill = await m.api.get(`/Invoice/get_Invoice/${cancelled.body.data[0].billId}`, m.staff);
    expect(oldFarmerBill.body).toMatchObject({
      status: 'Cancelled',
      cancelledBy: 'hosur.admin',
      replacedBy: { invoiceNo: number('FB', 4) },
    });
    expect(oldFarmerBill.body.cancelReason).toMatch(/lot 3/i);
    expect(oldFarmerBill.body.cancelReason).toContain(number('FB', 4));

    const newFarmerBill = await m.api.get(
      `/Invoice/get_Invoice/${oldFarmerBill.body.replacedBy.billId}`,
      m.staff,
    );
    expect(newFarmerBill.body).toMatchObject({
      invoiceNo: number('FB', 4),
      status: 'Issued',
      netGrams: 54_321,
      grossPaise: corrected.body.amountPaise,
      levyPaise: corrected.body.farmerLevyPaise,
      netPaise: corrected.body.farmerNetPaise,
      replaces: { billId: oldFarmerBill.body.billId, invoiceNo: number('FB', 2) },
    });

    const cancelledInvoices = await invoices('reeler', '&status=Cancelled');
    expect(cancelledInvoices.body.data.map((r: any) => r.invoiceNo)).toEqual([number('RI', 1)]);
    const oldInvoice = await m.api.get(
      `/Invoice/get_Invoice/${cancelledInvoices.body.data[0].billId}`,
      m.staff,
    );
    expect(oldInvoice.body).toMatchObject({
      status: 'Cancelled',
      cancelledBy: 'hosur.admin',
      replacedBy: { invoiceNo: number('RI', 3) },
    });
    expect(oldInvoice.body.cancelReason).toMatch(/lot 3/i);
    const newInvoice = await m.api.get(`/Invoice/get_Invoice/${oldInvoice.body.replacedBy.billId}`, m.staff);
    // Reeler 0's invoice keeps lot 1 as it was and carries lot 3 at the corrected weight.
    expect(newInvoice.body.lots.map((l: any) => [l.lotNo, l.netGrams])).toEqual([
      [1, lots[0]!.netGrams],
      [3, 54_321],
    ]);
    expect(newInvoice.body.netPaise).toBe(lots[0]!.reelerPayablePaise + corrected.body.reelerPayablePaise);
    expect(newInvoice.body.invoiceNo).toBe(number('RI', 3));

    // The bills in force are the same customers as before: nothing billed twice, nothing left unbilled.
    const issued = await invoices('farmer', '&status=Issued');
    expect(issued.body.data.map((r: any) => r.invoiceNo).sort()).toEqual([
      number('FB', 1),
      number('FB', 3),
      number('FB', 4),
    ]);
    const farmers = await farmerSummary();
    expect(farmers.body.data.map((r: any) => [r.state, r.invoiceNo])).toEqual([
      ['billed', number('FB', 1)],
      ['billed', number('FB', 4)],
      ['billed', number('FB', 3)],
    ]);

    // The report counts the bills in force only, at the corrected figures; the cancelled one is listed.
    const report = await m.api.get(
      `/Invoice/InvoiceReports?from=${m.today()}&to=${m.today()}&billType=reeler`,
      m.staff,
    );
    expect(report.body.data).toHaveLength(3);
    const inForce = lots.map((l, i) => (i === 2 ? { ...l, ...corrected.body } : l));
    expect(report.body.totals).toEqual({
      bills: 2,
      lotCount: 4,
      netGrams: total(inForce, (l) => l.netGrams),
      grossPaise: total(inForce, (l) => l.amountPaise),
      levyPaise: total(inForce, (l) => l.reelerLevyPaise),
      netPaise: total(inForce, (l) => l.reelerPayablePaise),
    });

    // Who traded with whom names the bills in force.
    const trades = await m.api.get(
      `/Invoice/get_Reelerdatabyfarmercode?farmerCode=${m.farmers[1]!.headCode}&from=${m.today()}&to=${m.today()}`,
      m.staff,
    );
    expect(
      trades.body.data.map((t: any) => [t.lotNo, t.netGrams, t.farmerInvoiceNo, t.reelerInvoiceNo]),
    ).toEqual([[3, 54_321, number('FB', 4), number('RI', 3)]]);
  });
});

describe('rebuild', () => {
  it('rebuilds the bills read model from the events to the same answers', async () => {
    const { billsProjection, rebuildProjection } = await import('@cocoon/projectors');
    await m.app.settle();
    const snapshot = async () => {
      const lists = {
        farmer: (await invoices('farmer')).body.data,
        reeler: (await invoices('reeler')).body.data,
        farmers: (await farmerSummary()).body.data,
        reelers: (await reelerSummary()).body.data,
      };
      const bills = [];
      for (const row of [...lists.farmer, ...lists.reeler]) {
        bills.push((await m.api.get(`/Invoice/get_Invoice/${row.billId}`, m.staff)).body);
      }
      return { ...lists, bills };
    };
    const before = await snapshot();
    expect(before.bills).toHaveLength(3 + 1 + 2 + 1);
    const result = await rebuildProjection({
      store: m.app.deps.store,
      db: m.app.deps.db,
      projection: billsProjection,
      logger: m.app.deps.logger,
      batchSize: 2,
    });
    expect(result.generation).toBeGreaterThan(result.previousGeneration);
    expect(await snapshot()).toEqual(before);
  });
});
