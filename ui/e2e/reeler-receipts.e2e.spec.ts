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
import { amountInWords, displayDate, formatRupees } from '@cocoon/domain';
import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  closeToasts,
  DOWNLOADS_DIR,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { choose, confirmWith, field, go, row, text, tick, toast } from './masters-helpers';

/**
 * Reeler receipts through the screen: a cheque against the reeler's invoice (its dues shown, the invoice
 * ticked) whose first print is the original, printed again from the list as a DUPLICATE, a cash advance deposit, and
 * the cheque reversed when it bounced, its receipt then printing REVERSED.
 */
const WAIT = { timeout: 15_000 };
const RENDER = { timeout: 90_000 };
/** A step that waits on the worker and the read side; a loaded machine is slow. */
const STEP = 180_000;

let m: AuctionTestMarket;
let lots: WeighedLot[];
let browser: Browser;
let page: Page;
let invoiceNo = '';
let barredDay = '';
let unpaid: WeighedLot | undefined;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_reeler_receipts', { farmers: 2, reelers: 3 });
  // Fourteen days ago reeler 3 bought a lot and never paid: due 3 days later, barred 7 days after that.
  m.setClock('09:00');
  m.shiftClock(-14 * 24 * 60);
  barredDay = m.today();
  [unpaid] = await weighLots(m, [{ farmer: 1, reeler: 2, ratePaise: 70_000, netGrams: 50_000 }]);
  m.setClock('09:00');
  m.staff = await m.api.login('hosur.admin');
  // 84.250 kg × Rs 715.00 = Rs 60,238.75, + 1 % levy Rs 602.39 = Rs 60,841.14 for reeler 1.
  lots = await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 }]);
  const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff);
  expect(billed.status).toBe(200);
  invoiceNo = billed.body.bills[0].invoiceNo;
  await m.app.settle();
  browser = await launchBrowser();
}, 240_000);

const pageErrors: string[] = [];
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-reeler-receipts-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});
afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

const reeler = (index: number) => m.reelers[index]!;

/** The PDF a click downloads, saved under test-artifacts, and its text in reading order. */
async function downloaded(click: () => Promise<void>, name: string): Promise<string> {
  mkdirSync(DOWNLOADS_DIR, { recursive: true });
  const [file] = await Promise.all([page.waitForEvent('download', RENDER), click()]);
  const path = join(DOWNLOADS_DIR, `reeler-receipts-${name}.pdf`);
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '60', path, join(DOWNLOADS_DIR, `reeler-receipts-${name}`)]);
  return execFileSync('pdftotext', [path, '-']).toString().replace(/\s+/g, ' ');
}

/** Axe over the page once the toasts are closed: a toast fading out is measured at half its contrast. */
async function checkA11y(): Promise<void> {
  await closeToasts(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}
const dialog = () => page.getByRole('dialog', { name: 'Receive payment' });
const receipts = (content: string) => row(page, 'Reeler receipts', content);

describe('reeler receipts screen', () => {
  it('opens from the Accounts menu with the period’s receipts', async () => {
    page = await freshPage(browser.context, m.app.url);
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/reelerreceipt?from=${m.today()}&to=${m.today()}`);
    await visible(page.getByRole('heading', { name: 'Reeler Receipt' }));
    await visible(page.getByRole('button', { name: 'Receive payment' }));
    // The shared table's empty-state row is checked by the axe run once the list has rows (below).
    await screenshot(page, 'reeler-receipts-empty');
  });

  it(
    'receives a cheque against the reeler’s invoice, shown with its dues; the first print is the original',
    async () => {
      await page.getByRole('button', { name: 'Receive payment' }).click();
      await visible(dialog());
      await choose(page, 'Reeler', { value: reeler(0).customerId });
      const dues = dialog().getByRole('region', { name: "Reeler's dues" });
      await visible(dues.getByText(invoiceNo));
      expect(await text(dues)).toContain('60,841.14');
      await choose(page, 'Mode', { value: 'cheque' });
      await field(page, 'Cheque No').fill('004512');
      await field(page, 'Amount (Rs)').fill('60841.14');
      await tick(dues.getByRole('checkbox', { name: `Pay invoice ${invoiceNo}` }));
      await screenshot(page, 'reeler-receipts-receive-cheque');
      expect(await seriousA11yViolations(page)).toEqual([]);
      let downloads = 0;
      const count = () => {
        downloads += 1;
      };
      page.on('download', count);
      await dialog().getByRole('button', { name: 'Receive' }).click();
      await confirmWith(page, 'Are you Sure to Add');
      await visible(toast(page, /Form Submitted Successfully: receipt HSR\/RR\d{4}\/00001/));
      await dialog().waitFor({ state: 'hidden' });
      // Nothing downloads by itself (issue 27): the first print the officer asks for is the original the
      // reeler takes, as on Farmer Payment.
      const done = page.locator('.bp6-callout').filter({ hasText: 'Payment received' });
      const original = done.getByRole('button', { name: 'Print receipt (ORIGINAL)' });
      await visible(original);
      await page.waitForTimeout(3_000);
      expect(downloads).toBe(0);
      page.off('download', count);
      const pdf = await downloaded(() => original.click(), 'original');
      await visible(done.getByRole('button', { name: 'Print again (DUPLICATE)' }));
      expect(pdf).toContain('Reeler Receipt');
      expect(pdf).toMatch(/HSR\/RR\d{4}\/00001/);
      expect(pdf).toContain(reeler(0).headCode);
      // pdftotext gives Tamil in drawn (visual) order: the English half of each label is checked.
      expect(pdf).toMatch(/Mode \/ \S+ Cheque \/ \S+ Cheque No \/ \S+ \S+ 004512/);
      expect(pdf).toContain(invoiceNo);
      expect(pdf).toContain('Rs 60,841.14');
      expect(pdf).toContain(amountInWords(60_841_14, 'en'));
      expect(pdf).toContain('ORIGINAL');
      expect(await text(done)).toMatch(/Receipt HSR\/RR\d{4}\/00001/);
      await screenshot(page, 'reeler-receipts-received-printed');
      await checkA11y();
      await done.getByRole('button', { name: 'Close' }).click();
      const cheque = receipts('004512');
      await visible(cheque);
      expect(await text(cheque)).toContain('Cheque');
      expect(await text(cheque)).toContain('60,841.14');
      expect(await text(cheque)).toContain(invoiceNo);
      expect(await text(cheque)).toContain('In force');
    },
    STEP,
  );

  it(
    'prints the receipt again from the list as a DUPLICATE',
    async () => {
      const cheque = receipts('004512');
      const receiptNo = /HSR\/RR\d{4}\/00001/.exec(await text(cheque))?.[0] ?? '';
      expect(receiptNo).not.toBe('');
      const pdf = await downloaded(
        () => cheque.getByRole('button', { name: `Print receipt ${receiptNo}` }).click(),
        'duplicate',
      );
      expect(pdf).toContain(receiptNo);
      expect(pdf).toContain('DUPLICATE / நகல் (copy 2)');
      expect(pdf).not.toContain('ORIGINAL');
      await screenshot(page, 'reeler-receipts-print-from-list');
      await checkA11y();
    },
    STEP,
  );

  it(
    'takes a cash advance deposit from another reeler',
    async () => {
      await page.getByRole('button', { name: 'Receive payment' }).click();
      await visible(dialog());
      await choose(page, 'Reeler', { value: reeler(1).customerId });
      await visible(dialog().getByText('No invoice is open.'));
      await field(page, 'Amount (Rs)').fill('25000');
      await tick(dialog().getByRole('radio', { name: 'Advance deposit' }));
      await dialog().getByRole('button', { name: 'Receive' }).click();
      await confirmWith(page, 'Are you Sure to Add');
      await visible(toast(page, /receipt HSR\/RR\d{4}\/00002/));
      const done = page.locator('.bp6-callout').filter({ hasText: 'Payment received' });
      const pdf = await downloaded(
        () => done.getByRole('button', { name: 'Print receipt (ORIGINAL)' }).click(),
        'advance',
      );
      expect(pdf).toMatch(/HSR\/RR\d{4}\/00002/);
      expect(pdf).toContain('ORIGINAL');
      expect(pdf).toMatch(/Mode \/ \S+ Cash \/ /);
      expect(pdf).toContain('Kept as deposit (advance)');
      const advance = receipts(reeler(1).headCode);
      await visible(advance);
      expect(await text(advance)).toContain('Advance deposit');
      expect(await text(advance)).toContain('25,000.00');
      // Newest first (issue 27): the receipt just taken is the first row.
      const table = page.getByRole('table', { name: 'Reeler receipts' });
      expect(await text(table.locator('tbody tr').first())).toMatch(/HSR\/RR\d{4}\/00002/);
      expect(await table.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
        'descending',
      );
      await screenshot(page, 'reeler-receipts-two');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );

  it(
    'reverses the bounced cheque with a reason: its receipt prints REVERSED, and the invoice is due again',
    async () => {
      const cheque = receipts('004512');
      await cheque.getByRole('button', { name: /^Reverse receipt/ }).click();
      const reverse = page.getByRole('dialog', { name: /^Reverse receipt/ });
      await visible(reverse);
      await field(page, 'Reason').fill('Cheque bounced');
      await screenshot(page, 'reeler-receipts-reverse');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reverse.getByRole('button', { name: 'Reverse' }).click();
      await confirmWith(page, 'Are you Sure');
      await visible(toast(page, /reversal HSR\/RX\d{4}\/00001/));
      await expect.poll(() => text(receipts('004512')), WAIT).toContain('Reversed');
      expect(await text(receipts('004512'))).toContain('Cheque bounced');
      await screenshot(page, 'reeler-receipts-reversed');
      const receiptNo = /HSR\/RR\d{4}\/00001/.exec(await text(receipts('004512')))?.[0] ?? '';
      const pdf = await downloaded(
        () =>
          receipts('004512')
            .getByRole('button', { name: `Print receipt ${receiptNo}` })
            .click(),
        'reversed',
      );
      expect(pdf).toContain('REVERSED / திருப்பப்பட்டது');
      expect(pdf).toMatch(/HSR\/RX\d{4}\/00001/);
      expect(pdf).toContain('Cheque bounced');
      // A reversed receipt can still be printed, never reversed again.
      expect(
        await receipts('004512')
          .getByRole('button', { name: /^Reverse receipt/ })
          .count(),
      ).toBe(0);
      await checkA11y();

      await page.getByRole('button', { name: 'Receive payment' }).click();
      await choose(page, 'Reeler', { value: reeler(0).customerId });
      const dues = dialog().getByRole('region', { name: "Reeler's dues" });
      await visible(dues.getByText(invoiceNo));
      expect(await text(dues)).toContain(
        `Due on invoices: Rs ${(lots[0]!.reelerPayablePaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      );
      await page.keyboard.press('Escape');
    },
    STEP,
  );

  it(
    'refuses a receipt above the invoice until the rest is kept as deposit; a double click records it once',
    async () => {
      const keys: string[] = [];
      const listen = (request: Request) => {
        if (request.url().includes('/ReelerReceipt/SaveReceipt'))
          keys.push(request.headers()['idempotency-key'] ?? '');
      };
      page.on('request', listen);
      await page.getByRole('button', { name: 'Receive payment' }).click();
      await visible(dialog());
      await choose(page, 'Reeler', { value: reeler(0).customerId });
      const dues = dialog().getByRole('region', { name: "Reeler's dues" });
      await visible(dues.getByText(invoiceNo));
      await field(page, 'Amount (Rs)').fill('70000');
      await tick(dues.getByRole('checkbox', { name: `Pay invoice ${invoiceNo}` }));
      await dialog().getByRole('button', { name: 'Receive' }).click();
      await confirmWith(page, 'Are you Sure to Add');
      // The invoice is due in full again (its cheque bounced): Rs 60,841.14.
      await visible(
        dialog().getByText(`Invoice ${invoiceNo} still owes Rs 60,841.14; this receipt is Rs 70,000.00`),
      );
      await tick(dialog().getByRole('checkbox', { name: /Keep the rest as deposit/ }));
      await screenshot(page, 'reeler-receipts-rest-as-deposit');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 740 });
      await visible(dialog().getByRole('checkbox', { name: /Keep the rest as deposit/ }));
      await screenshot(page, 'reeler-receipts-rest-as-deposit-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });

      await dialog().getByRole('button', { name: 'Receive' }).dblclick();
      await confirmWith(page, 'Are you Sure to Add');
      await visible(
        toast(page, /receipt HSR\/RR\d{4}\/00003 \(Rs 60,841\.14 to .+; Rs 9,158\.86 kept as deposit\)/),
      );
      await dialog().waitFor({ state: 'hidden' });
      page.off('request', listen);
      // The refused attempt had its own key; every send of the ticked receipt carried one key: one receipt.
      expect(new Set(keys.slice(1)).size).toBe(1);
      const kept = page
        .getByRole('table', { name: 'Reeler receipts' })
        .getByRole('row')
        .filter({ hasText: '70,000.00' });
      await expect.poll(() => kept.count(), WAIT).toBe(1);
      expect(await text(kept)).toContain('Rs 9,158.86 kept as deposit');
      // Newest first: the list opens on the receipt just taken.
      expect(
        await text(page.getByRole('table', { name: 'Reeler receipts' }).getByRole('row').nth(1)),
      ).toContain('70,000.00');
      await screenshot(page, 'reeler-receipts-kept-as-deposit');
    },
    STEP,
  );

  it('shows the accounts staff that a reeler with old dues is barred from bidding', async () => {
    await page.getByRole('button', { name: 'Receive payment' }).click();
    await visible(dialog());
    await choose(page, 'Reeler', { value: reeler(2).customerId });
    const bar = dialog().getByText(/^Barred from bidding:/);
    await visible(bar);
    expect(await text(bar)).toContain(formatRupees(unpaid!.reelerPayablePaise));
    // Not invoiced, still owed: the ledger counts every weighed lot.
    expect(await text(dialog().getByRole('status'))).toContain(
      `Owed in the ledger (every weighed lot): ${formatRupees(unpaid!.reelerPayablePaise)}`,
    );
    await screenshot(page, 'reeler-receipts-barred-dues');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
  });

  // Last: the phone's login shares the browser profile's storage with the staff page.
  it('tells a barred reeler on their phone, with the amount and since when, before they bid', async () => {
    const phone = await freshPage(browser.context, m.app.url, { width: 360, height: 740 });
    await phone.goto(`${m.app.url}/reeler/login`);
    await phone.getByLabel(/Reeler code or mobile number/).fill(reeler(2).headCode);
    await phone.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.waitForURL('**/reeler/bid');
    const due = new Date(`${barredDay}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 3);
    const banner = phone.getByRole('alert').filter({ hasText: 'barred from bidding' });
    await visible(banner);
    expect(await text(banner)).toContain(
      `You are barred from bidding: ${formatRupees(unpaid!.reelerPayablePaise)} overdue since ` +
        `${displayDate(due.toISOString().slice(0, 10))}. Please pay at the market office.`,
    );
    await screenshot(phone, 'reeler-receipts-phone-barred-360');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.close();
  });
});
