import type { TestApp } from '@cocoon/api/testing';
import type { Locator, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { type Browser, screenshot, visible } from './browser';

/** Helpers the master screens' browser tests share. */

/** A page with no session (the profile is shared between tests); a failing test leaves its picture. */
export async function newPage(
  browser: Browser,
  app: TestApp,
  size: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  onTestFailed(async ({ task }) => {
    // What broke in the page is the first thing a reader of a red run needs, next to what it showed.
    if (errors.length > 0) task.meta.pageErrors = errors.join('\n');
    if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`);
    if (errors.length > 0) throw new Error(`Errors in the page:\n${errors.join('\n')}`);
  });
  await page.goto(`${app.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${app.url}/login`);
  return page;
}

export async function text(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

/** Clicks the confirming button of the open confirmation after checking its wording. */
export async function confirmWith(page: Page, title: string, button = 'OK'): Promise<void> {
  const dialog = page.locator('.bp6-alert');
  await visible(dialog.getByText(title, { exact: true }));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export const toast = (page: Page, message: string | RegExp) =>
  page.locator('.bp6-toast').filter({ hasText: message });

/** Moves inside the single-page app without reloading it (wouter follows history.pushState). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

/**
 * The input or select labelled exactly so, ignoring a required field's asterisk ("Name" is not "Father
 * Name").
 */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*\\*?$`));

/** Chooses an option of a labelled select once the options have loaded. */
export async function choose(page: Page, label: string, option: { value?: string; label?: string }) {
  const select = field(page, label);
  const selector = option.value ? `option[value="${option.value}"]` : 'option';
  await select.locator(selector).first().waitFor({ state: 'attached' });
  if (option.label)
    await select.locator('option', { hasText: option.label }).first().waitFor({ state: 'attached' });
  await select.selectOption(option.value ? { value: option.value } : { label: option.label! });
}

/**
 * Ticks a Blueprint checkbox or radio as a user does: by clicking its label, since Blueprint draws the box over
 * the hidden input. A forced click on the input skips Playwright's wait for a still target and, under load, lands
 * where a dialog was mid-way through opening; the label's click waits for it. Answers once the control is ticked.
 */
export async function tick(control: Locator): Promise<void> {
  if (await control.isChecked()) return;
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked(), { timeout: 5_000 }).toBe(true);
}

/** The row of a named table that contains `text`. */
export const row = (page: Page, table: string, content: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr', { hasText: content });

/** The isActive label (Active / inActive / Pending) shown in a list row. */
export const status = (rowLocator: Locator) => text(rowLocator.locator('.bp6-tag').first());

/**
 * Types into a searchable account picker (issue 27: code, name, village or mobile) and chooses the option that
 * shows `code`.
 */
export async function pickAccount(page: Page, input: Locator, search: string, code: string): Promise<void> {
  await input.click();
  await input.fill(search);
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: code }).first();
  await visible(option);
  await option.click();
}
