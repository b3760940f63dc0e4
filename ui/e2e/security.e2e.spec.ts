import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import { can } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../src/features/shell/screens';
import {
  type Browser,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
  watchCspViolations,
} from './browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_security' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Every built screen without a path parameter that the user's role may open. */
const screensFor = (userType: string) =>
  SCREENS.filter((s) => s.component && !s.path.includes(':') && (!s.action || can(userType, s.action)));

/**
 * A policy refusal depends on a screen's code, not on who opens it: each screen is opened once, by the Branch
 * Admin when that role may, else by the Admin (together every screen either role may open).
 */
const SCREENS_TO_OPEN = {
  'Branch Admin': screensFor('Branch Admin'),
  Admin: screensFor('Admin').filter((s) => !screensFor('Branch Admin').includes(s)),
} as const;

async function openEach(page: Page, userType: keyof typeof SCREENS_TO_OPEN): Promise<number> {
  const screens = SCREENS_TO_OPEN[userType];
  for (const screen of screens) {
    await page.goto(`${app.url}${screen.path}`);
    // Every screen shows a heading once its code has loaded.
    await visible(page.getByRole('heading')).catch((error: Error) => {
      throw new Error(`${screen.path}: ${error.message}`);
    });
  }
  return screens.length;
}

describe('Content-Security-Policy in the browser', () => {
  // Every built screen, one after another (thirty-odd reports among them): a bound for a loaded machine.
  for (const [username, userType] of [
    ['admin', 'Admin'],
    ['branch', 'Branch Admin'],
  ] as const) {
    it(`lets every screen of the ${userType} (not opened by the other) run without a single refusal`, async () => {
      const page = await freshPage(browser.context, app.url);
      const refused = watchCspViolations(page);
      await loginAs(page, username);
      expect(await openEach(page, userType)).toBeGreaterThan(5);
      expect(refused).toEqual([]);
      await page.close();
    }, 180_000);
  }

  it('refuses an injected inline script (what would steal the token from storage)', async () => {
    const page = await freshPage(browser.context, app.url);
    const refused = watchCspViolations(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = localStorage.length';
      document.body.append(script);
    });
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await page.close();
  });
});

describe('Login Log', () => {
  it("shows the Admin each attempt's time, account, result and address", async () => {
    const api = apiClient(app.url);
    expect(
      (await api.call('POST', '/auth/connect', { body: { username: 'ad', password: 'nope' }, key: null }))
        .status,
    ).toBe(401);
    const page = await freshPage(browser.context, app.url);
    await loginAs(page, 'admin');
    await page.goto(`${app.url}/app/mastermanagement/loginlog`);
    const table = page.getByRole('table', { name: 'Login attempts' });
    await visible(table.getByText('Wrong username or password'));
    await visible(table.getByText('Logged in'));
    await page.getByLabel('Username').fill('ad');
    await page.getByLabel('Result').selectOption('wrong-credentials');
    // The filtered page replaces the one on screen once it has come.
    await expect.poll(() => table.getByText('Logged in').count(), { timeout: 10_000 }).toBe(0);
    await visible(table.getByRole('cell', { name: 'ad', exact: true }));
    await screenshot(page, 'security-login-log');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('a password reset by someone else', () => {
  it('is told to its owner after login, naming who reset it, until dismissed', async () => {
    const api = apiClient(app.url);
    const ad = await api.login('ad');
    const officer = await app.deps.db
      .selectFrom('app.staff_users')
      .select('user_id')
      .where('username', '=', 'officer')
      .executeTakeFirstOrThrow();
    const reset = await api.post(
      '/MasUsers/UpdateMasUsers',
      {
        staffId: officer.user_id,
        name: 'Market Officer',
        mobileNo: '9443100104',
        emailId: 'officer@example.in',
        password: 'Demo@1234',
      },
      ad,
    );
    expect(reset.status).toBe(200);
    const page = await freshPage(browser.context, app.url);
    await loginAs(page, 'officer');
    const notice = page.getByText(/set a new password for your account/);
    await visible(notice);
    expect(await notice.textContent()).toContain('ad (AD)');
    await screenshot(page, 'security-password-reset-notice');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.close();
  });
});
