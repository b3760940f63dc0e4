import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AuctionTestMarket,
  DEMO_REELER_PASSWORD,
  sampleLot,
  startAuctionMarket,
} from '@cocoon/api/testing';
import type { Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  contextPage,
  ensureUiBuilt,
  launchChromium,
  login,
  SCREENS_DIR,
  screenshot,
  seriousA11yViolations,
  storageOf,
  visible,
} from './browser';
import { go } from './masters-helpers';
import { startSilentLink } from './silent-link';

/**
 * A lost connection (issue 14): the network of a reeler's phone and of a staff screen is cut while a slot is
 * open and another reeler bids, then restored. Chromium's own offline switch (what DevTools' "Offline" does)
 * cuts them: requests fail, `navigator.onLine` turns false and the window hears 'offline' and 'online'.
 */

const WAIT = { timeout: 15_000 };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
/** Long enough for several of the server's pings (1 s here) to be missed, far short of the 30 s. */
const OUTAGE_MS = 3000;
const EXPECTED_OFFLINE =
  /status of (400|409)|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|net::ERR_NETWORK_CHANGED/;
const MEASURES = join(SCREENS_DIR, '..', 'offline-measures.json');

let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
const lotIds: string[] = [];
const pageErrors: string[] = [];
const openPages: Page[] = [];
const measures: Record<string, number | boolean | string> = {};

async function newContextPage(size: { width: number; height: number }): Promise<Page> {
  const page = await contextPage(chrome, size.width, size.height);
  openPages.push(page);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    // Requests cut by the network going away are logged as failed resources, and a refused bid as a 400/409:
    // expected here, not page errors.
    if (message.type() === 'error' && !EXPECTED_OFFLINE.test(message.text())) pageErrors.push(message.text());
  });
  return page;
}

function failureReport(name: string) {
  onTestFailed(async ({ task }) => {
    if (pageErrors.length > 0) task.meta.pageErrors = pageErrors.join('\n');
    for (const [i, page] of openPages.entries())
      if (!page.isClosed()) await screenshot(page, `failed-offline-${name}-${i}`);
  });
}

beforeAll(async () => {
  ensureUiBuilt();
  // A 1 s ping: a connection that dies without a word is noticed within seconds, as 15 s pings make it 37 s.
  m = await startAuctionMarket('ui_offline', { farmers: 4, reelers: 3 }, { LIVE_PING_SECONDS: '1' });
  m.setClock('09:00');
  for (const farmer of [0, 1, 2, 3]) {
    const answer = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    lotIds.push(answer.body.lotId);
  }
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 4 },
    m.staff,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  m.setClock('10:05');
  chrome = await launchChromium();
}, 180_000);

afterAll(async () => {
  mkdirSync(SCREENS_DIR, { recursive: true });
  writeFileSync(MEASURES, `${JSON.stringify(measures, null, 2)}\n`);
  await chrome?.close();
  await m?.app.stop();
});

const card = (page: Page, lotNo: number) => page.getByRole('region', { name: `Lot ${lotNo}`, exact: true });
const highest = async (page: Page, lotNo: number) =>
  ((await card(page, lotNo).getByRole('status', { name: 'Highest bid' }).textContent()) ?? '').trim();
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** The server's own count of bids on a lot (the staff live list), once the projection has it. */
async function bidCount(lotIndex: number): Promise<number> {
  const answer = await m.api.get('/BiddingInfo/getAll_LiveBidding', m.staff);
  const lot = (answer.body.lots as Array<{ lotId: string; bidCount: number }>).find(
    (l) => l.lotId === lotIds[lotIndex],
  );
  return lot?.bidCount ?? -1;
}

async function reelerPhone(headCode: string, baseUrl = m.app.url): Promise<Page> {
  const page = await newContextPage(PHONE);
  await page.goto(`${baseUrl}/reeler/login`);
  await page.getByLabel(/Reeler code or mobile number/).fill(headCode);
  await page.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/reeler/bid');
  await visible(card(page, 1));
  await visible(page.getByRole('status', { name: 'Connection: Live' }));
  return page;
}

/**
 * Opens the live stream by hand inside the page and counts what arrives, to see whether Chromium's offline
 * switch really cuts a response that is already streaming (the app drops its own stream on 'offline' anyway).
 */
async function watchRawStream(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const w = window as unknown as { raw: { chunks: number; ended: string | null } };
    w.raw = { chunks: 0, ended: null };
    const response = await fetch('/api/reeler/LiveStream', {
      headers: { Authorization: `Bearer ${localStorage.reelerToken}`, Accept: 'text/event-stream' },
    });
    const reader = response.body!.getReader();
    void (async () => {
      try {
        for (;;) {
          const { done } = await reader.read();
          if (done) break;
          w.raw.chunks++;
        }
        w.raw.ended = 'ended';
      } catch (error) {
        w.raw.ended = String(error);
      }
    })();
  });
}

describe('a lost connection', () => {
  it("brings the reeler's phone back to the current prices without a reload; a bid tapped offline goes once", async ({
    annotate,
  }) => {
    failureReport('phone');
    const phone = await reelerPhone(m.reelers[0]!.headCode);
    const otherToken = await m.loginReeler(m.reelers[1]!.headCode);
    await phone.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const bidRequests: string[] = [];
    phone.on('request', (request) => {
      if (request.url().endsWith('/BiddingInfo/PlaceBid'))
        bidRequests.push(request.headers()['idempotency-key'] ?? '');
    });
    expect(await highest(phone, 1)).toContain('No bids yet');
    await watchRawStream(phone);
    await expect.poll(() => phone.evaluate(() => (window as any).raw.chunks), WAIT).toBeGreaterThan(0);

    const rawChunks = () => phone.evaluate(() => (window as any).raw.chunks as number);
    await phone.context().setOffline(true);
    const chunksAtCut = await rawChunks();
    await visible(phone.getByRole('status', { name: 'Connection: Offline' }));
    await visible(banner(phone));

    // A bid tapped while offline is kept, not sent, and says so.
    await card(phone, 2).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(phone, 2).getByText(/You are offline: your bid of Rs 700\.00\/kg is kept/));
    await visible(card(phone, 2).getByRole('button', { name: 'Cancel bid' }));
    // Another reeler bids on lot 1 during the outage.
    const other = await m.api.post(
      '/BiddingInfo/PlaceBid',
      { lotId: lotIds[0], amountPaise: 71_000 },
      otherToken,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    // And one on lot 3 while the phone also waits to bid on it: the phone's bid then arrives too low.
    await card(phone, 3).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(phone, 3).getByText(/You are offline: your bid of Rs 700\.00\/kg is kept/));
    const outbid = await m.api.post(
      '/BiddingInfo/PlaceBid',
      { lotId: lotIds[2], amountPaise: 72_000 },
      otherToken,
    );
    expect(outbid.status, JSON.stringify(outbid.body)).toBe(200);
    await phone.waitForTimeout(OUTAGE_MS);
    // Nothing reached the phone while it was cut off, and it sent nothing.
    expect(await highest(phone, 1)).toContain('No bids yet');
    expect(bidRequests).toEqual([]);
    // What Chromium's offline switch did to a response already streaming: ended, or still delivering pings.
    const raw = await phone.evaluate(() => (window as any).raw as { chunks: number; ended: string | null });
    measures.rawStreamWhileOffline =
      raw.ended ?? `not ended; ${raw.chunks - chunksAtCut} chunks arrived during the ${OUTAGE_MS} ms outage`;
    await screenshot(phone, 'offline-reeler-phone-360');

    const restoredAt = Date.now();
    await phone.context().setOffline(false);
    await expect.poll(() => highest(phone, 1), WAIT).toContain('Rs 710.00/kg');
    measures.restoreToCurrentBoardMs = Date.now() - restoredAt;
    await visible(phone.getByRole('status', { name: 'Connection: Live' }));
    await banner(phone).waitFor({ state: 'detached' });
    // The kept bid went once, with one key; the one overtaken meanwhile is refused with the server's reason.
    await visible(card(phone, 2).getByText('Bid accepted: Rs 700.00/kg'));
    await visible(card(phone, 3).getByText(/Bid must be at least Rs 721\.00 per kg/));
    measures.restoreToBidAnsweredMs = Date.now() - restoredAt;
    await annotate(
      `network restored → current board in ${measures.restoreToCurrentBoardMs} ms, kept bids answered in ${measures.restoreToBidAnsweredMs} ms`,
    );
    expect(await highest(phone, 3)).toContain('Rs 720.00/kg');
    expect(bidRequests).toHaveLength(2);
    expect(new Set(bidRequests).size).toBe(2);
    await expect.poll(() => bidCount(1), WAIT).toBe(1);
    expect(await bidCount(2)).toBe(1);
    expect(await phone.evaluate(() => (window as any).notReloaded)).toBe(true);
    await screenshot(phone, 'offline-reeler-phone-back-360');
    expect(pageErrors).toEqual([]);
  });

  it('refuses a kept bid the server no longer takes (the slot closed meanwhile) and shows why', async () => {
    failureReport('closed');
    const phone = await reelerPhone(m.reelers[2]!.headCode);
    await phone.context().setOffline(true);
    await visible(banner(phone));
    await card(phone, 4).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(phone, 4).getByText(/You are offline: your bid of Rs 700\.00\/kg is kept/));
    m.setClock('10:31');
    await phone.context().setOffline(false);
    await visible(card(phone, 4).getByText('Bidding on lot 4 closed at 10:30'));
    expect(await bidCount(3)).toBe(0);
    await screenshot(phone, 'offline-reeler-bid-refused-360');
    m.setClock('10:05');
    expect(pageErrors).toEqual([]);
  });

  it('tells staff they are offline on every screen, keeps them logged in and brings the room back', async ({
    annotate,
  }) => {
    failureReport('staff');
    const room = await newContextPage(DESKTOP);
    await room.goto(`${m.app.url}/login`);
    await login(room, 'hosur.admin');
    await room.waitForURL('**/app/dashboard/analytics');
    // The dashboard has loaded (its chunk and figures) before the room: coming back to it offline must not need
    // the network for its code, only for its figures.
    await visible(room.getByText('Farmers waiting for payment'));
    await go(room, '/app/livebiddingroom');
    await visible(room.getByRole('status', { name: 'Connection: Live' }));
    await room.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const row = room.getByRole('table', { name: 'Live lots' }).locator('tbody tr[data-lot-no="1"]');
    const price = async () => ((await row.locator('td').nth(7).textContent()) ?? '').trim();
    await expect.poll(price, WAIT).toBe('710.00');

    await room.context().setOffline(true);
    await visible(banner(room));
    await visible(room.getByRole('status', { name: 'Connection: Offline' }));
    const token = await m.loginReeler(m.reelers[1]!.headCode);
    const bid = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise: 71_500 }, token);
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    await room.waitForTimeout(OUTAGE_MS);
    expect(await price()).toBe('710.00');
    expect(await seriousA11yViolations(room, ['.offline-banner', '.live-connection'])).toEqual([]);
    // The rest of the room is not this test's subject; what axe says of it is kept for the record.
    measures.liveRoomWholePageA11y = (await seriousA11yViolations(room)).join('; ') || 'none';
    await screenshot(room, 'offline-staff-banner-1440');

    const restoredAt = Date.now();
    await room.context().setOffline(false);
    await expect.poll(price, WAIT).toBe('715.00');
    measures.staffRestoreToCurrentRoomMs = Date.now() - restoredAt;
    await annotate(`network restored → current live room in ${measures.staffRestoreToCurrentRoomMs} ms`);
    await banner(room).waitFor({ state: 'detached' });
    await visible(room.getByRole('status', { name: 'Connection: Live' }));
    expect(room.url()).toContain('/app/livebiddingroom');
    expect((await storageOf(room)).serviceToken).toBeTruthy();
    expect(await room.evaluate(() => (window as any).notReloaded)).toBe(true);

    // A list screen (react-query) offline: the banner, no logout, and it reads again when back.
    await go(room, '/app/dashboard/analytics');
    await room.context().setOffline(true);
    await visible(banner(room));
    await room.waitForTimeout(OUTAGE_MS);
    expect(room.url()).toContain('/app/dashboard/analytics');
    // Its figures are read again as soon as the network is back, however fresh they looked.
    const reread = room.waitForRequest((request) => request.url().includes('/api/'), WAIT);
    await room.context().setOffline(false);
    await reread;
    await banner(room).waitFor({ state: 'detached' });
    expect((await storageOf(room)).serviceToken).toBeTruthy();
    expect(pageErrors).toEqual([]);
  });

  it('notices a link that dies without a word (no offline event), comes back by itself, a bid sent meanwhile goes once', async ({
    annotate,
  }) => {
    failureReport('silent');
    const link = await startSilentLink(m.app.url);
    try {
      const phone = await reelerPhone(m.reelers[2]!.headCode, link.url);
      await phone.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      const before = await highest(phone, 1);
      link.cut();
      // No event tells the page: only the missing pings (1 s apart here) do.
      const cutAt = Date.now();
      await visible(phone.getByRole('status', { name: /Connection: Reconnecting/ }));
      measures.silentCutNoticedMs = Date.now() - cutAt;
      const token = await m.loginReeler(m.reelers[1]!.headCode);
      const board = await m.api.get('/BiddingInfo/getAll_LiveBidding', m.staff);
      const lot1 = (board.body.lots as Array<{ lotId: string; highestBidPaise: number | null }>).find(
        (l) => l.lotId === lotIds[0],
      );
      const amountPaise = (lot1?.highestBidPaise ?? 70_000) + 500;
      const bid = await m.api.post('/BiddingInfo/PlaceBid', { lotId: lotIds[0], amountPaise }, token);
      expect(bid.status, JSON.stringify(bid.body)).toBe(200);
      // A bid sent on the dead link gets no answer; the phone stops waiting and says so, not spinning forever.
      const keys: string[] = [];
      phone.on('request', (request) => {
        if (request.url().endsWith('/BiddingInfo/PlaceBid'))
          keys.push(request.headers()['idempotency-key'] ?? '');
      });
      await card(phone, 4).getByRole('button', { name: 'Bid', exact: true }).click();
      await card(phone, 4)
        .getByText(/No answer from the server/)
        .waitFor({ timeout: 20_000 });
      await visible(banner(phone));
      expect(await highest(phone, 1)).toBe(before);
      await screenshot(phone, 'offline-reeler-silent-link-360');

      const restoredAt = Date.now();
      link.restore();
      await expect.poll(() => highest(phone, 1), WAIT).toContain(`Rs ${(amountPaise / 100).toFixed(2)}/kg`);
      measures.silentRestoreToCurrentBoardMs = Date.now() - restoredAt;
      await annotate(
        `silent cut noticed in ${measures.silentCutNoticedMs} ms; link restored → current board in ${measures.silentRestoreToCurrentBoardMs} ms`,
      );
      await visible(phone.getByRole('status', { name: 'Connection: Live' }));
      await banner(phone).waitFor({ state: 'detached' });
      // Tapping again repeats the same attempt: one bid, whatever became of the first request.
      await card(phone, 4).getByRole('button', { name: 'Bid', exact: true }).click();
      await visible(card(phone, 4).getByText('Bid accepted: Rs 700.00/kg'));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      await expect.poll(() => bidCount(3), WAIT).toBe(1);
      expect(await phone.evaluate(() => (window as any).notReloaded)).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await link.close();
    }
  });
});
