import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '@cocoon/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { go, newPage } from './masters-helpers';

/**
 * The hall's display board stays up with nobody at the keyboard, past the idle timeout (shortened here through
 * the documented override); leaving it after that ends the session, so an unattended board never hands a
 * passer-by the officer's session.
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

describe('display board and the idle logout', () => {
  it('keeps the board up past the idle timeout, and logs out when an unattended board is left', async () => {
    const page = await newPage(browser, m.app);
    await page.evaluate(() => localStorage.setItem('idleTimeoutMs', '5000'));
    await loginAs(page, 'hosur.admin');
    await go(page, '/app/livebiddingroom');
    await page.mouse.move(100, 100);
    const board = page.getByRole('table', { name: 'Display board' });
    const busy = async (ms: number) => {
      // Activity as a user makes it: the ordinary idle logout cannot be what ends the session.
      for (let t = 0; t < ms; t += 250) {
        await page.mouse.move(200 + (t % 500), 300);
        await page.waitForTimeout(250);
      }
    };

    // Left within the timeout: back in the room, still logged in.
    await page.getByRole('button', { name: 'Display board' }).click();
    await visible(board);
    await page.keyboard.press('Escape');
    await board.waitFor({ state: 'detached' });
    await busy(6_000);
    expect(new URL(page.url()).pathname).toBe('/app/livebiddingroom');

    // Unattended past the timeout: the board stays up; leaving it ends the session at once.
    await page.getByRole('button', { name: 'Display board' }).click();
    await visible(board);
    await page.waitForTimeout(7_000);
    expect(new URL(page.url()).pathname).toBe('/app/livebiddingroom');
    await visible(board);
    await screenshot(page, 'display-board-after-idle');
    await page.keyboard.press('Escape');
    await Promise.all([page.waitForURL('**/login', { timeout: 5_000 }), busy(1_500).catch(() => undefined)]);
    expect(await page.evaluate(() => localStorage.getItem('serviceToken'))).toBeNull();
    await page.close();
  });
});
