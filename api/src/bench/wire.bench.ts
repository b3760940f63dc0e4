import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import {
  type LoadOptions,
  measureInAppNavigation,
  measureLoad,
  SLOW_LINK,
  startWireMarket,
  type WireLoad,
  type WirePage,
  wirePages,
} from '../testing/wire.js';

/**
 * Issue 14, the wire: /login, the reeler's bid page and the inward screen opened cold in Chromium on a
 * 400 kbit/s, 400 ms link, compressed as served against the same page asked for with
 * `Accept-Encoding: identity` (the baseline, measured in the same run), then the inward screen reached from
 * the dashboard by the menu. Prints bytes on the wire and time until the screen's control is usable.
 */
const out = (line = '') => process.stdout.write(`${line}\n`);
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)} ×`;
const progress = (what: string, options: LoadOptions, load: WireLoad) =>
  process.stderr.write(
    `  measured ${what} ${options.compressed ? 'compressed' : 'identity'}: ${kB(load.bytes)}, ${seconds(load.usableMs)}\n`,
  );

async function withContext<T>(browser: Browser, run: (context: BrowserContext) => Promise<T>) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function coldLoad(browser: Browser, baseUrl: string, page: WirePage, options: LoadOptions) {
  return withContext(browser, async (context) => {
    await page.signIn(context, baseUrl);
    const load = await measureLoad(context, `${baseUrl}${page.path}`, page.usable, options);
    progress(page.path, options, load);
    return load;
  });
}

async function inwardFromDashboard(
  browser: Browser,
  baseUrl: string,
  inward: WirePage,
  options: LoadOptions,
) {
  return withContext(browser, async (context) => {
    await inward.signIn(context, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/dashboard/analytics`, { waitUntil: 'networkidle' });
    const load = await measureInAppNavigation(
      page,
      (p) => p.evaluate(`history.pushState(null, '', ${JSON.stringify(inward.path)})`),
      inward.usable,
      options,
    );
    progress(`${inward.path} after the dashboard`, options, load);
    return load;
  });
}

async function main() {
  if (!existsSync(join(repoRoot, 'ui', 'dist', 'index.html')))
    execFileSync('npm', ['run', 'build', '-w', 'ui'], { cwd: repoRoot, stdio: 'inherit' });
  const market = await startWireMarket('wire_bench');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    // WIRE_PAGES=reeler measures only the pages whose name has that word (issue 28's reeler page, quickly).
    const only = process.env.WIRE_PAGES;
    const pages = wirePages(market.reelerCode).filter((p) => !only || p.name.includes(only));
    const rows: Row[] = [];
    for (const page of pages) {
      const baseline = await coldLoad(browser, market.app.url, page, {
        compressed: false,
        throttle: SLOW_LINK,
      });
      const served = await coldLoad(browser, market.app.url, page, { compressed: true, throttle: SLOW_LINK });
      rows.push({ name: `${page.path} (cold)`, baseline, served, budget: page.budgetBytes });
    }
    const inward = pages.find((p) => p.name === 'inward');
    if (inward) rows.push(await inwardAfterDashboard(browser, market.app.url, inward));
    printRows(rows);
  } finally {
    await browser.close();
    await market.app.stop();
  }
}

type Row = { name: string; baseline: WireLoad; served: WireLoad; budget?: number };

async function inwardAfterDashboard(browser: Browser, baseUrl: string, inward: WirePage): Promise<Row> {
  const baseline = await inwardFromDashboard(browser, baseUrl, inward, {
    compressed: false,
    throttle: SLOW_LINK,
  });
  const served = await inwardFromDashboard(browser, baseUrl, inward, {
    compressed: true,
    throttle: SLOW_LINK,
  });
  return { name: `${inward.path} after the dashboard`, baseline, served };
}

function printRows(rows: Row[]) {
  out();
  out(
    `== the wire: Chromium, ${SLOW_LINK.kbitPerSecond} kbit/s, ${SLOW_LINK.latencyMs} ms round trip, cache off; baseline = same page with Accept-Encoding: identity`,
  );
  out(
    `  ${'page'.padEnd(32)} ${'baseline'.padStart(10)} ${'served'.padStart(10)} ${'ratio'.padStart(8)}  ${'usable, base'.padStart(12)} ${'served'.padStart(8)} ${'ratio'.padStart(8)}  ${'reqs'.padStart(4)}  budget`,
  );
  for (const { name, baseline, served, budget } of rows) {
    const verdict = budget === undefined ? '' : `≤ ${kB(budget)} ${served.bytes <= budget ? 'PASS' : 'FAIL'}`;
    out(
      `  ${name.padEnd(32)} ${kB(baseline.bytes).padStart(10)} ${kB(served.bytes).padStart(10)} ${ratio(served.bytes, baseline.bytes).padStart(8)}  ${seconds(baseline.usableMs).padStart(12)} ${seconds(served.usableMs).padStart(8)} ${ratio(served.usableMs, baseline.usableMs).padStart(8)}  ${String(served.requests).padStart(4)}  ${verdict}`,
    );
  }
  out();
  for (const { name, served } of rows) {
    out(`  ${name}, as served (largest first):`);
    for (const file of served.files.slice(0, 12)) out(`    ${kB(file.bytes).padStart(10)}  ${file.path}`);
  }
  // The chain (issue 28): each request as sent and done, from the page's own request; what waits on what.
  for (const { name, served } of rows) {
    out();
    out(`  ${name}, as served, in the order sent (ms from the first request: sent → done):`);
    for (const file of [...served.files].sort((a, b) => a.sentMs - b.sentMs || a.doneMs - b.doneMs))
      out(
        `    ${String(file.sentMs).padStart(6)} → ${String(file.doneMs).padStart(6)}  ${kB(file.bytes).padStart(9)}  ${file.path}`,
      );
  }
  const nav = rows.find((r) => r.name.endsWith('after the dashboard'));
  if (!nav) return;
  const assets = nav.served.files.filter((f) => f.path.startsWith('/assets/'));
  out();
  out(
    `  a later staff screen loads only its own code: ${assets.map((f) => f.path.replace('/assets/', '')).join(', ') || 'nothing'} (${kB(assets.reduce((s, f) => s + f.bytes, 0))})`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
