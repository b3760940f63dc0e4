import {
  type AuctionTestMarket,
  DEMO_REELER_PASSWORD,
  sampleLot,
  startAuctionMarket,
} from '@cocoon/api/testing';
import { formatRupees } from '@cocoon/domain';
import type { Page, Browser as PlaywrightBrowser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  contextPage,
  ensureUiBuilt,
  launchChromium,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { text } from './masters-helpers';

/*
 * The market's decision on the reeler's phone (issue 27): two reelers bid on a slot from their phones; after it
 * closes one lot is approved for A (A's phone: Won at the rate; B's: Lost), one is rejected (A's: Rejected with
 * the officer's reason), one had no bid (Not sold); then weighing (the kg and what A pays) and the reeler invoices
 * (the number, which opens the invoice). Each change reaches the open phone without a reload, and a reload
 * shows the same.
 */
const WAIT = { timeout: 15_000 };
const PHONE = { width: 360, height: 740 };
const REASON = 'Farmer refused the price';

let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
const lotIds: string[] = [];
const pageErrors: string[] = [];
const openPages: Page[] = [];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_reeler_outcome', { farmers: 3, reelers: 2 });
  m.setClock('09:00');
  for (const farmer of [0, 1, 2]) {
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

const card = (page: Page, lotNo: number) => page.getByRole('region', { name: `Lot ${lotNo}`, exact: true });
const result = (page: Page, lotNo: number) => card(page, lotNo).getByRole('status', { name: 'Result' });
/** The result's words, waiting until they say what is expected. */
const expectResult = async (page: Page, lotNo: number, pattern: RegExp) =>
  expect
    .poll(async () => ((await result(page, lotNo).count()) ? text(result(page, lotNo)) : ''), WAIT)
    .toMatch(pattern);

async function phone(headCode: string): Promise<Page> {
  const page = await contextPage(chrome, PHONE.width, PHONE.height);
  openPages.push(page);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (400|401|409)/.test(message.text()))
      pageErrors.push(message.text());
  });
  await page.goto(`${m.app.url}/reeler/login`);
  await page.getByLabel(/Reeler code or mobile number/).fill(headCode);
  await page.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/reeler/bid');
  await visible(card(page, 1));
  return page;
}

async function bid(page: Page, lotNo: number, amount: string) {
  await card(page, lotNo).getByLabel('Your bid (Rs per kg)').fill(amount);
  await card(page, lotNo).getByRole('button', { name: 'Bid', exact: true }).click();
  await visible(card(page, lotNo).getByText('You lead'));
}

async function noSeriousA11y(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe("the market's decision on the reeler's phone", () => {
  it('shows Won, Lost, Rejected with the reason, Not sold, then Weighed and Invoiced, live and after a reload', async () => {
    onTestFailed(async ({ task }) => {
      if (pageErrors.length > 0) task.meta.pageErrors = pageErrors.join('\n');
      for (const [i, page] of openPages.entries())
        if (!page.isClosed()) await screenshot(page, `failed-reeler-outcome-${i}`);
    });
    const [first, second] = [m.reelers[0]!, m.reelers[1]!];
    const a = await phone(first.headCode);
    const b = await phone(second.headCode);

    // Bidding: B opens lots 1 and 2, A outbids B on both; nobody bids on lot 3.
    await bid(b, 1, '700.00');
    await bid(b, 2, '700.00');
    await bid(a, 1, '705.00');
    await bid(a, 2, '701.00');
    await visible(card(b, 1).getByText('Outbid · yours 700.00'));

    // The slot closes; the officer approves lot 1 and rejects lot 2, with a reason.
    m.setClock('10:31');
    await m.app.settle();
    for (const [lotId, decision, reason] of [
      [lotIds[0], 'approve', undefined],
      [lotIds[1], 'reject', REASON],
    ] as const) {
      const answer = await m.api.post('/SlotInfo/BiddingApproval', { lotId, decision, reason }, m.staff);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }

    // Live, with no reload: A won lot 1 at A's bid and sees lot 2 rejected with the reason; B lost lot 1.
    await expectResult(a, 1, /^Won\s*at Rs 705\.00\/kg$/);
    await expectResult(a, 2, new RegExp(`^Rejected\\s*Your bid Rs 701\\.00/kg\\s*Reason: ${REASON}$`));
    await expectResult(b, 1, /^Lost\s*Your bid Rs 700\.00\/kg\s*Sold to another reeler at Rs 705\.00\/kg$/);
    await expectResult(b, 2, /^Not sold$/);
    // Bidding is over: nobody's card says "You lead" any more.
    expect(await a.getByText('You lead').count()).toBe(0);
    // B's phone never learns who won nor why A's bid was rejected.
    const onB = await text(b.locator('body'));
    for (const trace of [first.name, first.headCode, REASON]) expect(onB).not.toContain(trace);

    // A reload reads the same from the server, and the closed lot nobody bid on says Not sold.
    await a.reload();
    await expectResult(a, 1, /^Won\s*at Rs 705\.00\/kg$/);
    await expectResult(a, 2, new RegExp(`Reason: ${REASON}$`));
    await expectResult(a, 3, /^Not sold\s*No bids in this slot$/);
    await noSeriousA11y(a);
    await screenshot(a, 'reeler-outcome-decided-360');
    await b.reload();
    await expectResult(b, 1, /^Lost/);
    await expectResult(b, 2, /^Not sold$/);
    await noSeriousA11y(b);
    await screenshot(b, 'reeler-outcome-lost-360');

    // Weighing: A's card shows the kg and what A pays, live.
    const weighed = await m.api.post(
      '/CocoonAuction/Save_CocoonAution',
      { lotId: lotIds[0], netGrams: 61_250 },
      m.staff,
    );
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);
    const pays = formatRupees(weighed.body.reelerPayablePaise);
    await expectResult(
      a,
      1,
      new RegExp(`Weighed\\s*61\\.250 kg\\s*You pay\\s*${pays.replace(/[.]/g, '\\.')}$`),
    );
    await noSeriousA11y(a);
    await screenshot(a, 'reeler-outcome-weighed-360');

    // The day's reeler invoices: A's card shows the number; tapping it opens the invoice under My invoices.
    const billed = await m.api.post('/Invoice/Save_Reeler_Invoice', { date: m.today() }, m.staff);
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    const invoiceNo = (billed.body.bills as { customerId: string; invoiceNo: string }[]).find(
      (bill) => bill.customerId === first.customerId,
    )!.invoiceNo;
    await expectResult(a, 1, new RegExp(`Invoiced\\s*${invoiceNo.replace(/[/.]/g, '\\$&')}$`));
    await noSeriousA11y(a);
    await screenshot(a, 'reeler-outcome-invoiced-360');
    // My invoices follows: the new invoice is listed without a reload.
    await visible(a.locator('.my-invoices__list').getByText(invoiceNo));
    await result(a, 1).getByRole('button', { name: invoiceNo }).click();
    await visible(a.getByRole('button', { name: 'All my invoices' }));
    await expect.poll(() => text(a.locator('.my-invoices__open')), WAIT).toContain(invoiceNo);
    await screenshot(a, 'reeler-outcome-invoice-open-360');

    // A corrected weight: the new kg and amount, and the invoice issued in place of the first, live.
    const corrected = await m.api.post(
      '/CocoonAuction/CorrectWeight',
      { lotId: lotIds[0], netGrams: 60_000, reason: 'Scale recalibrated' },
      m.staff,
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const paysNow = formatRupees(corrected.body.reelerPayablePaise).replace(/[.]/g, '\\.');
    await expectResult(a, 1, new RegExp(`Weighed\\s*60\\.000 kg\\s*You pay\\s*${paysNow}\\s*Invoiced`));
    await expect.poll(() => text(result(a, 1)), WAIT).not.toContain(invoiceNo);

    // After a reload the lot still says all of it.
    await a.reload();
    await expectResult(a, 1, /^Won\s*at Rs 705\.00\/kg\s*Weighed\s*60\.000 kg.*Invoiced/s);
    await screenshot(a, 'reeler-outcome-corrected-360');
    expect(pageErrors).toEqual([]);
  });
});
