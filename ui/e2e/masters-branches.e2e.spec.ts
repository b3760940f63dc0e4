import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { choose, confirmWith, field, go, newPage, row, status, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const LIST = '/app/mastermanagement/tsclist';
const TABLE = 'Markets and TSCs';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_branches' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('markets and TSCs in the browser', () => {
  it('opens a market with its Branch Admin login and a TSC, edits, deactivates and reactivates', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    await go(page, LIST);
    await visible(row(page, TABLE, 'Hosur'));
    await screenshot(page, 'masters-tsc-list-1440');

    await page.getByRole('button', { name: 'Add Market or TSC' }).click();
    await page.waitForURL('**/TSC/tscinput');
    await field(page, 'Branch Code').fill('KGM');
    await choose(page, 'Kind', { value: 'market' });
    await field(page, 'Branch Name').fill('Krishnagiri');
    // The Tamil name must be in Tamil script: the shared schema says so before anything is sent.
    await field(page, 'Branch Name in Tamil').fill('Krishnagiri');
    await choose(page, 'AD Office', { label: 'Krishnagiri (KGI)' });
    await field(page, 'Address 1').fill('Government Cocoon Market, Rayakottai Road');
    await field(page, 'City').fill('Krishnagiri');
    await field(page, 'PIN Code').fill('635001');
    await field(page, 'Mobile No').fill('9443100050');
    await field(page, 'Office No').fill('04343 230001');
    await field(page, 'Email').fill('krishnagiri.market@example.in');
    await field(page, 'Username').fill('krishnagiri.admin');
    await field(page, 'Password').fill('Market@2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Branch Name in Tamil must be written in Tamil'));
    await field(page, 'Branch Name in Tamil').fill('கிருஷ்ணகிரி');
    await screenshot(page, 'masters-tsc-input-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Form Submitted Successfully'));
    await page.waitForURL(`**${LIST}`);
    const market = row(page, TABLE, 'KGM');
    await expect.poll(() => text(market), WAIT).toMatch('கிருஷ்ணகிரி');

    // The same code again is refused, and the message stands under the field.
    await page.getByRole('button', { name: 'Add Market or TSC' }).click();
    await field(page, 'Branch Code').fill('KGM');
    await choose(page, 'Kind', { value: 'tsc' });
    await field(page, 'Branch Name').fill('Bargur TSC');
    await field(page, 'Branch Name in Tamil').fill('பர்கூர் தொழில்நுட்ப சேவை மையம்');
    await choose(page, 'AD Office', { label: 'Krishnagiri (KGI)' });
    await field(page, 'Address 1').fill('Sericulture Office, Bargur');
    await field(page, 'City').fill('Bargur');
    await field(page, 'PIN Code').fill('635104');
    await field(page, 'Mobile No').fill('9443100060');
    await field(page, 'Email').fill('tsc.bargur@example.in');
    expect(await field(page, 'Username').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(page.getByText('Branch Code KGM already exists'));
    await field(page, 'Branch Code').fill('BGR');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await page.waitForURL(`**${LIST}`);
    const tsc = row(page, TABLE, 'BGR');
    await expect.poll(() => text(tsc), WAIT).toMatch('TSC');

    // Edit
    await page.getByRole('button', { name: 'Edit BGR' }).click();
    await page.waitForURL('**/tscinput?id=*');
    expect(await field(page, 'Branch Code').isDisabled()).toBe(true);
    await field(page, 'City').fill('Bargur Town');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await page.waitForURL(`**${LIST}`);
    await expect.poll(() => text(tsc), WAIT).toMatch('Bargur Town');

    // Deactivate, reactivate; the History tab has each step.
    await page.getByRole('button', { name: 'Edit BGR' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Deactivate');
    await page.waitForURL(`**${LIST}`);
    await expect.poll(() => status(tsc), WAIT).toBe('inActive');
    await page.getByRole('button', { name: 'Edit BGR' }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Reactivate');
    await page.waitForURL(`**${LIST}`);
    await expect.poll(() => status(tsc), WAIT).toBe('Active');
    await page.getByRole('button', { name: 'Edit BGR' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('Branch reactivated'));
    expect(await text(history)).toMatch('City: Bargur → Bargur Town');
    await screenshot(page, 'masters-tsc-history-1440');
    await page.close();

    // The market's login works, and it sees its own market only.
    const own = await newPage(browser, app);
    await own.getByLabel('Username').fill('krishnagiri.admin');
    await own.getByLabel('Password').fill('Market@2026');
    await own.getByRole('button', { name: 'Login' }).click();
    await own.waitForURL('**/app/dashboard/analytics');
    await go(own, LIST);
    await visible(row(own, TABLE, 'KGM'));
    expect(await own.getByRole('table', { name: TABLE }).locator('tbody tr').count()).toBe(1);
    await own.close();
  });

  it('lays the list and the form out on a 375 px phone', async () => {
    const page = await newPage(browser, app, { width: 375, height: 800 });
    await loginAs(page, 'admin');
    await go(page, LIST);
    await visible(row(page, TABLE, 'Hosur'));
    await screenshot(page, 'masters-tsc-list-375');
    await row(page, TABLE, 'Hosur').dblclick();
    await page.waitForURL('**/tscinput?id=*');
    await visible(field(page, 'Branch Name'));
    expect(await field(page, 'Branch Name').inputValue()).toBe('Hosur');
    await screenshot(page, 'masters-tsc-input-375');
    await page.close();
  });
});
