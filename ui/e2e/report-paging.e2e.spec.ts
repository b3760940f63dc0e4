import { readFileSync } from 'node:fs';
import { type AuctionTestMarket, startDemoMonth } from '@cocoon/api/testing';
import { displayDate, formatKg, REPORT_PAGE_SIZE, type ReportAnswer } from '@cocoon/domain';
import { sql } from 'kysely';
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
import { go } from './masters-helpers';

/**
 * Issue 28: a report larger than a screen page. Thirty market days of five to seven lots at Hosur make a lot
 * register of more than one page: the screen asks the server for the first page only, shows the totals of every
 * row, asks for the next page when the pager moves on, and exports every row (the CSV streamed by the server).
 */
const STEP = 180_000;
const WAIT = { timeout: 30_000 };
const REGISTER = '/app/reports/lotregister';
const CALL = '/api/CocoonAuction/LotRegister';
const NAME = 'Lot Register';

let m: AuctionTestMarket;
let browser: Browser;
let page: Page;
let from = '';
let to = '';
let whole: ReportAnswer;
const calls: string[] = [];
const pageErrors: string[] = [];

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
const bodyRows = () => page.getByRole('table', { name: NAME, exact: true }).locator('tbody tr');
const totalsRow = () =>
  page.getByRole('table', { name: NAME, exact: true }).locator('tfoot tr[data-row="totals"]');
const pager = () => page.getByRole('navigation', { name: 'Table pages' });
/** A row's date and lot number, as the screen writes them. */
const rowKey = (row: ReportAnswer['rows'][number]) => [displayDate(String(row.date)), String(row.lotNo)];

async function expectTotalsOfEveryRow() {
  const totals = await totalsRow().locator('td, th').allTextContents();
  expect(totals[0]).toBe('Total');
  expect(totals).toContain(formatKg(Number(whole.totals.netGrams)));
  expect(totals).toContain(rupees(Number(whole.totals.amountPaise)));
  expect(totals).toContain(rupees(Number(whole.totals.reelerPayablePaise)));
}

beforeAll(async () => {
  ensureUiBuilt();
  m = await startDemoMonth('ui_report_paging', [5, 7]);
  to = m.today();
  const first = await sql<{ d: string }>`select min(inward_date) as d from read.auction_lots`.execute(
    m.app.deps.db,
  );
  from = String(first.rows[0]?.d);
  const answer = await m.api.get<ReportAnswer>(`${CALL.replace('/api', '')}?from=${from}&to=${to}`, m.staff);
  expect(answer.status).toBe(200);
  whole = answer.body;
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('request', (request) => {
    if (request.url().includes(CALL)) calls.push(request.url());
  });
  await loginAs(page, 'hosur.admin');
}, 600_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-report-paging-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('a report larger than a screen page', () => {
  it(
    'shows the first page from the server, the pager, and the totals of every row',
    async () => {
      const pages = Math.ceil(whole.rows.length / REPORT_PAGE_SIZE);
      expect(pages).toBeGreaterThan(1);
      await go(page, `${REGISTER}?from=${from}&to=${to}`);
      await expect.poll(() => bodyRows().count(), WAIT).toBe(REPORT_PAGE_SIZE);
      // Only a page was asked for: the rows of the first page came, not the month.
      expect(calls.at(-1)).toContain(`page=1&pageSize=${REPORT_PAGE_SIZE}`);
      await visible(pager().getByText(`Page 1 of ${pages}`));
      const firstCells = await bodyRows().first().locator('td').allTextContents();
      expect(firstCells).toEqual(expect.arrayContaining(rowKey(whole.rows[0]!)));
      await expectTotalsOfEveryRow();
      await screenshot(page, 'report-paging-first-page-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    'asks the server for the next page; the totals stay those of every row',
    async () => {
      const asked = calls.length;
      await pager().getByRole('button', { name: 'Next page' }).click();
      const second = whole.rows.slice(REPORT_PAGE_SIZE, 2 * REPORT_PAGE_SIZE);
      await expect
        .poll(async () => (await bodyRows().first().locator('td').allTextContents()).slice(0, 3), WAIT)
        .toEqual(expect.arrayContaining(rowKey(second[0]!)));
      await expect.poll(() => bodyRows().count(), WAIT).toBe(second.length);
      expect(calls.slice(asked).some((url) => url.includes('page=2&'))).toBe(true);
      const lastCells = await bodyRows().last().locator('td').allTextContents();
      expect(lastCells).toEqual(expect.arrayContaining(rowKey(second.at(-1)!)));
      await visible(pager().getByText(`Page 2 of ${Math.ceil(whole.rows.length / REPORT_PAGE_SIZE)}`));
      await expectTotalsOfEveryRow();
      await screenshot(page, 'report-paging-second-page-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 360, height: 800 });
      await visible(pager().getByRole('button', { name: 'Previous page' }));
      await screenshot(page, 'report-paging-second-page-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );

  it(
    'exports every row as CSV, not the page, with the same totals',
    async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'CSV' }).click(),
      ]);
      const lines = readFileSync((await download.path())!)
        .toString('utf8')
        .slice(1)
        .split('\r\n')
        .filter((line) => line !== '');
      const [header, ...rest] = lines.map((line) => line.split(','));
      // The header, every row of every page, the totals row.
      expect(rest).toHaveLength(whole.rows.length + 1);
      const amount = header!.indexOf('Amount (Rs)');
      const total = rest.at(-1)!;
      expect(total[0]).toBe('Total');
      expect(Math.round(Number(total[amount]) * 100)).toBe(whole.totals.amountPaise);
    },
    STEP,
  );
});
