import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AuctionTestMarket,
  DEMO_REELER_PASSWORD,
  startAuctionMarket,
  type WeighedLot,
  weighLots,
} from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  DOWNLOADS_DIR,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { confirmWith, go, row, text, tick, toast } from './masters-helpers';

/**
 * Billing through the screens: two lots weighed through the API, the day processed on Bill Process, a farmer
 * bill and a reeler invoice opened, the day's farmer bills printed as one PDF, one bill printed again (its
 * copy 2 says DUPLICATE), the token screens, the invoice lists, and the reeler's own invoices on the phone.
 */
const WAIT = { timeout: 15_000 };
/** A PDF is rendered by the worker in the background; a day's batch takes a few seconds on a loaded machine. */
const RENDER = { timeout: 90_000 };

let m: AuctionTestMarket;
let lots: WeighedLot[];
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_billing', { farmers: 3, reelers: 2 });
  m.setClock('09:00');
  // 84.250 kg × Rs 715.00 = Rs 60,238.75 (farmer 1 to reeler 1); 62.500 kg × Rs 700.00 = Rs 43,750.00.
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 70_000, netGrams: 62_500 },
  ]);
  await m.app.settle();
  browser = await launchBrowser();
}, 240_000);

const pageErrors: string[] = [];

// The page lives across the steps: a failing step leaves its picture and what broke in the page.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-billing-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

const farmer = (index: number) => m.farmers[index]!;
const reeler = (index: number) => m.reelers[index]!;
const dialog = () => page.getByRole('dialog');

/** Clicks a print button, waits for the worker's PDF and answers its text (pdftotext keeps the layout's words). */
async function printAndRead(
  click: () => Promise<void>,
): Promise<{ name: string; text: string; pages: number }> {
  mkdirSync(DOWNLOADS_DIR, { recursive: true });
  const [file] = await Promise.all([page.waitForEvent('download', RENDER), click()]);
  const saved = join(DOWNLOADS_DIR, `billing-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  const info = execFileSync('pdfinfo', [saved]).toString();
  return {
    name: file.suggestedFilename(),
    text: execFileSync('pdftotext', [saved, '-']).toString(),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
  };
}

async function checkA11y(): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('billing screens', () => {
  it('shows the unbilled day on Farmer Invoice Process', async () => {
    page = await freshPage(browser.context, m.app.url);
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/billprint/farmerinvoiceprocess?date=${m.today()}`);
    const first = row(page, 'Farmer summary', farmer(0).headCode);
    await visible(first);
    expect(await text(first)).toContain('84.250');
    expect(await text(first)).toContain('60,238.75');
    expect(await text(first)).toContain('Unbilled');
    await visible(row(page, 'Farmer summary', farmer(1).headCode));
    await screenshot(page, 'billing-farmer-invoice-process-unbilled');
    await checkA11y();
  });

  it('processes the whole day on Bill Process', async () => {
    await go(page, `/app/billprocess?date=${m.today()}`);
    await expect.poll(() => text(page.locator('[data-figure="weighed"] dd').first()), WAIT).toBe('2');
    expect(await text(page.locator('[data-figure="farmers"] dd').first())).toBe('0 of 2');
    await screenshot(page, 'billing-bill-process-before');
    await checkA11y();
    await page.getByRole('button', { name: 'Process all' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'All Data has be Processed SucessFully'));
    await expect.poll(() => text(page.locator('[data-figure="farmers"] dd').first()), WAIT).toBe('2 of 2');
    expect(await text(page.locator('[data-figure="reelers"] dd').first())).toBe('2 of 2');
    expect(await text(row(page, 'Reelers of the day', reeler(0).headCode))).toMatch(/Billed HSR\/RI\d{4}\//);
    // Issue 27: the day looks finished: said so, and nothing left to press.
    await visible(page.getByText(/^All billed: every lot weighed on \d{2}\/\d{2}\/\d{4}/));
    expect(await page.getByRole('button', { name: 'Process all' }).isDisabled()).toBe(true);
    await screenshot(page, 'billing-bill-process-done');
    await checkA11y();
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'billing-bill-process-done-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Nothing is left to bill: the farmer process says so in the spec's words.
    await go(page, `/app/billprint/farmerinvoiceprocess?date=${m.today()}`);
    await expect
      .poll(() => text(row(page, 'Farmer summary', farmer(0).headCode)), WAIT)
      .toMatch(/Billed HSR\/FB\d{4}\//);
    await page.getByRole('button', { name: 'Process all' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'Selected Data has already been processed'));
    await screenshot(page, 'billing-farmer-invoice-process-billed');
  });

  it('opens a farmer bill of the day as it prints', async () => {
    await go(page, `/app/billprint/farmerinvoice?date=${m.today()}`);
    const bill = row(page, 'Farmer bills', farmer(0).headCode);
    await visible(bill);
    expect(await text(bill)).toContain('Issued');
    await screenshot(page, 'billing-farmer-invoice-list-of-day');
    await checkA11y();
    await bill.getByRole('button', { name: /^Open bill/ }).click();
    const view = dialog().getByRole('article');
    await visible(view);
    expect(await text(view)).toContain(farmer(0).name);
    expect(await text(view)).toContain('Rs 60,238.75');
    expect(await text(view)).toMatch(/Rupees .+ Only/);
    expect(await text(view)).toContain('ரூபாய்');
    expect(await text(dialog().getByTestId('copy-count'))).toBe('Not printed yet');
    await screenshot(page, 'billing-farmer-bill-view');
    await checkA11y();
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'billing-farmer-bill-view-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });

  it("prints the day's farmer bills as one PDF, then one bill again as DUPLICATE", async () => {
    const day = await printAndRead(() => page.getByRole('button', { name: "Print the day's bills" }).click());
    expect(day.name).toBe(`farmer-bills-${m.today()}.pdf`);
    expect(day.text).toContain(farmer(0).name);
    expect(day.text).toContain(farmer(1).name);
    expect(day.text).not.toContain('DUPLICATE');
    const bill = row(page, 'Farmer bills', farmer(0).headCode);
    await expect.poll(() => text(bill.locator('td').nth(9)), WAIT).toBe('1');

    await bill.getByRole('button', { name: /^Open bill/ }).click();
    await expect.poll(() => text(dialog().getByTestId('copy-count')), WAIT).toBe('1 copy printed');
    const again = await printAndRead(() =>
      dialog().getByRole('button', { name: 'Print again (DUPLICATE)' }).click(),
    );
    expect(again.text).toContain('DUPLICATE');
    expect(again.text).toContain(farmer(0).name);
    await expect.poll(() => text(dialog().getByTestId('copy-count')), WAIT).toMatch(/^2 copies printed/);
    await screenshot(page, 'billing-farmer-bill-printed-twice');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  }, 240_000);

  it('opens a reeler invoice of the day', async () => {
    await go(page, `/app/billprint/reelerinvoice?date=${m.today()}`);
    const invoice = row(page, 'Reeler invoices', reeler(1).headCode);
    await visible(invoice);
    await invoice.getByRole('button', { name: /^Open bill/ }).click();
    const view = dialog().getByRole('article');
    await visible(view);
    expect(await text(view)).toContain(reeler(1).name);
    expect(await text(view)).toContain('Rs 43,750.00');
    expect(await text(view)).toContain('Total payable by the reeler');
    await screenshot(page, 'billing-reeler-invoice-view');
    await checkA11y();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });

  it('lists the bills of a period and opens one from the list', async () => {
    await go(page, `/app/farmerinvoicelist?from=${m.today()}&to=${m.today()}`);
    await visible(row(page, 'Farmer bills', farmer(1).headCode));
    // Lists of documents open newest first (issue 27): the date column sorted descending, the last bill on top.
    const bills = page.getByRole('table', { name: 'Farmer bills' });
    expect(await bills.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const numbers = (await bills.locator('tbody tr td:first-child').allTextContents()).map((n) =>
      Number(n.split('/')[2]),
    );
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    await screenshot(page, 'billing-farmer-invoice-list');
    await checkA11y();
    await go(page, `/app/reelerinvoicelist?from=${m.today()}&to=${m.today()}&status=Issued`);
    const invoice = row(page, 'Reeler invoices', reeler(0).headCode);
    await visible(invoice);
    await invoice.click();
    await visible(dialog().getByRole('article'));
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    await screenshot(page, 'billing-reeler-invoice-list');
    await checkA11y();
  });

  it("shows one reeler's invoices and the lots they bought", async () => {
    await go(page, `/app/reelerinvoice?from=${m.today()}&to=${m.today()}`);
    await visible(page.getByText('Please enter the reeler code'));
    await page.getByLabel('Reeler Code').fill(reeler(0).headCode);
    await page.getByLabel('Reeler Code').press('Enter');
    await visible(row(page, 'Reeler invoices', reeler(0).headCode));
    const bought = row(page, 'Lots bought', farmer(0).headCode);
    await visible(bought);
    expect(await text(bought)).toContain('60,238.75');
    expect(await text(bought)).toMatch(/HSR\/FB\d{4}\//);
    await screenshot(page, 'billing-reeler-invoices');
    await checkA11y();
  });

  it('previews and lists the inward tokens and bid slips of the day', async () => {
    await go(page, `/app/billprint/tokenprint?date=${m.today()}`);
    await page
      .getByLabel('Lot No')
      .selectOption({ label: `Lot ${lots[0]!.lotNo}: ${farmer(0).name} (${farmer(0).headCode})` });
    const token = page.getByRole('article', { name: `Inward token of lot ${lots[0]!.lotNo}` });
    await visible(token);
    expect(await text(token)).toContain('84.250 kg');
    expect(await text(token)).toContain('Rs 700.00/kg');
    await screenshot(page, 'billing-token-print');
    await checkA11y();
    const one = await printAndRead(() => page.getByRole('button', { name: 'Print', exact: true }).click());
    expect(one.name).toBe(`inward-token-${m.today()}-lot-${lots[0]!.lotNo}.pdf`);
    expect(one.text).toContain(farmer(0).name);
    await expect.poll(() => text(token), WAIT).toContain('1 copy printed');
    await visible(page.getByRole('button', { name: 'Print again (DUPLICATE)' }));

    await go(page, `/app/billprint/tokenprint/tokenlist?date=${m.today()}`);
    const first = row(page, 'Inward tokens', farmer(0).headCode);
    await visible(first);
    expect(await text(first.locator('td').nth(5))).toBe('1');
    await visible(first.getByRole('button', { name: `Reprint the token of lot ${lots[0]!.lotNo}` }));
    await screenshot(page, 'billing-token-list');
    await checkA11y();
    // The day's tokens in one PDF: lot 1's second copy says DUPLICATE, lot 2's first does not.
    const all = await printAndRead(() => page.getByRole('button', { name: 'Print all' }).click());
    expect(all.text).toContain(farmer(0).name);
    expect(all.text).toContain(farmer(1).name);
    expect(all.text).toContain('DUPLICATE');
    await expect
      .poll(() => text(row(page, 'Inward tokens', farmer(1).headCode).locator('td').nth(5)), WAIT)
      .toBe('1');

    await go(page, `/app/billprint/tokenauction?date=${m.today()}`);
    await page
      .getByLabel('Lot No')
      .selectOption({ label: `Lot ${lots[1]!.lotNo}: ${farmer(1).name} (${farmer(1).headCode})` });
    const slip = page.getByRole('article', { name: `Bid slip of lot ${lots[1]!.lotNo}` });
    await visible(slip);
    expect(await text(slip)).toContain(reeler(1).name);
    expect(await text(slip)).toContain('Rs 43,750.00');
    await screenshot(page, 'billing-token-auction');
    await checkA11y();

    await go(page, `/app/billprint/tokenauctionlist?date=${m.today()}`);
    await visible(row(page, 'Weighed lots', reeler(0).headCode));
    await screenshot(page, 'billing-token-auction-list');
    await checkA11y();
    // Farmer, reeler and office copies one page each: two lots, six pages.
    await page.getByText('One page per copy').click();
    const slips = await printAndRead(() => page.getByRole('button', { name: 'Print all' }).click());
    expect(slips.name).toBe(`bid-slips-${m.today()}.pdf`);
    expect(slips.pages).toBe(6);
    expect(slips.text).toContain(reeler(0).name);
  });

  it('reissues a stale invoice picked on Reeler Invoice Process, and the cancelled one names its replacement', async () => {
    // A lot weighed after billing: reeler 1 bought it, so their invoice of the day no longer covers their lots.
    await weighLots(m, [{ farmer: 2, reeler: 0, ratePaise: 72_000, netGrams: 40_100 }]);
    await m.app.settle();
    await go(page, `/app/billprint/reelerinvoiceprocess?date=${m.today()}`);
    const stale = row(page, 'Reeler summary', reeler(0).headCode);
    await expect.poll(() => text(stale), WAIT).toMatch(/Stale: (HSR\/RI\d{4}\/\d+) to be reissued/);
    const old = /Stale: (\S+) to be reissued/.exec(await text(stale))![1]!;
    expect(await text(row(page, 'Reeler summary', reeler(1).headCode))).toContain('Billed');
    await tick(page.getByRole('checkbox', { name: `Select ${reeler(0).name} (${reeler(0).headCode})` }));
    await screenshot(page, 'billing-reeler-invoice-process-stale');
    await checkA11y();
    await page.getByRole('button', { name: 'Process selected (1)' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'Your Data has be Processed SucessFully'));
    await expect.poll(() => text(stale), WAIT).toMatch(/^.*Billed HSR\/RI\d{4}\//);
    expect(await text(stale)).not.toContain(old);

    await go(page, `/app/reelerinvoicelist?from=${m.today()}&to=${m.today()}&status=Cancelled`);
    const cancelled = row(page, 'Reeler invoices', old);
    await visible(cancelled);
    await cancelled.click();
    const view = dialog().getByRole('article');
    await visible(view.getByText('CANCELLED', { exact: true }));
    await screenshot(page, 'billing-reeler-invoice-cancelled');
    await checkA11y();
    await view.getByRole('button', { name: /^HSR\/RI\d{4}\// }).click();
    await expect
      .poll(() => text(dialog().getByRole('article')), WAIT)
      .toContain('Issues again the cancelled bill');
    // Both lots of the reeler now: 60,238.75 + 40.100 kg × Rs 720.00 = Rs 89,110.75 gross.
    expect(await text(dialog().getByRole('article'))).toContain('Rs 89,110.75');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });

  // Last: the phone's login shares the browser profile's storage with the staff page.
  it('shows the reeler their own invoices on the phone', async () => {
    const phone = await freshPage(browser.context, m.app.url, { width: 360, height: 740 });
    await phone.goto(`${m.app.url}/reeler/login`);
    await phone.getByLabel(/Reeler code or mobile number/).fill(reeler(1).headCode);
    await phone.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.waitForURL('**/reeler/bid');
    const mine = phone.getByRole('region', { name: 'My invoices' });
    const item = mine.getByRole('button', { name: /^HSR\/RI\d{4}\// });
    await visible(item);
    expect(await item.count()).toBe(1);
    await screenshot(phone, 'billing-reeler-phone-invoices');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await item.click();
    const view = mine.getByRole('article');
    await visible(view);
    expect(await text(view)).toContain('Rs 43,750.00');
    await screenshot(phone, 'billing-reeler-phone-invoice');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.close();
  });
});
