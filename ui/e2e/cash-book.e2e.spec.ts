import { type AuctionTestMarket, drawCash, startAuctionMarket } from '@cocoon/api/testing';
import { displayDate } from '@cocoon/domain';
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
import { confirmWith, field, go, text } from './masters-helpers';

/**
 * The cash book's screens (issue 22) as Hosur's Branch Admin: the opening cash counted at go-live on the Opening
 * Balance screen (once), then, with cash drawn from the bank, a reeler paying in cash and a cash Payment voucher,
 * the Cash Book's row of the day with its opening, cash received, cash paid and closing, the flows totalled and
 * the balances not.
 */
const STEP = 180_000;
const WAIT = { timeout: 30_000 };
const CASH_BOOK = '/app/reports/cashbook';
const NAME = 'Cash Book';

let m: AuctionTestMarket;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_cash_book', { farmers: 1, reelers: 1 });
  m.setClock('09:00');
  const ok = (answer: { status: number; body: unknown }, what: string) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  await drawCash(m, 10_000_000);
  ok(
    await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      { reelerId: m.reelers[0]!.customerId, mode: 'cash', amountPaise: 1_234_567, purpose: 'advance' },
      m.staff,
    ),
    'reeler receipt',
  );
  // What the market owes the farmer (a price difference the reeler pays): a Payment voucher pays only what is
  // owed (issue 22).
  ok(
    await m.api.post(
      '/Voucher/SaveVoucher',
      {
        voucherType: 'Journal',
        voucherDate: m.today(),
        lines: [
          {
            account: { kind: 'reeler', customerId: m.reelers[0]!.customerId },
            debitPaise: 4_000_000,
            creditPaise: 0,
          },
          {
            account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
            debitPaise: 0,
            creditPaise: 4_000_000,
          },
        ],
        notes: 'Price difference owed to the farmer',
      },
      m.staff,
    ),
    'journal voucher',
  );
  ok(
    await m.api.post(
      '/Voucher/SaveVoucher',
      {
        voucherType: 'Payment',
        voucherDate: m.today(),
        lines: [
          {
            account: { kind: 'farmer', customerId: m.farmers[0]!.customerId },
            debitPaise: 4_000_000,
            creditPaise: 0,
          },
          { account: { kind: 'cash' }, debitPaise: 0, creditPaise: 4_000_000 },
        ],
        notes: 'Price difference paid to the farmer',
      },
      m.staff,
    ),
    'payment voucher',
  );
  await m.app.settle();
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  await loginAs(page, 'hosur.admin');
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-cash-book-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('the Cash Book', () => {
  it(
    'counts the opening cash once on the Opening Balance screen',
    async () => {
      await go(page, '/app/openingbalance');
      const entry = page.locator('.bp6-callout').filter({ hasText: 'Opening cash not counted yet' });
      await visible(entry);
      await field(page, 'Cash in hand (Rs)').fill('25,000');
      await screenshot(page, 'cash-book-opening-cash-entry');
      await entry.getByRole('button', { name: 'Set opening cash' }).click();
      await confirmWith(page, 'Are you Sure to Add');
      const counted = page.locator('.bp6-callout').filter({ hasText: 'Opening cash' });
      await expect
        .poll(() => text(counted.first()), WAIT)
        .toContain(`Rs 25,000.00 counted on ${displayDate(m.today())}`);
      expect(await text(counted.first())).toContain('Cash on hand now Rs 97,345.67');
      // Posted against the Opening balance suspense, like the customers' go-live balances.
      await expect.poll(() => text(page.locator('.voucher-suspense')), WAIT).toContain('Rs 25,000.00 credit');
      await screenshot(page, 'cash-book-opening-cash-set');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    "shows the day's opening, cash received, cash paid and closing, totalling only the flows",
    async () => {
      const day = m.today();
      await go(page, `${CASH_BOOK}?from=${day}&to=${day}`);
      const table = page.getByRole('table', { name: NAME, exact: true });
      await visible(table);
      await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(1);
      // The opening cash counted that morning opens the day; the bank draw and the reeler's cash are received.
      const cells = await table.locator('tbody tr').first().locator('td, th').allTextContents();
      expect(cells).toEqual(expect.arrayContaining(['25,000.00', '1,12,345.67', '40,000.00', '97,345.67']));
      const totals = await table.locator('tfoot tr[data-row="totals"]').locator('td, th').allTextContents();
      expect(totals).toEqual(expect.arrayContaining(['1,12,345.67', '40,000.00']));
      expect(totals).not.toContain('25,000.00');
      expect(totals).not.toContain('97,345.67');
      await screenshot(page, 'cash-book-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'cash-book-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );
});
