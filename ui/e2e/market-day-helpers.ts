import { DEMO_REELER_PASSWORD } from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './browser';
import { field, text } from './masters-helpers';

/** Steps of a market day at the counter and on the reelers' phones, shared by the day's browser tests. */
const WAIT = { timeout: 15_000 };

export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');

export const liveRow = (page: Page, lotNo: number) =>
  page.getByRole('table', { name: 'Live lots' }).locator(`tbody tr[data-lot-no="${lotNo}"]`);

/** A lot's card on a reeler's phone. */
export const card = (page: Page, lotNo: number) =>
  page.getByRole('region', { name: `Lot ${lotNo}`, exact: true });

/** One lot at the counter, keyboard only: Enter moves on, Enter on the last field asks, Enter answers OK. */
export async function inwardLot(
  page: Page,
  farmer: { name: string; headCode: string },
  values: string[],
  lotNo: number,
) {
  await expect.poll(() => focusedName(page), WAIT).toBe('farmerId');
  await page.keyboard.type(farmer.headCode);
  await visible(page.getByRole('option', { name: `${farmer.name} (${farmer.headCode})` }));
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page), WAIT).toBe('cocoonTypeId');
  if (lotNo === 1) await field(page, 'Silk Type').selectOption({ label: 'Bivoltine (BV)' });
  await page.keyboard.press('Enter');
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await answerOkWithEnter(page, 'Are you Sure to Add');
  await visible(page.getByText(`Lot ${lotNo} saved`));
}

/** The confirm dialog's OK takes the focus once it has opened; Enter then answers it, as at the counter. */
export async function answerOkWithEnter(page: Page, title: string) {
  await visible(page.locator('.bp6-alert').getByText(title, { exact: true }));
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT).toBe('OK');
  await page.keyboard.press('Enter');
  await page.locator('.bp6-alert').waitFor({ state: 'hidden' });
}

/** A reeler logs in on their phone (`page`, a fresh context at phone size) and sees the open slot's lot 1. */
export async function reelerLogin(page: Page, baseUrl: string, headCode: string): Promise<Page> {
  await page.goto(`${baseUrl}/reeler/login`);
  await page.getByLabel(/Reeler code or mobile number/).fill(headCode);
  await page.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/reeler/bid');
  await visible(card(page, 1));
  return page;
}

export async function bid(page: Page, lotNo: number, rupees: string) {
  await card(page, lotNo).getByLabel('Your bid (Rs per kg)').fill(rupees);
  await card(page, lotNo).getByRole('button', { name: 'Bid', exact: true }).click();
  // A bid not accepted says on its card why (a refusal's reason, "No answer…"): the failure carries those words.
  await visible(card(page, lotNo).getByText(`Bid accepted: Rs ${rupees}/kg`)).catch(async (error: Error) => {
    throw new Error(`${error.message}\nLot ${lotNo}'s card said: ${await text(card(page, lotNo))}`);
  });
}
