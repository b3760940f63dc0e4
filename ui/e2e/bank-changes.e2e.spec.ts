import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import { verhoeffCheckDigit } from '@cocoon/domain';
import { sampleFarmerForm } from '@cocoon/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  ensureUiBuilt,
  followMenuLink,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { confirmWith, field, newPage, toast } from './masters-helpers';

/*
 * Issue 25, maker-checker: the Branch Admin changes a farmer's bank details, the market's AD approves one change
 * and rejects another with a reason on the Bank Detail Changes screen.
 */
const PATH = '/app/bankchanges';
const TABLE = 'Bank detail changes waiting';
let app: TestApp;
let browser: Browser;
let api: ReturnType<typeof apiClient>;
let branchToken: string;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_bank_changes' });
  api = apiClient(app.url);
  branchToken = await api.login('branch');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

let serial = 0;
/** A new farmer of the demo market whose new bank details the Branch Admin has asked for. */
async function farmerWithChange(name: string, account: string) {
  serial += 1;
  const first11 = `4${String(process.pid % 100_000).padStart(5, '0')}${String(serial).padStart(5, '0')}`;
  const form = sampleFarmerForm({
    ledgerName: name,
    bankAcName: name,
    aadhaarNo: `${first11}${verhoeffCheckDigit(first11)}`,
    mobileNo: `8${String(process.pid % 100_000).padStart(5, '0')}${String(serial).padStart(4, '0')}`,
  });
  const registered = await api.post('/auth/Register-Customer', form, branchToken);
  expect(registered.status).toBe(200);
  const customerId = registered.body.customerId as string;
  const edit = await api.post(
    '/Customer/UpdateCustomer',
    { ...form, customerId, bankAcNo: account },
    branchToken,
  );
  expect(edit.body.bankChange?.status).toBe('pending');
  return customerId;
}

describe('bank detail changes in the browser', () => {
  it("shows the maker only Withdraw; the market's AD approves one change and rejects another with a reason", async () => {
    await farmerWithChange('Selvi R', '60201111222233');
    await farmerWithChange('Kumar P', '60204444555566');

    const maker = await newPage(browser, app);
    await loginAs(maker, 'branch');
    await maker.getByRole('button', { name: 'Master Management', expanded: false }).click();
    await followMenuLink(maker, 'Bank Detail Changes', `**${PATH}`, maker.locator('aside'));
    const table = maker.getByRole('table', { name: TABLE });
    await visible(table.getByText('Selvi R'));
    expect(await table.getByRole('button', { name: /^Approve/ }).count()).toBe(0);
    await visible(table.getByRole('button', { name: 'Withdraw the new bank details of Selvi R' }));
    await screenshot(maker, 'bank-changes-maker-1440');
    expect(await seriousA11yViolations(maker)).toEqual([]);
    await maker.close();

    const checker = await newPage(browser, app);
    await loginAs(checker, 'ad');
    await checker.goto(`${app.url}${PATH}`);
    const rows = checker.getByRole('table', { name: TABLE });
    await visible(rows.getByText('60201111222233'));
    await screenshot(checker, 'bank-changes-checker-1440');
    expect(await seriousA11yViolations(checker)).toEqual([]);

    await rows.getByRole('button', { name: 'Approve the new bank details of Selvi R' }).click();
    await confirmWith(checker, 'Approve the new bank details of Selvi R?');
    await visible(toast(checker, 'Bank details change approved'));
    await expect.poll(() => rows.getByText('Selvi R').count(), { timeout: 15_000 }).toBe(0);

    await rows.getByRole('button', { name: 'Reject the new bank details of Kumar P' }).click();
    const dialog = checker.getByRole('dialog', { name: 'Reject the new bank details of Kumar P' });
    await visible(dialog);
    await field(checker, 'Reason').fill('Passbook not shown');
    await screenshot(checker, 'bank-changes-reject-1440');
    expect(await seriousA11yViolations(checker)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await confirmWith(checker, 'Are you Sure');
    await visible(toast(checker, 'Bank details change rejected'));
    await visible(checker.getByText('No change of bank details is waiting'));
    await checker.close();
  }, 180_000);

  it('is usable on a 360 px phone', async () => {
    await farmerWithChange('Meena S', '60207777888899');
    const page = await newPage(browser, app, { width: 360, height: 780 });
    await loginAs(page, 'ad');
    await page.goto(`${app.url}${PATH}`);
    await visible(page.getByRole('table', { name: TABLE }).getByText('Meena S'));
    await screenshot(page, 'bank-changes-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
