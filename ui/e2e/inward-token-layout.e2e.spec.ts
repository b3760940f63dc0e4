import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AuctionTestMarket, sampleLot, startAuctionMarket } from '@cocoon/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  DOWNLOADS_DIR,
  ensureUiBuilt,
  launchBrowser,
  loginAs,
  screenshot,
  seriousA11yViolations,
  visible,
} from './browser';
import { go, newPage, row, tick } from './masters-helpers';

/**
 * Issue 27: an inward token needs no more than a third of an A4 sheet. The token screens offer three to a sheet
 * beside the usual two; the day's three tokens then print on one page, one lot's token alone on its third.
 */
const RENDER = { timeout: 90_000 };

let m: AuctionTestMarket;
const lots: Array<{ lotId: string; lotNo: number }> = [];
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_inward_token_layout', { farmers: 3, reelers: 1 });
  m.setClock('09:00');
  for (const farmer of [0, 1, 2]) {
    const inward = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m, farmer), m.staff);
    expect(inward.status, JSON.stringify(inward.body)).toBe(200);
    lots.push(inward.body as { lotId: string; lotNo: number });
  }
  await m.app.settle();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('inward tokens three to a sheet', () => {
  it("prints the day's three tokens on one page when three a sheet is chosen on Token List", async () => {
    const page = await newPage(browser, m.app);
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/billprint/tokenprint/tokenlist?date=${m.today()}`);
    await visible(row(page, 'Inward tokens', m.farmers[2]!.headCode));
    const two = page.getByRole('radio', { name: 'Two tokens a sheet' });
    const three = page.getByRole('radio', { name: 'Three tokens a sheet' });
    // Two a sheet stays the default: a market that prints half-page tokens keeps doing so.
    expect(await two.isChecked()).toBe(true);
    await tick(three);
    expect(await three.isChecked()).toBe(true);
    await screenshot(page, 'inward-token-list-three-a-sheet');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const pdf = await downloadOf(page, () => page.getByRole('button', { name: 'Print all' }).click());
    expect(pdf.name).toBe(`inward-tokens-${m.today()}.pdf`);
    expect(pdf.pages).toBe(1);
    expect(pdf.text.match(/Inward Token \/ வரவுச் சீட்டு/g)).toHaveLength(3);
    for (const farmer of m.farmers) expect(pdf.text).toContain(farmer.name);
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'inward-token-list-three-a-sheet-360');
    expect(await seriousA11yViolations(page)).toEqual([]);
  }, 240_000);

  it('prints one lot on its third of a sheet from Token Print, also on a phone', async () => {
    const page = await newPage(browser, m.app, { width: 360, height: 780 });
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/billprint/tokenprint?date=${m.today()}`);
    const farmer = m.farmers[0]!;
    await page
      .getByLabel('Lot No')
      .selectOption({ label: `Lot ${lots[0]!.lotNo}: ${farmer.name} (${farmer.headCode})` });
    await visible(page.getByRole('article', { name: `Inward token of lot ${lots[0]!.lotNo}` }));
    await tick(page.getByRole('radio', { name: 'Three tokens a sheet' }));
    await screenshot(page, 'inward-token-print-three-a-sheet-360');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const pdf = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Print again (DUPLICATE)' }).click(),
    );
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('DUPLICATE');
    // A third of a sheet takes the compact heading: the market's names, without the department's line above
    // them that a half-sheet token prints.
    expect(pdf.text).not.toContain('Department of Sericulture');
    expect(pdf.text).toContain(farmer.name);
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'inward-token-print-three-a-sheet');
  }, 240_000);
});

/** Waits for the download the click starts, checks it is a PDF and answers its name, text and page count. */
async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; text: string; pages: number }> {
  mkdirSync(DOWNLOADS_DIR, { recursive: true });
  const [file] = await Promise.all([page.waitForEvent('download', RENDER), click()]);
  const saved = join(DOWNLOADS_DIR, `inward-layout-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  const info = execFileSync('pdfinfo', [saved]).toString();
  return {
    name: file.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', saved, '-']).toString(),
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
  };
}
