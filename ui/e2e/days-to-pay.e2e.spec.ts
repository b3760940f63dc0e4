import { type AuctionTestMarket, startAuctionMarket, type WeighedLot, weighLots } from '@cocoon/api/testing';
import { addDays, DAYS_TO_PAY, PAYMENT_WAIT_REASONS, PAYMENTS_WAITING } from '@cocoon/domain';
import type { Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  contextPage,
  ensureUiBuilt,
  launchChromium,
  login,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { go } from './masters-helpers';

/**
 * The farmer's wait in the browser (issue 25, "The wait, measured"): Hosur weighs three lots; one farmer is paid
 * in cash the same day; a week later the other two still wait. The Branch Admin's dashboard shows the median
 * days to pay, the oldest unpaid lot and the two lots beyond the promise; the tile opens Payments Waiting with
 * the reason of each, and Days To Pay (MIS) shows the market's weighing day.
 */
const STEP = 180_000;
const WAIT = { timeout: 30_000 };
let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
let page: Page;
let weighedOn: string;
let sold: WeighedLot[];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_days_to_pay', { farmers: 3, reelers: 1 });
  m.setClock('09:00');
  sold = await weighLots(
    m,
    [0, 1, 2].map((farmer) => ({ farmer, reeler: 0, ratePaise: 70_000, netGrams: 50_000 })),
  );
  weighedOn = m.today();
  // The reeler pays in cash what it bought; the cash on hand then pays the first farmer.
  const received = await m.api.post(
    '/ReelerReceipt/SaveReceipt',
    {
      reelerId: m.reelers[0]!.customerId,
      mode: 'cash',
      amountPaise: sold.reduce((t, l) => t + l.reelerPayablePaise, 0),
      purpose: 'advance',
    },
    m.staff,
  );
  expect(received.status, JSON.stringify(received.body)).toBe(200);
  const paid = await m.api.post(
    '/FarmerPayment/PayCash',
    { farmerId: m.farmers[0]!.customerId, lotIds: [sold.find((l) => l.farmerIndex === 0)!.lotId] },
    m.staff,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  // A week on: Hosur's promise is 1 working day, so the two unpaid lots are late whatever the weekdays.
  m.shiftClock(7 * 24 * 60);
  await m.app.settle();
  chrome = await launchChromium();
  page = await contextPage(chrome, 1440, 900);
  await page.goto(`${m.app.url}/login`);
  await login(page, 'hosur.admin');
  await page.waitForURL('**/app/dashboard/analytics');
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-days-to-pay-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
});

afterAll(async () => {
  await chrome?.close();
  await m?.app.stop();
});

const tileValue = (key: string) => page.locator(`[data-tile-value="${key}"]`).innerText();
const bodyRows = (title: string) => page.getByRole('table', { name: title, exact: true }).locator('tbody tr');

describe("the farmer's wait", () => {
  it(
    'the dashboard tiles and the 30-day chart, at 1440 and 360 px',
    async () => {
      await visible(page.locator('[data-tile="days-to-pay"]'));
      // Paid in cash the day it was weighed: 0 working days.
      expect(await tileValue('days-to-pay')).toBe('0.00');
      expect(await tileValue('beyond-promise')).toBe('2');
      expect(await tileValue('oldest-unpaid')).toMatch(/^[2-6]$/);
      await visible(page.getByText(/Working days to pay by weighing day/));
      await screenshot(page, 'days-to-pay-dashboard-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'days-to-pay-dashboard-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );

  it(
    'the tile opens Payments Waiting: the two late lots with the reason each waits',
    async () => {
      await page.getByRole('link', { name: /^Waiting beyond the promise/ }).click();
      await page.waitForURL(`**${PAYMENTS_WAITING.route}**`);
      const showing = page.getByRole('button', { name: 'Show' });
      if (await showing.isVisible()) await showing.click();
      await expect.poll(() => bodyRows(PAYMENTS_WAITING.title).count(), WAIT).toBe(2);
      const texts = await bodyRows(PAYMENTS_WAITING.title).allTextContents();
      const reasons = Object.values(PAYMENT_WAIT_REASONS) as string[];
      for (const text of texts)
        expect(
          reasons.some((r) => text.includes(r)),
          text,
        ).toBe(true);
      for (const farmer of m.farmers.slice(1)) expect(texts.join(' ')).toContain(farmer.headCode);
      expect(texts.join(' ')).not.toContain(m.farmers[0]!.headCode);
      await screenshot(page, 'payments-waiting-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'payments-waiting-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );

  it(
    'Days To Pay (MIS): the weighing day with its median, unpaid lots and those beyond the promise',
    async () => {
      await go(page, `${DAYS_TO_PAY.route}?from=${addDays(weighedOn, -3)}&to=${m.today()}`);
      await expect.poll(() => bodyRows(DAYS_TO_PAY.title).count(), WAIT).toBe(1);
      const cells = await bodyRows(DAYS_TO_PAY.title).first().locator('td, th').allTextContents();
      expect(cells).toContain('Hosur');
      // Lots weighed 3, paid 1, median 0.00, p90 0, unpaid 2, beyond the promise 2.
      expect(cells).toEqual(expect.arrayContaining(['3', '1', '0.00', '2']));
      await screenshot(page, 'days-to-pay-report-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'days-to-pay-report-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
    STEP,
  );
});
