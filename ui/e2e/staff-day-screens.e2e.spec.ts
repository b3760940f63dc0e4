import {
  type AuctionTestMarket,
  approvedLots,
  sampleLot,
  startAuctionMarket,
  weighLots,
} from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { confirmWith, go, text, toast } from './masters-helpers';

/**
 * A market day on the staff screens without friction (issue 27 items 9 and 10): the live room's Status and the
 * reeler receipts' Action columns are whole at 1440 px (and the page does not overflow at 360 px), and Bill Process
 * tells the day as it is: weighed, approved and still to weigh, rejected, unsold; billed so far with lots still to
 * weigh; all billed; nothing to bill.
 */
const WAIT = { timeout: 15_000 };
const WIDE = { width: 1440, height: 900 };
/**
 * A 1440 px screen as a desktop browser lays it out: Windows' classic scrollbar takes 17 px of it once the page
 * scrolls (headless Chromium hides its scrollbars, so the test takes them off the width itself).
 */
const DESKTOP_WIDTHS = [1440, 1440 - 17];
const PHONE = { width: 360, height: 740 };

let m: AuctionTestMarket;
let browser: Browser;
let page: Page;
let toWeigh = '';

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_staff_day', { farmers: 5, reelers: 2 });
  m.setClock('09:00');
  // Farmer 1's lot sold to reeler 1 and weighed; farmer 2's approved for reeler 2, not weighed yet.
  await weighLots(m, [{ farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 }]);
  [{ lotId: toWeigh }] = (await approvedLots(m, [{ farmer: 1, reeler: 1, ratePaise: 70_000 }])) as [
    { lotId: string },
  ];
  // Farmer 3's lot: its bid rejected. Farmer 4's: no bid (unsold). Farmer 5's: a bid awaiting approval (the
  // live room's longest status).
  const late: string[] = [];
  for (const farmer of [2, 3, 4]) {
    const inward = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff);
    expect(inward.status, JSON.stringify(inward.body)).toBe(200);
    late.push(inward.body.lotId);
  }
  const lotNos = [3, 5];
  const slot = await m.api.post(
    '/SlotInfo/SaveSlotInfo',
    {
      inwardDate: m.today(),
      startTime: m.clockTime(1),
      endTime: m.clockTime(11),
      lotFrom: lotNos[0],
      lotTo: lotNos[1],
    },
    m.staff,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  m.shiftClock(2);
  const token = await m.loginReeler(m.reelers[0]!.headCode);
  for (const lotId of [late[0], late[2]]) {
    const bid = await m.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise: 71_000 }, token);
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
  }
  m.shiftClock(10);
  await m.app.settle();
  const rejected = await m.api.post(
    '/SlotInfo/BiddingApproval',
    { lotId: late[0], decision: 'reject', reason: 'Farmer refused the price' },
    m.staff,
  );
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  // Reeler receipts: one in force, one reversed (its Status cell is the tallest).
  for (const [reeler, chequeNo] of [
    [0, 'CHQ100200'],
    [1, 'CHQ100201'],
  ] as const) {
    const saved = await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      {
        reelerId: m.reelers[reeler]!.customerId,
        mode: 'cheque',
        chequeNo,
        amountPaise: 5_000_000,
        purpose: 'advance',
      },
      m.staff,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    if (reeler === 1) {
      const reversed = await m.api.post(
        '/ReelerReceipt/ReverseReceipt',
        { receiptId: saved.body.receiptId, reason: 'Cheque bounced: insufficient funds in the account' },
        m.staff,
      );
      expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    }
  }
  await m.app.settle();
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  await loginAs(page, 'hosur.admin');
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-staff-day-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

/**
 * Each cell of a column (its header too) against the table's visible box (its scrolling frame): the cells a
 * person cannot see without scrolling sideways, as "row: left..right outside frame left..right".
 */
async function clippedCells(table: string, header: string): Promise<string[]> {
  return page.evaluate(
    ([label, name]) => {
      const element = document.querySelector(`table[aria-label="${label}"]`);
      if (!element) return [`no table ${label}`];
      const frame = (element.closest('.data-table__scroll') ??
        element.parentElement)!.getBoundingClientRect();
      const headers = [...element.querySelectorAll('thead th')];
      const index = headers.findIndex((th) => th.textContent?.trim() === name);
      if (index < 0) return [`no column ${name}`];
      const rows = [...element.querySelectorAll('tbody tr')];
      if (rows.length === 0) return ['no rows'];
      const cells = [headers[index]!, ...rows.map((tr) => tr.children[index]!)];
      return cells.flatMap((cell, i) => {
        const box = cell.getBoundingClientRect();
        return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5
          ? []
          : [`${i}: ${box.left}..${box.right} outside ${frame.left}..${frame.right}`];
      });
    },
    [table, header] as const,
  );
}

/** At 360 px the page itself never scrolls sideways: a wide table scrolls inside its own frame. */
async function pageFitsPhone(): Promise<void> {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), WAIT)
    .toBeLessThanOrEqual(0);
}

describe('staff screens of the day', () => {
  it("shows the live room's Status column whole at 1440 px", async () => {
    await page.setViewportSize(WIDE);
    await go(page, '/app/livebiddingroom');
    const table = page.getByRole('table', { name: 'Live lots' });
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBeGreaterThan(0);
    await visible(table.getByText('Awaiting approval'));
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ ...WIDE, width });
      await expect.poll(() => clippedCells('Live lots', 'Status'), WAIT).toEqual([]);
      expect(await clippedCells('Live lots', 'Time Left')).toEqual([]);
    }
    await page.setViewportSize(WIDE);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'staff-day-live-room-1440');
    await pageFitsPhone();
    await screenshot(page, 'staff-day-live-room-360');
    await page.setViewportSize(WIDE);
  });

  it("shows the receipt list's Status and Action columns whole at 1440 px", async () => {
    await go(page, `/app/reelerreceipt?from=${m.today()}&to=${m.today()}`);
    const table = page.getByRole('table', { name: 'Reeler receipts' });
    await expect.poll(() => table.locator('tbody tr').count(), WAIT).toBe(2);
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ ...WIDE, width });
      await expect.poll(() => clippedCells('Reeler receipts', 'Action'), WAIT).toEqual([]);
      expect(await clippedCells('Reeler receipts', 'Status')).toEqual([]);
    }
    await page.setViewportSize(WIDE);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'staff-day-receipts-1440');
    await pageFitsPhone();
    await screenshot(page, 'staff-day-receipts-360');
    await page.setViewportSize(WIDE);
  });

  it("tells the day's lots and billing as they are on Bill Process", async () => {
    const figure = (id: string) => text(page.locator(`[data-figure="${id}"] dd`).first());
    const processAll = page.getByRole('button', { name: 'Process all' });
    await go(page, `/app/billprocess?date=${m.today()}`);
    await expect.poll(() => figure('weighed'), WAIT).toBe('1');
    // Unsold: lot 4 had no bid, lot 5's bid still awaits approval.
    expect([await figure('to-weigh'), await figure('rejected'), await figure('unsold')]).toEqual([
      '1',
      '1',
      '2',
    ]);
    expect(await figure('farmers')).toBe('0 of 1');
    expect(await processAll.isDisabled()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'staff-day-bill-process-pending-1440');

    // Billed what is weighed: not "All billed" while an approved lot waits for its weight, and nothing to press.
    await processAll.click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'All Data has be Processed SucessFully'));
    await expect.poll(() => figure('farmers'), WAIT).toBe('1 of 1');
    await visible(page.getByText('Every lot weighed so far is billed; 1 approved lot is still to weigh.'));
    expect(await page.getByText(/^All billed/).count()).toBe(0);
    expect(await processAll.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'staff-day-bill-process-to-weigh-1440');

    // The lot is weighed: Process all again, then the day is all billed.
    const weighed = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: toWeigh, netGrams: 50_000 },
      m.staff,
    );
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    await page.reload();
    await expect.poll(() => figure('to-weigh'), WAIT).toBe('0');
    expect(await figure('farmers')).toBe('1 of 2');
    expect(await processAll.isDisabled()).toBe(false);
    await processAll.click();
    await confirmWith(page, 'Are you Sure');
    await expect.poll(() => figure('farmers'), WAIT).toBe('2 of 2');
    await visible(page.getByText(/^All billed: every lot weighed on \d{2}\/\d{2}\/\d{4}/));
    expect(await processAll.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'staff-day-bill-process-all-billed-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'staff-day-bill-process-all-billed-360');
    await page.setViewportSize(WIDE);

    // A day with nothing weighed: said so, and Process all has nothing to do.
    const yesterday = new Date(Date.parse(`${m.today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await go(page, `/app/billprocess?date=${yesterday}`);
    await visible(page.getByText(/^Nothing to bill: no lot was weighed on/));
    expect(await processAll.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'staff-day-bill-process-nothing-1440');
  });
});
