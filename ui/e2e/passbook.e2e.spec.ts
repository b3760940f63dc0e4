import {
  type AuctionTestMarket,
  drawCash,
  journalBody,
  startAuctionMarket,
  type WeighedLot,
  weighLots,
} from '@cocoon/api/testing';
import { businessDate, displayDate } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { balanceText, financialYearStart } from '../src/features/accounts/ledger/passbook-figures';
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
 * The passbooks through the screen: farmer 1 sells two lots to reeler 1 and is paid for them in cash. The
 * farmer's passbook shows both sales credited, the payment debited and nothing left owing; the reeler's shows
 * the two sales debited and the sum owed.
 */
const WAIT = { timeout: 30_000 };
const STEP = 180_000;

let m: AuctionTestMarket;
let lots: WeighedLot[];
let receiptNo = '';
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_passbook', { farmers: 1, reelers: 1 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 },
    { farmer: 0, reeler: 0, ratePaise: 70_025, netGrams: 51_125 },
  ]);
  await m.app.settle();
  await drawCash(m, 50_000_000);
  const paid = await m.api.post(
    '/FarmerPayment/PayCash',
    { farmerId: m.farmers[0]!.customerId, lotIds: lots.map((l) => l.lotId) },
    m.staff,
  );
  expect(paid.status).toBe(200);
  receiptNo = paid.body.receiptNo;
  await m.app.settle();
  browser = await launchBrowser();
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-passbook-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

const sum = (pick: (lot: WeighedLot) => number) => lots.reduce((total, lot) => total + pick(lot), 0);
const figure = (paise: number) => balanceText(paise).replace(/ (Dr|Cr)$/, '');
const passbookRows = (label: string) => page.getByRole('table', { name: label }).locator('tbody tr');
const footRow = (label: string, name: string) =>
  page.getByRole('table', { name: label }).locator(`tfoot tr[data-row="${name}"]`);

describe('customer passbooks', () => {
  it(
    "shows a farmer's sales credited, the cash payment debited, and nothing owed at the close",
    async () => {
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await loginAs(page, 'hosur.admin');
      await go(page, `/app/farmerreport/farmerpassbook?from=${m.today()}&to=${m.today()}`);
      await visible(page.getByText('Select a farmer to see their passbook.'));
      const farmer = m.farmers[0]!;
      // The picker finds the farmer by village and part of the mobile number (issue 27), not a 100-entry list.
      const options: Array<{ code: string | null; village?: string | null; mobileNo?: string | null }> = (
        await m.api.get('/Ledger/getAll_Accounts', m.staff)
      ).body.data;
      const known = options.find((o) => o.code === farmer.headCode)!;
      const picker = field(page, 'Farmer');
      await picker.click();
      await picker.fill(`${known.village} ${known.mobileNo!.slice(-4)}`);
      const option = page.getByRole('listbox').getByRole('option').filter({ hasText: farmer.headCode });
      await visible(option);
      await screenshot(page, 'passbook-farmer-picker-open');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'passbook-farmer-picker-open-360');
      await page.setViewportSize({ width: 1440, height: 900 });
      await option.click();
      const label = 'Farmer passbook';
      await visible(page.getByRole('table', { name: label }));
      const section = page.getByRole('region', { name: `Passbook of ${farmer.name}` });
      expect(await text(section)).toContain(farmer.headCode);
      expect(await text(section)).toContain('Cr: the market owes the farmer');
      const rows = passbookRows(label);
      // Brought forward, two sales, one payment.
      await expect.poll(() => rows.count(), WAIT).toBe(4);
      expect(await text(rows.nth(0))).toContain('Balance brought forward');
      const net = sum((l) => l.farmerNetPaise);
      for (const lot of lots) {
        const sale = rows.filter({ hasText: figure(lot.farmerNetPaise) }).first();
        expect(await text(sale)).toContain(displayDate(m.today()));
      }
      expect(await text(rows.nth(2))).toContain(balanceText(-net));
      const payment = rows.filter({ hasText: receiptNo });
      expect(await payment.count()).toBe(1);
      expect(await text(payment)).toContain(figure(net));
      expect(await text(footRow(label, 'totals'))).toContain(`${figure(net)}${figure(net)}`);
      expect(await text(footRow(label, 'closing'))).toMatch(/0\.00$/);
      await screenshot(page, 'passbook-farmer');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    "shows a reeler's purchases debited and the sum owed",
    async () => {
      await go(page, `/app/reelerreport/reelerpassbook?from=${m.today()}&to=${m.today()}`);
      const reeler = m.reelers[0]!;
      await pickAccount(page, field(page, 'Reeler'), reeler.name, reeler.headCode);
      const label = 'Reeler passbook';
      await visible(page.getByRole('table', { name: label }));
      const rows = passbookRows(label);
      await expect.poll(() => rows.count(), WAIT).toBe(3);
      for (const lot of lots)
        expect(await rows.filter({ hasText: figure(lot.reelerPayablePaise) }).count()).toBeGreaterThan(0);
      const owed = sum((l) => l.reelerPayablePaise);
      expect(await text(footRow(label, 'totals'))).toContain(figure(owed));
      expect(await text(footRow(label, 'closing'))).toContain(balanceText(owed));
      expect(balanceText(owed)).toMatch(/ Dr$/);
      await screenshot(page, 'passbook-reeler');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    'asks an Admin for the market first, then shows the financial year so far',
    async () => {
      await page.close();
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await loginAs(page, 'admin');
      await go(page, '/app/farmerreport/farmerpassbook');
      await visible(page.getByText("Pick a market to see a farmer's passbook."));
      // The browser's date, as the screen takes it: 1 April of its financial year to today.
      const today = businessDate(new Date());
      expect(await field(page, 'From Date').inputValue()).toBe(displayDate(financialYearStart(today)));
      expect(await field(page, 'To Date').inputValue()).toBe(displayDate(today));
      expect(await field(page, 'Farmer').isDisabled()).toBe(true);
      await screenshot(page, 'passbook-pick-market');
      // Nothing is asked of the server before the market is known (it would refuse: "Please select Market").
      expect(await page.locator('.bp6-toast').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await choose(page, 'Market', { value: m.hosurId });
      await pickAccount(page, field(page, 'Farmer'), m.farmers[0]!.headCode, m.farmers[0]!.headCode);
      const label = 'Farmer passbook';
      await visible(page.getByRole('table', { name: label }));
      await expect.poll(() => passbookRows(label).count(), WAIT).toBe(4);
      expect(await text(footRow(label, 'closing'))).toMatch(/0\.00$/);
    },
    STEP,
  );

  it(
    'pages a long passbook from the server: the next page starts from the balance before its first line (issue 28)',
    async () => {
      // 110 journals between the reeler and the farmer (Rs 1.00 each): the reeler's passbook is 112 lines.
      for (let n = 1; n <= 110; n++) {
        const posted = await m.api.post('/Voucher/SaveVoucher', journalBody(m, 100), m.staff);
        expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      }
      await m.app.settle();
      await go(
        page,
        `/app/reelerreport/reelerpassbook?from=${m.today()}&to=${m.today()}&marketId=${m.hosurId}`,
      );
      const reeler = m.reelers[0]!;
      await pickAccount(page, field(page, 'Reeler'), reeler.name, reeler.headCode);
      const label = 'Reeler passbook';
      const rows = passbookRows(label);
      // Brought forward and the first 100 lines; the period's totals and closing below them.
      await expect.poll(() => rows.count(), WAIT).toBe(101);
      const owed = sum((l) => l.reelerPayablePaise) + 110 * 100;
      expect(await text(footRow(label, 'closing'))).toContain(balanceText(owed));
      const pager = page.getByRole('navigation', { name: 'Table pages' });
      expect(await text(pager)).toContain('Page 1 of 2');
      const lastOfFirst = await text(rows.nth(100));
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => text(pager), WAIT).toContain('Page 2 of 2');
      await expect.poll(() => rows.count(), WAIT).toBe(13);
      // The second page starts from the balance the first page ended on.
      expect(await text(rows.nth(0))).toContain('Balance from the previous page');
      expect(lastOfFirst.endsWith(balanceText(owed - 12 * 100))).toBe(true);
      expect(await text(rows.nth(0))).toContain(balanceText(owed - 12 * 100));
      expect(await text(rows.nth(12))).toContain(balanceText(owed));
      expect(await text(footRow(label, 'closing'))).toContain(balanceText(owed));
      await screenshot(page, 'passbook-reeler-page-2');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'passbook-reeler-page-2-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );
});
