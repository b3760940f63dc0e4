import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, screenshot } from './browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_templates' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Every request a page makes to the API, so a test can prove the templates make no network call. */
interface Watched {
  page: Page;
  apiCalls: string[];
}

async function openPage(path: string, width = 1440): Promise<Watched> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  onTestFailed(async ({ task }) => {
    if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  await page.goto(`${app.url}/auth/aboutus`);
  await page.evaluate(() => localStorage.clear());
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto(`${app.url}${path}`);
  return { page, apiCalls };
}

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

const TEMPLATE_PAGES: Array<[string, string, string]> = [
  ['signup-1', '/auth/signup-1', 'Sign up'],
  ['signup-2', '/auth/signup-2', 'Sign up'],
  ['signin-1', '/auth/signin-1', 'Sign in'],
  ['signin-2', '/auth/signin-2', 'Sign in'],
  ['reset-password-1', '/auth/reset-password-1', 'Reset password'],
  ['reset-password-2', '/auth/reset-password-2', 'Choose a new password'],
  ['change-password', '/auth/change-password', 'Change password'],
  ['profile-settings', '/auth/profile-settings', 'Profile settings'],
  ['tabs-auth', '/auth/tabs-auth', 'Sign in or sign up'],
  ['todo', '/auth/todo', 'To-do demo'],
  ['aboutus', '/auth/aboutus', 'About us'],
  ['cancellationpolicy', '/auth/cancellationpolicy', 'Cancellation policy'],
  ['privacypolicy', '/auth/privacypolicy', 'Privacy policy'],
  ['refundpolicy', '/auth/refundpolicy', 'Refund policy'],
  ['termsandconditionpolicy', '/auth/termsandconditionpolicy', 'Terms and conditions'],
  ['public-signup', '/signup', 'Sign up'],
  ['public-reset-password', '/reset-password', 'Reset password'],
];

describe('template pages in the browser', () => {
  it('opens every template route without login, titled and linked to the others, at 1440 and 375 px', async () => {
    for (const width of [1440, 375]) {
      for (const [name, path, title] of TEMPLATE_PAGES) {
        const { page, apiCalls } = await openPage(path, width);
        await visible(page.getByRole('heading', { name: title, exact: true }));
        expect(new URL(page.url()).pathname, name).toBe(path);
        expect(await page.title()).toBe(`${title} | Cocoon Market`);
        const links = page.getByRole('navigation', { name: 'Template pages' });
        await visible(links.getByRole('link', { name: 'To-do demo' }));
        expect(await links.getByRole('link').count()).toBe(16);
        await screenshot(page, `templates-${name}-${width}`);
        expect(apiCalls, name).toEqual([]);
        await page.close();
      }
    }
  }, 240_000);

  it('registers into the local users list without any network call, then signs in against it', async () => {
    const { page, apiCalls } = await openPage('/auth/signup-1');
    await visible(page.getByText('Template page'));
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByText('Please enter First Name'));
    await page.getByLabel('First Name').fill('Meena');
    await page.getByLabel('Last Name').fill('Kumar');
    await page.getByLabel('Email').fill('meena@example');
    await page.getByLabel('Password').fill('Silk@2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByText('Invalid email address'));
    await screenshot(page, 'templates-signup-errors-1440');

    await page.getByLabel('Email').fill('Meena@Example.in');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByRole('status').getByText('Successfully Registered'));
    const users = JSON.parse((await page.evaluate(() => localStorage.getItem('users'))) ?? '[]');
    expect(users).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'meena@example.in',
        password: 'Silk@2026',
        firstName: 'Meena',
        lastName: 'Kumar',
      },
    ]);
    await screenshot(page, 'templates-signup-done-1440');

    // The same email again is refused.
    await page.getByLabel('First Name').fill('Meena');
    await page.getByLabel('Last Name').fill('K');
    await page.getByLabel('Email').fill('meena@example.in');
    await page.getByLabel('Password').fill('Another@2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await visible(page.getByText('An account with this email is already registered in this browser'));

    await page.getByRole('link', { name: 'Sign in with it' }).click();
    await page.waitForURL('**/auth/signin-1');
    await page.getByLabel('Email').fill('meena@example.in');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByText('No account with this email and password is registered in this browser.'));
    await page.getByLabel('Password').fill('Silk@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visible(page.getByText('Welcome, Meena Kumar'));
    await visible(page.getByText(/does not open the market system/));
    await screenshot(page, 'templates-signin-done-1440');

    // The change-password template works on the same local account.
    await page.goto(`${app.url}/auth/change-password`);
    await page.getByLabel('Email').fill('meena@example.in');
    await page.getByLabel('Current Password').fill('Silk@2026');
    await page.locator('input[name=newPassword]').fill('Newer@2026');
    await page.getByLabel('Confirm New Password').fill('Newer@2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Password changed'));
    const changed = JSON.parse((await page.evaluate(() => localStorage.getItem('users'))) ?? '[]');
    expect(changed[0].password).toBe('Newer@2026');

    expect(apiCalls).toEqual([]);
    await page.close();
  }, 60_000);

  it('switches the tabs page between sign in and sign up through the URL', async () => {
    const { page } = await openPage('/auth/tabs-auth');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    await page.waitForURL('**/auth/tabs-auth?tab=signup');
    await visible(page.getByLabel('First Name'));
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/auth/tabs-auth?tab=signin');
    await visible(page.getByRole('button', { name: 'Sign in' }));
    await page.close();
  });

  it("checks the profile's URL and email, and says plainly that reset and profile update are stubs", async () => {
    const { page, apiCalls } = await openPage('/auth/profile-settings');
    await page.getByLabel('First Name').fill('Meena');
    await page.getByLabel('Last Name').fill('Kumar');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Website').fill('tnsericulture');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await visible(page.getByText('Invalid URL'));
    await visible(page.getByText('Invalid email address'));
    await screenshot(page, 'templates-profile-errors-1440');
    await page.getByLabel('Email').fill('meena@example.in');
    await page.getByLabel('Website').fill('https://www.tn.gov.in');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await visible(page.getByText('Profile not saved'));
    await visible(page.getByText(/Update profile is an empty stub/).first());

    await page.goto(`${app.url}/auth/reset-password-1`);
    await page.getByLabel('Email').fill('meena@example.in');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByText('No email was sent'));
    await screenshot(page, 'templates-reset-stub-1440');

    await page.goto(`${app.url}/auth/reset-password-2`);
    await page.locator('input[name=password]').fill('Newer@2026');
    await page.locator('input[name=confirmPassword]').fill('Newer@2027');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await visible(page.getByText('Passwords do not match'));
    expect(apiCalls).toEqual([]);
    await page.close();
  });

  it('shows real policy text that defers to the official notification', async () => {
    const expectations: Array<[string, RegExp]> = [
      ['/auth/aboutus', /Department of Sericulture, Government of Tamil Nadu/],
      ['/auth/privacypolicy', /Aadhaar and bank details are kept so that farmers are paid/],
      ['/auth/refundpolicy', /It is not refundable, except where the department’s rules provide/],
      ['/auth/cancellationpolicy', /withdraw a lot/],
      ['/auth/termsandconditionpolicy', /authorised staff of the Department of Sericulture/],
    ];
    for (const [path, text] of expectations) {
      const { page } = await openPage(path);
      await visible(page.getByText(text));
      await visible(page.getByText('The official notification prevails'));
      expect(await page.locator('body').innerText()).not.toMatch(/lorem|ipsum/i);
      await page.close();
    }
  });
});

describe('the to-do demo', () => {
  const section = (page: Page, name: string) => page.getByRole('region', { name });

  it('starts with 6/1, 7/1 and 4/1 items and follows the card, basic and modal rules, all in the browser', async () => {
    const { page, apiCalls } = await openPage('/auth/todo');
    const card = section(page, 'Card to-do');
    const basic = section(page, 'Basic to-do');
    const modal = section(page, 'Modal to-do');
    await visible(card.getByLabel('1 of 6 complete'));
    await visible(basic.getByLabel('1 of 7 complete'));
    await visible(modal.getByLabel('1 of 4 complete'));
    await screenshot(page, 'templates-todo-start-1440');

    // Card: add (not complete), click flips, and no delete button exists.
    await card.getByLabel('New card note').fill('Weigh lot 42');
    await card.getByRole('button', { name: 'Add' }).click();
    await visible(card.getByLabel('1 of 7 complete'));
    const newCard = card.getByRole('checkbox', { name: 'Weigh lot 42' });
    expect(await newCard.getAttribute('aria-checked')).toBe('false');
    await newCard.click();
    await visible(card.getByLabel('2 of 7 complete'));
    await newCard.click();
    await visible(card.getByLabel('1 of 7 complete'));
    expect(await card.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await card.getByRole('button', { name: 'Add' }).click();
    await visible(card.getByText('Please enter a note'));

    // Basic: tick sets the value, delete removes by position.
    const firstOpen = basic.locator('.todo-row').nth(1);
    const note = await firstOpen.innerText();
    await firstOpen.locator('label').click();
    await visible(basic.getByLabel('2 of 7 complete'));
    await firstOpen.locator('label').click();
    await visible(basic.getByLabel('1 of 7 complete'));
    await basic.getByRole('button', { name: `Delete ${note.trim()}` }).click();
    await visible(basic.getByLabel('1 of 6 complete'));
    expect(await basic.getByText(note.trim(), { exact: true }).count()).toBe(0);

    // Modal: new notes come from a dialog.
    await modal.getByRole('button', { name: 'Add note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a note' });
    await dialog.getByLabel('New modal note').fill('Inspect the drying trays');
    await screenshot(page, 'templates-todo-modal-1440');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await visible(modal.getByLabel('1 of 5 complete'));
    await modal.getByRole('button', { name: 'Delete Inspect the drying trays' }).click();
    await visible(modal.getByLabel('1 of 4 complete'));
    await screenshot(page, 'templates-todo-after-1440');

    // The mock answers inside the browser: nothing went to the network.
    expect(apiCalls).toEqual([]);
    await page.close();
  }, 60_000);
});
