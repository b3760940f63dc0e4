import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Browser as PlaywrightBrowser,
} from 'playwright-core';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const SCREENS_DIR = join(repoRoot, 'test-artifacts', 'screens');
export const DOWNLOADS_DIR = join(repoRoot, 'test-artifacts', 'downloads');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The api serves ui/dist: build it when it is missing or older than the sources, so a test run never
 * checks yesterday's bundle.
 */
export function ensureUiBuilt(): void {
  const index = join(repoRoot, 'ui', 'dist', 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = [
    join(repoRoot, 'ui', 'src'),
    join(repoRoot, 'ui', 'index.html'),
    join(repoRoot, 'ui', 'verify.html'),
    join(repoRoot, 'ui', 'reeler.html'),
    join(repoRoot, 'ui', 'build'),
    join(repoRoot, 'domain', 'src'),
  ];
  if (builtAt > 0 && sources.every((path) => newestChange(path) <= builtAt)) return;
  // The production build the specs measure and serve: vitest's NODE_ENV (test) would give React's development
  // build, heavier on the wire than any budget.
  execFileSync('npm', ['run', 'build', '-w', 'ui'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Chromium for tests that need several separate storages at once (a staff room and reelers' phones,
 * each with its own token): open a context per user with `contextPage`.
 */
export function launchChromium(): Promise<PlaywrightBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** A page in a fresh context of that Chromium: its own storage, Indian locale and time zone. */
export async function contextPage(browser: PlaywrightBrowser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Debian's Chromium through playwright-core (never `playwright install`), with its own profile dir. The browser's
 * language is India's English unless `locale` says otherwise (a US browser writes dates month first).
 */
export async function launchBrowser(
  width = 1440,
  height = 900,
  { locale = 'en-IN' }: { locale?: string } = {},
): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  const profile = mkdtempSync(join(tmpdir(), 'cocoon-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width, height },
    acceptDownloads: true,
    locale,
    timezoneId: 'Asia/Kolkata',
    args: CHROMIUM_ARGS,
  });
  context.setDefaultTimeout(15_000);
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  // Let toasts and dialogs finish their entry animation so the picture shows the settled screen.
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

export async function login(page: Page, username: string, password = 'Demo@1234'): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A page at `/login` with empty storage (the browser profile is shared between tests, storage must not be). */
export async function freshPage(
  context: BrowserContext,
  baseUrl: string,
  size: { width: number; height: number } = { width: 1440, height: 900 },
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}/login`);
  return page;
}

/**
 * Closes the toasts on screen with their close buttons, as a user does before reaching what they cover, and waits
 * until none is left. Toasts sit top-right (spec section 9), over the page header's buttons; a newer toast pushes
 * the older one down over them, and a click made while it slides lands on the toast. Axe, too, measures a toast
 * fading out at half its contrast.
 */
export async function closeToasts(page: Page, timeoutMs = 15_000): Promise<void> {
  const toasts = page.locator('.bp6-toast');
  const deadline = Date.now() + timeoutMs;
  while ((await toasts.count()) > 0) {
    if (Date.now() > deadline)
      throw new Error(`${await toasts.count()} toast(s) still on screen after ${timeoutMs} ms`);
    for (const close of await toasts.locator('button[aria-label="Close"]').all())
      await close.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(100);
  }
}

/** Waits until the first element the locator finds is visible (vitest has no Playwright matchers). */
export async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

export async function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** Logs in from /login and waits for the dashboard (or wherever the guard sends the user). */
export async function loginAs(
  page: Page,
  username: string,
  landing = '**/app/dashboard/analytics',
): Promise<void> {
  await login(page, username);
  await page.waitForURL(landing);
}

/**
 * Clicks a side-menu link and waits for its route. A click that lands while the menu group is still opening
 * (Blueprint's Collapse animates) can miss the link; the user would simply click again, and so does this.
 */
export async function followMenuLink(
  page: Page,
  name: string,
  urlGlob: string,
  within?: Locator,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await (within ?? page).getByRole('link', { name }).first().click();
    try {
      await page.waitForURL(urlGlob, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Chooses an item of a popover menu (the profile menu, a group of the horizontal menu) and waits for its route.
 * A popover positions itself after it opens, and closes on a click outside: on a loaded machine a click can land
 * where the item was a frame before, or the popover can close between seeing the item and clicking it. The user
 * would open the menu and click again, and so does this.
 */
export async function chooseFromMenu(
  page: Page,
  opener: Locator,
  item: string,
  urlGlob: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const menuItem = page.getByRole('menuitem', { name: item });
    if (!(await menuItem.isVisible())) await opener.click();
    try {
      await menuItem.click({ timeout: 5_000 });
      await page.waitForURL(urlGlob, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Chooses an item of the profile menu (Change Password, Logout) and waits for its route. */
export const chooseFromProfileMenu = (page: Page, item: string, urlGlob: string) =>
  chooseFromMenu(page, page.getByRole('button', { name: /Profile menu/ }), item, urlGlob);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.1 AA violations axe-core rates serious or critical on the page as it is now, one line each
 * (rule: elements), or of the parts `only` selects. Evaluated through the DevTools protocol, so the page's CSP does not block the script.
 */
export async function seriousA11yViolations(page: Page, only?: string[]): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    // A toast fading out (Blueprint's exit animation) is half transparent for a moment: its contrast is that of
    // an animation frame, not of the screen; a toast on show is checked like everything else.
    const result = await axe.run(
      {
        ...(include ? { include: include.map((selector) => [selector]) } : {}),
        exclude: [['.bp6-toast-exit'], ['.bp6-toast-exit-active']],
      },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations;
  }, only);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + measured(n)).join(', ')}`);
}

/** A contrast finding says what axe measured (text on background, ratio), so the fix can aim at the right colour. */
function measured(node: AxeNode): string {
  const data = node.any?.find((check) => check.id === 'color-contrast')?.data;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : '';
}

interface AxeNode {
  target: string[];
  any?: Array<{ id: string; data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }>;
}

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; nodes: AxeNode[] }>;
}

/** Collects the Content-Security-Policy refusals the page reports on its console from now on. */
export function watchCspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}
