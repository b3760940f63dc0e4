import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '@cocoon/api/testing';
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
import { go, newPage } from './masters-helpers';

/**
 * Issue 27, item 2: the hall's display board runs on a view-only display session an officer starts from the live
 * room (Hall screen), which lasts the market day and reads that board only; the officer's own session keeps the
 * idle rule, also while the in-room board is up (it used to keep the session alive on an unattended screen).
 */
let m: AuctionTestMarket;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_display_board_idle', { farmers: 1, reelers: 1 });
  m.setClock('09:00');
  await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m), m.staff);
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 1 },
    m.staff,
  );
  expect(slot.status).toBe(200);
  m.setClock('10:01');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('the hall screen and the idle logout', () => {
  it("no longer keeps the officer's session alive: the in-room board is left to the idle rule", async () => {
    const page = await newPage(browser, m.app);
    await page.evaluate(() => localStorage.setItem('idleTimeoutMs', '5000'));
    await loginAs(page, 'hosur.admin');
    await go(page, '/app/livebiddingroom');
    await page.getByRole('button', { name: 'Display board' }).click();
    await visible(page.getByRole('table', { name: 'Display board' }));
    // Unattended past the timeout: the session ends, board or not.
    await page.waitForURL('**/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('serviceToken'))).toBeNull();
    await page.close();
  });

  it("runs the hall screen on its own display session: past the officer's logout, until ended from the room", async () => {
    const page = await newPage(browser, m.app);
    await page.evaluate(() => localStorage.setItem('idleTimeoutMs', '8000'));
    await loginAs(page, 'hosur.admin');
    await go(page, '/app/livebiddingroom');
    const [hall] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Hall screen', exact: true }).click(),
    ]);
    await hall.setViewportSize({ width: 1440, height: 900 });
    const board = hall.getByRole('table', { name: 'Display board' });
    await visible(board);
    await visible(board.getByRole('cell', { name: '1', exact: true }));
    // The token left the address bar at once; it is this tab's alone, never the officer's.
    expect(new URL(hall.url()).hash).toBe('');
    expect(await hall.evaluate(() => sessionStorage.getItem('displayToken'))).toMatch(/^ds_/);
    expect(await seriousA11yViolations(hall)).toEqual([]);
    await screenshot(hall, 'hall-screen-1440');

    // The officer walks away: their session ends by the idle rule; the hall screen carries on, also after a reload.
    await page.waitForURL('**/login', { timeout: 20_000 });
    await hall.reload();
    await visible(board);
    await visible(board.getByRole('cell', { name: '1', exact: true }));

    // Back at the desk, the officer ends the hall screens: the board closes and says so.
    await loginAs(page, 'hosur.admin');
    await go(page, '/app/livebiddingroom');
    await page.getByRole('button', { name: 'End hall screens' }).click();
    await visible(hall.getByText('This display has ended'));
    expect(await seriousA11yViolations(hall)).toEqual([]);
    await screenshot(hall, 'hall-screen-ended-1440');
    await hall.close();
    await page.close();
  });
});
