import { balanceFigure, displayDate, type ReportAnswer } from '@cocoon/domain';
import { savePdf } from '@cocoon/workers/testing';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../auction/testing.js';
import { weighLots } from '../billing/testing.js';

/**
 * Issue 27: the passbooks' and the trial balance's files, from their report definitions. Two market days sold
 * through the API, so the second day's passbook has a balance brought forward, a posting and a closing balance;
 * each file is read back (CSV parsed, the workbook opened, the PDF through pdftotext) and held to the passbook
 * call the screen shows, to the paisa.
 */
let m: AuctionTestMarket;
let day1: string;
let day2: string;

beforeAll(async () => {
  m = await startAuctionMarket('ledger_reports', { farmers: 3, reelers: 2 });
  m.setClock('09:00');
  day1 = m.today();
  await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 70_500, netGrams: 55_555 },
  ]);
  m.shiftClock(24 * 60);
  day2 = m.today();
  await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 71_350, netGrams: 61_237 }]);
  await m.app.settle();
}, 300_000);
afterAll(async () => m?.app.stop());

const fetchFile = async (path: string, token = m.staff) => {
  const response = await fetch(`${m.app.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const csvRecords = (bytes: Buffer): string[][] => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.toString('utf8').slice(1), { relax_column_count: false });
};
const plain = (paise: number) => (paise / 100).toFixed(2);
const plainBalance = (paise: number) =>
  paise === 0 ? '0.00' : `${plain(Math.abs(paise))} ${paise > 0 ? 'Dr' : 'Cr'}`;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

const farmerQuery = () =>
  `marketId=${m.hosurId}&farmerId=${m.farmers[0]!.customerId}&from=${day2}&to=${day2}`;
/** What the passbook screen shows: its own call. */
const screenPassbook = async (customerId: string) =>
  (
    await m.api.get(
      `/Ledger/CustomerPassbook?marketId=${m.hosurId}&customerId=${customerId}&from=${day2}&to=${day2}`,
      m.staff,
    )
  ).body;

describe('passbook exports (Ledger/FarmerPassbook, Ledger/ReelerPassbook)', () => {
  it('any page size: the pages, one after another, are the whole passbook with every running balance (issue 28)', async () => {
    const books = [
      `/Ledger/FarmerPassbook?${farmerQuery()}`,
      `/Ledger/ReelerPassbook?marketId=${m.hosurId}&reelerId=${m.reelers[0]!.customerId}&from=${day1}&to=${day2}`,
    ];
    for (const call of books) {
      const whole = (await m.api.get<ReportAnswer>(call, m.staff)).body;
      expect(whole.rows.length).toBeGreaterThan(2);
      // Brought forward, then each line's balance is the one before it plus its debit less its credit.
      whole.rows.slice(1, -1).forEach((row, i) => {
        const before = Number(whole.rows[i]!.balancePaise);
        expect(row.balancePaise).toBe(before + Number(row.debitPaise ?? 0) - Number(row.creditPaise ?? 0));
      });
      for (let pageSize = 1; pageSize <= whole.rows.length + 1; pageSize++) {
        const rows: ReportAnswer['rows'] = [];
        for (let page = 1; rows.length < whole.rows.length; page++) {
          const part = (await m.api.get<ReportAnswer>(`${call}&page=${page}&pageSize=${pageSize}`, m.staff))
            .body;
          expect(part).toMatchObject({
            rowCount: whole.rows.length,
            totals: whole.totals,
            summary: whole.summary,
          });
          expect(part.rows.length).toBeGreaterThan(0);
          rows.push(...part.rows);
        }
        expect(rows, `pages of ${pageSize}`).toEqual(whole.rows);
      }
    }
  });

  it("the passbook screen's own call pages too: any page size, the pages are the whole passbook, totals the period's (issue 28)", async () => {
    const call = `/Ledger/CustomerPassbook?marketId=${m.hosurId}&customerId=${m.reelers[0]!.customerId}&from=${day1}&to=${day2}`;
    const whole = (await m.api.get(call, m.staff)).body;
    expect(whole.lines.length).toBeGreaterThan(1);
    expect(whole.rowCount).toBe(whole.lines.length);
    const { lines: _all, rowCount: _count, coverLines: _cover, ...figures } = whole;
    for (let pageSize = 1; pageSize <= whole.lines.length + 1; pageSize++) {
      const lines: unknown[] = [];
      for (let page = 1; lines.length < whole.lines.length; page++) {
        const part = (await m.api.get(`${call}&page=${page}&pageSize=${pageSize}`, m.staff)).body;
        expect(part).toMatchObject({ ...figures, rowCount: whole.lines.length, page, pageSize });
        expect(part.lines.length).toBeGreaterThan(0);
        lines.push(...part.lines);
      }
      expect(lines, `pages of ${pageSize}`).toEqual(whole.lines);
    }
    const beyond = (await m.api.get(`${call}&page=99&pageSize=50`, m.staff)).body;
    expect(beyond).toMatchObject({ ...figures, rowCount: whole.lines.length, lines: [] });
    const refused = await m.api.get(`${call}&page=0&pageSize=501`, m.staff);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('page starts at 1');
  });

  it("the JSON answer is the screen's passbook: brought forward, each posting, closing; totals the period's", async () => {
    const book = await screenPassbook(m.farmers[0]!.customerId);
    expect(book.openingBalancePaise).toBeLessThan(0);
    expect(book.lines).toHaveLength(1);
    const answer = (await m.api.get<ReportAnswer>(`/Ledger/FarmerPassbook?${farmerQuery()}`, m.staff)).body;
    expect(answer.rows.map((r) => r.balancePaise)).toEqual([
      book.openingBalancePaise,
      ...book.lines.map((l: any) => l.balancePaise),
      book.closingBalancePaise,
    ]);
    expect(answer.totals).toMatchObject({
      debitPaise: book.debitTotalPaise,
      creditPaise: book.creditTotalPaise,
    });
    expect(answer.parameters.farmer).toBe(`${m.farmers[0]!.name} (${m.farmers[0]!.headCode})`);
  });

  it('CSV: dates DD/MM/YYYY, the balance brought forward, each line with its balance, the closing, the totals', async () => {
    const book = await screenPassbook(m.farmers[0]!.customerId);
    const file = await fetchFile(`/Ledger/FarmerPassbook?${farmerQuery()}&format=csv`);
    expect(file.status).toBe(200);
    expect(file.disposition).toBe(`attachment; filename="farmer-passbook_${day2}.csv"`);
    const [header, ...rest] = csvRecords(file.bytes);
    expect(header).toEqual([
      'Date',
      'Particulars',
      'Document No',
      'Debit (Rs)',
      'Credit (Rs)',
      'Balance (Rs)',
    ]);
    const line = book.lines[0];
    expect(rest).toEqual([
      [displayDate(day2), 'Balance brought forward', '', '', '', plainBalance(book.openingBalancePaise)],
      [
        displayDate(day2),
        line.particulars,
        line.documentNo,
        '',
        plain(line.creditPaise),
        plainBalance(line.balancePaise),
      ],
      [
        displayDate(day2),
        `Closing balance on ${displayDate(day2)}`,
        '',
        '',
        '',
        plainBalance(book.closingBalancePaise),
      ],
      ['Total', '', '', plain(book.debitTotalPaise), plain(book.creditTotalPaise), ''],
    ]);
  });

  it('XLSX: real dates shown DD/MM/YYYY, the balances as signed rupees shown Dr/Cr, the totals', async () => {
    const book = await screenPassbook(m.farmers[0]!.customerId);
    const file = await fetchFile(`/Ledger/FarmerPassbook?${farmerQuery()}&format=xlsx`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Farmer Passbook');
    expect(String(sheet.getCell('A3').value)).toContain(`Farmer ${m.farmers[0]!.name}`);
    expect(String(sheet.getCell('A3').value)).toContain(`From ${displayDate(day2)}`);
    const opening = sheet.getRow(6);
    expect(opening.getCell(1).value).toEqual(utcDay(day2));
    expect(opening.getCell(1).numFmt).toBe('dd/mm/yyyy');
    expect(opening.getCell(2).value).toBe('Balance brought forward');
    expect(opening.getCell(6).value).toBe(book.openingBalancePaise / 100);
    expect(opening.getCell(6).numFmt).toBe('#,##0.00" Dr";#,##0.00" Cr";0.00');
    const posting = sheet.getRow(7);
    expect(posting.getCell(5).value).toBe(book.lines[0].creditPaise / 100);
    expect(posting.getCell(6).value).toBe(book.lines[0].balancePaise / 100);
    expect(sheet.getRow(8).getCell(6).value).toBe(book.closingBalancePaise / 100);
    const totals = sheet.getRow(9);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(5).value).toBe(book.creditTotalPaise / 100);
  });

  it('PDF: the title, the farmer, DD/MM/YYYY, the balances with their side as the screen writes them', async () => {
    const book = await screenPassbook(m.farmers[0]!.customerId);
    const file = await fetchFile(`/Ledger/FarmerPassbook?${farmerQuery()}&format=pdf`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const pdf = savePdf('farmer-passbook', file.bytes);
    expect(pdf.text).toContain('Farmer Passbook');
    expect(pdf.text).toContain(m.farmers[0]!.name);
    expect(pdf.text).toContain('Balance brought forward');
    expect(pdf.text).toContain(displayDate(day2));
    expect(pdf.text).not.toContain(day2);
    // Each balance on one line with its side, as the screen writes it.
    for (const paise of [book.openingBalancePaise, book.lines[0].balancePaise, book.closingBalancePaise])
      expect(pdf.text).toContain(balanceFigure(paise));
    expect(pdf.text).toContain(`Closing balance on ${displayDate(day2)}`);
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(book.lines[0].documentNo);
  });

  it("a reeler's passbook file carries the reeler's debit balance", async () => {
    const book = await screenPassbook(m.reelers[0]!.customerId);
    expect(book.closingBalancePaise).toBeGreaterThan(0);
    const query = `marketId=${m.hosurId}&reelerId=${m.reelers[0]!.customerId}&from=${day2}&to=${day2}`;
    const file = await fetchFile(`/Ledger/ReelerPassbook?${query}&format=csv`);
    const records = csvRecords(file.bytes);
    expect(records.at(-2)?.at(-1)).toBe(plainBalance(book.closingBalancePaise));
    expect(records.at(-2)?.at(-1)).toMatch(/ Dr$/);
    expect(records[1]?.at(-1)).toBe(plainBalance(book.openingBalancePaise));
  });

  it("follows the passbook's rules: one market, the caller's own; another market's farmer is not found", async () => {
    const farmerId = m.farmers[0]!.customerId;
    // An AD or RJD names the market: without one there is no ledger to read.
    const rjd = await m.api.login('rjd');
    const noMarket = await m.api.get(
      `/Ledger/FarmerPassbook?farmerId=${farmerId}&from=${day2}&to=${day2}`,
      rjd,
    );
    expect(noMarket.status).toBe(400);
    expect(noMarket.body.errors?.marketId ?? noMarket.body.fields?.marketId).toBeDefined();
    // A Branch Admin reads their own market without naming it.
    const own = await m.api.get(
      `/Ledger/FarmerPassbook?farmerId=${farmerId}&from=${day2}&to=${day2}`,
      m.staff,
    );
    expect(own.status).toBe(200);
    const other = await m.api.login('dharmapuri.admin');
    expect((await m.api.get(`/Ledger/FarmerPassbook?${farmerQuery()}`, other)).status).toBe(403);
    expect(
      (await m.api.get(`/Ledger/FarmerPassbook?farmerId=${farmerId}&from=${day2}&to=${day2}`, other)).status,
    ).toBe(404);
  });
});

describe('trial balance (Ledger/TrialBalanceReport)', () => {
  it("each account on its side as the ledger's trial balance has it; Dr = Cr; the files hold the same", async () => {
    const ledger = (await m.api.get(`/Ledger/TrialBalance?marketId=${m.hosurId}&asOn=${day2}`, m.staff)).body;
    const query = `marketId=${m.hosurId}&date=${day2}`;
    const answer = (await m.api.get<ReportAnswer>(`/Ledger/TrialBalanceReport?${query}`, m.staff)).body;
    const withBalance = ledger.rows.filter((r: any) => r.balancePaise !== 0);
    expect(answer.rows).toHaveLength(withBalance.length);
    for (const r of withBalance) {
      const row = answer.rows.find((x) => x.account === r.accountName)!;
      expect(row, r.accountName).toBeDefined();
      expect(row.debitPaise ?? 0).toBe(Math.max(r.balancePaise, 0));
      expect(row.creditPaise ?? 0).toBe(Math.max(-r.balancePaise, 0));
    }
    const sum = (key: string) => answer.rows.reduce((s, r) => s + (Number(r[key]) || 0), 0);
    expect(answer.totals.debitPaise).toBe(sum('debitPaise'));
    expect(answer.totals.creditPaise).toBe(sum('creditPaise'));
    expect(answer.totals.debitPaise).toBe(answer.totals.creditPaise);
    expect(Number(answer.totals.debitPaise)).toBeGreaterThan(0);
    expect(answer.rows.map((r) => r.group)).toContain('Farmers');
    expect(answer.summary).toEqual([
      { label: 'Difference, debit less credit (Rs)', value: 0, type: 'paise' },
    ]);

    const csv = await fetchFile(`/Ledger/TrialBalanceReport?${query}&format=csv`);
    const [header, ...rest] = csvRecords(csv.bytes);
    expect(header).toEqual(['Group', 'Account', 'Debit (Rs)', 'Credit (Rs)']);
    expect(rest).toHaveLength(answer.rows.length + 1);
    expect(rest.at(-1)).toEqual([
      'Total',
      '',
      plain(Number(answer.totals.debitPaise)),
      plain(Number(answer.totals.creditPaise)),
    ]);

    const xlsx = await fetchFile(`/Ledger/TrialBalanceReport?${query}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell('A3').value)).toContain(`Date ${displayDate(day2)}`);
    const totals = sheet.getRow(6 + answer.rows.length);
    expect(totals.getCell(3).value).toBe(Number(answer.totals.debitPaise) / 100);
    expect(totals.getCell(4).value).toBe(Number(answer.totals.creditPaise) / 100);

    const pdf = savePdf(
      'trial-balance',
      (await fetchFile(`/Ledger/TrialBalanceReport?${query}&format=pdf`)).bytes,
    );
    expect(pdf.text).toContain('Trial Balance');
    expect(pdf.text).toContain(displayDate(day2));
    expect(pdf.text).toContain(`Total`);
    expect(pdf.text).toContain(balanceFigure(Number(answer.totals.debitPaise)).replace(' Dr', ''));
  });

  it('the day before the second sale leaves it out; another market is refused', async () => {
    const before = (
      await m.api.get<ReportAnswer>(`/Ledger/TrialBalanceReport?marketId=${m.hosurId}&date=${day1}`, m.staff)
    ).body;
    const after = (
      await m.api.get<ReportAnswer>(`/Ledger/TrialBalanceReport?marketId=${m.hosurId}&date=${day2}`, m.staff)
    ).body;
    expect(Number(before.totals.debitPaise)).toBeLessThan(Number(after.totals.debitPaise));
    expect(before.totals.debitPaise).toBe(before.totals.creditPaise);
    const other = await m.api.login('dharmapuri.admin');
    const refused = await m.api.get(`/Ledger/TrialBalanceReport?marketId=${m.hosurId}&date=${day2}`, other);
    expect(refused.status).toBe(403);
  });
});
