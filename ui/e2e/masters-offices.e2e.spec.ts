import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { choose, confirmWith, field, go, newPage, row, status, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const RJDS = '/app/mastermanagement/rjdlist';
const ADS = '/app/mastermanagement/assistantlist';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_offices' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const canLogIn = async (username: string, password: string) =>
  (await apiClient(app.url).call('POST', '/auth/connect', { body: { username, password }, key: null }))
    .status === 200;

describe('regions, RJDs and assistant directors in the browser', () => {
  it('lets an Admin register an RJD with a new region, rename the region, deactivate and reactivate', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    await go(page, RJDS);
    await visible(row(page, 'Regional Joint Directors', 'Salem region'));
    await page.getByRole('button', { name: 'Add RJD' }).click();
    await page.waitForURL('**/rjd/rjdinput');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Please enter Region Code'));
    await field(page, 'Region Code').fill('cbe');
    await field(page, 'Region Name').fill('Coimbatore region');
    await field(page, 'Name').fill('Thiru. P. Velmurugan');
    await field(page, 'Mobile No').fill('9443200001');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Username').fill('rjd.coimbatore');
    await field(page, 'Password').fill('Region@2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Invalid email address'));
    await field(page, 'Email').fill('rjd.coimbatore@example.in');
    await screenshot(page, 'masters-rjd-input-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Successfully Registered'));
    await page.waitForURL(`**${RJDS}`);
    const rjd = row(page, 'Regional Joint Directors', 'rjd.coimbatore');
    await expect.poll(() => text(rjd), WAIT).toMatch('CBE');
    await screenshot(page, 'masters-rjd-list-1440');
    expect(await canLogIn('rjd.coimbatore', 'Region@2026')).toBe(true);

    // One save renames the region and changes the person.
    await page.getByRole('button', { name: 'Edit rjd.coimbatore' }).click();
    await page.waitForURL('**/rjdinput?id=*');
    expect(await field(page, 'Region Code').isDisabled()).toBe(true);
    await field(page, 'Region Name').fill('Coimbatore and Tiruppur region');
    await field(page, 'Mobile No').fill('9443200002');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await page.waitForURL(`**${RJDS}`);
    await expect.poll(() => text(rjd), WAIT).toMatch('Coimbatore and Tiruppur region');
    expect(await text(rjd)).toMatch('9443200002');

    await page.getByRole('button', { name: 'Edit rjd.coimbatore' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Deactivate');
    await page.waitForURL(`**${RJDS}`);
    await expect.poll(() => status(rjd), WAIT).toBe('inActive');
    expect(await canLogIn('rjd.coimbatore', 'Region@2026')).toBe(false);
    await page.getByRole('button', { name: 'Edit rjd.coimbatore' }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Reactivate');
    await page.waitForURL(`**${RJDS}`);
    await expect.poll(() => status(rjd), WAIT).toBe('Active');

    // The history has both the region's and the RJD's own changes.
    await page.getByRole('button', { name: 'Edit rjd.coimbatore' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('Region renamed'));
    await visible(history.getByText('Staff reactivated'));
    expect(await text(history)).toMatch('Mobile No: 9443200001 → 9443200002');
    await screenshot(page, 'masters-rjd-history-1440');
    await page.close();
  });

  it('lets an Admin register an AD office and its AD, edit, deactivate and reactivate it', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    await go(page, ADS);
    await visible(row(page, 'Assistant Directors', 'KGI'));
    await page.getByRole('button', { name: 'Add Assistant Director' }).click();
    await page.waitForURL('**/assistantmanage/assistantinput');
    await field(page, 'AD Code').fill('DPI');
    await choose(page, 'Region', { label: 'Salem region (SLM)' });
    await field(page, 'AD Office Name').fill('Dharmapuri');
    await field(page, 'Name').fill('Thiru. K. Arumugam');
    await field(page, 'Mobile No').fill('9443200011');
    await field(page, 'Email').fill('ad.dharmapuri@example.in');
    await field(page, 'Password').fill('Office@2026');
    await screenshot(page, 'masters-ad-input-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Successfully Registered'));
    await page.waitForURL(`**${ADS}`);
    const office = row(page, 'Assistant Directors', 'Dharmapuri');
    await expect.poll(() => text(office), WAIT).toMatch('Arumugam');
    // Without a username the AD logs in with the AD Code.
    expect(await text(office)).toMatch('DPI');
    expect(await canLogIn('DPI', 'Office@2026')).toBe(true);
    await screenshot(page, 'masters-ad-list-1440');

    await page.getByRole('button', { name: 'Edit DPI' }).click();
    await page.waitForURL('**/assistantinput?id=*');
    await field(page, 'AD Office Name').fill('Dharmapuri and Palacode');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await page.waitForURL(`**${ADS}`);
    await expect.poll(() => text(office), WAIT).toMatch('Dharmapuri and Palacode');

    await page.getByRole('button', { name: 'Edit DPI' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Deactivate');
    await page.waitForURL(`**${ADS}`);
    await expect.poll(() => status(office), WAIT).toBe('inActive');
    await page.getByRole('button', { name: 'Edit DPI' }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Reactivate');
    await page.waitForURL(`**${ADS}`);
    await expect.poll(() => status(office), WAIT).toBe('Active');

    await page.getByRole('button', { name: 'Edit DPI' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('AD office opened'));
    await visible(history.getByText('Staff registered'));
    expect(await text(history)).toMatch('AD Office Name: Dharmapuri → Dharmapuri and Palacode');
    await screenshot(page, 'masters-ad-history-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('tab', { name: 'Details' }).click();
    await visible(field(page, 'AD Office Name'));
    await screenshot(page, 'masters-ad-input-375');
    await go(page, ADS);
    await visible(office);
    await screenshot(page, 'masters-ad-list-375');
    await page.close();
  });

  it('shows an RJD the AD offices of its region only', async () => {
    const api = apiClient(app.url);
    const admin = await api.login('admin');
    const registered = await api.post(
      '/auth/Register-RJD',
      {
        regionName: 'Madurai region',
        regionCode: 'MDU',
        name: 'Thiru. A. Pandian',
        userName: 'rjd.madurai',
        password: 'Region@2026',
        mobileNo: '9443200021',
        emailId: 'rjd.madurai@example.in',
      },
      admin,
    );
    expect(registered.status).toBe(200);
    const ad = await api.post(
      '/auth/Register-AD',
      {
        adCode: 'DGL',
        regionId: registered.body.regionId,
        adOfficeName: 'Dindigul',
        name: 'Tmt. R. Meena',
        mobileNo: '9443200022',
        emailId: 'ad.dindigul@example.in',
        password: 'Office@2026',
      },
      admin,
    );
    expect(ad.status).toBe(200);
    // The browser's sessions are new and wait for nothing they did not write.
    await app.settle();

    const page = await newPage(browser, app);
    await loginAs(page, 'rjd');
    await go(page, ADS);
    await visible(row(page, 'Assistant Directors', 'KGI'));
    expect(await row(page, 'Assistant Directors', 'DGL').count()).toBe(0);
    await page.close();

    const madurai = await newPage(browser, app);
    await madurai.getByLabel('Username').fill('rjd.madurai');
    await madurai.getByLabel('Password').fill('Region@2026');
    await madurai.getByRole('button', { name: 'Login' }).click();
    await madurai.waitForURL('**/app/dashboard/analytics');
    await go(madurai, ADS);
    await visible(row(madurai, 'Assistant Directors', 'DGL'));
    expect(await row(madurai, 'Assistant Directors', 'KGI').count()).toBe(0);
    await madurai.close();
  });
});
