import {
  type AuctionTestMarket,
  DEMO_REELER_PASSWORD,
  sampleLot,
  startAuctionMarket,
} from '@cocoon/api/testing';
import type { Locator, Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  contextPage,
  ensureUiBuilt,
  launchChromium,
  login,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { go, text } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
const lotIds: string[] = [];
const pageErrors: string[] = [];
const openPages: Page[] = [];

/**
 * The staff room and two reelers need three separate browser storages (each keeps its own token), so the
 * test opens three contexts of one Chromium rather than one persistent profile.
 */
async function newContextPage(size: { width: number; height: number }): Promise<Page> {
  const page = await contextPage(chrome, size.width, size.height);
  openPages.push(page);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    // A refused login's 401, a refused bid's 400/409 and the answer the test cuts off are logged as failed
    // resources: expected, not page errors.
    if (message.type() === 'error' && !/status of (400|401|409)|net::ERR_FAILED/.test(message.text()))
      pageErrors.push(message.text());
  });
  return page;
}

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_live_bidding', { farmers: 4, reelers: 3 });
  // Slot 1 runs 10:00-10:30 on the server clock; the test moves the clock into it instead of waiting.
  m.setClock('09:00');
  for (const farmer of [0, 1, 2, 3]) {
    const answer = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    lotIds.push(answer.body.lotId);
  }
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 3 },
    m.staff,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  m.setClock('10:05');
  chrome = await launchChromium();
}, 180_000);

afterAll(async () => {
  await chrome?.close();
  await m?.app.stop();
});

const liveRow = (page: Page, lotNo: number) =>
  page.getByRole('table', { name: 'Live lots' }).locator(`tbody tr[data-lot-no="${lotNo}"]`);
const card = (page: Page, lotNo: number) => page.getByRole('region', { name: `Lot ${lotNo}`, exact: true });
const cells = async (row: Locator) => (await row.locator('td').allTextContents()).map((t) => t.trim());

async function reelerPage(headCode: string, { wrongFirst = false } = {}): Promise<Page> {
  const page = await newContextPage(PHONE);
  await page.goto(`${m.app.url}/reeler/login`);
  await page.getByLabel(/Reeler code or mobile number/).fill(headCode);
  if (wrongFirst) {
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Invalid username or password' }));
    await screenshot(page, 'live-reeler-login-refused-360');
  }
  await page.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/reeler/bid');
  await visible(card(page, 1));
  return page;
}

describe('live bidding in the browser', () => {
  it('shows two reelers bidding from their phones in the live room without a reload, refusals on the card', async () => {
    onTestFailed(async ({ task }) => {
      if (pageErrors.length > 0) task.meta.pageErrors = pageErrors.join('\n');
      // What each page showed when it broke, beside what the page reported.
      for (const [i, page] of openPages.entries())
        if (!page.isClosed()) await screenshot(page, `failed-live-bidding-${i}`);
      if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.join('\n')}`);
    });
    const [first, second] = [m.reelers[0]!, m.reelers[1]!];

    // The staff room: every lot of the open slot with its figures, on the server clock (10:05 → 25 minutes).
    const room = await newContextPage(DESKTOP);
    await room.goto(`${m.app.url}/login`);
    await login(room, 'hosur.admin');
    await room.waitForURL('**/app/dashboard/analytics');
    await go(room, '/app/livebiddingroom');
    await visible(room.getByRole('status', { name: 'Connection: Live' }));
    await expect.poll(() => liveRow(room, 3).count(), WAIT).toBe(1);
    const before = await cells(liveRow(room, 1));
    expect(before.slice(2, 8)).toEqual(['BV', '21.67', '5.00', '6.00', '700.00', '']);
    expect(before[10]).toMatch(/^2[45]:\d\d$/);
    await room.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Two reelers on phones, each with their own session.
    const a = await reelerPage(first.headCode, { wrongFirst: true });
    // The reeler's token is kept apart from the staff one.
    expect(await a.evaluate(() => [Boolean(localStorage.reelerToken), localStorage.serviceToken])).toEqual([
      true,
      undefined,
    ]);
    const b = await reelerPage(second.headCode);
    const amountA = card(a, 1).getByLabel('Your bid (Rs per kg)');
    expect(await amountA.inputValue()).toBe('700.00');
    await screenshot(a, 'live-reeler-360');

    // Reeler A: the floor plus Re 1 twice.
    await card(a, 1).getByRole('button', { name: '+Re 1' }).click();
    await card(a, 1).getByRole('button', { name: '+Re 1' }).click();
    expect(await amountA.inputValue()).toBe('702.00');
    await card(a, 1).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(a, 1).getByText('Bid accepted: Rs 702.00/kg'));
    await visible(card(a, 1).getByText('You lead'));

    // The room shows it at once, flashing, with the bidder's name and code.
    await expect.poll(async () => (await cells(liveRow(room, 1)))[7], WAIT).toBe('702.00');
    const afterA = await cells(liveRow(room, 1));
    expect(afterA[8]).toBe(`${first.name}${first.headCode}`);
    expect(afterA[9]).toBe('1');
    expect(await liveRow(room, 1).getAttribute('class')).toMatch(/live-flash/);
    await screenshot(room, 'live-room-after-bid-1440');

    // Reeler B's box has moved up to the least now accepted; an amount below it is refused, saying why.
    const amountB = card(b, 1).getByLabel('Your bid (Rs per kg)');
    await expect.poll(() => amountB.inputValue(), WAIT).toBe('703.00');
    await amountB.fill('702.50');
    await card(b, 1).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(
      card(b, 1).getByText(
        'Bid must be at least Rs 703.00 per kg: the highest bid is Rs 702.00 and the minimum increment is Rs 1.00',
      ),
    );
    await screenshot(b, 'live-reeler-refused-360');

    // +Rs 5 on what was typed, and B leads.
    await card(b, 1).getByRole('button', { name: '+Rs 5' }).click();
    expect(await amountB.inputValue()).toBe('707.50');
    await card(b, 1).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(b, 1).getByText('You lead'));
    await expect.poll(async () => (await cells(liveRow(room, 1)))[7], WAIT).toBe('707.50');
    expect((await cells(liveRow(room, 1)))[8]).toBe(`${second.name}${second.headCode}`);
    expect((await cells(liveRow(room, 1)))[9]).toBe('2');
    // A learns of it on the phone too: outbid, at what price, and never by whom (bidders are anonymous by default).
    await visible(card(a, 1).getByText('Outbid · yours 702.00'));
    await expect.poll(() => amountA.inputValue(), WAIT).toBe('708.50');
    expect(await text(card(a, 1).getByRole('status', { name: 'Highest bid' }))).toContain('Rs 707.50/kg');
    for (const [phone, other] of [
      [a, second],
      [b, first],
    ] as const) {
      const shown = await text(phone.locator('body'));
      expect(shown).not.toContain(other.headCode);
      expect(shown).not.toContain(other.name);
    }
    expect(await seriousA11yViolations(a)).toEqual([]);
    expect(await room.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await screenshot(a, 'live-reeler-outbid-360');

    // A bid whose answer is lost on the way back: the server took it, the phone does not know. Tapping Bid
    // again repeats the same attempt (same Idempotency-Key), so the lot gets one bid, not two.
    const keys: string[] = [];
    let cutOff = false;
    await a.route('**/api/BiddingInfo/PlaceBid', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (cutOff) return route.continue();
      cutOff = true;
      await route.fetch();
      await route.abort('failed');
    });
    await card(a, 2).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(a, 2).getByText(/No answer from the server/));
    await expect.poll(async () => (await cells(liveRow(room, 2)))[7], WAIT).toBe('700.00');
    // The lost bid came back on the stream; the box keeps the amount tried.
    expect(await card(a, 2).getByLabel('Your bid (Rs per kg)').inputValue()).toBe('700.00');
    await screenshot(a, 'live-reeler-lost-answer-360');
    await card(a, 2).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(a, 2).getByText('Bid accepted: Rs 700.00/kg'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await cells(liveRow(room, 2)))[9]).toBe('1');
    await a.unroute('**/api/BiddingInfo/PlaceBid');
    await screenshot(room, 'live-room-1440');

    // A slot scheduled while the room is open appears in it without a reload, with its lots.
    const slot2 = await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '10:40', endTime: '11:00', lotFrom: 4, lotTo: 4 },
      m.staff,
    );
    expect(slot2.status, JSON.stringify(slot2.body)).toBe(200);
    const picker = room.getByRole('combobox', { name: 'Slot', exact: true });
    await expect.poll(() => picker.locator('option').count(), WAIT).toBe(2);
    expect(await picker.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(
      'Slot 1 (10:00–10:30) · Open',
    );
    await picker.selectOption({ label: 'Slot 2 (10:40–11:00) · Scheduled' });
    await expect.poll(() => liveRow(room, 4).count(), WAIT).toBe(1);
    expect((await cells(liveRow(room, 4)))[10]).toMatch(/^Starts in 3[45]:\d\d$/);
    expect(await liveRow(room, 1).count()).toBe(0);
    await screenshot(room, 'live-room-slot-2-1440');
    await picker.selectOption({ label: 'Slot 1 (10:00–10:30) · Open' });
    await expect.poll(() => liveRow(room, 1).count(), WAIT).toBe(1);
    expect(await room.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // The room on a phone-sized screen still works.
    await room.setViewportSize(PHONE);
    await screenshot(room, 'live-room-360');
    await room.setViewportSize(DESKTOP);

    // The hall's display board: full screen, no app chrome; Esc leaves. Reelers read it, so in an anonymous
    // market it shows the price and the bids but no bidder.
    await room.getByRole('button', { name: 'Display board' }).click();
    const board = room.getByRole('table', { name: 'Display board' });
    await visible(board);
    await expect.poll(() => text(board), WAIT).toContain('707.50');
    expect(await board.locator('thead th').allTextContents()).not.toContain('Bidder');
    for (const reeler of [first, second]) expect(await text(board)).not.toContain(reeler.headCode);
    // The board covers the room, whose table behind it would read as low contrast: the board is checked.
    expect(await seriousA11yViolations(room, ['.live-board'])).toEqual([]);
    await screenshot(room, 'live-display-board-1440');
    await room.keyboard.press('Escape');
    await board.waitFor({ state: 'detached' });
    await visible(room.getByRole('table', { name: 'Live lots' }));
    expect(await seriousA11yViolations(room)).toEqual([]);

    // A market set to show bidders ("Bidder identity on phones and board") names the leader's code there.
    const shown = await m.api.post(
      '/dataManager/SetKeyValue',
      { key: 'bidderidentity', value: 1, effectiveFrom: m.today(), marketId: m.hosurId },
      await m.api.login('admin'),
    );
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    await m.app.settle();
    await room.getByRole('button', { name: 'Display board' }).click();
    await visible(board);
    await expect.poll(() => board.locator('thead th').allTextContents(), WAIT).toContain('Bidder');
    await expect.poll(() => text(board), WAIT).toContain(second.headCode);
    expect(await seriousA11yViolations(room, ['.live-board'])).toEqual([]);
    await screenshot(room, 'live-display-board-named-1440');
    await room.keyboard.press('Escape');
    await board.waitFor({ state: 'detached' });

    // Logout ends the reeler's session on the server and on the phone.
    const token = await b.evaluate(() => localStorage.reelerToken as string);
    await b.getByRole('button', { name: 'Logout' }).click();
    await b.waitForURL('**/reeler/login');
    expect(await b.evaluate(() => localStorage.reelerToken ?? null)).toBeNull();
    expect((await m.api.get('/reeler/me', token)).status).toBe(401);
    await a.context().close();
    await b.context().close();

    // The lot's history: every step in order; the slider goes back to the lot after the first bid.
    await go(room, `/app/lothistory/${lotIds[0]}`);
    const steps = room.getByRole('table', { name: 'Lot steps' });
    await expect.poll(() => steps.locator('tbody tr').count(), WAIT).toBe(4);
    const labels = await steps.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(labels[0]).toMatch(/^Inwarded as lot 1/);
    expect(labels[1]).toMatch(/^Placed in slot 1 \(10:00 to 10:30\)/);
    expect(labels[2]).toBe(`Bid 1: Rs 702.00/kg by ${first.name} (${first.headCode})`);
    expect(labels[3]).toBe(`Bid 2: Rs 707.50/kg by ${second.name} (${second.headCode})`);
    const who = await steps.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(who[0]).toBe('hosur.admin (Branch Admin)');
    expect(who[2]).toBe(`${first.headCode} (Reeler)`);
    const state = room.locator('.lot-history__state');
    await visible(state.getByText('After step 4 of 4'));
    expect(await text(state.locator('[data-figure="highestBid"]'))).toContain('Rs 707.50/kg');
    await screenshot(room, 'live-lot-history-1440');
    await room.getByRole('slider', { name: 'Step' }).press('ArrowLeft');
    await visible(state.getByText('After step 3 of 4'));
    expect(await text(state.locator('[data-figure="highestBid"]'))).toContain(
      `Rs 702.00/kg by ${first.name}`,
    );
    await room.getByRole('slider', { name: 'Step' }).press('ArrowLeft');
    await visible(state.getByText('After step 2 of 4'));
    expect(await text(state.locator('[data-figure="highestBid"]'))).toContain('—');
    expect(await text(state.locator('[data-figure="slot"]'))).toContain('Slot 1 (10:00–10:30)');
    await steps.locator('tbody tr').first().click();
    await visible(state.getByText('After step 1 of 4'));
    await room.setViewportSize(PHONE);
    await screenshot(room, 'live-lot-history-360');
    await room.context().close();
    expect(pageErrors).toEqual([]);
  });
});
