import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import { fictitiousAadhaar, sampleFarmerForm } from '@cocoon/domain/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, loginAs, screenshot, visible } from './browser';
import { choose, confirmWith, field, go, newPage, row, status, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const FARMERS = '/app/mastermanagement/farmerlist';
const AADHAAR = fictitiousAadhaar('34567890123');

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_farmers' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The newest code texted to a number (the development SMS sender writes app.sms_outbox). */
async function lastOtp(mobile: string): Promise<string> {
  const message = await app.deps.db
    .selectFrom('app.sms_outbox')
    .select(['body'])
    .where('to_mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No code in "${message.body}"`);
  return code;
}

/** Fills the farmer form as a clerk would, section by section. */
async function fillFarmer(page: Page, name: string, mobile: string): Promise<void> {
  await field(page, 'Name').fill(name);
  await field(page, 'Father Name').fill('Ramasamy');
  await field(page, 'Address').fill('14, Mariamman Koil Street');
  await field(page, 'City / Village').fill('Bagalur');
  await choose(page, 'District', { value: '577' });
  await choose(page, 'Taluk', { value: '5890' });
  await field(page, 'PIN Code').fill('635103');
  await field(page, 'Mobile No').fill(mobile);
  await field(page, 'Aadhaar No').fill(AADHAAR);
  await field(page, 'Bank Account No').fill('50100234567891');
  await field(page, 'Account Holder Name').fill(name);
  await field(page, 'Bank Name').fill('Indian Bank');
  await field(page, 'IFSC Code').fill('IDIB000H014');
  await choose(page, 'Account Type', { value: 'Savings' });
  await choose(page, 'Gender', { value: 'male' });
  await choose(page, 'Farmer Type', { value: 'SMALL' });
}

describe('farmer master in the browser', () => {
  it('registers a farmer, verifies the mobile by OTP, edits, deactivates and reactivates it', async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');
    await go(page, FARMERS);
    await visible(page.getByRole('heading', { name: 'Farmer' }));
    await page.getByRole('button', { name: 'Add Farmer' }).click();
    await page.waitForURL('**/farmermanage/farmerinput');

    // The shared schema names every missing field before anything is sent.
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByText('Please enter Name'));
    await visible(page.getByText('Please enter Aadhaar No'));
    await visible(page.getByText('Please select Farmer Type'));
    await screenshot(page, 'masters-farmer-errors-1440');

    await fillFarmer(page, 'Selvaraj Muthu', '9876501234');
    // The market's next head code, allocated on request.
    await page.getByRole('button', { name: 'Allocate' }).click();
    await expect.poll(() => field(page, 'Head Code').inputValue(), WAIT).toMatch(/^HSR-F-\d{6}$/);
    const headCode = await field(page, 'Head Code').inputValue();
    await screenshot(page, 'masters-farmer-input-1440');

    await page.getByRole('button', { name: 'Register' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, 'Your account created successfully. OTP verification pending.'));
    await page.waitForURL('**/farmerinput?id=*');
    const otpPanel = page.getByLabel('OTP verification');
    await visible(otpPanel.getByText('Your account created successfully. OTP verification pending.'));

    // A wrong code is refused with the server's words; the right one activates the account.
    await otpPanel.getByRole('button', { name: 'Send OTP' }).click();
    await visible(otpPanel.getByText(/OTP sent to the registered mobile number/));
    const code = await lastOtp('9876501234');
    const wrong = code === '000000' ? '111111' : '000000';
    await field(page, 'OTP').fill(wrong);
    await otpPanel.getByRole('button', { name: 'Verify' }).click();
    await visible(otpPanel.getByText(/Invalid OTP\. 4 attempts left\./));
    await screenshot(page, 'masters-farmer-otp-1440');
    await field(page, 'OTP').fill(code);
    await otpPanel.getByRole('button', { name: 'Verify' }).click();
    await visible(toast(page, 'Mobile number verified. The account is now Active.'));
    await otpPanel.waitFor({ state: 'detached' });

    // The list shows the farmer, Active, with the Aadhaar and bank account masked.
    await go(page, FARMERS);
    const listed = row(page, 'Farmers', headCode);
    await expect.poll(() => status(listed), WAIT).toBe('Active');
    expect(await text(listed)).toMatch(`XXXXXXXX${AADHAAR.slice(-4)}`);
    expect(await text(listed)).not.toMatch(AADHAAR);
    expect(await text(listed)).not.toMatch('50100234567891');
    await screenshot(page, 'masters-farmer-list-1440');

    // Edit
    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await page.waitForURL('**/farmerinput?id=*');
    expect(await field(page, 'Aadhaar No').inputValue()).toBe(AADHAAR);
    await field(page, 'City / Village').fill('Bagalur East');
    await page.getByRole('button', { name: 'Update' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, 'Form Submitted Successfully'));
    await page.waitForURL(`**${FARMERS}`);
    await expect.poll(() => text(listed), WAIT).toMatch('Bagalur East');

    // Deactivate (never delete), then reactivate.
    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Deactivate');
    await page.waitForURL(`**${FARMERS}`);
    await expect.poll(() => status(listed), WAIT).toBe('inActive');
    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await confirmWith(page, 'Are you Sure', 'Reactivate');
    await page.waitForURL(`**${FARMERS}`);
    await expect.poll(() => status(listed), WAIT).toBe('Active');

    // The record's History tab lists each change with who made it.
    await page.getByRole('button', { name: `Edit ${headCode}` }).click();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await visible(history.getByText('Customer registered'));
    await visible(history.getByText('Customer verified'));
    await visible(history.getByText('Customer deactivated'));
    expect(await text(history)).toMatch(/City: Bagalur → Bagalur East/);
    expect(await text(history)).toMatch(/branch \(Branch Admin\)/);
    await screenshot(page, 'masters-farmer-history-1440');
    await page.close();
  });

  it('shows a Branch Admin only the farmers of Hosur, and an Admin those of both markets', async () => {
    const api = apiClient(app.url);
    const admin = await api.login('admin');
    const markets = await api.get('/MasBranch/getAll_MasBranch?kind=market', admin);
    const dharmapuri = markets.body.data.find((m: { branchCode: string }) => m.branchCode === 'DPI');
    const registered = await api.post(
      '/auth/Register-Customer',
      sampleFarmerForm({
        branchCode: dharmapuri.branchId,
        ledgerName: 'Dharmapuri Kannan',
        mobileNo: '9876509999',
        aadhaarNo: fictitiousAadhaar('45678901234'),
      }),
      admin,
    );
    expect(registered.status).toBe(200);
    const hosur = await api.post(
      '/auth/Register-Customer',
      sampleFarmerForm({ ledgerName: 'Hosur Murugan', mobileNo: '9876508888' }),
      await api.login('branch'),
    );
    expect(hosur.status).toBe(200);
    // The browser's sessions are new (they wrote nothing, so they wait for nothing): the lists must already
    // hold what the API registered.
    await app.settle();

    const branch = await newPage(browser, app);
    await loginAs(branch, 'branch');
    await go(branch, FARMERS);
    await visible(row(branch, 'Farmers', 'Hosur Murugan'));
    expect(await row(branch, 'Farmers', 'Dharmapuri Kannan').count()).toBe(0);
    await branch.close();

    const page = await newPage(browser, app);
    await loginAs(page, 'admin');
    await go(page, FARMERS);
    await visible(row(page, 'Farmers', 'Dharmapuri Kannan'));
    await visible(row(page, 'Farmers', 'Hosur Murugan'));
    // Server search: name, head code or mobile.
    await page.getByRole('searchbox', { name: 'Search' }).fill('9876509999');
    await page.waitForURL('**search=9876509999*');
    await expect
      .poll(() => page.getByRole('table', { name: 'Farmers' }).locator('tbody tr').count(), WAIT)
      .toBe(1);
    expect(await text(row(page, 'Farmers', 'Dharmapuri Kannan'))).toMatch('Dharmapuri');
    await screenshot(page, 'masters-farmer-list-admin-1440');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await screenshot(page, 'masters-farmer-list-375');
    await page.getByRole('button', { name: 'Add Farmer' }).click();
    await visible(field(page, 'Market'));
    await screenshot(page, 'masters-farmer-input-375');
    await page.close();
  });

  it("shows the server's refusal when too many codes are asked for one number", async () => {
    const api = apiClient(app.url);
    const registered = await api.post(
      '/auth/Register-Customer',
      sampleFarmerForm({
        ledgerName: 'Rate Limited Raju',
        mobileNo: '9876507777',
        aadhaarNo: fictitiousAadhaar('56789012345'),
      }),
      await api.login('branch'),
    );
    expect(registered.status).toBe(200);
    // The browser's new session waits for nothing it did not write: the record must be on the read side.
    await app.settle();
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');
    await go(page, `/app/mastermanagement/farmermanage/farmerinput?id=${registered.body.customerId}`);
    const otpPanel = page.getByLabel('OTP verification');
    await visible(otpPanel.getByText('OTP verification pending.'));
    // Three codes per number in 15 minutes; the fourth request is refused with the wait.
    for (let sent = 0; sent < 3; sent++) {
      await otpPanel.getByRole('button', { name: /Send OTP/ }).click();
      await expect
        .poll(
          () =>
            app.deps.db
              .selectFrom('app.sms_outbox')
              .select('message_id')
              .where('to_mobile', '=', '9876507777')
              .execute()
              .then((r) => r.length),
          WAIT,
        )
        .toBe(sent + 1);
    }
    await otpPanel.getByRole('button', { name: /Send OTP/ }).click();
    await visible(
      otpPanel.getByRole('alert').filter({ hasText: /Too many OTP requests for this mobile number/ }),
    );
    await screenshot(page, 'masters-farmer-otp-limit-1440');
    await page.close();
  });
});
