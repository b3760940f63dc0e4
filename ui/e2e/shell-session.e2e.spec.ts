import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import { can } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { SCREENS } from '../src/features/shell/screens';
import {
  type Browser,
  chooseFromProfileMenu,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  login,
  loginAs,
  screenshot,
  seriousA11yViolations,
  storageOf,
  visible,
} from './browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_shell_session' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(): Promise<Page> {
  const page = await freshPage(browser.context, app.url);
  onTestFailed(async ({ task }) => {
    if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  return page;
}

/** What the server says about a token: 200 while the session lives, 401 once it has ended. */
async function tokenStatus(token: string): Promise<number> {
  const answer = await fetch(`${app.url}/api/MasCocoon/getAll_MasCocoon`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.status;
}

/** Moves inside the single-page app without reloading it (wouter follows history.pushState). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

const toast = (page: Page, message: string) => page.locator('.bp6-toast').filter({ hasText: message });

describe('guards and routes (spec section 2)', () => {
  it('sends a visitor to /login remembering the page, and back there after login', async () => {
    const page = await newPage();
    // A report screen: its parameters form, its title.
    await page.goto(`${app.url}/app/reports/labresult`);
    await page.waitForURL('**/login?from=*');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/app/reports/labresult');
    await login(page, 'branch');
    await page.waitForURL('**/app/reports/labresult');
    await visible(page.getByRole('heading', { name: 'Lab Result' }));
    expect(await page.title()).toBe('Lab Result | Cocoon Market');
    expect(await page.getByLabel('Date').isDisabled()).toBe(false);
    await screenshot(page, 'shell-login-return-1440');
    await page.close();
  });

  it('opens every protected route: its screen, its frame with title and breadcrumbs, or the role notice', async () => {
    const page = await newPage();
    await loginAs(page, 'branch');
    const main = page.locator('main.main-layout__content');
    for (const screen of SCREENS) {
      await page.evaluate((path) => window.history.pushState(null, '', path), screen.path);
      const where = `${screen.path}:`;
      if (screen.action && !can('Branch Admin', screen.action)) {
        await visible(main.getByText('Not available for your role'));
        continue;
      }
      if (screen.component) {
        await visible(main.locator('.page-header h3'));
        expect(await main.getByText('Unexpected Application Error!').count(), where).toBe(0);
        continue;
      }
      await visible(main.getByRole('heading', { name: screen.title, exact: true }));
      await visible(main.getByText('Not available yet'));
      expect(await page.title(), where).toBe(`${screen.title} | Cocoon Market`);
      const crumbs = await main.locator('.bp6-breadcrumbs li').allInnerTexts();
      expect(crumbs[0], where).toBe('Home');
      if (screen.group) expect(crumbs[1], where).toBe(screen.group);
      expect(crumbs.at(-1), where).toBe(screen.title);
    }
    await page.close();
  });

  it('moves a logged-in user off every public route, and unknown paths to the dashboard', async () => {
    const page = await newPage();
    await loginAs(page, 'ad');
    for (const path of [
      '/',
      '/login',
      '/signin',
      '/signup',
      '/reset-password',
      '/app/nowhere',
      '/no/such/page',
    ]) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL('**/app/dashboard/analytics');
    }
    await page.close();
  });

  it('keeps the public sign-up and reset pages open to a visitor', async () => {
    const page = await newPage();
    for (const path of ['/signup', '/reset-password']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await screenshot(page, 'shell-reset-password-public-1440');
    await page.close();
  });
});

describe('session rules (spec sections 4, 8 and 9)', () => {
  it('logs out after the idle timeout, but not while the user is active', async () => {
    const page = await newPage();
    // The spec's 5 minutes, shortened for the test through the documented override.
    await page.evaluate(() => localStorage.setItem('idleTimeoutMs', '2500'));
    await loginAs(page, 'branch');
    const token = (await storageOf(page)).serviceToken!;

    for (let i = 0; i < 10; i++) {
      await page.mouse.move(100 + i * 10, 200 + (i % 2) * 10);
      await page.waitForTimeout(400);
    }
    expect(new URL(page.url()).pathname).toBe('/app/dashboard/analytics');

    await page.waitForURL('**/login', { timeout: 15_000 });
    await visible(toast(page, 'You were logged out after 3 seconds without activity.'));
    expect(await storageOf(page)).toEqual({});
    await expect.poll(() => tokenStatus(token)).toBe(401);
    await screenshot(page, 'shell-idle-logout-1440');
    await page.close();
  });

  it('warns before the idle logout: "Stay signed in" keeps the session, an unanswered warning ends it', async () => {
    const page = await newPage();
    // 15 s shortened from the spec's 5 minutes: the warning comes in the last fifth (60 s of the real 5 minutes).
    await page.evaluate(() => localStorage.setItem('idleTimeoutMs', '15000'));
    await loginAs(page, 'branch');
    const token = (await storageOf(page)).serviceToken!;
    const warning = page.locator('.bp6-alert').filter({ hasText: 'Still there?' });
    await visible(warning.getByText(/You will be signed out in \d s: nothing was done for 12 seconds\./));
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'hidden' });
    // Past the first warning's deadline the session is still open, on the server too.
    await page.waitForTimeout(4000);
    expect(new URL(page.url()).pathname).toBe('/app/dashboard/analytics');
    expect(await tokenStatus(token)).toBe(200);
    // Nobody answers the next warning: the session ends as before.
    await visible(warning.getByRole('button', { name: 'Sign out now' }));
    await screenshot(page, 'shell-idle-warning-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.waitForURL('**/login', { timeout: 15_000 });
    await expect.poll(() => tokenStatus(token)).toBe(401);
    await page.close();
  });

  it('logout clears all storage, ends the server session and goes to /login', async () => {
    const page = await newPage();
    await loginAs(page, 'rjd');
    const stored = await storageOf(page);
    expect(Object.keys(stored).sort()).toEqual(['language', 'root', 'serviceToken', 'userName', 'userType']);
    expect(stored).toMatchObject({ userName: 'rjd', userType: 'RJD', language: 'en' });
    expect(JSON.parse(stored.root!)).toMatchObject({ layout: { layout: 'vertical', language: 'en' } });
    expect(await tokenStatus(stored.serviceToken!)).toBe(200);

    await chooseFromProfileMenu(page, 'Logout', '**/login');
    expect(await storageOf(page)).toEqual({});
    expect(await tokenStatus(stored.serviceToken!)).toBe(401);
    await page.close();
  });

  it('a 401 clears storage and sends the user to /login with the spec message', async () => {
    const page = await newPage();
    await loginAs(page, 'branch');
    const { serviceToken } = await storageOf(page);
    // The server ends the session behind the browser's back (another tab logged out, or it expired).
    await fetch(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serviceToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await go(page, '/app/cocoondefect/defectlist');
    await page.waitForURL('**/login?from=%2Fapp%2Fcocoondefect%2Fdefectlist');
    await visible(toast(page, 'Your session has expired. Please login again.'));
    expect(await storageOf(page)).toEqual({});
    await screenshot(page, 'shell-session-expired-1440');
    await page.close();
  });

  it('no answer at all while logged in clears storage and goes to /login with the network message', async () => {
    const page = await newPage();
    await loginAs(page, 'branch');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await go(page, '/app/mastermanagement/cocoontype');
    await page.waitForURL('**/login?from=*');
    await visible(toast(page, 'Network error occurred. Please login again.'));
    expect(await storageOf(page)).toEqual({});
    await screenshot(page, 'shell-network-error-1440');
    await page.close();
  });

  it("shows the server's message for other errors, else 'An error occurred' with the status", async () => {
    const page = await newPage();
    await loginAs(page, 'branch');
    await page.route('**/api/DefectCocoon/getAll_DefectCocoon*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The read models are being rebuilt', statusCode: 500 }),
      }),
    );
    await page.goto(`${app.url}/app/cocoondefect/defectlist`);
    await visible(toast(page, 'The read models are being rebuilt'));
    expect((await storageOf(page)).serviceToken).toBeTruthy();
    // Toasts sit top-right (spec section 9).
    const container = page.locator('.bp6-toast-container').filter({ has: page.locator('.bp6-toast') });
    expect(await container.getAttribute('class')).toMatch(
      /bp6-toast-container-top.*bp6-toast-container-right|bp6-toast-container-right.*bp6-toast-container-top/,
    );
    await screenshot(page, 'shell-server-error-1440');

    await page.unroute('**/api/DefectCocoon/getAll_DefectCocoon*');
    await page.route('**/api/DefectCocoon/getAll_DefectCocoon*', (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.goto(`${app.url}/app/cocoondefect/defectlist`);
    await visible(toast(page, 'An error occurred (503)'));
    expect(new URL(page.url()).pathname).toBe('/app/cocoondefect/defectlist');
    await page.close();
  });

  it("shows 'Unexpected Application Error!' with a way back when a screen cannot be shown", async () => {
    const page = await newPage();
    await loginAs(page, 'branch');
    // The screen's code cannot be fetched (a new release replaced the files under an open tab).
    await page.route('**/assets/CocoonDefectList-*.js', (route) => route.abort('failed'));
    await go(page, '/app/cocoondefect/defectlist');
    await visible(page.getByText('Unexpected Application Error!'));
    await visible(page.getByRole('navigation', { name: 'Main menu' }));
    await screenshot(page, 'shell-unexpected-error-1440');
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.waitForURL('**/app/dashboard/analytics');
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
    await page.close();
  });
});
