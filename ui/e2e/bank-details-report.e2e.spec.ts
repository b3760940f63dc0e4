import { randomUUID } from 'node:crypto';
import { type AuctionTestMarket, startAuctionMarket } from '@cocoon/api/testing';
import { customerStream } from '@cocoon/domain';
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
} from './browser';
import { go } from './masters-helpers';

/**
 * "Bank Details To Verify" (issue 25) as a Branch Admin of Hosur: three of the demo's farmers have bank details
 * that went stale before registration checked them (an IFSC slip, a merged bank's code, a short account number),
 * written as an old edit would have stored them. The report lists them with the reason, and a farmer's code opens
 * the farmer's form.
 */
const STEP = 180_000;
const WAIT = { timeout: 30_000 };
const ROUTE = '/app/reports/bankdetails';
const TITLE = 'Bank Details To Verify';

let m: AuctionTestMarket;
let browser: Browser;
let page: Page;

/** Stores bank details as an edit made before the check would have (the write path now refuses them). */
async function storeStale(customerId: string, bank: Record<string, string>) {
  const stream = customerStream(customerId);
  const events = await m.app.deps.store.readStream(stream);
  const last = events.at(-1)!;
  const registered = events[0]!.data as Record<string, unknown>;
  await m.app.deps.store.append(
    stream,
    [
      {
        id: randomUUID(),
        type: 'CustomerUpdated',
        data: { ...registered, ...bank, changed: Object.keys(bank) },
        metadata: last.metadata,
      },
    ],
    'any',
  );
}

beforeAll(async () => {
  ensureUiBuilt();
  m = await startAuctionMarket('ui_bank_details', { farmers: 4, reelers: 1 });
  await storeStale(m.farmers[0]!.customerId, { ifscCode: 'SBIN0OO1234' });
  await storeStale(m.farmers[1]!.customerId, { ifscCode: 'SYNB0000001' });
  await storeStale(m.farmers[2]!.customerId, { bankAcNo: '50100234' });
  await m.app.settle();
  browser = await launchBrowser();
  page = await freshPage(browser.context, m.app.url);
  await loginAs(page, 'hosur.admin');
}, 300_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
  await screenshot(page, `failed-bank-details-${task.name.replace(/\W+/g, '-').slice(0, 50)}`);
});

afterAll(async () => {
  await browser?.close();
  await m?.app.stop();
});

const rows = () => page.getByRole('table', { name: TITLE, exact: true }).locator('tbody tr');

describe('Bank Details To Verify', () => {
  it(
    'lists the farmers whose bank details would not move money, with the reason, at 1440 and 360 px',
    async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await go(page, ROUTE);
      await page.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => rows().count(), WAIT).toBe(3);
      const texts = await rows().allTextContents();
      const [slip, merged, short] = m.farmers;
      expect(texts.find((t) => t.includes(slip!.headCode))).toContain(
        'IFSC SBIN0OO1234 is not in the RBI list: did you mean SBIN0001234? (letter O typed for zero)',
      );
      expect(texts.find((t) => t.includes(merged!.headCode))).toContain(
        'Syndicate Bank merged into Canara Bank: ask the farmer for the new IFSC (CNRB...)',
      );
      expect(texts.find((t) => t.includes(short!.headCode))).toContain(
        'Bank account number must be 9 to 18 digits (this one has 8)',
      );
      expect(texts.join(' ')).not.toContain(m.farmers[3]!.headCode);
      await screenshot(page, 'bank-details-report-1440');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 360, height: 800 });
      await screenshot(page, 'bank-details-report-360');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
    STEP,
  );

  it(
    "opens the farmer's form from the farmer's code",
    async () => {
      const farmer = m.farmers[1]!;
      await page.getByRole('link', { name: farmer.headCode, exact: true }).click();
      await page.waitForURL(`**/farmermanage/farmerinput**`);
      expect(page.url()).toContain(farmer.customerId);
      await expect.poll(() => page.getByLabel('IFSC Code').inputValue(), WAIT).toBe('SYNB0000001');
    },
    STEP,
  );
});
