import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { choose, confirmWith, field, go, newPage, row, status, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const REELERS = '/app/mastermanagement/reelerlist';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_reelers' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('reeler master in the browser', () => {
  it('registers a licensed reeler by PAN, edits, deactivates and reactivates it', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');
    await go(page, REELERS);
    await visible(page.getByRole('heading', { name: 'Reeler' }));
    await page.getByRole('button', { name: 'Add Reeler' }).click();
    await page.waitForURL('**/reelermanage/reelerinput');

    // A reeler needs a licence, a type, basins, and Aadhaar or PAN; a bank account is optional.
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByText('Please enter License No'));
    await visible(page.getByText('Please enter Aadhaar No or PAN'));
    await visible(page.getByText('Please select Reeler Type'));
    expect(await page.getByText('Please enter Bank Account No').count()).toBe(0);

    await field(page, 'Name').fill('Abdul Rahim S');
    await field(page, 'Father Name').fill('Sheik Dawood');
    await field(page, 'Address').fill('7, Silk Nagar');
    await field(page, 'City / Village').fill('Hosur');
    await choose(page, 'District', { value: '577' });
    await choose(page, 'Taluk', { value: '5890' });
    await field(page, 'PIN Code').fill('635109');
    await field(page, 'Mobile No').fill('9443098765');
    await field(page, 'PAN').fill('abcpr1234k');
    await choose(page, 'Gender', { value: 'male' });
    await choose(page, 'Reeler Type', { value: 'MULTIEND' });
    await field(page, 'Basin Count').fill('10');
    await field(page, 'License No').fill('TN/SER/RL/2019/0412');
    await field(page, 'License Date').fill('14/06/2019');
    await screenshot(page, 'masters-reeler-input-1440');
    await page.getByRole('button', { name: 'Register' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Your account created successfully. OTP verification pending.'));
    await page.waitForURL('**/reelerinput?id=*');
    expect(await field(page, 'Head Code').inputValue()).toMatch(/^HSR-R-\d{6}$/);
    const headCode = await field(page, 'Head Code').inputValue();

    await go(page, REELERS);
    const listed = row(page, 'Reelers', headCode);
    await expect.poll(() => status(listed), WAIT).toBe('Pending');
    // The PAN is masked in the list.
    expect(await text(listed)).toMatch('XXXXXX234K');
    expect(await text(listed)).not.toMatch('ABCPR1234K');
    await screenshot(page, 'masters-reeler-list-1440');

    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await field(page, 'Basin Count').fill('12');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'Form Submitted Successfully'));
    await page.waitForURL(`**${REELERS}`);

    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    expect(await field(page, 'Basin Count').inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Deactivate');
    await page.waitForURL(`**${REELERS}`);
    await expect.poll(() => status(listed), WAIT).toBe('inActive');
    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Reactivate');
    await page.waitForURL(`**${REELERS}`);
    // Never verified, it comes back Pending (the OTP still has to be confirmed).
    await expect.poll(() => status(listed), WAIT).toBe('Pending');

    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('Customer reactivated'));
    expect(await text(history)).toMatch('Basin Count: 10 → 12');
    await screenshot(page, 'masters-reeler-history-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    await go(page, REELERS);
    await visible(listed);
    await screenshot(page, 'masters-reeler-list-375');
    await page.close();
  });
});
