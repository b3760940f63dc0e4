import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type AuctionTestMarket, startAuctionMarket, weighLots } from '@cocoon/api/testing';
import { businessDate, displayDate } from '@cocoon/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
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
 * Issue 27 item 10: the passbooks' CSV, Excel, PDF and Print, and the Trial Balance screen. Farmer 1 sells a lot
 * on one day and another the next, so the second day's passbook brings a balance forward, has a posting and a
 * closing balance; each file is read back and held to the figures on the screen.
 */
const WAIT = { timeout: 30_000 };
const STEP = 180_000;

let m: AuctionTestMarket;
let day2: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_passbook_exports', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 },
    { farmer: 1, reeler: 0, ratePaise: 70_000, netGrams: 40_120 },
  ]);
  m.shiftClock(24 * 60);
  day2 = m.today();
  await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 70_025, netGrams: 51_125 }]);
  await m.app.settle();
  browser = await launchBrowser();
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-passbook-exports-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

const download = async (button: string): Promise<Download> => {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return file;
};
const bytesOf = async (file: Download) => readFileSync((await file.path())!);
const csvOf = (bytes: Buffer): string[][] => parse(bytes.toString('utf8').slice(1));
/** A screen figure as the CSV writes it: the same digits without the en-IN grouping. */
const ungrouped = (figure: string) => figure.replace(/,/g, '');
const cells = async (row: ReturnType<Page['locator']>) =>
  (await row.locator('th, td').allTextContents()).map((t) => t.trim());

describe('the passbook exports', () => {
  it(
    "exports the farmer's passbook as CSV, Excel and PDF with the screen's figures, and prints it alone",
    async () => {
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await loginAs(page, 'hosur.admin');
      await go(page, `/app/farmerreport/farmerpassbook?from=${day2}&to=${day2}`);
      // Nothing to export before a farmer is chosen.
      await visible(page.getByText('Select a farmer to see their passbook.'));
      expect(await page.getByRole('button', { name: 'CSV', exact: true }).isDisabled()).toBe(true);
      const farmer = m.farmers[0]!;
      await pickAccount(page, field(page, 'Farmer'), farmer.headCode, farmer.headCode);
      const table = page.getByRole('table', { name: 'Farmer passbook' });
      await visible(table);
      await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(2);
      const opening = await cells(table.locator('tbody tr').nth(0));
      const posting = await cells(table.locator('tbody tr').nth(1));
      const totals = await cells(table.locator('tfoot tr[data-row="totals"]'));
      const closing = await cells(table.locator('tfoot tr[data-row="closing"]'));
      expect(opening.at(-1)).toMatch(/ Cr$/);
      await expect
        .poll(() => page.getByRole('button', { name: 'CSV', exact: true }).isEnabled(), WAIT)
        .toBe(true);

      const csvFile = await download('CSV');
      expect(csvFile.suggestedFilename()).toBe(`farmer-passbook_${day2}.csv`);
      const [header, ...records] = csvOf(await bytesOf(csvFile));
      expect(header).toEqual([
        'Date',
        'Particulars',
        'Document No',
        'Debit (Rs)',
        'Credit (Rs)',
        'Balance (Rs)',
      ]);
      expect(records[0]).toEqual([
        displayDate(day2),
        'Balance brought forward',
        '',
        '',
        '',
        ungrouped(opening.at(-1)!),
      ]);
      expect(records[1]).toEqual(posting.map(ungrouped).map((c, i) => (i === 1 ? posting[1] : c)));
      expect(records[2]?.at(-1)).toBe(ungrouped(closing.at(-1)!));
      expect(records[2]?.[0]).toBe(displayDate(day2));
      expect(records[3]).toEqual(['Total', '', '', ungrouped(totals[1]!), ungrouped(totals[2]!), '']);

      const xlsxFile = await download('Excel');
      expect(xlsxFile.suggestedFilename()).toBe(`farmer-passbook_${day2}.xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await bytesOf(xlsxFile)) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(6).getCell(2).value).toBe('Balance brought forward');
      expect(sheet.getRow(6).getCell(1).numFmt).toBe('dd/mm/yyyy');
      const rupees = (figure: string) => Number(ungrouped(figure).replace(/ (Dr|Cr)$/, ''));
      expect(Math.abs(Number(sheet.getRow(6).getCell(6).value))).toBe(rupees(opening.at(-1)!));
      expect(Math.abs(Number(sheet.getRow(8).getCell(6).value))).toBe(rupees(closing.at(-1)!));
      expect(sheet.getRow(9).getCell(5).value).toBe(rupees(totals[2]!));

      const pdfFile = await download('PDF');
      expect(pdfFile.suggestedFilename()).toBe(`farmer-passbook_${day2}.pdf`);
      const pdfText = execFileSync('pdftotext', ['-layout', (await pdfFile.path())!, '-'], {
        encoding: 'utf8',
      });
      expect(pdfText).toContain('Farmer Passbook');
      expect(pdfText).toContain(farmer.name);
      for (const figure of [opening.at(-1)!, posting.at(-1)!, closing.at(-1)!, totals[2]!])
        expect(pdfText).toContain(figure);

      await screenshot(page, 'passbook-exports-farmer-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'passbook-exports-farmer-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });

      // Print: the passbook alone, without the menu, the filters or the buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.main-layout__sidebar').isVisible()).toBe(false);
      expect(await page.locator('.passbook .screen-filters').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await table.isVisible()).toBe(true);
      await screenshot(page, 'passbook-exports-print-layout');
      await page.emulateMedia({ media: 'screen' });
    },
    STEP,
  );

  it(
    "exports the reeler's passbook with the reeler's debit balance",
    async () => {
      await go(page, `/app/reelerreport/reelerpassbook?from=${day2}&to=${day2}`);
      const reeler = m.reelers[0]!;
      await pickAccount(page, field(page, 'Reeler'), reeler.headCode, reeler.headCode);
      const table = page.getByRole('table', { name: 'Reeler passbook' });
      await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(2);
      const closing = await cells(table.locator('tfoot tr[data-row="closing"]'));
      await expect
        .poll(() => page.getByRole('button', { name: 'CSV', exact: true }).isEnabled(), WAIT)
        .toBe(true);
      const csvFile = await download('CSV');
      expect(csvFile.suggestedFilename()).toBe(`reeler-passbook_${day2}.csv`);
      const records = csvOf(await bytesOf(csvFile));
      expect(records.at(-2)?.at(-1)).toBe(ungrouped(closing.at(-1)!));
      expect(closing.at(-1)).toMatch(/ Dr$/);
    },
    STEP,
  );
});

describe('the Trial Balance screen', () => {
  it(
    "is in the Accounts menu; lists each account on its side; the totals are the rows' sums and Dr = Cr",
    async () => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const accounts = menu.getByRole('button', { name: 'Accounts' });
      const heading = page.getByRole('heading', { name: 'Trial Balance' });
      // Once seen on a loaded CI machine: the link's click, made as the Accounts group opened, led nowhere. The
      // menu is what is tested here, so it is tried again (a click on the open group's link) rather than skipped.
      for (let attempt = 1; !(await heading.isVisible()); attempt++) {
        if ((await accounts.getAttribute('aria-expanded')) === 'false') await accounts.click();
        await menu.getByRole('link', { name: 'Trial Balance' }).click();
        await heading
          .first()
          .waitFor({ state: 'visible', timeout: 10_000 })
          .catch((error: unknown) => {
            if (attempt >= 3) throw error;
          });
      }
      // The browser's today by default (the server's clock is a day on); the second day is asked for.
      expect(await field(page, 'Date').inputValue()).toBe(displayDate(businessDate(new Date())));
      await field(page, 'Date').fill(displayDate(day2));
      await page.getByRole('button', { name: 'Show' }).click();
      const table = page.getByRole('table', { name: 'Trial Balance', exact: true });
      await visible(table);
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(3);
      const paise = (figure: string | undefined) =>
        figure ? Math.round(Number(ungrouped(figure)) * 100) : 0;
      let debit = 0;
      let credit = 0;
      const groups = new Set<string>();
      for (const row of await rows.all()) {
        const [group, , dr, cr] = await cells(row);
        groups.add(group!);
        // Each account on one side only.
        expect(paise(dr) === 0 || paise(cr) === 0).toBe(true);
        debit += paise(dr);
        credit += paise(cr);
      }
      expect([...groups]).toEqual(expect.arrayContaining(['Levy', 'Farmers', 'Reelers']));
      const totals = await cells(table.locator('tfoot tr').first());
      expect(paise(totals.at(-2))).toBe(debit);
      expect(paise(totals.at(-1))).toBe(credit);
      expect(debit).toBe(credit);
      expect(debit).toBeGreaterThan(0);
      expect(await text(page.locator('.report-page__answer'))).toContain(
        'Difference, debit less credit (Rs)',
      );

      const csvFile = await download('CSV');
      expect(csvFile.suggestedFilename()).toBe(`trial-balance_${day2}.csv`);
      const records = csvOf(await bytesOf(csvFile));
      expect(records.at(-1)).toEqual(['Total', '', ungrouped(totals.at(-2)!), ungrouped(totals.at(-1)!)]);

      await screenshot(page, 'trial-balance-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'trial-balance-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );

  it(
    'an Admin picks the market; a date before the second sale leaves it out',
    async () => {
      await page.close();
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await loginAs(page, 'admin');
      await go(page, '/app/trialbalance');
      await field(page, 'Date').fill(displayDate(day2));
      // The ledger is a market's: 'All markets' is no choice, the form asks for one before calling.
      expect(await text(field(page, 'Market').locator('option').first())).toBe('Select a market');
      await page.getByRole('button', { name: 'Show' }).click();
      await visible(page.locator('.report-form__messages').getByText('Select a market'));
      expect(await page.locator('.bp6-toast').count()).toBe(0);
      await screenshot(page, 'trial-balance-admin-no-market');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await choose(page, 'Market', { value: m.hosurId });
      await page.getByRole('button', { name: 'Show' }).click();
      const table = page.getByRole('table', { name: 'Trial Balance', exact: true });
      await visible(table);
      const totalsOf = async () => (await cells(table.locator('tfoot tr').first())).slice(-2);
      const [dr2, cr2] = await totalsOf();
      expect(dr2).toBe(cr2);
      const dayBefore = new Date(Date.parse(`${day2}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await field(page, 'Date').fill(displayDate(dayBefore));
      await page.getByRole('button', { name: 'Show' }).click();
      await expect.poll(async () => (await totalsOf())[0], WAIT).not.toBe(dr2);
      const [dr1, cr1] = await totalsOf();
      expect(dr1).toBe(cr1);
      await screenshot(page, 'trial-balance-admin');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );
});
