import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import { businessDate, displayDate } from '@cocoon/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  closeToasts,
  ensureUiBuilt,
  followMenuLink,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { confirmWith, field, newPage, row, text, toast } from './masters-helpers';

const WAIT = { timeout: 15_000 };
const HOLIDAYS = '/app/holidays';

let app: TestApp;
let browser: Browser;
const year = Number(businessDate(new Date()).slice(0, 4));

beforeAll(async () => {
  ensureUiBuilt();
  app = await startTestApp({ name: 'ui_masters_holidays' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('holiday master in the browser', () => {
  it("lets a Branch Admin add the year's fixed holidays and a lunar one by hand, and remove one with a reason", async () => {
    const page = await newPage(browser, app);
    await loginAs(page, 'branch');
    await page.getByRole('button', { name: 'Master Management', expanded: false }).click();
    await followMenuLink(page, 'Holiday Master', `**${HOLIDAYS}`, page.locator('aside'));
    // The note shows '…' until the market's settings arrive: wait for the weekly holiday itself.
    await expect
      .poll(() => text(page.locator('.holiday-note')), WAIT)
      .toMatch(/Sunday only.*Government Order/);
    const table = `Holidays of ${year}`;

    // The fixed-date public holidays of the year, from the date-holidays package.
    await page.getByRole('button', { name: `Add fixed holidays of ${year}` }).click();
    await confirmWith(page, `Add the fixed holidays of ${year}?`);
    await visible(toast(page, /fixed holidays of \d{4} added/));
    const republic = row(page, table, 'Republic Day');
    await expect.poll(() => text(republic), WAIT).toContain(`26/01/${year}`);
    expect(await text(republic)).toContain('குடியரசு தினம்');

    // A lunar holiday of the Government Order, typed DD/MM/YYYY.
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a holiday' });
    await visible(dialog);
    await field(page, 'Date').fill(`08/11/${year}`);
    await field(page, 'Holiday').fill('Deepavali');
    await field(page, 'Holiday in Tamil (optional)').fill('தீபாவளி');
    await screenshot(page, 'masters-holidays-add-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(toast(page, `${displayDate(`${year}-11-08`)} Deepavali is a holiday`));
    const deepavali = row(page, table, 'Deepavali');
    await expect.poll(() => text(deepavali), WAIT).toContain('By hand');

    // The same date again is refused on the date field. The toasts, over the header's buttons, are closed first.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    await visible(dialog);
    await field(page, 'Date').fill(`08/11/${year}`);
    await field(page, 'Holiday').fill('Again');
    await page.getByRole('dialog', { name: 'Add a holiday' }).getByRole('button', { name: 'Add' }).click();
    await confirmWith(page, 'Are you Sure to Add');
    await visible(page.getByText(`08/11/${year} is already a holiday (Deepavali)`).first());
    await page.getByRole('dialog', { name: 'Add a holiday' }).getByRole('button', { name: 'Cancel' }).click();

    await screenshot(page, 'masters-holidays-1440');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Removed with the reason: the day is a working day again.
    await page.getByRole('button', { name: `Remove Gandhi Jayanti, 02/10/${year}` }).click();
    await field(page, 'Reason').fill('Entered for the wrong market');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await confirmWith(page, 'Are you Sure');
    await visible(toast(page, `02/10/${year} is a working day again`));
    await expect.poll(() => row(page, table, 'Gandhi Jayanti').count(), WAIT).toBe(0);

    const api = apiClient(app.url);
    const listed = await api.get(`/MasHoliday/getAll_MasHoliday?year=${year}`, await api.login('branch'));
    expect(listed.body.data.map((h: { name: string }) => h.name)).toContain('Deepavali');
  });

  it('fits a phone: the list and the add dialog at 360 px', async () => {
    const page = await newPage(browser, app, { width: 360, height: 760 });
    await loginAs(page, 'branch');
    await page.goto(`${app.url}${HOLIDAYS}`);
    await visible(row(page, `Holidays of ${year}`, 'Republic Day'));
    await screenshot(page, 'masters-holidays-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add Holiday' }).click();
    await visible(page.getByRole('dialog', { name: 'Add a holiday' }));
    await screenshot(page, 'masters-holidays-add-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
