import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { confirmWith, field, go, newPage, row, text } from './masters-helpers';

const WAIT = { timeout: 15_000 };

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_cocoon_history' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('History tabs of the cocoon type and defect masters', () => {
  it('shows what changed, who changed it and when', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');

    await go(page, '/app/mastermanagement/cocoontype');
    await page.getByRole('button', { name: 'Add Cocoon Type' }).click();
    await field(page, 'Cocoon Name').fill('Bivoltine hybrid test');
    await field(page, 'Short Name').fill('BVT');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await page.waitForURL('**/app/mastermanagement/cocoontype');
    const type = row(page, 'Cocoon types', 'Bivoltine hybrid test');
    await visible(type);
    await type.getByRole('button', { name: /^Edit/ }).click();
    await field(page, 'Short Name').fill('BVH');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await page.waitForURL('**/app/mastermanagement/cocoontype');
    await type.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('Cocoon type updated'));
    await visible(history.getByText('Cocoon type added'));
    expect(await text(history)).toMatch('Short Name: BVT → BVH');
    expect(await text(history)).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await text(history)).toMatch('branch (Branch Admin)');
    await screenshot(page, 'masters-cocoon-type-history-1440');

    await go(page, '/app/cocoondefect/defectlist');
    await page.getByRole('button', { name: 'Add Defect' }).click();
    await field(page, 'Defect Code').fill('HST');
    await field(page, 'Defect Name').fill('History stain');
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await page.waitForURL('**/app/cocoondefect/defectlist');
    await page.getByRole('button', { name: 'Edit HST' }).click();
    await field(page, 'Defect Name').fill('History stain, edited');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await page.waitForURL('**/app/cocoondefect/defectlist');
    await page.getByRole('button', { name: 'Edit HST' }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const defectHistory = page.getByRole('table', { name: 'History' });
    await expect
      .poll(() => text(defectHistory), WAIT)
      .toMatch('Defect Name: History stain → History stain, edited');
    await visible(defectHistory.getByText('Cocoon defect added'));
    await screenshot(page, 'masters-defect-history-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'masters-defect-history-375');
    await page.close();
  });
});
