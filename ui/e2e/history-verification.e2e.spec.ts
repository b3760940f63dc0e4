import { generateKeyPairSync } from 'node:crypto';
import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  ensureUiBuilt,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { newPage, text } from './masters-helpers';

const WAIT = { timeout: 15_000 };

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({
    name: 'ui_history_audit',
    env: {
      AUDIT_SEAL_PRIVATE_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ format: 'pem', type: 'pkcs8' })
        .toString(),
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('history verification on the dashboard', () => {
  it('shows an Admin that it never ran, runs it on request, and says in words what it found', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    const card = page.getByRole('region', { name: 'History verification' });
    await visible(card.getByText('Not verified yet'));
    await card.getByRole('button', { name: 'Verify now' }).click();
    await expect
      .poll(() => text(card), WAIT)
      .toMatch(/History intact.*Last run \d\d\/\d\d\/\d{4} [\d:]+: no problems/);
    await screenshot(page, 'dashboard-history-verification-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it("is not on a Market Officer's dashboard", async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'officer');
    await visible(page.getByRole('heading', { name: /Welcome/ }));
    expect(await page.getByRole('region', { name: 'History verification' }).count()).toBe(0);
  });
});
