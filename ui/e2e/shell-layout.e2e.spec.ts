import type { TestApp } from '@cocoon/api/testing';
import { startTestApp } from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type Browser,
  chooseFromMenu,
  ensureUiBuilt,
  followMenuLink,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  storageOf,
  visible,
} from './browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_shell_layout' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const HEIGHT: Record<number, number> = { 375: 812, 800: 900, 1024: 768, 1440: 900 };

async function newPage(width = 1440): Promise<Page> {
  const page = await freshPage(browser.context, app.url, { width, height: HEIGHT[width] ?? 900 });
  onTestFailed(async ({ task }) => {
    if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  return page;
}

/** Moves inside the single-page app without reloading it (wouter follows history.pushState). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

const defectRows = (page: Page) => page.getByRole('table', { name: 'Cocoon defects' }).locator('tbody tr');
const sidebar = (page: Page) => page.locator('aside.main-layout__sidebar');
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Layout settings' });

describe('the shell at 375, 800, 1024 and 1440 px (spec sections 2 and 9)', () => {
  for (const width of [375, 800, 1024, 1440]) {
    it(`lays out the dashboard, a list, a report and the menu at ${width} px`, async () => {
      const page = await newPage(width);
      await loginAs(page, 'branch');
      await visible(page.getByRole('heading', { name: 'Dashboard' }));
      await screenshot(page, `shell-dashboard-${width}`);

      await go(page, '/app/cocoondefect/defectlist');
      await visible(defectRows(page));
      await screenshot(page, `shell-list-${width}`);

      await go(page, '/app/reports/lotregister');
      await visible(page.getByRole('button', { name: 'Show' }));
      expect(await page.getByLabel('From Date').isDisabled()).toBe(false);
      expect(await page.getByLabel('To Date').isDisabled()).toBe(false);
      expect(await page.title()).toBe('Lot Register | Cocoon Market');
      await screenshot(page, `shell-report-${width}`);

      if (width < 992) {
        // Below 992 px the menu is a slide-over opened from the header.
        expect(await sidebar(page).count()).toBe(0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await visible(page.locator('.bp6-drawer').getByRole('button', { name: 'Reports', exact: true }));
        await screenshot(page, `shell-menu-open-${width}`);
        await followMenuLink(page, 'Lab Result', '**/app/reports/labresult', page.locator('.bp6-drawer'));
        await page.locator('.bp6-drawer').waitFor({ state: 'detached' });
      } else if (width <= 1024) {
        // Up to 1024 px the side menu folds to its icons by itself; a group opens beside it.
        await visible(sidebar(page).locator('.side-menu--collapsed'));
        await sidebar(page).getByRole('button', { name: 'Reports', exact: true }).click();
        await visible(page.getByRole('menuitem', { name: 'Lab Result' }));
        await screenshot(page, `shell-menu-open-${width}`);
        await page.getByRole('menuitem', { name: 'Lab Result' }).click();
        await page.waitForURL('**/app/reports/labresult');
        await page.getByRole('button', { name: 'Expand menu' }).click();
        await visible(sidebar(page).getByRole('link', { name: 'Lab Result' }));
      } else {
        await visible(sidebar(page).getByRole('link', { name: 'Lot Register' }));
        await screenshot(page, `shell-menu-open-${width}`);
      }

      await settingsButton(page).click();
      await visible(page.getByRole('heading', { name: 'Layout settings' }));
      await screenshot(page, `shell-settings-${width}`);
      await page.getByText('Dark', { exact: true }).click();
      await page.keyboard.press('Escape');
      expect(await page.locator('body').getAttribute('class')).toContain('bp6-dark');
      await go(page, '/app/cocoondefect/defectlist');
      await visible(defectRows(page));
      await screenshot(page, `shell-dark-${width}`);
      await page.close();
    });
  }
});

describe('layout settings (spec section 3)', () => {
  it('starts from the defaults, applies every setting at once and keeps them under root', async () => {
    const page = await newPage(1440);
    await loginAs(page, 'branch');
    await settingsButton(page).click();
    const panel = page.locator('.settings-panel');
    expect(await panel.getByLabel('Vertical').isChecked()).toBe(true);
    expect(await panel.getByLabel('Light').isChecked()).toBe(true);
    expect(await panel.getByLabel('blue').isChecked()).toBe(true);
    expect(await panel.getByLabel('Fixed nav').isChecked()).toBe(true);
    expect(await panel.getByLabel('Fixed header').isChecked()).toBe(true);
    expect(await panel.getByLabel('Language').inputValue()).toBe('en');

    // Horizontal layout: the menu becomes a bar under the header.
    await panel.getByText('Horizontal', { exact: true }).click();
    await panel.getByLabel('teal').check();
    await page.keyboard.press('Escape');
    await visible(page.locator('nav.horizontal-menu'));
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.locator('.app-header').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe(
      'rgb(0, 133, 122)',
    );
    const misGroup = page
      .locator('nav.horizontal-menu')
      .getByRole('button', { name: 'MIS Reports', exact: true });
    await misGroup.click();
    await visible(page.getByRole('menuitem', { name: 'Variety Wise' }));
    await screenshot(page, 'shell-horizontal-1440');
    await chooseFromMenu(page, misGroup, 'Variety Wise', '**/app/misreport/VarietyWiseReport');

    // ...and falls back to the vertical slide-over on a narrow screen.
    await page.setViewportSize({ width: 800, height: 900 });
    await visible(page.getByRole('button', { name: 'Open menu' }));
    expect(await page.locator('nav.horizontal-menu').count()).toBe(0);
    await screenshot(page, 'shell-horizontal-fallback-800');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Stored under `root`, and still there after a reload.
    const root = JSON.parse((await storageOf(page)).root!);
    expect(root.layout).toMatchObject({ layout: 'horizontal', headerColour: 'teal' });
    await page.reload();
    await visible(page.locator('nav.horizontal-menu'));

    // Right to left, box layout, collapsed menu, Tamil.
    await settingsButton(page).click();
    await panel.getByText('Vertical', { exact: true }).click();
    await panel.getByText('Right to left', { exact: true }).click();
    await panel.getByText('Box layout', { exact: true }).click();
    await panel.getByLabel('Language').selectOption('ta');
    await visible(panel.getByText('Screen text in Tamil comes later'));
    await page.keyboard.press('Escape');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    expect((await storageOf(page)).language).toBe('ta');
    await visible(sidebar(page).getByRole('button', { name: 'அறிக்கைகள்' }));
    const frame = await page.locator('.main-layout__frame').boundingBox();
    expect(frame?.width).toBe(1280);
    const side = await sidebar(page).boundingBox();
    expect(side!.x).toBeGreaterThan(1000); // the menu sits on the right in right-to-left
    await screenshot(page, 'shell-rtl-tamil-box-1440');

    await settingsButton(page).click();
    await panel.getByText('Collapsed menu', { exact: true }).click();
    await panel.getByText('Fixed header', { exact: true }).click();
    await page.keyboard.press('Escape');
    await visible(sidebar(page).locator('.side-menu--collapsed'));
    expect(await page.locator('.app-header').evaluate((h) => getComputedStyle(h).position)).not.toBe('fixed');
    await screenshot(page, 'shell-collapsed-1440');

    // Reset brings back the spec's defaults.
    await settingsButton(page).click();
    await panel.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.keyboard.press('Escape');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(JSON.parse((await storageOf(page)).root!).layout).toEqual({
      layout: 'vertical',
      collapsedMenu: false,
      menuTheme: 'light',
      headerColour: 'blue',
      rightToLeft: false,
      boxLayout: false,
      fixedNav: true,
      fixedHeader: true,
      language: 'en',
    });
    await visible(sidebar(page).getByRole('button', { name: 'Reports', exact: true }));
    await page.close();
  });
});

describe('the percentage loader (spec section 9)', () => {
  it('counts up while the data is on its way and goes when it arrives', async () => {
    const page = await newPage(1440);
    await loginAs(page, 'branch');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/DefectCocoon/getAll_DefectCocoon*', async (route) => {
      await held;
      await route.continue();
    });
    await go(page, '/app/cocoondefect/defectlist');
    const loader = page.getByRole('progressbar', { name: 'Loading', exact: true });
    await visible(loader);
    await expect
      .poll(async () => Number(await loader.getAttribute('aria-valuenow')))
      .toBeGreaterThanOrEqual(10);
    const shown = Number(await loader.getAttribute('aria-valuenow'));
    expect(shown).toBeLessThan(100);
    expect(await page.locator('.percent-loader__label').textContent()).toMatch(/^\d+%$/);
    await screenshot(page, 'shell-loader-1440');
    release();
    await visible(defectRows(page));
    await loader.waitFor({ state: 'detached' });
    await page.close();
  });
});
