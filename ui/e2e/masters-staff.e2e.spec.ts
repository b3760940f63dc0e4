import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { choose, confirmWith, field, go, newPage, row, status, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const OFFICERS = '/app/mastermanagement/marketofficerlist';
const USERS = '/app/mastermanagement/masuserlist';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_staff' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/**
 * Whether a username and password log in now (through the api: a second browser page would share, and
 * clear, the first one's storage).
 */
async function canLogIn(username: string, password: string): Promise<boolean> {
  const answer = await apiClient(app.url).call('POST', '/auth/connect', {
    body: { username, password },
    key: null,
  });
  return answer.status === 200;
}

async function fillPerson(page: Page, who: { userName: string; designation: string; mobile: string }) {
  await field(page, 'Username').fill(who.userName);
  await field(page, 'Password').fill('Officer@2026');
  await field(page, 'Designation').fill(who.designation);
  await field(page, 'Mobile No').fill(who.mobile);
  await field(page, 'Email').fill(`${who.userName}@example.in`);
}

describe('market officers and users in the browser', () => {
  it('lets an AD register a market officer who can log in, then edit, deactivate and reactivate it', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'ad');
    await go(page, OFFICERS);
    await visible(row(page, 'Market Officers', 'hosur.officer'));
    await page.getByRole('button', { name: 'Add Market Officer' }).click();
    await page.waitForURL('**/marketofficer/marketofficerinput');
    await fillPerson(page, { userName: 'dpi.clerk', designation: 'Junior Inspector', mobile: '9443100071' });
    await field(page, 'Name').fill('S. Lakshmi');
    // An AD looks after both markets of the AD office, so the market is chosen.
    await choose(page, 'Market Office', { label: 'Dharmapuri (DPI)' });
    await screenshot(page, 'masters-officer-input-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Successfully Registered'));
    await page.waitForURL(`**${OFFICERS}`);
    const officer = row(page, 'Market Officers', 'dpi.clerk');
    await expect.poll(() => text(officer), WAIT).toMatch('Dharmapuri');
    await screenshot(page, 'masters-officer-list-1440');
    expect(await canLogIn('dpi.clerk', 'Officer@2026')).toBe(true);

    // The same username again: the server's 409 stands under the field.
    await page.getByRole('button', { name: 'Add Market Officer' }).click();
    await fillPerson(page, { userName: 'dpi.clerk', designation: 'Clerk', mobile: '9443100072' });
    await choose(page, 'Market Office', { label: 'Hosur (HSR)' });
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await expect
      .poll(() => text(page.locator('.form-layout').getByRole('alert').first()), WAIT)
      .toMatch(/dpi\.clerk|already/i);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Edit
    await page.getByRole('button', { name: 'Edit dpi.clerk' }).click();
    await page.waitForURL('**/marketofficerinput?id=*');
    expect(await field(page, 'Username').isDisabled()).toBe(true);
    await field(page, 'Designation').fill('Senior Inspector of Sericulture');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await page.waitForURL(`**${OFFICERS}`);
    await expect.poll(() => text(officer), WAIT).toMatch('Senior Inspector');

    // A deactivated account cannot log in; reactivated, it can again.
    await page.getByRole('button', { name: 'Edit dpi.clerk' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Deactivate');
    await page.waitForURL(`**${OFFICERS}`);
    await expect.poll(() => status(officer), WAIT).toBe('inActive');
    expect(await canLogIn('dpi.clerk', 'Officer@2026')).toBe(false);
    await page.getByRole('button', { name: 'Edit dpi.clerk' }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Reactivate');
    await page.waitForURL(`**${OFFICERS}`);
    await expect.poll(() => status(officer), WAIT).toBe('Active');
    expect(await canLogIn('dpi.clerk', 'Officer@2026')).toBe(true);

    await page.getByRole('button', { name: 'Edit dpi.clerk' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('Staff reactivated'));
    expect(await text(history)).toMatch('Designation: Junior Inspector → Senior Inspector of Sericulture');
    await screenshot(page, 'masters-officer-history-1440');
    await page.close();
  });

  it('lets a Branch Admin add a user of its own market only, and lists only that market', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');
    await go(page, USERS);
    await visible(row(page, 'Users', 'hosur.officer'));
    expect(await row(page, 'Users', 'dharmapuri.officer').count()).toBe(0);
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.waitForURL('**/masuser/masuserinput');
    await fillPerson(page, { userName: 'hosur.cashier', designation: 'Cashier', mobile: '9443100081' });
    // A Branch Admin may grant only its own type, at its own market: both are chosen already.
    await expect.poll(() => field(page, 'User Type').inputValue(), WAIT).toBe('Branch Admin');
    await expect
      .poll(() => field(page, 'Market Office').locator('option:checked').textContent(), WAIT)
      .toBe('Hosur (HSR)');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Successfully Registered'));
    await page.waitForURL(`**${USERS}`);
    await expect.poll(() => text(row(page, 'Users', 'hosur.cashier')), WAIT).toMatch('Hosur');
    await screenshot(page, 'masters-user-list-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'masters-user-list-375');
    await page.getByRole('button', { name: 'Edit hosur.cashier' }).click();
    await visible(field(page, 'Designation'));
    await screenshot(page, 'masters-user-input-375');
    await page.close();
  });
});
