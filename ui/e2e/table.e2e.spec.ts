import type { TestApp } from '@cocoon/api/testing';
import { apiClient, startTestApp } from '@cocoon/api/testing';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Browser, ensureUiBuilt, launchBrowser, login, screenshot } from './browser';

const WAIT = { timeout: 15_000 };
const LIST = '/app/cocoondefect/defectlist';
const ENDPOINT = '/DefectCocoon/getAll_DefectCocoon';

interface Defect {
  defectId: string;
  defectCode: string;
  defectName: string;
}

let browser: Browser;

beforeAll(async () => {
  ensureUiBuilt();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Adds defects through the API: a third of them with Tamil names that share the word கறை (stain). */
async function addDefects(app: TestApp, count: number): Promise<string> {
  const api = apiClient(app.url);
  const token = await api.login('branch');
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    const defectName = i % 3 === 0 ? `கறை வகை ${n} / Stain kind ${n}` : `Sample defect ${n}`;
    const answer = await api.post(
      '/DefectCocoon/SaveDefectCocoon',
      { defectCode: `T${n}`, defectName },
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  // The browser logs in afresh: its session waits for nothing it did not write.
  await app.settle();
  return token;
}

/** A logged-in Branch Admin page that records the list calls it makes. */
async function openList(app: TestApp, width = 1440): Promise<{ page: Page; calls: URLSearchParams[] }> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  onTestFailed(async ({ task }) => {
    if (!page.isClosed()) await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  });
  await page.goto(`${app.url}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${app.url}/login`);
  await login(page, 'branch');
  await page.waitForURL('**/app/dashboard/analytics');
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api${ENDPOINT}`) calls.push(url.searchParams);
  });
  await page.goto(`${app.url}${LIST}`);
  await table(page).locator('tbody tr').first().waitFor();
  return { page, calls };
}

const table = (page: Page) => page.getByRole('table', { name: 'Cocoon defects' });
const codes = (page: Page) => table(page).locator('tbody tr td:first-child').allInnerTexts();
const pageLabel = (page: Page) => page.locator('.data-table__page-label');
const query = (page: Page) => new URL(page.url()).searchParams;

/** Waits for the list URL's query string (a glob would read its '?' as a wildcard). */
async function waitForQuery(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === LIST && url.search === `?${expected}`);
}

async function text(locator: Locator): Promise<string> {
  return (await locator.textContent()) ?? '';
}

describe('the defect list as a server-paged list (LIST_PAGING_THRESHOLD=3)', () => {
  let app: TestApp;
  let token: string;

  /** What the API itself answers for the same request: the browser must show exactly this page. */
  async function serverCodes(params: Record<string, string>): Promise<{ codes: string[]; total: number }> {
    const answer = await apiClient(app.url).get(`${ENDPOINT}?${new URLSearchParams(params)}`, token);
    expect(answer.status).toBe(200);
    return { codes: answer.body.data.map((d: Defect) => d.defectCode), total: answer.body.total };
  }

  beforeAll(async () => {
    app = await startTestApp({ name: 'ui_table_server', env: { LIST_PAGING_THRESHOLD: '3' } });
    token = await addDefects(app, 36);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('pages, sorts and searches on the server, with the state in the URL', async () => {
    const { page, calls } = await openList(app);
    const first = await serverCodes({ page: '1', pageSize: '15' });
    const pages = Math.ceil(first.total / 15);
    expect(pages).toBeGreaterThanOrEqual(3);
    await expect.poll(() => codes(page), WAIT).toEqual(first.codes);
    expect(await text(pageLabel(page))).toBe(`Page 1 of ${pages}`);
    await pageLabel(page).waitFor();
    await page.getByText(`${first.total} rows`).waitFor();
    // The first answer told the screen the list is large: it came as one page.
    expect(calls[0]?.get('page')).toBeNull();

    // Spec table frame: at most 500 px high with a sticky header.
    const scroll = page.locator('.data-table__scroll');
    expect(await scroll.evaluate((e) => getComputedStyle(e).maxHeight)).toBe('500px');
    expect(
      await table(page)
        .locator('thead th')
        .first()
        .evaluate((e) => getComputedStyle(e).position),
    ).toBe('sticky');
    await screenshot(page, 'table-server-1440');

    await page.getByRole('button', { name: 'Next page' }).click();
    await waitForQuery(page, 'page=2');
    const second = await serverCodes({ page: '2', pageSize: '15' });
    await expect.poll(() => codes(page), WAIT).toEqual(second.codes);
    expect(await text(pageLabel(page))).toBe(`Page 2 of ${pages}`);
    expect(calls.some((c) => c.get('page') === '2')).toBe(true);

    await page.getByRole('button', { name: 'Last page' }).click();
    await waitForQuery(page, `page=${pages}`);
    const last = await serverCodes({ page: String(pages), pageSize: '15' });
    await expect.poll(() => codes(page), WAIT).toEqual(last.codes);

    // Sort: first click ascending (back to page 1), second click on the same column descending.
    const byName = table(page).getByRole('button', { name: 'Defect Name' });
    await byName.click();
    await waitForQuery(page, 'sort=defectName&order=asc');
    const ascending = await serverCodes({ page: '1', pageSize: '15', sort: 'defectName', order: 'asc' });
    await expect.poll(() => codes(page), WAIT).toEqual(ascending.codes);
    await byName.click();
    await waitForQuery(page, 'sort=defectName&order=desc');
    const descending = await serverCodes({ page: '1', pageSize: '15', sort: 'defectName', order: 'desc' });
    await expect.poll(() => codes(page), WAIT).toEqual(descending.codes);
    expect(descending.codes).not.toEqual(ascending.codes);

    // Search in Tamil: the server finds the stains, in the chosen order.
    await page.getByRole('searchbox', { name: 'Search' }).fill('கறை');
    await expect.poll(() => query(page).get('search'), WAIT).toBe('கறை');
    const stains = await serverCodes({
      page: '1',
      pageSize: '15',
      sort: 'defectName',
      order: 'desc',
      search: 'கறை',
    });
    expect(stains.total).toBeGreaterThan(5);
    await expect.poll(() => codes(page), WAIT).toEqual(stains.codes);
    await page.getByText(`${stains.total} rows`).waitFor();
    for (const row of await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts()) {
      expect(row).toContain('கறை');
    }
    expect(calls.some((c) => c.get('search') === 'கறை')).toBe(true);
    await screenshot(page, 'table-server-search-1440');

    // A reload (or a bookmark) shows the same view.
    const bookmarked = page.url();
    await page.reload();
    await expect.poll(() => codes(page), WAIT).toEqual(stains.codes);
    expect(page.url()).toBe(bookmarked);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('கறை');

    // Back returns to the list before the search, and the search box follows.
    await page.goBack();
    await waitForQuery(page, 'sort=defectName&order=desc');
    await expect.poll(() => codes(page), WAIT).toEqual(descending.codes);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');

    // Nothing found: the spec's words, and no pager for five rows or fewer.
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such defect');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await table(page).getByText('No data available').waitFor();
    expect(await pageLabel(page).count()).toBe(0);
    await page.close();
  }, 120_000);

  it('opens the edit screen for a row on a later page', async () => {
    const { page } = await openList(app);
    const lastPage = Math.ceil((await serverCodes({ page: '1', pageSize: '15' })).total / 15);
    await page.goto(`${app.url}${LIST}?page=${lastPage}`);
    const wanted = (await serverCodes({ page: String(lastPage), pageSize: '15' })).codes[0]!;
    await expect.poll(() => codes(page), WAIT).toContain(wanted);
    await page.getByRole('button', { name: `Edit ${wanted}` }).click();
    await page.waitForURL('**/defectinput?id=*');
    await expect.poll(() => page.getByLabel('Defect Code').inputValue(), WAIT).toBe(wanted);
    await page.goBack();
    await waitForQuery(page, `page=${lastPage}`);
    await page.close();
  });

  it('stays usable on a 375 px screen', async () => {
    const { page } = await openList(app, 375);
    await page.getByRole('button', { name: 'Next page' }).click();
    await waitForQuery(page, 'page=2');
    await table(page).locator('tbody tr').first().waitFor();
    await screenshot(page, 'table-server-375');
    await page.close();
  });
});

describe('the defect list as a whole list (default threshold: the browser pages)', () => {
  let app: TestApp;
  let all: Defect[];

  beforeAll(async () => {
    app = await startTestApp({ name: 'ui_table_client' });
    const token = await addDefects(app, 24);
    const answer = await apiClient(app.url).get(ENDPOINT, token);
    expect(answer.body.paged).toBe(false);
    all = answer.body.data;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('pages, sorts and searches in the browser without asking the server again', async () => {
    const { page, calls } = await openList(app);
    const pages = Math.ceil(all.length / 15);
    await expect.poll(() => codes(page), WAIT).toEqual(all.slice(0, 15).map((d) => d.defectCode));
    expect(await text(pageLabel(page))).toBe(`Page 1 of ${pages}`);
    await screenshot(page, 'table-client-1440');
    await page.waitForLoadState('networkidle');
    const requestsAfterLoad = calls.length;

    await page.getByRole('button', { name: 'Next page' }).click();
    await waitForQuery(page, 'page=2');
    await expect.poll(() => codes(page), WAIT).toEqual(all.slice(15, 30).map((d) => d.defectCode));

    // The spec's plain comparison, descending on the second click.
    const byName = table(page).getByRole('button', { name: 'Defect Name' });
    await byName.click();
    await byName.click();
    await waitForQuery(page, 'sort=defectName&order=desc');
    const descending = [...all].sort((a, b) =>
      a.defectName < b.defectName ? 1 : a.defectName > b.defectName ? -1 : 0,
    );
    await expect.poll(() => codes(page), WAIT).toEqual(descending.slice(0, 15).map((d) => d.defectCode));

    await page.getByRole('searchbox', { name: 'Search' }).fill('கறை');
    await expect.poll(() => query(page).get('search'), WAIT).toBe('கறை');
    const stains = descending.filter((d) => d.defectName.includes('கறை'));
    await expect.poll(() => codes(page), WAIT).toEqual(stains.slice(0, 15).map((d) => d.defectCode));

    await page.goBack();
    await waitForQuery(page, 'sort=defectName&order=desc');
    await expect.poll(() => codes(page), WAIT).toEqual(descending.slice(0, 15).map((d) => d.defectCode));
    await page.goForward();
    await waitForQuery(page, `sort=defectName&order=desc&search=${encodeURIComponent('கறை')}`);

    // Paging, sorting, searching, Back and Forward asked the server nothing.
    expect(calls.length).toBe(requestsAfterLoad);

    await page.reload();
    await expect.poll(() => codes(page), WAIT).toEqual(stains.slice(0, 15).map((d) => d.defectCode));
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('கறை');

    // The whole list is asked for plainly: never a page, never a search.
    expect(calls.every((c) => c.get('page') === null && c.get('search') === null)).toBe(true);
    await screenshot(page, 'table-client-sorted-1440');
    await page.close();
  }, 90_000);
});
