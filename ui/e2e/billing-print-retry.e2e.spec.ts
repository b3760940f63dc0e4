import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AuctionTestMarket, holdReadSide, sampleLot, startAuctionMarket } from '@cocoon/api/testing';
import { type DocumentRenderer, renderInwardTokensDocument } from '@cocoon/workers';
import { UnrecoverableError } from 'bullmq';
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
import { go, newPage, text } from './masters-helpers';

/**
 * A print the worker fails stays on the screen with its reason and a Retry button; Retry renders the same
 * document again and the PDF downloads. The inward token's renderer fails its first render here (unrecoverable,
 * so the job fails at once instead of after its retries) and renders the real token from then on.
 */
const WAIT = { timeout: 15_000 };
/** A PDF is rendered by the worker in the background; it takes a few seconds on a loaded machine. */
const RENDER = { timeout: 90_000 };
const REASON = 'The token printer template could not be read';

let renders = 0;
const failsFirstRender: DocumentRenderer = async (job, context) => {
  renders += 1;
  if (renders === 1) throw new UnrecoverableError(REASON);
  return renderInwardTokensDocument(job, context);
};

let m: AuctionTestMarket;
let lot: { lotId: string; lotNo: number };
let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket(
    'ui_billing_print_retry',
    { farmers: 1, reelers: 1 },
    // Production's bound on waiting for one's own writes is 2 s; a short one here lets a held read side outlast it.
    { READ_YOUR_WRITES_TIMEOUT_MS: '500' },
    { renderers: { 'inward-token': failsFirstRender } },
  );
  m.setClock('09:00');
  const inward = await m.api.post('/CocoonInward/SaveCocoonInward', sampleLot(m), m.staff);
  expect(inward.status, JSON.stringify(inward.body)).toBe(200);
  lot = inward.body as { lotId: string; lotNo: number };
  await m.app.settle();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

describe('a failed print and its Retry', () => {
  it("shows the worker's reason with a Retry button, and Retry downloads the token", async () => {
    const page = await newPage(browser, m.app);
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/billprint/tokenprint?date=${m.today()}`);
    const farmer = m.farmers[0]!;
    await pickLot(page);
    const token = page.getByRole('article', { name: `Inward token of lot ${lot.lotNo}` });
    await visible(token);

    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Print failed' }).filter({ hasText: REASON });
    const retry = failure.getByRole('button', { name: 'Retry' });
    await retry.waitFor({ state: 'visible', ...RENDER }).catch(async (error: Error) => {
      // Say what the screen said instead (another failure, or a print still pending).
      const shown = await page.locator('.print-job').allTextContents();
      throw new Error(`${error.message}\nThe print's status on the screen: ${shown.join(' | ') || 'none'}`);
    });
    expect(renders).toBe(1);
    // The failed request holds copy 1: the main button retries it rather than asking for a DUPLICATE copy 2.
    await visible(page.getByRole('button', { name: 'Retry print' }));
    expect(await page.getByRole('button', { name: /Print again/ }).count()).toBe(0);
    await screenshot(page, 'billing-print-failed-retry');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const pdf = await downloadOf(page, () => retry.click());
    expect(pdf.name).toBe(`inward-token-${m.today()}-lot-${lot.lotNo}.pdf`);
    expect(pdf.text).toContain(farmer.name);
    // The retry renders the same print again: still the original copy, not a DUPLICATE.
    expect(pdf.text).not.toContain('DUPLICATE');
    expect(renders).toBe(2);
    await failure.waitFor({ state: 'detached', ...WAIT });
    await screenshot(page, 'billing-print-retried');

    // Read afresh: the retry added no copy to the print register (the failed request holds copy 1).
    await page.reload();
    await pickLot(page);
    await expect.poll(() => text(token), WAIT).toContain('1 copy printed');
  }, 240_000);

  it('downloads a print asked while the read side is held back, instead of failing with "Document not found"', async () => {
    const page = await newPage(browser, m.app);
    await loginAs(page, 'hosur.admin');
    await go(page, `/app/billprint/tokenprint?date=${m.today()}`);
    await pickLot(page);
    // The print's status is read from the read side; until it has the request, the api answers 404.
    const notYetKnown: string[] = [];
    page.on('response', (response) => {
      if (/\/api\/documents\/[0-9a-f-]+$/.test(response.url()) && response.status() === 404)
        notYetKnown.push(response.url());
    });
    const release = await holdReadSide(m.app.databaseUrl);
    let released = false;
    try {
      const pdf = downloadOf(page, async () => {
        await page.getByRole('button', { name: 'Print again (DUPLICATE)' }).click();
        // Held past the api's bound on read-your-writes, so the screen's status reads meet the 404.
        await expect.poll(() => notYetKnown.length, WAIT).toBeGreaterThan(1);
        await visible(page.getByRole('status').filter({ hasText: 'Queued' }));
        expect(await page.getByText('Print failed').count()).toBe(0);
        await screenshot(page, 'billing-print-not-listed-yet');
        expect(await seriousA11yViolations(page)).toEqual([]);
        await release();
        released = true;
      });
      const printed = await pdf;
      expect(printed.text).toContain('DUPLICATE');
    } finally {
      if (!released) await release();
    }
    expect(await page.getByText('Print failed').count()).toBe(0);
  }, 240_000);
});

async function pickLot(page: Page): Promise<void> {
  const farmer = m.farmers[0]!;
  await page
    .getByLabel('Lot No')
    .selectOption({ label: `Lot ${lot.lotNo}: ${farmer.name} (${farmer.headCode})` });
}

/** Waits for the download the click starts, checks it is a PDF and answers its name and text. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  mkdirSync(DOWNLOADS_DIR, { recursive: true });
  const [file] = await Promise.all([page.waitForEvent('download', RENDER), click()]);
  const saved = join(DOWNLOADS_DIR, `print-retry-${file.suggestedFilename()}`);
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  return { name: file.suggestedFilename(), text: execFileSync('pdftotext', [saved, '-']).toString() };
}
