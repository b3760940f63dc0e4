import {
  type AuctionTestMarket,
  DEMO_REELER_PASSWORD,
  sampleLot,
  startAuctionMarket,
} from '@cocoon/api/testing';
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
} from './browser';
import { field, go, pickAccount, text } from './masters-helpers';

/**
 * Issue 25: in a deposit market the reeler's phone refuses a bid the cover cannot carry, with both figures, and
 * the reeler's passbook shows what the cover held for the lot. 84.250 kg at Rs 700.00 + 1 % levy = Rs 59,564.75.
 */
const WAIT = { timeout: 15_000 };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

let m: AuctionTestMarket;
let chrome: PlaywrightBrowser;
const lots: { lotId: string; lotNo: number }[] = [];
const pageErrors: string[] = [];

const ok = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Record<string, unknown>;
};

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_reeler_cover', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  const admin = await m.api.login('admin');
  ok(
    await m.api.post(
      '/dataManager/SetKeyValue',
      { key: 'reelerpaymode', value: 1, effectiveFrom: m.today(), marketId: m.hosurId },
      admin,
    ),
  );
  ok(
    await m.api.post(
      '/ReelerReceipt/SaveReceipt',
      {
        reelerId: m.reelers[0]!.customerId,
        mode: 'bank',
        bankReference: 'UTR1000001',
        amountPaise: 10_000_000,
        purpose: 'advance',
      },
      m.staff,
    ),
  );
  for (const farmer of [0, 1]) {
    const body = ok(await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff));
    lots.push({ lotId: String(body.lotId), lotNo: Number(body.lotNo) });
  }
  ok(
    await m.api.post(
      '/SlotInfo/SaveSlotInfo',
      { inwardDate: m.today(), startTime: '10:00', endTime: '10:30', lotFrom: 1, lotTo: 2 },
      m.staff,
    ),
  );
  await m.app.settle();
  m.setClock('10:05');
  chrome = await launchChromium();
}, 180_000);

afterAll(async () => {
  await chrome?.close();
  await m?.app.stop();
});

const card = (page: Page, lotNo: number) => page.getByRole('region', { name: `Lot ${lotNo}`, exact: true });

async function watched(size: { width: number; height: number }) {
  const page = await contextPage(chrome, size.width, size.height);
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  return page;
}

describe("a deposit reeler's cover", () => {
  it('refuses on the phone a bid the cover cannot carry, with both figures', async () => {
    const reeler = m.reelers[0]!;
    const phone = await watched(PHONE);
    await phone.goto(`${m.app.url}/reeler/login`);
    await phone.getByLabel(/Reeler code or mobile number/).fill(reeler.headCode);
    await phone.getByLabel(/^Password/).fill(DEMO_REELER_PASSWORD);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.waitForURL('**/reeler/bid');
    await visible(card(phone, 1));
    await card(phone, 1).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(phone, 1).getByText('You lead'));
    await card(phone, 2).getByRole('button', { name: 'Bid', exact: true }).click();
    await visible(card(phone, 2).getByText('Your cover is Rs 40,435.25; this bid needs Rs 59,564.75'));
    await screenshot(phone, 'reeler-cover-refused-360');
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await phone.context().close();
  }, 120_000);

  it('shows in the reeler passbook the lot value blocked at approval and trued up at weighing', async () => {
    m.setClock('10:31');
    await m.app.settle();
    ok(
      await m.api.post('/SlotInfo/BiddingApproval', { lotId: lots[0]!.lotId, decision: 'approve' }, m.staff),
    );
    ok(
      await m.api.post(
        '/CocoonAuction/Save_CocoonAution',
        { lotId: lots[0]!.lotId, netGrams: 80_000 },
        m.staff,
      ),
    );
    await m.app.settle();
    const page = await watched(DESKTOP);
    await page.goto(`${m.app.url}/login`);
    await login(page, 'hosur.admin');
    await page.waitForURL('**/app/dashboard/analytics');
    await go(page, `/app/reelerreport/reelerpassbook?from=${m.today()}&to=${m.today()}`);
    await pickAccount(page, field(page, 'Reeler'), m.reelers[0]!.headCode, m.reelers[0]!.headCode);
    const held = page.getByRole('table', { name: 'Money held for lots' });
    await expect.poll(() => held.locator('tbody tr').count(), WAIT).toBe(2);
    const rows = await held.locator('tbody tr').allTextContents();
    expect(rows[0]).toContain('Blocked at approval');
    expect(rows[0]).toContain('59,564.75');
    // 80 kg × Rs 700.00 = Rs 56,000.00 + Rs 560.00 levy.
    expect(rows[1]).toContain('Trued up at weighing from Rs 59,564.75');
    expect(rows[1]).toContain('56,560.00');
    expect(await text(held)).toContain(String(lots[0]!.lotNo));
    await screenshot(page, 'reeler-cover-passbook-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'reeler-cover-passbook-360');
    await page.context().close();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
