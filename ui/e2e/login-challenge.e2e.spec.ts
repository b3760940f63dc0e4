import { apiClient, DEMO_REELER_PASSWORD, startTestApp, type TestApp } from '@cocoon/api/testing';
import { sampleReelerForm } from '@cocoon/domain/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  login,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';

let app: TestApp;
let browser: Browser;
let reelerCode: string;

// The browser and these calls share 127.0.0.1: 25 wrong passwords from here make every new browser here do
// a challenge's work first (about 2^15 hashes: a moment, long enough to see the message).
beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({
    name: 'ui_login_challenge',
    env: { LOGIN_CHALLENGE_BITS: '15', LOGIN_CHALLENGE_MAX_BITS: '15' },
  });
  const api = apiClient(app.url);
  const registered = await api.post(
    '/auth/Register-Customer',
    sampleReelerForm({ password: DEMO_REELER_PASSWORD }),
    await api.login('branch'),
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  reelerCode = registered.body.headCode;
  await app.settle();
  for (let i = 0; i < 25; i++) {
    const failed = await api.call('POST', '/auth/connect', {
      body: { username: `made-up-${i % 5}`, password: 'wrong' },
      key: null,
    });
    expect(failed.status).toBe(401);
  }
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Notes whether the words ever showed, however briefly, and which workers the page started. */
async function watchChecking(page: Page) {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.evaluate(() => {
    const seen = window as unknown as { checkingShown?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Checking this browser…'))
        seen.checkingShown = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return {
    workers,
    shown: () =>
      page.evaluate(() => (window as unknown as { checkingShown?: boolean }).checkingShown === true),
  };
}

async function outcomesOf(username: string): Promise<string[]> {
  const rows = await app.deps.db
    .selectFrom('app.login_log')
    .select('outcome')
    .where('username', '=', username)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.outcome);
}

describe('a login from an address that has failed too often', () => {
  it('the staff login page does the challenge in a worker, says "Checking this browser…", and logs in', async () => {
    const page = await freshPage(browser.context, app.url);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const checking = await watchChecking(page);
    await login(page, 'rjd');
    await page.waitForURL('**/app/dashboard/analytics');
    expect(await checking.shown()).toBe(true);
    expect(checking.workers.some((url) => url.includes('challenge-worker'))).toBe(true);
    expect(await outcomesOf('rjd')).toEqual(['challenged', 'success']);

    // The browser now has its device cookie for rjd: the next login needs no work.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${app.url}/login`);
    await login(page, 'rjd');
    await page.waitForURL('**/app/dashboard/analytics');
    expect(await outcomesOf('rjd')).toEqual(['challenged', 'success', 'success']);
    await page.close();
  });

  it('the reeler login page does too, and a wrong password after it still says exactly what the spec says', async () => {
    const phone = await browser.context.newPage();
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.goto(`${app.url}/reeler/login`);
    const checking = await watchChecking(phone);
    await phone.getByLabel(/Reeler code or mobile number/).fill(reelerCode);
    await phone.getByLabel(/^Password/).fill('not-the-password');
    await phone.getByRole('button', { name: 'Login' }).click();
    await visible(phone.getByRole('alert').filter({ hasText: 'Invalid username or password' }));
    expect(await checking.shown()).toBe(true);
    await screenshot(phone, 'reeler-login-after-challenge-360');

    await phone.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.waitForURL('**/reeler/bid');
    expect(await outcomesOf(reelerCode)).toEqual([
      'challenged',
      'wrong-credentials',
      'challenged',
      'success',
    ]);
    await phone.close();
  });
});
