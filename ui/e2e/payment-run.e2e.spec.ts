import { type AuctionTestMarket, startAuctionMarket, weighLots } from '@cocoon/api/testing';
import { displayDate } from '@cocoon/domain';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  closeToasts,
  ensureUiBuilt,
  freshPage,
  launchBrowser,
  login,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { go, toast } from './masters-helpers';

/**
 * Issue 25 through the screens: the Branch Admin builds the day's payment run on Online Payment and is told a
 * second person must approve; a second Branch Admin approves; the file is made; the bank returns one row (02),
 * which shows under "Returned by the bank" with what to bring and the re-issue waiting for new details.
 */
const STEP = 180_000;

let m: AuctionTestMarket;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_payment_run', { farmers: 3, reelers: 1 });
  m.setClock('09:00');
  await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 70_000, netGrams: 62_500 },
    { farmer: 1, reeler: 0, ratePaise: 72_525, netGrams: 51_125 },
  ]);
  const ad = await m.api.login('ad.krishnagiri');
  const registered = await m.api.post(
    '/auth/Register-MasUsers',
    {
      userName: 'hosur.checker',
      userType: 'Branch Admin',
      designation: 'Superintendent',
      password: 'Secret123',
      branchId: m.hosurId,
      name: 'Hosur Checker',
      mobileNo: '9443400079',
      emailId: 'hosur.checker@example.in',
    },
    ad,
  );
  expect(registered.status).toBe(200);
  await m.app.settle();
  browser = await launchBrowser();
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-payrun-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
  if (pageErrors.length > 0) throw new Error(`Errors in the page:\n${pageErrors.splice(0).join('\n')}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

async function checkA11y(): Promise<void> {
  await closeToasts(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

const screen = () => `/app/OnlinePayment/Paymentlist?date=${m.today()}`;
const runCard = () => page.getByRole('region', { name: /Payment run HSR\/OB\d{4}\/\d{5}/ });

describe('the day’s payment run', () => {
  it(
    'is built by the Branch Admin, who is told a second person must approve',
    async () => {
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await loginAs(page, 'hosur.admin');
      await go(page, screen());
      await page.getByRole('button', { name: 'Build payment run' }).click();
      await visible(toast(page, /Payment run HSR\/OB\d{4}\/\d{5}: 2 farmers/));
      await visible(runCard());
      await visible(runCard().getByText('Awaiting a second person’s approval'));
      await visible(
        runCard().getByText('A second person must approve: you made this change', { exact: false }),
      );
      const payOn = await runCard().locator('h5').innerText();
      expect(payOn).toMatch(/pay on \d{2}\/\d{2}\/\d{4}/);
      expect(await runCard().getByRole('table').locator('tbody tr').count()).toBe(2);
      // Farmers already in the run are not "left out".
      expect(await page.getByRole('region', { name: 'Farmers left out of the run' }).count()).toBe(0);
      await screenshot(page, 'payrun-built-maker-1440');
      await checkA11y();
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'payrun-built-maker-360');
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );

  it(
    'is approved by a second Branch Admin; the file is made; a return shows what to bring',
    async () => {
      page = await freshPage(browser.context, m.app.url);
      page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
      await login(page, 'hosur.checker', 'Secret123');
      await page.waitForURL('**/app/dashboard/analytics');
      await go(page, screen());
      await page.getByRole('button', { name: /Approve run HSR\/OB/ }).click();
      await visible(toast(page, /approved: 2 rows/));
      await visible(runCard().getByText(/Approved by hosur.checker on/));
      await screenshot(page, 'payrun-approved-1440');
      await checkA11y();

      // The file is made (the run is a batch of the date) and the bank answers one return, 02.
      const run = (await m.api.get(`/OnlinePayment/PaymentRun?date=${m.today()}`, m.staff)).body.runs[0];
      const exported = await m.api.post('/OnlinePayment/ExportBankFile', { batchId: run.batchId }, m.staff);
      expect(exported.status).toBe(200);
      const response = `Customer Reference,Status,UTR,Return Code,Return Reason\r\n${run.rows[0].reference},RETURNED,,02,No such account\r\n`;
      const read = await m.api.post(
        '/OnlinePayment/ImportBankResponse',
        { batchId: run.batchId, fileBase64: Buffer.from(response).toString('base64') },
        m.staff,
      );
      expect(read.status).toBe(200);
      await m.app.settle();
      await page.reload();
      const returns = page.getByRole('region', { name: 'Returned by the bank' });
      await visible(returns);
      await visible(returns.getByText('02 No such account'));
      await visible(returns.getByText(/correct the farmer's bank details through the farmer form/).first());
      expect(await returns.getByRole('button', { name: /Re-issue/ }).isDisabled()).toBe(true);
      await visible(runCard().getByText(`File made (serial 1)`));
      expect(displayDate(m.today())).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await screenshot(page, 'payrun-returns-1440');
      await checkA11y();
      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'payrun-returns-360');
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );
});
