import { type AuctionTestMarket, startAuctionMarket } from '@cocoon/api/testing';
import type { Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextPage, ensureUiBuilt, launchChromium, login, screenshot, visible } from './browser';
import { answerOkWithEnter, bid, card, inwardLot, liveRow, reelerLogin } from './market-day-helpers';
import { field, go, row, text, toast } from './masters-helpers';

/**
 * A market day, through the screens only: inward three lots, create a slot, two reelers bid from their
 * phones, the live room follows, approve one lot and reject another, weigh the approved lot, open its history.
 * The server clock is moved (deps.clock) instead of waiting for the slot to open and close.
 */
const WAIT = { timeout: 15_000 };
let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
const pageErrors: string[] = [];

async function userPage(width: number, height: number): Promise<Page> {
  const page = await contextPage(chrome, width, height);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  return page;
}

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_market_day', { farmers: 4, reelers: 3 });
  m.setClock('09:00');
  chrome = await launchChromium();
}, 180_000);

afterAll(async () => {
  await chrome?.close();
  await m?.app.stop();
});

async function reeler(headCode: string): Promise<Page> {
  return reelerLogin(await userPage(360, 740), m.app.url, headCode);
}

describe('a market day in the browser', () => {
  it('inward → slot → live bids from two phones → approve and reject → weigh → lot history', async () => {
    const staff = await userPage(1440, 900);
    await staff.goto(`${m.app.url}/login`);
    await login(staff, 'hosur.admin');
    await staff.waitForURL('**/app/dashboard/analytics');

    // 1. Inward three lots at the counter (lays, kg, cocoons in 100 g, sample g, shell g, defective).
    await go(staff, '/app/inwardinput');
    await inwardLot(staff, m.farmers[0]!, ['150', '84.25', '60', '100', '21.67', '3'], 1);
    await inwardLot(staff, m.farmers[1]!, ['120', '62.5', '58', '95', '19.5', '4'], 2);
    await inwardLot(staff, m.farmers[2]!, ['90', '40.1', '64', '98', '17.2', '6'], 3);
    await go(staff, '/app/inward');
    await expect
      .poll(() => staff.getByRole('table', { name: 'Inward lots' }).locator('tbody tr').count(), WAIT)
      .toBe(3);
    await screenshot(staff, 'market-day-inward-list');

    // 2. A slot over the three lots, 10:00 to 10:30 on the server clock.
    await go(staff, '/app/slotcreate');
    await expect.poll(() => field(staff, 'Lot To').inputValue(), WAIT).toBe('3');
    await field(staff, 'Start Time').fill('10:00');
    await field(staff, 'End Time').fill('10:30');
    await field(staff, 'Lot To').press('Enter');
    await answerOkWithEnter(staff, 'Are you Sure to Add');
    await staff.waitForURL('**/app/slotcreation?**');
    await visible(row(staff, 'Slots', 'Scheduled'));

    // 3. The slot opens; the live room and two reelers' phones.
    m.setClock('10:05');
    await go(staff, '/app/livebiddingroom');
    await visible(staff.getByRole('status', { name: 'Connection: Live' }));
    await expect.poll(() => liveRow(staff, 3).count(), WAIT).toBe(1);
    const [first, second] = [m.reelers[0]!, m.reelers[1]!];
    const a = await reeler(first.headCode);
    const b = await reeler(second.headCode);
    await bid(a, 1, '710.00');
    await expect.poll(() => text(liveRow(staff, 1)), WAIT).toContain('710.00');
    await bid(b, 1, '715.00');
    await bid(b, 2, '700.00');
    await expect.poll(() => text(liveRow(staff, 1)), WAIT).toContain('715.00');
    expect(await text(liveRow(staff, 1))).toContain(second.headCode);
    await expect.poll(() => text(liveRow(staff, 2)), WAIT).toContain('700.00');
    await visible(card(a, 1).getByText(/Outbid/));
    await screenshot(staff, 'market-day-live-room');
    await screenshot(a, 'market-day-reeler-outbid');

    // 4. The slot closes: a late bid is refused; approve lot 1, reject lot 2 (the farmer refused), lot 3 had none.
    m.setClock('10:31');
    await card(a, 1).getByLabel('Your bid (Rs per kg)').fill('720.00');
    await card(a, 1).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(a, 1).getByText(/closed at 10:30/));
    await go(staff, `/app/bidapproval?date=${m.today()}&slotNo=1`);
    const lot1 = row(staff, 'Slot bids', m.farmers[0]!.headCode);
    await expect.poll(() => text(lot1), WAIT).toContain('Awaiting approval');
    await staff.getByRole('button', { name: 'Approve lot 1' }).click();
    await visible(staff.locator('.bp6-alert').getByText('Are you Sure', { exact: true }));
    await staff.locator('.bp6-alert').getByRole('button', { name: 'Approve lot 1' }).click();
    await visible(toast(staff, 'Data Processed..!'));
    await staff.getByRole('button', { name: 'Reject lot 2' }).click();
    await staff.locator('.bp6-alert').getByRole('button', { name: 'Reject lot 2' }).click();
    await expect
      .poll(() => text(row(staff, 'Slot bids', m.farmers[1]!.headCode)), WAIT)
      .toContain('Rejected');
    await expect.poll(() => text(lot1), WAIT).toContain('Approved');
    expect(await staff.getByRole('button', { name: 'Approve lot 3' }).isDisabled()).toBe(true);
    await screenshot(staff, 'market-day-bid-approval');

    // 5. Weigh the approved lot: one net weight, priced at the winning bid to the paisa.
    await go(staff, `/app/auctionweightentry?date=${m.today()}`);
    const weighRow = row(staff, 'Approved lots', m.farmers[0]!.headCode);
    await visible(weighRow);
    await weighRow.getByRole('button', { name: 'Enter weight of lot 1' }).click();
    await staff.getByText('One net weight').click();
    await field(staff, 'Net Weight (kg)').fill('84.25');
    // 84.250 kg × Rs 715.00 = Rs 60,238.75.
    await expect.poll(() => text(staff.locator('[data-figure="amount"] dd')), WAIT).toBe('Rs 60,238.75');
    await field(staff, 'Net Weight (kg)').press('Enter');
    await answerOkWithEnter(staff, 'Are you Sure to Add');
    await staff.waitForURL('**/app/auctionweightentry?**');
    await expect.poll(() => text(weighRow), WAIT).toContain('60,238.75');
    await screenshot(staff, 'market-day-weighed');

    // 6. The auditor's view of lot 1, opened from the list: every step, and the lot as it was at each.
    await weighRow.getByRole('link', { name: '1' }).click();
    await staff.waitForURL('**/app/lothistory/**');
    const steps = staff.getByRole('table', { name: 'Lot steps' });
    await expect.poll(() => steps.locator('tbody tr').count(), WAIT).toBe(6);
    const labels = await steps.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(labels[2]).toBe(`Bid 1: Rs 710.00/kg by ${first.name} (${first.headCode})`);
    expect(labels[4]).toMatch(/^Approved the highest bid, Rs 715\.00\/kg/);
    expect(labels[5]).toMatch(/^Weighed 84\.250 kg net: amount Rs 60,238\.75/);
    const state = staff.locator('.lot-history__state');
    await visible(state.getByText('After step 6 of 6'));
    await staff.getByRole('slider', { name: 'Step' }).press('ArrowLeft');
    await staff.getByRole('slider', { name: 'Step' }).press('ArrowLeft');
    await visible(state.getByText('After step 4 of 6'));
    expect(await text(state.locator('[data-figure="highestBid"]'))).toContain('Rs 715.00/kg');
    await screenshot(staff, 'market-day-lot-history');
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
