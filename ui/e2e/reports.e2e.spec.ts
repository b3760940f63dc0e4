import { readFileSync } from 'node:fs';
import { type AuctionTestMarket, startAuctionMarket, type WeighedLot, weighLots } from '@cocoon/api/testing';
import { displayDate, formatKg, type ReportAnswer } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { choose, field, go, pickAccount, text } from './masters-helpers';

/**
 * The one report page as a Branch Admin of Hosur on a day of three weighed lots (farmer 1 sells two, farmer 2
 * one): the lot register's figures and totals against what weight entry answered, the spec's message before any
 * call, the back button, the CSV of what is on screen, the drill-down from a lots figure to the lots and on to a
 * lot's history, and a report's chart.
 */
const STEP = 180_000;
const WAIT = { timeout: 30_000 };
const REGISTER = '/app/reports/lotregister';
const CALL = '/api/CocoonAuction/LotRegister';

let m: AuctionTestMarket;
let lots: WeighedLot[];
let browser: Browser;
let page: Page;
let day = '';
let dayBefore = '';
const registerCalls: string[] = [];
const pageErrors: string[] = [];

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
const sum = (pick: (lot: WeighedLot) => number) => lots.reduce((total, lot) => total + pick(lot), 0);
const table = (name: string) => page.getByRole('table', { name, exact: true });
const bodyRows = (name: string) => table(name).locator('tbody tr');
const totalsRow = (name: string) => table(name).locator('tfoot tr[data-row="totals"]');

/** Types a date as a person does, DD/MM/YYYY, and leaves the field (the calendar closes). */
async function typeDate(label: string, iso: string) {
  const input = field(page, label);
  await input.fill(iso ? displayDate(iso) : '');
  await input.press('Tab');
}

async function show() {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Show' }).click();
}

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_reports', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 },
    { farmer: 0, reeler: 0, ratePaise: 70_025, netGrams: 51_125 },
    { farmer: 1, reeler: 0, ratePaise: 72_010, netGrams: 123_457 },
  ]);
  await m.app.settle();
  day = m.today();
  dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('request', (request) => {
    if (request.url().includes(CALL)) registerCalls.push(request.url());
  });
  await loginAs(page, 'hosur.admin');
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-reports-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('the report page', () => {
  it(
    "shows the lot register of a day: each lot's figures, the totals row and the summary",
    async () => {
      await go(page, REGISTER);
      await visible(page.getByText('Choose the parameters and press Show.'));
      // A Branch Admin's scope is one market: no market picker. The dates start at today, written DD/MM/YYYY.
      expect(await field(page, 'Market').count()).toBe(0);
      expect(await field(page, 'From Date').inputValue()).toBe(displayDate(day));
      expect(await field(page, 'To Date').inputValue()).toBe(displayDate(day));
      expect(registerCalls).toEqual([]);
      await show();
      await page.waitForURL(`**${REGISTER}?from=${day}&to=${day}`);
      const name = 'Lot Register';
      await expect.poll(() => bodyRows(name).count(), WAIT).toBe(3);
      for (const lot of lots) {
        const row = bodyRows(name).filter({
          has: page.getByRole('link', { name: String(lot.lotNo), exact: true }),
        });
        const cells = await row.locator('td').allTextContents();
        expect(cells).toContain(formatKg(lot.netGrams));
        expect(cells).toContain(rupees(lot.ratePaise));
        expect(cells).toContain(rupees(lot.amountPaise));
        expect(cells).toContain(rupees(lot.farmerLevyPaise));
        expect(cells).toContain(rupees(lot.reelerPayablePaise));
        expect(cells).toContain(m.farmers[lot.farmerIndex]!.name);
      }
      // 258.832 kg, 3 decimals; rupees with en-IN grouping; the totals are the sums of the rows to the paisa.
      const totals = await totalsRow(name).locator('td, th').allTextContents();
      expect(totals[0]).toBe('Total');
      expect(totals).toContain(formatKg(sum((l) => l.netGrams)));
      expect(formatKg(sum((l) => l.netGrams))).toBe('258.832');
      for (const pick of [
        (l: WeighedLot) => l.amountPaise,
        (l: WeighedLot) => l.farmerLevyPaise,
        (l: WeighedLot) => l.farmerNetPaise,
        (l: WeighedLot) => l.reelerLevyPaise,
        (l: WeighedLot) => l.reelerPayablePaise,
      ])
        expect(totals).toContain(rupees(sum(pick)));
      // Figures right-aligned, text left.
      const weightCell = bodyRows(name).first().locator('td.report-table__figure').first();
      expect(await weightCell.evaluate((td) => getComputedStyle(td).textAlign)).toBe('right');
      const summary = page.getByRole('term').filter({ hasText: 'Lots inwarded' }).locator('xpath=..');
      expect(await text(summary)).toContain('3');
      await screenshot(page, 'reports-lot-register');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    "says the spec's message without calling, and the back button brings the parameters back",
    async () => {
      const before = registerCalls.length;
      await typeDate('From Date', '');
      await show();
      await visible(page.getByText('Please Select From Date and To Date'));
      expect(registerCalls.length).toBe(before);
      expect(page.url()).toContain(`from=${day}&to=${day}`);
      await screenshot(page, 'reports-message');

      await typeDate('From Date', dayBefore);
      await typeDate('To Date', dayBefore);
      await show();
      await page.waitForURL(`**${REGISTER}?from=${dayBefore}&to=${dayBefore}`);
      await visible(page.getByText('No Data Found'));
      expect(await table('Lot Register').count()).toBe(0);

      await page.goBack();
      await page.waitForURL(`**${REGISTER}?from=${day}&to=${day}`);
      await expect.poll(() => bodyRows('Lot Register').count(), WAIT).toBe(3);
      expect(await field(page, 'From Date').inputValue()).toBe(displayDate(day));
      expect(await field(page, 'To Date').inputValue()).toBe(displayDate(day));
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    'exports what is on screen as CSV: a BOM, the headers with units and the figures of the JSON answer',
    async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines] = parseCsv(bytes.toString('utf8').slice(1));
      const json = await m.api.get<ReportAnswer>(`/CocoonAuction/LotRegister?from=${day}&to=${day}`, m.staff);
      expect(json.status).toBe(200);
      expect(header).toContain('Weight (kg)');
      expect(lines).toHaveLength(json.body.rows.length + 1);
      const weight = header!.indexOf('Weight (kg)');
      const amount = header!.indexOf('Amount (Rs)');
      const lotNo = header!.indexOf('Lot No');
      for (const row of json.body.rows) {
        const line = lines.find((l) => l[lotNo] === String(row.lotNo))!;
        expect(Number(line[weight])).toBe(Number(row.netGrams) / 1000);
        expect(Math.round(Number(line[amount]) * 100)).toBe(row.amountPaise);
      }
      const total = lines.at(-1)!;
      expect(total[0]).toBe('Total');
      expect(Math.round(Number(total[amount]) * 100)).toBe(sum((l) => l.amountPaise));
      expect(Math.round(Number(total[weight]) * 1000)).toBe(sum((l) => l.netGrams));
    },
    STEP,
  );

  it(
    'exports the same answer as a workbook and a PDF, and prints the report alone',
    async () => {
      for (const [button, magic, ext] of [
        ['Excel', 'PK', 'xlsx'],
        ['PDF', '%PDF', 'pdf'],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 90_000 }),
          page.getByRole('button', { name: button }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`lot-register_${day}.${ext}`);
        const bytes = readFileSync((await download.path())!);
        expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      }
      // The print layout: the table, its totals and summary without the menu, the form or the buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.main-layout__sidebar').isVisible()).toBe(false);
      expect(await page.locator('.app-header').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Show' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'CSV' }).isVisible()).toBe(false);
      expect(await table('Lot Register').isVisible()).toBe(true);
      await screenshot(page, 'reports-print-layout');
      await page.emulateMedia({ media: 'screen' });
    },
    STEP,
  );

  it(
    "shows the server's refusal of a market outside the Branch Admin's office, and no rows",
    async () => {
      await go(page, `${REGISTER}?marketId=${m.dharmapuriId}&from=${day}&to=${day}`);
      await visible(page.getByRole('alert').filter({ hasText: 'This market is outside your office.' }));
      expect(await table('Lot Register').count()).toBe(0);
    },
    STEP,
  );

  it(
    "drills from a farmer's lots figure to the lots behind it, and from a lot to its history",
    async () => {
      await go(page, `/app/reports/farmerwisesummaryreport?from=${day}&to=${day}`);
      const summary = 'Farmer Wise Summary';
      await expect.poll(() => bodyRows(summary).count(), WAIT).toBe(2);
      const farmer = m.farmers[0]!;
      const row = bodyRows(summary).filter({ hasText: farmer.name });
      await row.getByRole('link', { name: '2', exact: true }).click();
      await page.waitForURL('**/app/reports/lots?**');
      expect(page.url()).toContain(`farmerId=${farmer.customerId}`);
      await expect.poll(() => bodyRows('Lots').count(), WAIT).toBe(2);
      const mine = lots.filter((l) => l.farmerIndex === 0);
      for (const lot of mine)
        await visible(table('Lots').getByRole('link', { name: String(lot.lotNo), exact: true }));
      const totals = await totalsRow('Lots').locator('td, th').allTextContents();
      expect(totals).toContain(formatKg(mine.reduce((s, l) => s + l.netGrams, 0)));
      await visible(page.getByText(`On ${displayDate(day)}`));
      await screenshot(page, 'reports-drill-lots');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await table('Lots')
        .getByRole('link', { name: String(mine[0]!.lotNo), exact: true })
        .click();
      await page.waitForURL(`**/app/lothistory/${mine[0]!.lotId}?from=**`);
      await visible(page.getByRole('heading', { name: 'Lot History' }));
      // Issue 27: the breadcrumbs say where the history was opened from (the Lots report), not E-Auction.
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect.poll(() => text(crumbs), WAIT).toMatch(/^Home\s*Reports\s*Lots\s*Lot History/);
      expect(await text(crumbs)).not.toContain('E-Auction');
      expect(await crumbs.getByRole('link', { name: 'Lots', exact: true }).getAttribute('href')).toContain(
        `farmerId=${farmer.customerId}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, 'reports-drill-lot-history');
      await page.setViewportSize({ width: 360, height: 740 });
      await screenshot(page, 'reports-drill-lot-history-360');
      await page.setViewportSize({ width: 1440, height: 900 });
      // The crumb leads back to the lots as they were asked.
      await crumbs.getByRole('link', { name: 'Lots', exact: true }).click();
      await page.waitForURL('**/app/reports/lots?**');
      expect(page.url()).toContain(`farmerId=${farmer.customerId}`);
      await expect.poll(() => bodyRows('Lots').count(), WAIT).toBe(2);
      await page.goBack();
      await page.waitForURL('**/app/lothistory/**');
      // Back to the lots, back to the summary: each with its parameters.
      await page.goBack();
      await expect.poll(() => bodyRows('Lots').count(), WAIT).toBe(2);
      await page.goBack();
      await expect.poll(() => bodyRows(summary).count(), WAIT).toBe(2);
    },
    STEP,
  );

  it(
    "draws a report's chart beside its table",
    async () => {
      await go(page, `/app/reports/report3?from=${dayBefore}&to=${day}`);
      const figure = page.getByRole('figure', { name: 'Arrivals sold (kg) and average rate (Rs/kg)' });
      await visible(figure);
      await visible(figure.locator('svg.recharts-surface'));
      expect(await figure.locator('.recharts-line').count()).toBe(2);
      await screenshot(page, 'reports-date-wise-chart');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    'lets an RJD pick the market, then the farmer; and see the register of all their markets or of one',
    async () => {
      // The browser profile's storage is shared by its pages: the RJD takes over this one (last test).
      await page.close();
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      const rjd = page;
      await loginAs(rjd, 'rjd.salem');
      await go(rjd, '/app/farmerreport/farmerlotwisehistory');
      await visible(rjd.getByText('Choose the parameters and press Show.'));
      // A farmer belongs to one market: the farmer picker waits for the market.
      await visible(field(rjd, 'Market'));
      expect(await field(rjd, 'Farmer').isDisabled()).toBe(true);
      await rjd.getByRole('button', { name: 'Show' }).click();
      await visible(rjd.getByText('Please select all fields'));
      await choose(rjd, 'Market', { value: m.hosurId });
      const farmer = m.farmers[0]!;
      // The farmer picker searches code, name, village and mobile (issue 27).
      await pickAccount(rjd, field(rjd, 'Farmer'), farmer.headCode, farmer.headCode);
      await rjd.getByRole('button', { name: 'Show' }).click();
      // The market the farmer was picked from stays in the URL with the report's own parameters.
      await rjd.waitForURL(`**?marketId=${m.hosurId}&farmerId=${farmer.customerId}&from=${day}&to=${day}`);

      // The lot register across the RJD's markets, then one market's.
      await go(rjd, REGISTER);
      await choose(rjd, 'Market', { value: '' });
      await rjd.getByRole('button', { name: 'Show' }).click();
      await rjd.waitForURL(`**${REGISTER}?from=${day}&to=${day}`);
      await expect.poll(() => rjd.locator('table[aria-label="Lot Register"] tbody tr').count(), WAIT).toBe(3);
      await choose(rjd, 'Market', { value: m.dharmapuriId });
      await rjd.getByRole('button', { name: 'Show' }).click();
      await rjd.waitForURL(`**${REGISTER}?marketId=${m.dharmapuriId}&from=${day}&to=${day}`);
      await visible(rjd.getByText('No Data Found'));
      await rjd.goBack();
      await expect.poll(() => rjd.locator('table[aria-label="Lot Register"] tbody tr').count(), WAIT).toBe(3);
      await screenshot(rjd, 'reports-rjd-lot-register');
      expect(await seriousA11yViolations(rjd)).toEqual([]);
    },
    STEP,
  );
});

/** RFC 4180 as the export writes it: quoted fields may hold commas, quotes doubled, CRLF between records. */
function parseCsv(content: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < content.length; i++) {
    const ch = content[i]!;
    if (quoted) {
      if (ch === '"' && content[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && content[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}
