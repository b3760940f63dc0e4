import { documentStream } from '@cocoon/domain';
import { savePdf } from '@cocoon/workers/testing';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuctionTestMarket } from '../auction/testing.js';
import type { WeighedLot } from '../billing/testing.js';
import { startKnownDay } from './testing.js';

/**
 * Every export of the known day (reports/testing.ts) read back and compared with the JSON answer of the same
 * call: CSV parsed, the workbook opened, the PDF's text extracted; then the same file through the export job.
 */
let m: AuctionTestMarket;
let sold: WeighedLot[];
let today: string;
let json: any;

const query = () => `marketId=${m.hosurId}&from=${today}&to=${today}`;
const fetchFile = async (path: string, token = m.staff) => {
  const response = await fetch(`${m.app.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

beforeAll(async () => {
  ({ m, sold, today } = await startKnownDay('reports_exports'));
  json = (await m.api.get(`/CocoonAuction/LotRegister?${query()}`, m.staff)).body;
}, 240_000);
afterAll(async () => m?.app.stop());

const kg = (grams: number) => (grams / 1000).toFixed(3);
const rupees = (paise: number) => (paise / 100).toFixed(2);

function expectCsvMatchesJson(bytes: Buffer) {
  // UTF-8 with a BOM, so Excel shows Tamil.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records: string[][] = parse(bytes.toString('utf8').slice(1), { relax_column_count: false });
  const [header, ...rest] = records;
  expect(header).toEqual(json.columns.map((c: any) => c.header));
  expect(header).toContain('Weight (kg)');
  const totals = rest.at(-1)!;
  const rows = rest.slice(0, -1);
  expect(rows).toHaveLength(json.rows.length);
  const col = (key: string) => json.columns.findIndex((c: any) => c.key === key);
  json.rows.forEach((row: any, i: number) => {
    expect(rows[i]![col('lotNo')]).toBe(String(row.lotNo));
    expect(rows[i]![col('farmerName')]).toBe(row.farmerName);
    expect(rows[i]![col('netGrams')]).toBe(row.netGrams === null ? '' : kg(row.netGrams));
    expect(rows[i]![col('amountPaise')]).toBe(row.amountPaise === null ? '' : rupees(row.amountPaise));
    expect(rows[i]![col('status')]).toBe(row.status);
  });
  expect(totals[0]).toBe('Total');
  expect(totals[col('netGrams')]).toBe(kg(json.totals.netGrams));
  expect(totals[col('amountPaise')]).toBe(rupees(json.totals.amountPaise));
  expect(totals[col('reelerLevyPaise')]).toBe(rupees(json.totals.reelerLevyPaise));
}

describe('format=csv|xlsx|pdf answers the file of the same call', () => {
  it('CSV: BOM, header with units, the rows and the totals row, equal to the JSON', async () => {
    const file = await fetchFile(`/CocoonAuction/LotRegister?${query()}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toBe(`attachment; filename="lot-register_${today}.csv"`);
    expectCsvMatchesJson(file.bytes);
  });

  it('XLSX: title block, frozen header, real numbers with formats, the totals row', async () => {
    const file = await fetchFile(`/CocoonAuction/LotRegister?${query()}&format=xlsx`);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain(`lot-register_${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Lot Register');
    expect(String(sheet.getCell('A2').value)).toContain('Hosur');
    expect(String(sheet.getCell('A3').value)).toContain(`From ${today.split('-').reverse().join('/')}`);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    const header = (sheet.getRow(5).values as unknown[]).slice(1);
    expect(header).toEqual(json.columns.map((c: any) => c.header));
    const idx = (key: string) => json.columns.findIndex((c: any) => c.key === key) + 1;
    json.rows.forEach((row: any, i: number) => {
      const r = sheet.getRow(6 + i);
      expect(r.getCell(idx('lotNo')).value).toBe(row.lotNo);
      if (row.netGrams !== null) {
        expect(r.getCell(idx('netGrams')).value).toBe(row.netGrams / 1000);
        expect(r.getCell(idx('netGrams')).numFmt).toBe('#,##0.000');
        expect(r.getCell(idx('amountPaise')).value).toBe(row.amountPaise / 100);
        expect(r.getCell(idx('amountPaise')).numFmt).toBe('#,##0.00');
      }
    });
    const totals = sheet.getRow(6 + json.rows.length);
    expect(totals.getCell(idx('amountPaise')).value).toBe(json.totals.amountPaise / 100);
    expect(totals.getCell(idx('netGrams')).value).toBe(json.totals.netGrams / 1000);
    expect(totals.getCell(1).value).toBe('Total');
  });

  it('PDF: the department in Tamil and English, the title, the rows and the totals', async () => {
    const file = await fetchFile(`/CocoonAuction/LotRegister?${query()}&format=pdf`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const pdf = savePdf('lot-register', file.bytes);
    expect(pdf.flowText).toContain('பட்டு வளர்ச்சித் துறை');
    expect(pdf.text).toContain('Department of Sericulture');
    expect(pdf.text).toContain('Lot Register');
    expect(pdf.text).toContain('Hosur');
    const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(
      json.totals.amountPaise / 100,
    );
    expect(pdf.text).toContain(amount);
    expect(pdf.text).toContain((json.totals.netGrams / 1000).toFixed(3));
    expect(pdf.text).toContain(sold[0]!.lotNo.toString());
    expect(pdf.text).toContain('Lots inwarded: 5');
    expect(pdf.text).toContain('Page 1 of 1');
  });
});

describe('the export job', () => {
  const post = (body: unknown, token = m.staff, key?: string) =>
    m.api.post('/Reports/Export', body, token, key);

  it('queues, reports progress, and serves the same CSV as the direct call; a retry is the same export', async () => {
    const key = `export-${Date.now()}`;
    const body = {
      call: 'CocoonAuction/LotRegister',
      query: { marketId: m.hosurId, from: today, to: today },
      format: 'csv',
    };
    const queued = await post(body, m.staff, key);
    expect(queued.status).toBe(200);
    const { exportId } = queued.body;
    expect(exportId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await post(body, m.staff, key)).body.exportId).toBe(exportId);
    // The request is one event in the export's own document stream (the reactor starts the job from it); the
    // retry appended nothing.
    const stored = await m.app.deps.store.readStream(documentStream(exportId));
    expect(stored.map((e) => e.type)).toEqual(['ReportExportRequested']);
    expect(stored[0]?.data).toMatchObject({ reportId: 'lot-register', format: 'csv', marketId: m.hosurId });
    let state: any;
    for (let attempt = 0; attempt < 240; attempt++) {
      state = (await m.api.get(`/Reports/Export/${exportId}`, m.staff)).body;
      expect(state.progress).toBeGreaterThanOrEqual(0);
      expect(state.progress).toBeLessThanOrEqual(100);
      if (state.status === 'ready' || state.status === 'failed') break;
      await new Promise((done) => setTimeout(done, 250));
    }
    expect(state).toMatchObject({
      exportId,
      reportId: 'lot-register',
      format: 'csv',
      status: 'ready',
      progress: 100,
      fileName: `lot-register_${today}.csv`,
    });
    const file = await fetchFile(`/Reports/Export/${exportId}/file`);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain(`lot-register_${today}.csv`);
    expectCsvMatchesJson(file.bytes);

    // Another market's Branch Admin does not learn it exists; the region's RJD may fetch it.
    const other = await m.api.login('dharmapuri.admin');
    expect((await m.api.get(`/Reports/Export/${exportId}`, other)).status).toBe(404);
    expect((await fetchFile(`/Reports/Export/${exportId}/file`, other)).status).toBe(404);
    const rjd = await m.api.login('rjd.salem');
    expect((await m.api.get(`/Reports/Export/${exportId}`, rjd)).status).toBe(200);
  });

  it('refuses what the GET refuses: spec messages, another market, an unknown report, the Market Officer', async () => {
    const bad = await post({ call: 'CocoonAuction/LotRegister', query: {}, format: 'xlsx' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.from).toEqual(['Please Select From Date and To Date']);
    const other = await m.api.login('dharmapuri.admin');
    const foreign = await post(
      {
        call: 'CocoonAuction/LotRegister',
        query: { marketId: m.hosurId, from: today, to: today },
        format: 'csv',
      },
      other,
    );
    expect(foreign.status).toBe(403);
    const unknown = await post({ call: 'CocoonAuction/NoSuchReport', query: {}, format: 'csv' });
    expect(unknown.status).toBe(404);
    const officer = await m.api.login('hosur.officer');
    expect(
      (
        await post(
          { call: 'CocoonAuction/LotRegister', query: { from: today, to: today }, format: 'csv' },
          officer,
        )
      ).status,
    ).toBe(403);
    expect((await m.api.get('/Reports/Export/00000000-0000-4000-8000-000000000000', m.staff)).status).toBe(
      404,
    );
  });
});
