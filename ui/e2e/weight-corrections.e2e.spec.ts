import {
  type AuctionTestMarket,
  drawCash,
  startAuctionMarket,
  type WeighedLot,
  weighLots,
} from '@cocoon/api/testing';
import { formatRupees } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  closeToasts,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { confirmWith, field, go, text } from './masters-helpers';

/**
 * Issue 22 through the screens: farmer 1's two lots are weighed and lot A is paid in cash. The Branch Admin
 * corrects lot A down to 1 kg: it waits for the Assistant Director, who approves it on Weight Corrections
 * Awaiting Approval (the confirm names the lot, the farmer, both weights and the net). Farmer Payment then shows
 * what the farmer owes back and pays lot B less it.
 */
const WAIT = { timeout: 15_000 };
const STEP = 180_000;

let m: AuctionTestMarket;
let lots: WeighedLot[];
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_weight_corrections', { farmers: 1, reelers: 1 });
  m.setClock('09:00');
  // Lot A: 70.000 kg x Rs 720.00 = Rs 50,400.00 less 1 % = Rs 49,896.00; lot B: 90 kg x Rs 700 = Rs 62,370.00 net.
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 70_000 },
    { farmer: 0, reeler: 0, ratePaise: 70_000, netGrams: 90_000 },
  ]);
  await m.app.settle();
  await drawCash(m, 1_00_000_00);
  const paid = await m.api.post(
    '/FarmerPayment/PayCash',
    { farmerId: m.farmers[0]!.customerId, lotIds: [lots[0]!.lotId] },
    m.staff,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await m.app.settle();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

async function checkA11y(): Promise<void> {
  await closeToasts(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('a correction of a paid lot', () => {
  it(
    'is asked by the Branch Admin and waits for approval',
    async () => {
      const lotA = lots[0]!;
      page = await freshPage(browser.context, m.app.url);
      await loginAs(page, 'hosur.admin');
      await go(page, `/app/weightentry?lotId=${lotA.lotId}&date=${m.today()}`);
      await page.getByRole('button', { name: 'Correct weight' }).click();
      await page.getByText('One net weight').click();
      await field(page, 'Net Weight (kg)').fill('1');
      await field(page, 'Reason for the correction').fill('Entered 70 kg for 1 kg');
      await page.getByRole('button', { name: 'Save correction' }).click();
      await confirmWith(page, 'Are you Sure');
      await visible(page.getByText(/sent to the Assistant Director for approval/), WAIT);
      await go(page, '/app/weightcorrections');
      await visible(page.getByRole('table', { name: 'Corrections awaiting approval' }));
      expect(await text(page.getByRole('table', { name: 'Corrections awaiting approval' }))).toContain(
        '70.000 → 1.000',
      );
      // A Branch Admin sees the request, not the decision buttons.
      expect(await page.getByRole('button', { name: /Approve lot/ }).count()).toBe(0);
      await screenshot(page, 'weight-corrections-asked');
      await checkA11y();
    },
    STEP,
  );

  it(
    'is approved by the Assistant Director, whose confirm names the lot, farmer, weights and net',
    async () => {
      const lotA = lots[0]!;
      await page.close();
      page = await freshPage(browser.context, m.app.url);
      await loginAs(page, 'ad.krishnagiri');
      await go(page, '/app/weightcorrections');
      await page.getByRole('button', { name: `Approve lot ${lotA.lotNo}` }).click();
      const dialog = page.locator('.bp6-alert');
      await visible(dialog);
      const question = await text(dialog);
      expect(question).toContain(`lot ${lotA.lotNo}`);
      expect(question).toContain(m.farmers[0]!.name);
      expect(question).toContain('70.000 kg to 1.000 kg');
      expect(question).toContain(`${formatRupees(49_896_00)} to ${formatRupees(712_80)}`);
      expect(question).toContain(`owes back ${formatRupees(49_183_20)}`);
      await screenshot(page, 'weight-corrections-approve-confirm');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: `Approve lot ${lotA.lotNo}` }).click();
      await visible(page.getByText(/recoverable from the farmer's next payment/), WAIT);
      await visible(page.getByText('No corrections await approval'), WAIT);
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'weight-corrections-done-360');
      await checkA11y();
    },
    STEP,
  );

  it(
    'shows on Farmer Payment what the farmer owes back, and pays the next lot less it',
    async () => {
      await page.close();
      page = await freshPage(browser.context, m.app.url);
      await loginAs(page, 'hosur.admin');
      await go(page, `/app/farmerpayment/farmerpaymentlist?date=${m.today()}`);
      const farmer = m.farmers[0]!;
      await page.getByRole('button', { name: `Lots of ${farmer.name} ${farmer.headCode}` }).click();
      const panel = page.getByRole('region', { name: `Lots of ${farmer.name}` });
      await visible(panel);
      expect(await text(panel)).toContain(`owes back ${formatRupees(49_183_20)}`);
      expect(await text(panel)).toContain(`= ${formatRupees(62_370_00 - 49_183_20)}`);
      await screenshot(page, 'weight-corrections-farmer-payment-set-off');
      await checkA11y();
    },
    STEP,
  );
});
