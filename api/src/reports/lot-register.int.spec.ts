import { MESSAGES } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawCash } from '../accounts/testing.js';
import { type AuctionTestMarket, sampleLot } from '../auction/testing.js';
import type { WeighedLot } from '../billing/testing.js';
import { startKnownDay } from './testing.js';

let m: AuctionTestMarket;
let sold: WeighedLot[];
let approvedId: string;
let rejectedId: string;
let unsoldId: string;
let today: string;

beforeAll(async () => {
  ({ m, sold, approvedId, rejectedId, unsoldId, today } = await startKnownDay('reports_lot_register', {
    // Small, so the day's five lots are past it and a file of them must go through the export job.
    REPORT_DIRECT_EXPORT_MAX_ROWS: '4',
  }));
}, 240_000);
afterAll(async () => m?.app.stop());

const register = (query: string, token = m.staff) => m.api.get(`/CocoonAuction/LotRegister?${query}`, token);

describe('the lot register of a known day', () => {
  it('lists every lot with its farmer, race, weight, rate, money and status; totals are the sums of the rows', async () => {
    const answer = await register(`marketId=${m.hosurId}&from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({ result: 'Success', id: 'lot-register', title: 'Lot Register' });
    expect(body.parameters).toMatchObject({ marketId: m.hosurId, from: today, to: today });
    // The lot id is hidden: not a column (so in no export), but in each row for the link to the lot's history.
    expect(body.columns.map((c: any) => c.key)).not.toContain('lotId');
    expect(body.columns.find((c: any) => c.key === 'lotNo')).toMatchObject({ link: 'lot' });
    const byId = new Map(body.rows.map((r: any) => [r.lotId, r]));
    expect(body.rows).toHaveLength(5);
    const farmerRow = await m.app.deps.db
      .selectFrom('read.customers')
      .select(['father_name', 'city', 'area_name'])
      .where('customer_id', '=', m.farmers[0]!.customerId)
      .executeTakeFirstOrThrow();
    for (const lot of sold) {
      expect(byId.get(lot.lotId)).toMatchObject({
        date: today,
        lotNo: lot.lotNo,
        farmerCode: m.farmers[lot.farmerIndex]!.headCode,
        farmerName: m.farmers[lot.farmerIndex]!.name,
        race: expect.any(String),
        netGrams: lot.netGrams,
        ratePaise: lot.ratePaise,
        amountPaise: lot.amountPaise,
        farmerLevyPaise: lot.farmerLevyPaise,
        farmerNetPaise: lot.farmerNetPaise,
        reelerLevyPaise: lot.reelerLevyPaise,
        reelerPayablePaise: lot.reelerPayablePaise,
        reelerName: m.reelers[lot.reelerIndex]!.name,
        status: 'Sold',
      });
    }
    expect(byId.get(sold[0]!.lotId)).toMatchObject({ fatherName: farmerRow.father_name });
    expect(String((byId.get(sold[0]!.lotId) as any).village)).toContain(farmerRow.city);
    expect(byId.get(approvedId)).toMatchObject({ status: 'Approved', netGrams: null, amountPaise: null });
    expect(byId.get(rejectedId)).toMatchObject({ status: 'Rejected', reelerName: null });
    expect(byId.get(unsoldId)).toMatchObject({ status: 'Unsold', ratePaise: null });

    const sum = (key: keyof WeighedLot) => sold.reduce((s, l) => s + Number(l[key]), 0);
    expect(body.totals).toMatchObject({
      netGrams: sum('netGrams'),
      amountPaise: sum('amountPaise'),
      farmerLevyPaise: sum('farmerLevyPaise'),
      farmerNetPaise: sum('farmerNetPaise'),
      reelerLevyPaise: sum('reelerLevyPaise'),
      reelerPayablePaise: sum('reelerPayablePaise'),
      farmerName: null,
    });
    const average = Math.round((sum('amountPaise') * 1000) / sum('netGrams'));
    expect(body.summary).toEqual([
      { label: 'Lots inwarded', value: 5, type: 'count' },
      { label: 'Lots sold', value: 2, type: 'count' },
      { label: 'Lots not sold', value: 3, type: 'count' },
      { label: 'Min rate (Rs/kg)', value: 71_000, type: 'ratePerKg' },
      { label: 'Max rate (Rs/kg)', value: 76_000, type: 'ratePerKg' },
      { label: 'Average rate (Rs/kg)', value: average, type: 'ratePerKg' },
    ]);
    // Weighted, not the plain mean of the two rates.
    expect(average).not.toBe(73_500);
  });

  it('narrows the rows by status and keeps the day figures in the summary', async () => {
    const ids = async (status: string) =>
      (await register(`from=${today}&to=${today}&status=${status}`)).body.rows.map((r: any) => r.lotId);
    expect((await ids('sold')).sort()).toEqual(sold.map((l) => l.lotId).sort());
    expect(await ids('rejected')).toEqual([rejectedId]);
    expect(await ids('unsold')).toEqual([unsoldId]);
    expect((await ids('unpaid')).sort()).toEqual(sold.map((l) => l.lotId).sort());
    const answer = await register(`from=${today}&to=${today}&status=sold`);
    expect(answer.body.summary[0]).toEqual({ label: 'Lots inwarded', value: 5, type: 'count' });
  });

  it('answers nothing for another day and another race', async () => {
    const answer = await register('from=2020-04-01&to=2020-04-30');
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([]);
    expect(answer.body.totals.amountPaise).toBe(0);
  });
});

describe('the lots behind a figure (Reports/Lots)', () => {
  it("opens a farmer's lots, a reeler's purchases, and the sold lots not yet paid", async () => {
    const drill = (q: string) => m.api.get(`/Reports/Lots?${q}`, m.staff);
    const farmer = await drill(`farmerId=${m.farmers[0]!.customerId}`);
    expect(farmer.status).toBe(200);
    expect(farmer.body.rows.map((r: any) => r.lotId)).toEqual([sold[0]!.lotId]);
    expect(farmer.body.columns.map((c: any) => c.key)).toContain('market');
    const reeler = await drill(`reelerId=${m.reelers[0]!.customerId}`);
    // Reeler 0 bought the first sold lot and the approved one.
    expect(reeler.body.rows.map((r: any) => r.lotId).sort()).toEqual([sold[0]!.lotId, approvedId].sort());
    expect((await drill('status=unpaid')).body.rows).toHaveLength(2);
    await drawCash(m, 50_000_000);
    const paid = await m.api.post(
      '/FarmerPayment/PayCash',
      { farmerId: m.farmers[0]!.customerId, lotIds: [sold[0]!.lotId] },
      m.staff,
    );
    expect(paid.status).toBe(200);
    await m.app.settle();
    expect((await drill('status=unpaid')).body.rows.map((r: any) => r.lotId)).toEqual([sold[1]!.lotId]);
    const band = await drill(`minRatePaise=70000&maxRatePaise=73000&from=${today}&to=${today}`);
    expect(band.body.rows.map((r: any) => r.lotId)).toEqual([sold[0]!.lotId]);
  });
});

describe('the spec messages', () => {
  it('asks for both dates, a real date, and from before to', async () => {
    const none = await register('');
    expect(none.status).toBe(400);
    expect(none.body.errors.from).toEqual([MESSAGES.selectFromToDate]);
    expect(none.body.errors.to).toEqual([MESSAGES.selectFromToDate]);
    expect(MESSAGES.selectFromToDate).toBe('Please Select From Date and To Date');
    const bad = await register(`from=2025-02-30&to=${today}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.from).toEqual([MESSAGES.selectFromToDate]);
    const reversed = await register(`from=${today}&to=2020-01-01`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.to).toBeDefined();
    const status = await register(`from=${today}&to=${today}&status=nonsense`);
    expect(status.status).toBe(400);
    const format = await register(`from=${today}&to=${today}&format=docx`);
    expect(format.status).toBe(400);
  });
});

describe('roles and market scope', () => {
  it('refuses the Market Officer, who sees only the dashboard', async () => {
    const officer = await m.api.login('hosur.officer');
    expect((await register(`from=${today}&to=${today}`, officer)).status).toBe(403);
    expect((await m.api.get(`/Reports/Lots?from=${today}`, officer)).status).toBe(403);
  });

  it("shows another market's Branch Admin none of Hosur: 403 on its market, 404 on its farmer, no rows otherwise", async () => {
    const other = await m.api.login('dharmapuri.admin');
    expect((await register(`marketId=${m.hosurId}&from=${today}&to=${today}`, other)).status).toBe(403);
    const own = await register(`from=${today}&to=${today}`, other);
    expect(own.status).toBe(200);
    expect(own.body.rows).toEqual([]);
    expect(JSON.stringify(own.body)).not.toContain(sold[0]!.lotId);
    const farmer = await m.api.get(`/Reports/Lots?farmerId=${m.farmers[0]!.customerId}`, other);
    expect(farmer.status).toBe(404);
    const reeler = await m.api.get(`/Reports/Lots?reelerId=${m.reelers[0]!.customerId}`, other);
    expect(reeler.status).toBe(404);
  });

  it("lets the region's RJD read Hosur's register", async () => {
    const rjd = await m.api.login('rjd.salem');
    const answer = await register(`marketId=${m.hosurId}&from=${today}&to=${today}`, rjd);
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(5);
  });
});

describe('direct exports: CSV and Excel stream any size, a PDF has a limit', () => {
  it('streams the CSV of more rows than the limit; answers 409 naming the export job for such a PDF', async () => {
    const big = await register(`from=${today}&to=${today}&format=csv`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toContain('text/csv');
    const pdf = await register(`from=${today}&to=${today}&format=pdf`);
    expect(pdf.status).toBe(409);
    expect(pdf.body.message).toContain('POST /api/Reports/Export');
    const small = await register(`from=${today}&to=${today}&status=sold&format=pdf`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toContain('application/pdf');
  });
});

describe('OpenAPI', () => {
  it('documents each mounted report with its query parameters and the answer', async () => {
    const doc = (await m.api.get('/openapi.json')).body;
    const op = doc.paths['/api/CocoonAuction/LotRegister'].get;
    const names = op.parameters.map((p: any) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'from',
        'to',
        'marketId',
        'cocoonTypeId',
        'status',
        'page',
        'pageSize',
        'format',
      ]),
    );
    expect(JSON.stringify(op.responses['200'])).toContain('totals');
    // The columns, with their units and totals.
    expect(op.description).toContain('`netGrams`: Weight (kg) (grams, total: sum)');
    expect(op.description).not.toContain('lotId');
    expect(doc.paths['/api/Reports/Lots']).toBeDefined();
    // The export job's answers: the id to poll, then its status with progress.
    expect(JSON.stringify(doc.paths['/api/Reports/Export'].post.responses['200'])).toContain('exportId');
    expect(JSON.stringify(doc.paths['/api/Reports/Export/{id}'].get.responses['200'])).toContain('progress');
  });
});

// Last: it adds lots to the known day.
describe('a lot not yet sold', () => {
  it('is Inwarded before it has a slot and In auction while its slot runs (the status the database derives)', async () => {
    const status = async (lotId: string) =>
      (await register(`from=${today}&to=${today}`)).body.rows.find((r: any) => r.lotId === lotId)?.status;
    const lot = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 0), m.staff);
    expect(lot.status).toBe(200);
    await m.app.settle();
    expect(await status(lot.body.lotId)).toBe('Inwarded');
    const slot = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      {
        inwardDate: today,
        startTime: m.clockTime(1),
        endTime: m.clockTime(30),
        lotFrom: lot.body.lotNo,
        lotTo: lot.body.lotNo,
      },
      m.staff,
    );
    expect(slot.status).toBe(200);
    await m.app.settle();
    expect(await status(lot.body.lotId)).toBe('In auction');
    m.shiftClock(31);
    expect(await status(lot.body.lotId)).toBe('Unsold');
  });
});
