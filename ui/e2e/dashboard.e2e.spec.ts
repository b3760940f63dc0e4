import {
  type AuctionTestMarket,
  sampleLot,
  startAuctionMarket,
  type WeighedLot,
  weighLots,
} from '@cocoon/api/testing';
import { formatRupees } from '@cocoon/domain';
import type { Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextPage,
  ensureUiBuilt,
  launchChromium,
  login,
  screenshot,
  seriousA11yViolations,
  visible,
  watchCspViolations,
} from './browser';

/**
 * The dashboard in the browser on a day of Hosur: two lots sold and weighed, a third being bid on in a slot
 * open now (a fourth comes in while the Branch Admin watches). The Branch Admin's tiles open the screens behind them; the RJD sees the region's markets and picks
 * one; the Market Officer gets the figures without links.
 */
let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
let sold: WeighedLot[];
const pageErrors: string[] = [];
const cspRefusals: string[] = [];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_dashboard', { farmers: 4, reelers: 3 });
  m.setClock('09:00');
  sold = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 1, ratePaise: 70_500, netGrams: 55_555 },
  ]);
  const late = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 2), m.staff);
  expect(late.status).toBe(200);
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    {
      inwardDate: m.today(),
      startTime: m.clockTime(1),
      endTime: m.clockTime(120),
      lotFrom: late.body.lotNo,
      lotTo: late.body.lotNo,
    },
    m.staff,
  );
  expect(slot.status).toBe(200);
  m.shiftClock(2);
  await m.app.settle();
  chrome = await launchChromium();
}, 240_000);

afterAll(async () => {
  await chrome?.close();
  await m?.app.stop();
});

async function signedIn(username: string): Promise<Page> {
  const page = await contextPage(chrome, 1440, 900);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  const refused = watchCspViolations(page);
  page.on('close', () => cspRefusals.push(...refused));
  await page.goto(`${m.app.url}/login`);
  await login(page, username);
  await page.waitForURL('**/app/dashboard/analytics');
  return page;
}

const tileValue = (page: Page, key: string) => page.locator(`[data-tile-value="${key}"]`).innerText();
const sum = (pick: (l: WeighedLot) => number) => sold.reduce((t, l) => t + pick(l), 0);

describe('the dashboard in the browser', () => {
  it("shows the Branch Admin the day's figures, live, each tile opening the screen behind it", async () => {
    const page = await signedIn('hosur.admin');
    await visible(page.locator('[data-tile="inwarded"]'));
    expect(await tileValue(page, 'inwarded')).toBe('3');
    expect(await tileValue(page, 'weighed')).toBe('2');
    expect(await tileValue(page, 'value')).toBe(formatRupees(sum((l) => l.amountPaise)));
    const average = Math.round((sum((l) => l.amountPaise) * 1000) / sum((l) => l.netGrams));
    expect(await tileValue(page, 'rate')).toBe(`${formatRupees(average)}/kg`);
    expect(await tileValue(page, 'auction')).toBe('Running');
    await visible(page.getByText('Live', { exact: true }));
    await visible(
      page.getByRole('table', { name: 'The day by race' }).getByRole('rowheader', { name: 'BV' }),
    );
    await visible(page.getByText(/Arrivals and average price/));
    await visible(page.locator('.dashboard-chart .recharts-line').first());
    // A Branch Admin has one market: no market picker, no table of markets.
    expect(await page.getByLabel('Market', { exact: true }).count()).toBe(0);
    await screenshot(page, 'dashboard-branch-admin');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A phone: the page never scrolls sideways; the wide race table scrolls in its own box (issue 27).
    await page.setViewportSize({ width: 360, height: 780 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 15_000 })
      .toBeLessThanOrEqual(360);
    await screenshot(page, 'dashboard-branch-admin-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    // While the slot is open the figures follow the market without a reload: a lot comes in at the counter.
    expect((await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, 3), m.staff)).status).toBe(200);
    await m.app.settle();
    await expect.poll(() => tileValue(page, 'inwarded'), { timeout: 15_000 }).toBe('4');

    await page.getByRole('link', { name: /^Lots weighed 2 .*Auction Weight/ }).click();
    await page.waitForURL(`**/app/auctionweightentry?date=${m.today()}`);
    await page.goBack();
    await visible(page.locator('[data-tile="farmers"]'));
    expect(await tileValue(page, 'farmers')).toBe('2');
    await page.getByRole('link', { name: /^Farmers waiting for payment/ }).click();
    await page.waitForURL(`**/app/farmerpayment/farmerpaymentlist?date=${m.today()}`);
    await page.close();
  });

  it("shows the RJD the region's markets, and one market's figures once picked", async () => {
    const page = await signedIn('rjd.salem');
    const markets = page.getByRole('table', { name: 'Markets' });
    await visible(markets);
    const hosur = markets.getByRole('row').filter({ hasText: 'Hosur (HSR)' });
    await visible(hosur);
    expect(await hosur.innerText()).toContain('Running');
    await visible(markets.getByRole('row').filter({ hasText: 'Dharmapuri (DPI)' }));
    expect(await tileValue(page, 'inwarded')).toBe('4');
    await screenshot(page, 'dashboard-rjd');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Market', { exact: true }).selectOption({ label: 'Dharmapuri (DPI)' });
    await page.waitForURL(/marketId=/);
    await expect.poll(() => tileValue(page, 'inwarded')).toBe('0');
    expect(await tileValue(page, 'auction')).toBe('Not running');
    await screenshot(page, 'dashboard-rjd-dharmapuri');
    await page.close();
  });

  it('gives the Market Officer the figures without links to screens the role cannot open', async () => {
    const page = await signedIn('hosur.officer');
    await visible(page.locator('[data-tile="inwarded"]'));
    expect(await tileValue(page, 'inwarded')).toBe('4');
    expect(await page.locator('.dashboard-tile__anchor').count()).toBe(0);
    await screenshot(page, 'dashboard-market-officer');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Another day, typed as DD/MM/YYYY whatever the browser's locale: nothing came in then.
    await page.getByLabel('Date', { exact: true }).fill('15/01/2020');
    await page.waitForURL(/date=2020-01-15/);
    await expect.poll(() => tileValue(page, 'inwarded')).toBe('0');
    await page.close();
  });

  it('keeps the user signed in when the page is reloaded while its figures are on their way', async () => {
    const page = await signedIn('hosur.admin');
    await visible(page.locator('[data-tile="inwarded"]'));
    // Hold the next figures in flight, then reload: the request the reload cuts short is no network failure.
    let held = 0;
    await page.route('**/api/Invoice/dashboard-tiles*', async (route) => {
      held += 1;
      if (held === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    await page.getByLabel('Date', { exact: true }).fill('15/01/2020');
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.reload();
    await page.waitForURL('**/app/dashboard/analytics*');
    await visible(page.locator('[data-tile="inwarded"]'));
    expect(page.url()).not.toContain('/login');
    await page.close();
  });

  it('raised no error in the pages, and the chart drew within the Content-Security-Policy', () => {
    expect(pageErrors).toEqual([]);
    expect(cspRefusals).toEqual([]);
  });
});
