import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  chooseFromProfileMenu,
  DOWNLOADS_DIR,
  ensureUiBuilt,
  followMenuLink,
  launchBrowser,
  login,
  screenshot,
} from './browser';

const WAIT = { timeout: 15_000 };

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_defects' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page with no session: the browser profile is shared between tests, its storage must not be. */
async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  // What the screen showed when an assertion failed is the first thing a reader of a red run needs.
  onTestFailed(async ({ task }) => {
    if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  await page.goto(`${app.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${app.url}/login`);
  return page;
}

/** Waits until the first element the locator finds is visible (vitest has no Playwright matchers). */
async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

async function text(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** Clicks OK in the open confirmation after checking its wording. */
async function confirmWith(page: Page, title: string, text?: string): Promise<void> {
  const dialog = page.locator('.bp6-alert');
  await visible(dialog.getByText(title, { exact: true }));
  if (text) await visible(dialog.getByText(text, { exact: true }));
  await dialog.getByRole('button', { name: 'OK' }).click();
}

describe('cocoon defects in the browser', () => {
  it('sends a logged-out visitor to /login and back to the defect list after login', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/app/cocoondefect/defectlist`);
    await page.waitForURL('**/login?from=*');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/app/cocoondefect/defectlist');
    await screenshot(page, 'login-1440');

    await login(page, 'branch', 'wrong-password');
    await visible(page.getByRole('alert').filter({ hasText: /invalid|wrong|failed/i }));
    expect(await storage(page)).not.toHaveProperty('serviceToken');

    await login(page, 'branch');
    await page.waitForURL('**/app/cocoondefect/defectlist');
    await visible(page.getByRole('heading', { name: 'Cocoon Defect' }));
    expect(await page.title()).toBe('Cocoon Defect | Cocoon Market');
    const stored = await storage(page);
    expect(stored).toMatchObject({ userName: expect.any(String), userType: 'Branch Admin' });
    expect(stored.serviceToken).toBeTruthy();

    // A guest page with a stored token goes straight on into the app.
    await page.goto(`${app.url}/login`);
    await page.waitForURL('**/app/dashboard/analytics');
    await page.close();
  });

  it('adds, lists, edits, deletes and prints defects as a Branch Admin, then logs out', async () => {
    const page = await newPage();
    await login(page, 'branch');
    await page.waitForURL('**/app/dashboard/analytics');
    await visible(page.getByText("The day's figures"));
    await screenshot(page, 'dashboard-1440');

    await page.getByRole('button', { name: 'Master Management', expanded: false }).click();
    await visible(page.getByRole('button', { name: 'Master Management', expanded: true }));
    await followMenuLink(page, 'Cocoon Defect', '**/app/cocoondefect/defectlist');
    const table = page.getByRole('table', { name: 'Cocoon defects' });
    await visible(table.locator('tbody tr').first());
    await screenshot(page, 'defect-list-1440');

    // Add: the browser checks the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Add Defect' }).click();
    await page.waitForURL('**/app/cocoondefect/defectinput');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Please enter Defect Code'));
    await visible(page.getByText('Please enter Defect Name'));
    await screenshot(page, 'defect-input-errors-1440');

    await page.getByLabel('Defect Code').fill('E2E1');
    await page.getByLabel('Defect Name').fill('Browser test stain');
    await page.getByRole('button', { name: 'Save' }).click();
    await screenshot(page, 'defect-confirm-add-1440');
    await confirmWith(page, 'Are you Sure to Add');
    await visible(page.getByText('Form Submitted Successfully'));
    await page.waitForURL('**/app/cocoondefect/defectlist');
    const added = table.locator('tbody tr', { hasText: 'E2E1' });
    await expect.poll(() => text(added), WAIT).toMatch('Browser test stain');
    await screenshot(page, 'defect-added-1440');

    // A second defect with the same code is refused by the server, and the form says why.
    await page.getByRole('button', { name: 'Add Defect' }).click();
    await page.getByLabel('Defect Code').fill('E2E1');
    await page.getByLabel('Defect Name').fill('Duplicate');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await expect
      .poll(() => text(page.locator('.form-layout').getByRole('alert')), WAIT)
      .toMatch(/E2E1|exist|already/i);
    await screenshot(page, 'defect-duplicate-1440');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/app/cocoondefect/defectlist');

    // Edit
    await page.getByRole('button', { name: 'Edit E2E1' }).click();
    await page.waitForURL('**/app/cocoondefect/defectinput?id=*');
    expect(await page.getByLabel('Defect Name').inputValue()).toBe('Browser test stain');
    await page.getByLabel('Defect Name').fill('Browser test stain, edited');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(page.getByText('Form Submitted Successfully').first());
    await page.waitForURL('**/app/cocoondefect/defectlist');
    await expect
      .poll(() => text(table.locator('tbody tr', { hasText: 'E2E1' })), WAIT)
      .toMatch('Browser test stain, edited');

    // Sort by code descending: the second click on the same header reverses the order.
    const sortByCode = table.getByRole('button', { name: 'Defect Code' });
    await sortByCode.click();
    const ascending = await table.locator('tbody tr td:first-child').allInnerTexts();
    await sortByCode.click();
    const descending = await table.locator('tbody tr td:first-child').allInnerTexts();
    expect(descending).toEqual([...ascending].reverse());

    // Delete
    await page.getByRole('button', { name: 'Delete E2E1' }).click();
    await screenshot(page, 'defect-confirm-delete-1440');
    await confirmWith(page, 'Are you Sure to delete', "You won't be able to revert this!");
    await visible(page.getByText('Your item has been deleted'));
    await expect.poll(() => table.locator('tbody tr', { hasText: 'E2E1' }).count(), WAIT).toBe(0);

    // Print: the PDF is rendered by the worker and arrives as a download.
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    const saved = join(DOWNLOADS_DIR, file.suggestedFilename());
    await file.saveAs(saved);
    expect(file.suggestedFilename()).toBe('cocoon-defects.pdf');
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'defect-printed-1440');

    // Logout from the profile menu clears all storage and lands on /login.
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await visible(page.getByText('Branch Admin', { exact: true }));
    await screenshot(page, 'profile-menu-1440');
    await chooseFromProfileMenu(page, 'Logout', '**/login');
    expect(await storage(page)).toEqual({});
    await page.close();
  }, 180_000);

  it('ends an expired session with the spec message and returns to the page after login', async () => {
    const page = await newPage();
    await login(page, 'branch');
    await page.waitForURL('**/app/dashboard/analytics');
    await page.evaluate(() => localStorage.setItem('serviceToken', 'expired-or-revoked'));
    await page.goto(`${app.url}/app/mastermanagement/cocoontype`);
    await page.waitForURL('**/login?from=*');
    await visible(page.getByText('Your session has expired. Please login again.'));
    expect(await storage(page)).toEqual({});
    await screenshot(page, 'session-expired-1440');
    await login(page, 'branch');
    await page.waitForURL('**/app/mastermanagement/cocoontype');
    await visible(page.getByRole('table', { name: 'Cocoon types' }).locator('tbody tr').first());
    await screenshot(page, 'cocoon-types-1440');
    await page.close();
  });

  it("shows the server's field messages under the fields (change password with a wrong current password)", async () => {
    const page = await newPage();
    await login(page, 'branch');
    await page.waitForURL('**/app/dashboard/analytics');
    await chooseFromProfileMenu(page, 'Change Password', '**/app/userchangepassword');
    expect(await page.title()).toBe('Change Password | Cocoon Market');

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: false }).first().fill('Newer@5678');
    await page.getByLabel('Confirm New Password').fill('Different@5678');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page.getByText('Passwords do not match'));

    await page.getByLabel('Confirm New Password').fill('Newer@5678');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await visible(page.getByText('The current password is wrong').first());
    await screenshot(page, 'change-password-server-error-1440');
    await page.close();
  });

  it('keeps Admin out of the defect screens, as the role table says', async () => {
    const page = await newPage();
    await login(page, 'admin');
    await page.waitForURL('**/app/dashboard/analytics');
    await page.getByRole('button', { name: 'Master Management', expanded: false }).click();
    await visible(page.getByRole('link', { name: 'Farmer' }));
    expect(await page.getByRole('link', { name: 'Cocoon Defect' }).count()).toBe(0);
    await page.goto(`${app.url}/app/cocoondefect/defectlist`);
    await visible(page.getByText('Not available for your role'));
    await screenshot(page, 'admin-defects-refused-1440');
    await page.close();
  });

  it('stays usable on a 375 px phone screen', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await screenshot(page, 'login-375');
    await login(page, 'branch');
    await page.waitForURL('**/app/dashboard/analytics');
    await page.goto(`${app.url}/app/cocoondefect/defectlist`);
    await visible(page.getByRole('table', { name: 'Cocoon defects' }).locator('tbody tr').first());
    await screenshot(page, 'defect-list-375');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('link', { name: 'Cocoon Defect' }));
    await screenshot(page, 'menu-375');
    await followMenuLink(page, 'Cocoon Type', '**/app/mastermanagement/cocoontype');
    await page.getByRole('button', { name: 'Add Cocoon Type' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Please enter Cocoon Name'));
    await screenshot(page, 'cocoon-type-input-375');
    await page.close();
  });
});
