import { type AuctionTestMarket, startAuctionMarket, type WeighedLot, weighLots } from '@cocoon/api/testing';
import { financialYearOf, formatRupees } from '@cocoon/domain';
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
import { confirmWith, go, toast } from './masters-helpers';

/**
 * Levy remitted to the department through its screen (issue 22), as a Branch Admin: reached from Voucher Entry,
 * refused above what the farmer levy holds (the server's message under the field), then saved and numbered LR.
 */
let m: AuctionTestMarket;
let browser: Browser;
let page: Page;
let lots: WeighedLot[];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_levy', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 72_000, netGrams: 84_250 },
    { farmer: 1, reeler: 0, ratePaise: 70_500, netGrams: 55_555 },
  ]);
  await m.app.settle();
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  await loginAs(page, 'hosur.admin');
}, 240_000);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && page && !page.isClosed())
    await screenshot(page, `failed-levy-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

const rupees = (paise: number) => formatRupees(paise).slice('Rs '.length);

describe('levy remittance through its screen', () => {
  it('refuses more than the farmer levy holds, then remits it with its challan, numbered LR', async () => {
    const held = lots.reduce((t, l) => t + l.farmerLevyPaise, 0);
    await go(page, '/app/voucher/voucherentry');
    await page.getByRole('button', { name: 'Levy Remittance' }).click();
    await page.waitForURL('**/app/levyremittance', { timeout: 15_000 });
    await visible(page.getByText(`Held: Rs ${rupees(held)}`));

    await page.getByLabel('Challan No / UTR').fill('CH-2026-77');
    await page.getByLabel('Farmer Levy (Rs)').fill(rupees(held + 100));
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(page.getByText(/is more than the Rs .* held/));
    await screenshot(page, 'levy-remittance-refused');

    await page.getByLabel('Farmer Levy (Rs)').fill(rupees(held));
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    const number = `HSR/LR${financialYearOf(m.today()).slice(2)}/00001`;
    await visible(toast(page, `Form Submitted Successfully: ${number}`));
    const table = page.getByRole('table', { name: 'Levy remittances' });
    await visible(table.getByText(number));
    await visible(table.getByText('CH-2026-77'));
    await visible(page.getByText('Held: Rs 0.00'));
    await screenshot(page, 'levy-remittance');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'levy-remittance-360');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('reverses the remittance once, with its reason, numbered LX; the levy is held again', async () => {
    const held = lots.reduce((t, l) => t + l.farmerLevyPaise, 0);
    const number = `HSR/LX${financialYearOf(m.today()).slice(2)}/00001`;
    await page
      .getByRole('button', {
        name: `Reverse levy remittance HSR/LR${financialYearOf(m.today()).slice(2)}/00001`,
      })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Challan returned by the bank');
    await screenshot(page, 'levy-remittance-reverse');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, `reversal ${number}`));
    await visible(page.getByRole('table', { name: 'Levy remittances' }).getByText(`Reversed ${number}`));
    await visible(page.getByText(`Held: Rs ${rupees(held)}`));
    await screenshot(page, 'levy-remittance-reversed');
  });
});
