import { type AuctionTestMarket, startAuctionMarket } from '@cocoon/api/testing';
import { displayDate, financialYearOf, monthLabel } from '@cocoon/domain';
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
import { confirmWith, go, pickAccount, text, toast } from './masters-helpers';

/**
 * Vouchers, opening balances and month close through the screens, as a Branch Admin: a Journal voucher refused
 * while unbalanced and without notes, then posted and numbered; cancelled by its reversal; a farmer's go-live
 * balance with the suspense shown; last month closed.
 */
const WAIT = { timeout: 15_000 };

let m: AuctionTestMarket;
let browser: Browser;
let page: Page;
let fy: string;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_vouchers', { farmers: 2, reelers: 2 });
  fy = financialYearOf(m.today()).slice(2);
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  await loginAs(page, 'hosur.admin');
}, 240_000);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed())
    await screenshot(page, `failed-vouchers-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

/** `YYYY-MM` of the month before today's (the month the test market's books start in). */
const lastMonth = () => {
  const now = m.today();
  const month = Number(now.slice(5, 7));
  return month === 1
    ? `${Number(now.slice(0, 4)) - 1}-12`
    : `${now.slice(0, 4)}-${String(month - 1).padStart(2, '0')}`;
};

const farmer = () => m.farmers[0]!;
const reeler = () => m.reelers[0]!;
const accountOf = (n: number) => page.getByLabel(`Account details, line ${n}`);

describe('vouchers through the screens', () => {
  it('checks the voucher before asking to confirm, finds accounts by village or mobile, then posts it', async () => {
    const options: Array<{ code: string | null; village?: string | null; mobileNo?: string | null }> = (
      await m.api.get('/Ledger/getAll_Accounts', m.staff)
    ).body.data;
    const theFarmer = options.find((o) => o.code === farmer().headCode)!;
    await go(page, '/app/voucher/voucherentry');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.waitForURL('**/app/voucher/voucherinput', WAIT);
    // The pickers search the market's accounts (issue 27): the reeler by name, the farmer by mobile number.
    await accountOf(1).click();
    await accountOf(1).fill(reeler().name.slice(0, 6));
    const found = page.getByRole('listbox').getByRole('option').filter({ hasText: reeler().headCode });
    await visible(found);
    await screenshot(page, 'vouchers-account-picker-open');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await found.click();
    expect(await accountOf(1).inputValue()).toBe(`${reeler().headCode} ${reeler().name}`);
    await pickAccount(page, accountOf(2), theFarmer.mobileNo!.slice(-6), farmer().headCode);
    expect(await accountOf(2).inputValue()).toBe(`${farmer().headCode} ${farmer().name}`);
    // ...and by village: the farmer's village lists them.
    await accountOf(2).fill(theFarmer.village!);
    await visible(page.getByRole('listbox').getByRole('option').filter({ hasText: farmer().headCode }));
    await page.keyboard.press('Escape');
    expect(await accountOf(2).inputValue()).toBe(`${farmer().headCode} ${farmer().name}`);

    await page.getByLabel('Debit, line 1').fill('1,500.00');
    await page.getByLabel('Credit, line 2').fill('1,499');
    await visible(page.getByText('Debit exceeds credit by Rs 1.00'));
    // Checked first, with the server's own rules: every message at once, and no confirm dialog.
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Total debit must equal total credit'));
    await visible(page.getByText('Enter the notes (what the voucher is for)'));
    expect(await page.locator('.bp6-alert').count()).toBe(0);
    await screenshot(page, 'vouchers-unbalanced');
    await page.getByLabel('Credit, line 2').fill('1,500');
    await visible(page.getByText('Balanced'));
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Enter the notes (what the voucher is for)'));
    expect(await page.locator('.bp6-alert').count()).toBe(0);

    // What only the books can refuse is asked after the confirm: paying the farmer cash the market does not hold.
    await page.getByLabel('Voucher Type').selectOption('Payment');
    await pickAccount(page, accountOf(1), farmer().headCode, farmer().headCode);
    await pickAccount(page, accountOf(2), 'cash', 'Cash');
    await page.getByLabel('Notes').fill('Price difference paid');
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.locator('.bp6-alert');
    await visible(confirm.getByText('Are you Sure to Add', { exact: true }));
    await screenshot(page, 'vouchers-confirm');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirmWith(page, 'Are you Sure to Add');
    // The refusal shows once, under the lines, not again in a toast beside it.
    const refused = page.getByText(/would pay .* more than the Rs 0\.00 the market owes/);
    await visible(refused);
    expect(await page.locator('.bp6-toast').count()).toBe(0);
    // A new attempt replaces the last one's message: only the new inline message shows.
    await page.getByLabel('Notes').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Enter the notes (what the voucher is for)'));
    expect(await refused.count()).toBe(0);
    expect(await page.locator('.bp6-toast').count()).toBe(0);

    await page.getByLabel('Voucher Type').selectOption('Journal');
    await pickAccount(page, accountOf(1), reeler().headCode, reeler().headCode);
    await pickAccount(page, accountOf(2), farmer().headCode, farmer().headCode);
    await page.getByLabel('Notes').fill('Price difference of lot 4');
    await page.getByLabel('Reference No').fill('LOT-4');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(page.getByText(`Saved as voucher No HSR/JV${fy}/00001`));
    await visible(toast(page, `Form Submitted Successfully: HSR/JV${fy}/00001`));
    await screenshot(page, 'vouchers-posted');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await accountOf(1).scrollIntoViewIfNeeded();
    await accountOf(1).fill('Cash');
    await visible(page.getByRole('listbox').getByRole('option').first());
    await screenshot(page, 'vouchers-account-picker-360');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('lists the voucher, opens it and cancels it by a reversing voucher', async () => {
    await go(page, '/app/voucher/voucherentry');
    const vouchers = page.getByRole('table', { name: 'Vouchers' });
    await visible(vouchers.getByText(`HSR/JV${fy}/00001`));
    await page.getByRole('button', { name: `Open voucher HSR/JV${fy}/00001` }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(`${reeler().name} (${reeler().headCode})`));
    await dialog.getByLabel('Reason for cancelling').fill('Posted to the wrong reeler');
    await dialog.getByRole('button', { name: 'Cancel Voucher' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, `Cancelled by HSR/JV${fy}/00002`));
    await visible(dialog.getByText(`Cancelled by HSR/JV${fy}/00002`));
    await screenshot(page, 'vouchers-cancel-dialog');
    await page.keyboard.press('Escape');
    await visible(vouchers.getByText(`Reverses HSR/JV${fy}/00001`));
    await visible(vouchers.getByText(`Cancelled by HSR/JV${fy}/00002`));
    // Newest first (issue 27): the reversal just posted is the first row, the date column sorted descending.
    expect(await text(vouchers.locator('tbody tr').first())).toContain(`HSR/JV${fy}/00002`);
    expect(await vouchers.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await screenshot(page, 'vouchers-list');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('sets the books’ go-live on the month close screen, typed DD/MM/YYYY, once', async () => {
    const goLive = `${lastMonth()}-01`;
    await go(page, '/app/monthclose');
    const calendar = page.locator('.month-close__calendar');
    await visible(calendar.getByText(`Books start (go-live): ${displayDate(m.today())}`));
    const field = page.getByLabel('Go-live date', { exact: true });
    await field.fill(displayDate(goLive));
    await field.press('Tab');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Set go-live' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, `Go-live set: ${displayDate(goLive)}`));
    await visible(calendar.getByText(`Books start (go-live): ${displayDate(goLive)}`));
    await visible(calendar.getByText(`Month to close next: ${monthLabel(lastMonth())}`));
    expect(await page.getByRole('button', { name: 'Set go-live' }).count()).toBe(0);
    await screenshot(page, 'vouchers-go-live');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // On a phone the calendar and the months still read in one column.
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'vouchers-go-live-360');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('records a farmer’s opening balance; the suspense is shown until zero', async () => {
    await go(page, '/app/openingbalance');
    await visible(page.getByText(`As on (go-live date): ${displayDate(`${lastMonth()}-01`)}`));
    const table = page.getByRole('table', { name: 'Opening balances' });
    await visible(table.getByText(farmer().headCode));
    await page.getByLabel(`Opening balance of ${farmer().name} in rupees`).fill('5,000');
    expect(await page.getByLabel(`Who owes whom, ${farmer().name}`).inputValue()).toBe('credit');
    await page.getByRole('button', { name: `Save opening balance of ${farmer().name}` }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(table.getByText('Rs 5,000.00, Farmer is owed (market pays)'));
    await visible(page.getByText('Opening balance suspense is not zero'));
    expect(await text(page.locator('.voucher-suspense'))).toContain('Rs 5,000.00 debit');
    await screenshot(page, 'vouchers-opening-balance');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('closes last month, the go-live month', async () => {
    const now = m.today();
    const last = lastMonth();
    // April's last month is March of the year before: pick that year first.
    await go(page, '/app/monthclose');
    if (financialYearOf(`${last}-01`) !== financialYearOf(now))
      await page.getByLabel('Financial Year').selectOption(financialYearOf(`${last}-01`));
    const label = monthLabel(last);
    await page.getByRole('button', { name: `Close ${label}` }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, `${label} is closed`));
    const row = page.getByRole('table', { name: 'Months' }).locator('tbody tr', { hasText: label });
    await visible(row.getByText('Closed', { exact: true }));
    expect(await text(row)).toContain('by hosur.admin');
    await screenshot(page, 'vouchers-month-close');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
