import { type AuctionTestMarket, startAuctionMarket, weighLots } from '@cocoon/api/testing';
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
import { confirmWith, newPage, row, text, toast } from './masters-helpers';

const WAIT = { timeout: 30_000 };
const TEMPLATES = '/app/notices/templates';
const OUTBOX = '/app/notices/outbox';
const FARMER_FORM = '/app/mastermanagement/farmermanage/farmerinput';

let m: AuctionTestMarket;
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_notices', { farmers: 2, reelers: 1 });
  m.setClock('09:00');
  // Two lots sold: each farmer is told in Tamil (the demo market's language) by the development outbox.
  await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_500, netGrams: 84_250 },
    { farmer: 1, reeler: 0, ratePaise: 70_000, netGrams: 62_500 },
  ]);
  await m.app.settle();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('farmer notices in the browser', () => {
  it('lets the Admin register a template with a live preview and SMS parts, and deactivate one', async () => {
    const page = await newPage(browser, m.app);
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Master Management', expanded: false }).click();
    await followMenuLink(page, 'SMS Templates', `**${TEMPLATES}`, page.locator('aside'));
    const tamil = row(page, 'SMS templates', 'Lot sold (Tamil)');
    await expect.poll(() => text(tamil.first()), WAIT).toMatch(/UCS-2/);
    await screenshot(page, 'notices-templates-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Register template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register an SMS template' });
    await visible(dialog);
    await dialog.getByLabel('Message for').selectOption('credited');
    await dialog.getByLabel('Language').selectOption('en');
    await dialog.getByLabel('Header (sender id)').fill('TNSERI');
    await dialog.getByLabel('DLT template id').fill('1107161234567890123');
    await dialog
      .getByLabel(/Text exactly as registered/)
      .fill('Cocoon market: {#var#} credited to your A/c ending {#var#}, UTR {#var#}. -TN Sericulture');
    await expect
      .poll(() => text(dialog.locator('.notice-dialog__preview')), WAIT)
      .toContain('The text has 3 {#var#} and 0 values are named');
    for (const [index, name, max] of [
      [1, 'amount', '16'],
      [2, 'account', '4'],
      [3, 'utr', '22'],
    ] as const) {
      await dialog.getByRole('button', { name: 'Add a value' }).click();
      await dialog.getByLabel(`Value ${index}`, { exact: true }).selectOption(name);
      await dialog.getByLabel(`Most characters of value ${index}`).fill(max);
    }
    await expect
      .poll(() => text(dialog.locator('.notice-dialog__preview')), WAIT)
      .toContain('Rs 45,040.50 credited to your A/c ending 4321, UTR SBINN52612345678.');
    expect(await text(dialog.locator('.notice-dialog__preview'))).toContain('1 SMS (GSM-7, up to 160)');
    await screenshot(page, 'notices-template-dialog-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await visible(toast(page, 'Template 1107161234567890123 registered'));
    const saved = row(page, 'SMS templates', '1107161234567890123');
    await expect.poll(() => text(saved), WAIT).toContain('In force');

    await page.getByRole('button', { name: 'Deactivate template 1107161234567890123' }).click();
    await confirmWith(page, 'Deactivate this template?');
    await visible(toast(page, 'Template deactivated'));
    await expect.poll(() => text(saved), WAIT).toContain('Deactivated');
  }, 120_000);

  it("shows the Branch Admin the market's outbox: Tamil messages, their SMS parts and status", async () => {
    const page = await newPage(browser, m.app);
    await loginAs(page, 'hosur.admin');
    await page.goto(`${m.app.url}${OUTBOX}`);
    const message = row(page, 'SMS outbox', m.farmers[0]!.headCode);
    await expect.poll(() => text(message), WAIT).toContain('sent');
    expect(await text(message)).toMatch(/84\.250 கி\.கி/);
    expect(await text(message)).toMatch(/[2-3] SMS \(UCS-2, 67 per part\)/);
    expect(await text(page.locator('.notice-note'))).toContain('written to in Tamil');
    await screenshot(page, 'notices-outbox-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 60_000);

  it("keeps a farmer's SMS language and opt-out on the farmer's form", async () => {
    const page = await newPage(browser, m.app);
    await loginAs(page, 'hosur.admin');
    const farmer = m.farmers[0]!;
    await page.goto(`${m.app.url}${FARMER_FORM}?id=${farmer.customerId}`);
    const choice = page.getByRole('region', { name: 'SMS to the farmer' });
    const language = choice.getByLabel('Language');
    await visible(language);
    expect(await language.inputValue()).toBe('market');
    expect(await text(choice)).toContain("The market's language (Tamil)");
    await language.selectOption({ label: 'English' });
    await choice.getByRole('button', { name: 'Save SMS choice' }).click();
    await visible(toast(page, `Farmer ${farmer.headCode} is written to in English`));
    await screenshot(page, 'notices-farmer-choice-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Read back after a reload: the farmer's own language, then an opt-out (the language no longer applies).
    await page.reload();
    await expect.poll(() => choice.getByLabel('Language').inputValue(), WAIT).toBe('en');
    await choice.getByText('The farmer asked for no SMS').click();
    expect(await choice.getByLabel('Language').isDisabled()).toBe(true);
    await choice.getByRole('button', { name: 'Save SMS choice' }).click();
    await visible(toast(page, `Farmer ${farmer.headCode} gets no SMS`));
    const saved = await m.api.get(`/Notices/get_FarmerPreference?farmerId=${farmer.customerId}`, m.staff);
    expect(saved.body).toMatchObject({ language: 'en', optOut: true });
  }, 90_000);

  it('fits a phone: both screens at 360 px', async () => {
    const page = await newPage(browser, m.app, { width: 360, height: 760 });
    await loginAs(page, 'admin');
    await page.goto(`${m.app.url}${TEMPLATES}`);
    await visible(row(page, 'SMS templates', 'Lot sold (Tamil)').first());
    await screenshot(page, 'notices-templates-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const phone = await newPage(browser, m.app, { width: 360, height: 760 });
    await loginAs(phone, 'hosur.admin');
    await phone.goto(`${m.app.url}${OUTBOX}`);
    await expect.poll(() => text(row(phone, 'SMS outbox', m.farmers[1]!.headCode)), WAIT).toContain('sent');
    await screenshot(phone, 'notices-outbox-360');
    expect(await seriousA11yViolations(phone)).toEqual([]);
  }, 60_000);
});
