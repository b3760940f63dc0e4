import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import { businessDate } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  ensureUiBuilt,
  followMenuLink,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { confirmWith, go, newPage, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const SETTINGS = '/app/mastermanagement/settings';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_settings' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const card = (page: Page, label: string) => page.getByRole('region', { name: label });

/** The value in force for a setting on a date, straight from the api (integers in the setting's unit). */
async function valueOn(key: string, date: string): Promise<number> {
  const api = apiClient(app.url);
  const answer = await api.get(`/dataManager/getKeyValue/${key}?date=${date}`, await api.login('admin'));
  return answer.body.value;
}

describe('market settings in the browser', () => {
  it('lets an Admin set a levy and the silk rate from a date, sending whole paise and basis points', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    // The dashboard leads there, and so does the menu.
    await visible(
      page
        .getByRole('button', { name: 'Market Settings' })
        .or(page.getByRole('link', { name: 'Market Settings' })),
    );
    await page.getByRole('button', { name: 'Master Management', expanded: false }).click();
    await followMenuLink(page, 'Market Settings', `**${SETTINGS}`, page.locator('aside'));
    const levy = card(page, 'Farmer levy (%)');
    await expect.poll(() => text(levy.getByRole('status')), WAIT).toMatch('In force: 1.00 %');
    await screenshot(page, 'masters-settings-1440');

    // What is typed is checked in the units shown, before anything is sent.
    await levy.getByLabel(/New value/).fill('1.255');
    await levy.getByRole('button', { name: 'Set value' }).click();
    await visible(levy.getByText(/at most 2 decimals/));
    await levy.getByLabel(/New value/).fill('25');
    await levy.getByRole('button', { name: 'Set value' }).click();
    await visible(levy.getByText('Must be between 0.00 % and 20.00 %'));

    // A new farmer levy from 1 December: earlier dates keep the old one.
    await levy.getByLabel(/New value/).fill('1.25');
    await levy.getByLabel('Effective From').fill('01/12/2026');
    await levy.getByRole('button', { name: 'Set value' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'Form Submitted Successfully'));
    const history = levy.getByRole('table', { name: 'Farmer levy (%) history' });
    await expect.poll(() => text(history), WAIT).toMatch('01/12/2026');
    expect(await text(history)).toMatch('1.25 %');
    expect(await valueOn('farmerlevy', '2026-12-01')).toBe(125);
    expect(await valueOn('farmerlevy', '2026-11-30')).toBe(100);

    // The silk rate from today: in force at once, stored as exact paise.
    const silk = card(page, 'Silk rate (Rs per kg of raw silk)');
    await silk.getByLabel(/New value/).fill('4725.50');
    await silk.getByRole('button', { name: 'Set value' }).click();
    await confirmWith(page, 'Are you Sure');
    await expect.poll(() => text(silk.getByRole('status')), WAIT).toMatch('In force: ₹4,725.50');
    expect(await valueOn('silkrate', businessDate(new Date()))).toBe(472550);
    expect(await valueOn('silkrate', '2026-01-01')).toBe(470000);
    await screenshot(page, 'masters-settings-set-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'masters-settings-375');
    await page.close();
  });

  it('sets a choice from its options and shows it by its label; days with their unit', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    await go(page, SETTINGS);
    const mode = card(page, 'How reelers pay');
    await expect
      .poll(() => text(mode.getByRole('status')), WAIT)
      .toMatch('In force: After invoice, within the days allowed');
    const days = card(page, 'Days a reeler has to pay an invoice');
    expect(await text(days.getByRole('status'))).toMatch('In force: 3 days');

    // A choice is picked from its options, never typed as a number.
    const select = mode.getByLabel(/New value/);
    expect(await select.evaluate((element) => element.tagName)).toBe('SELECT');
    await mode.getByRole('button', { name: 'Set value' }).click();
    await visible(mode.getByText('Choose one of the options'));
    await select.selectOption({ label: 'Deposit in advance' });
    await mode.getByRole('button', { name: 'Set value' }).click();
    await confirmWith(page, 'Are you Sure');
    await expect.poll(() => text(mode.getByRole('status')), WAIT).toMatch('In force: Deposit in advance');
    expect(await text(mode.getByRole('table', { name: 'How reelers pay history' }))).toMatch(
      'Deposit in advance',
    );
    expect(await valueOn('reelerpaymode', businessDate(new Date()))).toBe(1);

    const daysValue = days.getByLabel(/New value/);
    await daysValue.fill('5');
    await expect.poll(() => daysValue.inputValue(), WAIT).toBe('5');
    await days.getByRole('button', { name: 'Set value' }).click();
    await confirmWith(page, 'Are you Sure');
    await expect.poll(() => daysValue.inputValue(), WAIT).toBe('');
    await expect.poll(() => text(days.getByRole('status')), WAIT).toMatch('In force: 5 days');
    await mode.scrollIntoViewIfNeeded();
    await screenshot(page, 'masters-settings-choice-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps a Branch Admin out of the settings screen', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');
    expect(await page.getByRole('link', { name: 'Market Settings' }).count()).toBe(0);
    await go(page, SETTINGS);
    await visible(page.getByText('Not available for your role'));
    await screenshot(page, 'masters-settings-branch-1440');
    // The server refuses it too.
    const api = apiClient(app.url);
    const answer = await api.post(
      '/dataManager/SetKeyValue',
      { key: 'farmerlevy', value: 50, effectiveFrom: '2026-12-01', marketId: null },
      await api.login('branch'),
    );
    expect(answer.status).toBe(403);
    await page.close();
  });
});
