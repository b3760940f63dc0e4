import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
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
import { go, newPage, row, text, toast } from './masters-helpers';

/**
 * Issue 27: "approve all highest bids" of a slot. The confirm lists what it approves (lot, farmer, reeler, rate,
 * estimated amount, total) and what it leaves to a decision of its own, and why; then the list shows the result.
 */
const WAIT = { timeout: 15_000 };

let market: AuctionTestMarket;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureUiBuilt();
  market = await startAuctionMarket('ui_bid_approval_all', { farmers: 4, reelers: 2 });
  market.setClock('09:00');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await market?.app.stop();
});

/** A closed slot of four lots: two with bids to approve, one nobody bid on, one the farmer already refused. */
async function closedSlot(): Promise<string[]> {
  const lotIds: string[] = [];
  for (const farmer of [0, 1, 2, 3]) {
    const lot = await market.api.post(
      '/CocoonInward/SaveCocoonInward',
      sampleLot(market, farmer),
      market.staff,
    );
    expect(lot.status, JSON.stringify(lot.body)).toBe(200);
    lotIds.push(lot.body.lotId);
  }
  const slot = await market.api.post(
    '/SlotInfo/SaveSlotInfo',
    { inwardDate: market.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 4 },
    market.staff,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(200);
  market.setClock('10:05');
  const [r1, r2] = [
    await market.loginReeler(market.reelers[0]!.headCode),
    await market.loginReeler(market.reelers[1]!.headCode),
  ];
  for (const [token, lotId, amountPaise] of [
    [r1, lotIds[0], 72_000],
    [r2, lotIds[0], 73_000],
    [r1, lotIds[1], 71_000],
    [r2, lotIds[3], 70_500],
  ] as const) {
    const bid = await market.api.post('/BiddingInfo/PlaceBid', { lotId, amountPaise }, token);
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
  }
  market.setClock('10:40');
  const rejected = await market.api.post(
    '/SlotInfo/BiddingApproval',
    { lotId: lotIds[3], decision: 'reject', reason: 'Farmer refused' },
    market.staff,
  );
  expect(rejected.status).toBe(200);
  return lotIds;
}

describe('bid approval: approve all highest bids', () => {
  it('confirms the lots it approves and the ones it refuses, approves them, and the list shows it', async () => {
    const lotIds = await closedSlot();
    page = await newPage(browser, market.app);
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/bidapproval?date=${market.today()}&slotNo=1`);
    const lot1 = row(page, 'Slot bids', market.farmers[0]!.headCode);
    await expect.poll(() => text(lot1), WAIT).toContain('Awaiting approval');

    await page.getByRole('button', { name: 'Approve all highest bids' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve all highest bids of slot 1' });
    await visible(dialog);
    const [r1, r2] = market.reelers;
    const toApprove = dialog.getByRole('region', { name: 'Lots to approve' }).locator('tbody tr');
    expect(await toApprove.count()).toBe(2);
    const first = await text(toApprove.nth(0));
    expect(first).toContain(market.farmers[0]!.name);
    expect(first).toContain(`${r2!.name} (${r2!.headCode})`);
    expect(first).toContain('Rs 730.00/kg');
    // 84.250 kg (inward) × Rs 730.00 = Rs 61,502.50; × Rs 710.00 = Rs 59,817.50.
    expect(first).toContain('Rs 61,502.50 at 84.250 kg');
    const second = await text(toApprove.nth(1));
    expect(second).toContain(market.farmers[1]!.name);
    expect(second).toContain(r1!.name);
    expect(second).toContain('Rs 710.00/kg');
    expect(await text(dialog.locator('tfoot'))).toContain('Rs 1,21,320.00');
    const refused = dialog.getByRole('region', { name: 'Lots not approved' }).locator('tbody tr');
    expect(await refused.count()).toBe(2);
    expect(await text(refused.nth(0))).toBe(`3${market.farmers[2]!.name}No bid`);
    expect(await text(refused.nth(1))).toBe(`4${market.farmers[3]!.name}Already rejected`);
    await screenshot(page, 'bid-approval-all-confirm-1440');
    expect(await seriousA11yViolations(page, ['.bid-approval-all'])).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'bid-approval-all-confirm-360');
    // The dialog's body scrolls on a phone: its end shows the refusals, above the buttons.
    await refused.nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'bid-approval-all-confirm-refused-360');
    expect(await seriousA11yViolations(page, ['.bid-approval-all'])).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Another officer rejects lot 2 while the confirm is open: it is refused and named, never decided twice.
    const meanwhile = await market.api.post(
      '/SlotInfo/BiddingApproval',
      { lotId: lotIds[1], decision: 'reject' },
      market.staff,
    );
    expect(meanwhile.status).toBe(200);
    await dialog.getByRole('button', { name: 'Approve 2 lots' }).click();
    await visible(toast(page, 'Approved 1 lot of slot 1; 3 left to decide lot by lot'));
    await visible(toast(page, 'Not approved: lot 2 (Already rejected)'));
    await dialog.waitFor({ state: 'hidden' });
    // The list is read again: lot 1 approved, lot 2 as the other officer decided, lot 3 open to a decision of its own.
    await expect.poll(() => text(lot1), WAIT).toContain('Approved');
    const lot2 = row(page, 'Slot bids', market.farmers[1]!.headCode);
    await expect.poll(() => text(lot2), WAIT).toContain('Rejected');
    const lot4 = row(page, 'Slot bids', market.farmers[3]!.headCode);
    expect(await text(lot4)).toContain('Rejected');
    expect(await page.getByRole('button', { name: 'Approve lot 1' }).isDisabled()).toBe(true);

    // Nothing is left to approve: the button says so instead of opening an empty confirm.
    const approveAll = page.getByRole('button', { name: 'Approve all highest bids' });
    await expect.poll(() => approveAll.isDisabled(), WAIT).toBe(true);
    await visible(page.getByText('Every lot with a bid in this slot is decided.'));
    await screenshot(page, 'bid-approval-all-done-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The server's preview says the same to a caller that asks anyway.
    const preview = await market.api.get(
      `/SlotInfo/BiddingApprovalPreview?date=${market.today()}&slotNo=1`,
      market.staff,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.approvable).toEqual([]);
  });
});
