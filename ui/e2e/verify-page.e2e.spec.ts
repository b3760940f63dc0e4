import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import {
  type AuctionTestMarket,
  measureLoad,
  startAuctionMarket,
  type TestApp,
  weighLots,
} from '@cocoon/api/testing';
import {
  checkCode,
  DOCUMENT_TOKEN_KINDS,
  type DocumentClaims,
  type DocumentStandingAnswer,
  tokenOfUrl,
  verifyUrl,
} from '@cocoon/domain';
import {
  documentJwks,
  type PublishedDocumentKey,
  readQrCodesFromPdf,
  signDocumentClaims,
  TOKEN_REFUSALS,
  verifyDocumentToken,
} from '@cocoon/workers';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../src/verify/language';
import {
  type Browser,
  ensureUiBuilt,
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  visible,
  watchCspViolations,
} from './browser';

/**
 * Issue 26: the public page a printed document's QR opens, `/v#<token>`, on a phone at 360 px and a desk at 1440,
 * in English and Tamil. The tokens are real (Ed25519, signed as the workers sign them) and the phone checks them
 * with its own WebCrypto; the page itself comes from the api's static UI (api/src/http/static-ui.ts).
 */

let market: AuctionTestMarket;
let app: TestApp;
let browser: Browser;

const PHONE = { width: 360, height: 780 };
const DESK = { width: 1440, height: 900 };

function signingKey(kid: string, withdrawnOn: string | null = null) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    signing: { privateKey, kid },
    published: { publicKey, kid, withdrawnOn } satisfies PublishedDocumentKey,
  };
}
const current = signingKey('doc-2026');
const withdrawn = signingKey('doc-2025', '2027-03-12');
/** A key the department never published: what a forger would sign with. */
const stranger = signingKey('doc-forger');
const PUBLISHED = [current.published, withdrawn.published];

const billClaims: DocumentClaims = {
  v: 1,
  k: 'FB',
  n: 'HSR/FB2627/00042',
  m: 'HSR',
  d: '2026-11-05',
  c: 'HSR-F-000017',
  a: 1_234_567_890,
  l: 'q1w2e3r4t5y6u7i8',
  s: '1042',
  h: 'x7Yp0QkqVbq3m2c1',
};
const cancelledClaims: DocumentClaims = { ...billClaims, n: 'HSR/FB2627/00040', a: 250_000, s: '988' };

const sign = (claims: DocumentClaims, key: { privateKey: KeyObject; kid: string }) =>
  signDocumentClaims(claims, key);

type Recorded = Pick<DocumentStandingAnswer, 'standing' | 'replacedBy' | 'reason' | 'payment' | 'history'>;

/**
 * A stand-in for GET /.well-known/jwks.json and GET /api/verify/standing (the contract in
 * domain/src/documents/document-standing.ts), with real signature checks (the workers' verifyDocumentToken): it
 * lets the page be shown in states the test app would need a whole day to reach (a withdrawn key, a cancelled
 * and replaced bill, a rate limit). The real server path is the last describe: a bill the worker printed, its
 * QR opened with the app's own keys and standing (and api/src/documents/verify/verify.int.spec.ts for the API).
 */
interface FakeServer {
  records: Map<string, Recorded>;
  rateLimited: boolean;
  /** The standing queries the page sent, as query strings. */
  queries: string[];
}

const isStandingQuery = (url: URL) => url.pathname === '/api/verify/standing';

// The stand-in's two answers (see FakeServer).
async function answerLikeTheServer(page: Page, server: FakeServer): Promise<void> {
  await page.route('**/.well-known/jwks.json', (route) => route.fulfill({ json: documentJwks(PUBLISHED) }));
  await page.route(isStandingQuery, async (route) => {
    const query = new URL(route.request().url()).searchParams;
    server.queries.push(query.toString());
    const refuse = (field: string, message: string) =>
      route.fulfill({ status: 400, json: { message, statusCode: 400, errors: { [field]: message } } });
    if (server.rateLimited) {
      return route.fulfill({
        status: 429,
        json: { message: 'Too many checks from this address: wait a minute' },
      });
    }
    const token = query.get('token');
    if (token !== null) {
      try {
        const verified = await verifyDocumentToken(token, PUBLISHED);
        return route.fulfill({ json: answerOf(token, verified.claims, verified.withdrawnOn, server) });
      } catch (error) {
        return refuse('token', (error as Error).message);
      }
    }
    const [number, date, code] = ['number', 'date', 'code'].map((name) => query.get(name) ?? '');
    if (!number) return refuse('number', 'Enter the document number');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date ?? ''))
      return refuse('date', 'Enter the date printed on the document');
    for (const [known] of server.records) {
      const claims = JSON.parse(Buffer.from(known.split('.')[1]!, 'base64url').toString()) as DocumentClaims;
      if (claims.n === number && claims.d === date && checkCode(known) === code) {
        const verified = await verifyDocumentToken(known, PUBLISHED);
        return route.fulfill({ json: answerOf(known, claims, verified.withdrawnOn, server) });
      }
    }
    return route.fulfill({
      status: 404,
      json: { message: 'No document matches this number, date and code' },
    });
  });
}

function answerOf(
  token: string,
  claims: DocumentClaims,
  withdrawnOn: string | null,
  server: FakeServer,
): DocumentStandingAnswer {
  const recorded = server.records.get(token);
  return {
    document: {
      kind: claims.k,
      kindName: DOCUMENT_TOKEN_KINDS[claims.k],
      number: claims.n,
      marketCode: claims.m,
      market: claims.m === 'HSR' ? { nameEn: 'Hosur', nameTa: 'ஓசூர்' } : null,
      date: claims.d,
      partyCode: claims.c,
      amountPaise: claims.a,
      checkCode: checkCode(token),
    },
    key: { kid: withdrawnOn ? withdrawn.signing.kid : current.signing.kid, withdrawnOn },
    ...(recorded ?? { standing: 'unknown', replacedBy: null, reason: null, payment: null, history: null }),
  };
}

let billToken: string;
let cancelledToken: string;
let server: FakeServer;

beforeAll(async () => {
  ensureUiBuilt();
  market = await startAuctionMarket('ui_verify_page', { farmers: 1, reelers: 1 });
  app = market.app;
  browser = await launchBrowser();
  billToken = await sign(billClaims, current.signing);
  cancelledToken = await sign(cancelledClaims, withdrawn.signing);
  server = {
    rateLimited: false,
    queries: [],
    records: new Map<string, Recorded>([
      [
        billToken,
        {
          standing: 'in-force',
          replacedBy: null,
          reason: null,
          payment: 'partly-paid',
          history: { matches: true, sealedBy: { sequence: 17, sealedAt: '2026-11-05T12:30:00.000Z' } },
        },
      ],
      [
        cancelledToken,
        {
          standing: 'cancelled',
          replacedBy: 'HSR/FB2627/00041',
          reason: 'Wrong farmer selected',
          payment: 'unpaid',
          history: { matches: true, sealedBy: null },
        },
      ],
    ]),
  };
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A fresh tab at the document's QR address, with no language chosen before. */
async function openVerify(
  size: { width: number; height: number },
  hash: string,
  init?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize(size);
  await answerLikeTheServer(page, server); // The stand-in's two answers (see FakeServer).
  if (init) await init(page);
  await page.goto(`${app.url}/v`);
  await page.evaluate(() => localStorage.clear());
  // Through another page: from /v to /v#token alone would only change the hash of the page already open.
  await page.goto('about:blank');
  await page.goto(verifyUrl(app.url, hash));
  return page;
}

/** A picture once the page's Tamil font has arrived (it is fetched only when Tamil letters are shown). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await screenshot(page, name);
}

const verdict = (page: Page) => page.getByRole('status').first();
const figure = (page: Page, label: string) =>
  page
    .locator('.figures__line')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the verify page, from a scanned QR', () => {
  it('shows a genuine bill in force on a 360 px phone: the verdict, the history, the payment and the figures', async () => {
    const page = await openVerify(PHONE, billToken);
    const refused = watchCspViolations(page);
    await visible(verdict(page).getByText('Genuine and in force'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await visible(page.getByText('Signature checked on this phone.'));
    await visible(
      page.getByText('The issuing event matches the sealed history: seal no. 17 of 05/11/2026 18:00 IST'),
    );
    await visible(page.getByText('Payment to the farmer: Partly paid'));
    expect(await figure(page, 'Document').textContent()).toBe('Farmer Bill');
    expect(await figure(page, 'Document number').textContent()).toBe('HSR/FB2627/00042');
    expect(await figure(page, 'Market').textContent()).toBe('Hosur (HSR)');
    expect(await figure(page, 'Date').textContent()).toBe('05/11/2026');
    expect(await figure(page, 'Farmer code').textContent()).toBe('HSR-F-000017');
    expect(await figure(page, 'Amount').textContent()).toBe('₹ 1,23,45,678.90');
    expect(await figure(page, 'Check code').textContent()).toBe(checkCode(billToken));
    await visible(page.getByText(/The official address is the one printed under the QR/));
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'verify-genuine-360-en');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(refused).toEqual([]);
    await page.close();
  });

  it('switches to Tamil, marks the page so, and remembers the choice on the next scan', async () => {
    const page = await openVerify(PHONE, billToken);
    await visible(verdict(page).getByText('Genuine and in force'));
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await visible(verdict(page).getByText('உண்மையான ஆவணம் — நடைமுறையில் உள்ளது'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    expect(await page.getByRole('button', { name: 'தமிழ்' }).getAttribute('aria-pressed')).toBe('true');
    expect(await figure(page, 'அங்காடி').textContent()).toBe('ஓசூர் (HSR)');
    expect(await figure(page, 'தொகை').textContent()).toBe('₹ 1,23,45,678.90');
    await visible(page.getByText('விவசாயிக்கான பணம்: பகுதியாக வழங்கப்பட்டது'));
    await visible(page.getByRole('button', { name: 'சரிபார்க்கவும்' }));
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'verify-genuine-360-ta');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await visible(verdict(page).getByText('உண்மையான ஆவணம் — நடைமுறையில் உள்ளது'));
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    await page.getByRole('button', { name: 'English' }).click();
    await visible(verdict(page).getByText('Genuine and in force'));
    await page.close();
  });

  it('catches a code altered by one character in the browser, even when the answer on the way says it is in force', async () => {
    const [header, payload, signature] = billToken.split('.') as [string, string, string];
    const at = Math.floor(payload.length / 2);
    const altered = `${header}.${payload.slice(0, at)}${payload[at] === 'A' ? 'B' : 'A'}${payload.slice(at + 1)}.${signature}`;
    // An answer tampered with on the way (it says in force for anything): the phone's own check must decide.
    // This route stays when the server routes land: it stands for the network, not for the server.
    const page = await openVerify(PHONE, altered, (tab) =>
      tab.route(isStandingQuery, (route) =>
        route.fulfill({ json: answerOf(billToken, billClaims, null, server) }),
      ),
    );
    await visible(verdict(page).getByText('Forged or altered'));
    await visible(verdict(page).getByText(TOKEN_REFUSALS['bad-signature']));
    expect(await page.locator('.figures').count()).toBe(0);
    await shot(page, 'verify-forged-360-en');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  it("refuses a code signed with a key the department never published, in the server's words", async () => {
    const page = await openVerify(PHONE, await sign(billClaims, stranger.signing));
    await visible(verdict(page).getByText('Forged or altered'));
    await visible(verdict(page).getByText(TOKEN_REFUSALS['unknown-key']));
    await page.close();
  });

  it('says a cancelled bill was replaced, and that its key has been withdrawn since', async () => {
    const page = await openVerify(PHONE, cancelledToken);
    await visible(verdict(page).getByText('Cancelled, replaced by HSR/FB2627/00041'));
    await visible(page.getByText('Signed with a withdrawn key on 12/03/2027'));
    await visible(page.getByText('The issuing event matches the history; not yet sealed'));
    await visible(page.getByText('Reason recorded: Wrong farmer selected'));
    await visible(page.getByText('Payment to the farmer: Unpaid'));
    expect(await figure(page, 'Amount').textContent()).toBe('₹ 2,500.00');
    await page.close();
  });

  it('says a genuinely signed document the office does not know is not in the records', async () => {
    const page = await openVerify(
      PHONE,
      await sign({ ...billClaims, n: 'HSR/FB2627/09999' }, current.signing),
    );
    await visible(verdict(page).getByText('Not in the records'));
    await visible(page.getByText(/there is no record of it here/));
    await page.close();
  });

  it("relies quietly on the server's check when the browser cannot check Ed25519", async () => {
    const page = await openVerify(PHONE, billToken, (tab) =>
      // An older phone, or the page over plain http: no WebCrypto to check with.
      tab.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined })),
    );
    await visible(verdict(page).getByText('Genuine and in force'));
    await visible(
      page.getByText('This browser cannot check the signature itself. The department’s server checked it.'),
    );
    await page.close();
  });

  it('says a torn QR (no code after #) is no document code', async () => {
    const page = await openVerify(PHONE, 'eyJhbGciOiJFZERTQSJ9.broken');
    await visible(verdict(page).getByText('Forged or altered'));
    await visible(verdict(page).getByText(TOKEN_REFUSALS.malformed));
    await page.close();
  });

  it('reads well on a desk at 1440 px', async () => {
    const page = await openVerify(DESK, billToken);
    await visible(verdict(page).getByText('Genuine and in force'));
    await shot(page, 'verify-genuine-1440-en');
    await page.close();
  });
});

describe('the verify page, typed from the paper', () => {
  it('says under each field what is missing or wrong, in English and in Tamil', async () => {
    const page = await openVerify(PHONE, '');
    const asked = server.queries.length;
    await visible(page.getByText(/Scan the QR code printed on a bill/));
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page.getByText('Enter the document number'));
    await visible(page.getByText('Enter the date printed on the document'));
    await visible(page.getByText('Enter the 6-character code printed under the QR'));
    expect(
      await page.getByLabel('Document number').evaluate((input) => input === document.activeElement),
    ).toBe(true);
    expect(await page.getByLabel('Date').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Document number').fill('HSR/FB2627/00042');
    await page.getByLabel('Date').fill('31/02/2027');
    await page.getByLabel('Check code').fill('7K3Q9U');
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page.getByText('There is no such date: check the day and the month'));
    await visible(page.getByText('The code has only letters and digits, and never the letter U'));
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'verify-form-errors-360-en');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await visible(page.getByText('அப்படி ஒரு தேதி இல்லை: நாளையும் மாதத்தையும் சரிபார்க்கவும்'));
    await visible(page.getByLabel('ஆவண எண்'));
    await shot(page, 'verify-form-errors-360-ta');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(server.queries.length, 'nothing is asked of the server while a field is wrong').toBe(asked);
    await page.close();
  });

  it('finds a document by number, date and check code as a reader types them', async () => {
    const page = await openVerify(PHONE, '');
    const code = checkCode(billToken);
    await page.getByLabel('Document number').fill('HSR/FB2627/00042');
    await page.getByLabel('Date').fill('5/11/2026');
    await page.getByLabel('Check code').fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    const result = page.locator('.manual').getByRole('status');
    await visible(result.getByText('Genuine and in force'));
    expect(server.queries.at(-1)).toBe(
      new URLSearchParams({ number: 'HSR/FB2627/00042', date: '2026-11-05', code }).toString(),
    );
    expect(await figure(page, 'Amount').textContent()).toBe('₹ 1,23,45,678.90');
    await shot(page, 'verify-typed-360-en');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Check code').fill(code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(result.getByText('Not in the records'));
    await visible(result.getByText(/No document matches this number, date and code/));

    server.rateLimited = true;
    try {
      await page.getByRole('button', { name: 'Verify' }).click();
      await visible(result.getByText('Too many checks from this address: wait a minute'));
    } finally {
      server.rateLimited = false;
    }
    await page.close();
  });
});

describe('the verify page on the wire', () => {
  // This machine has no Tamil font, so the page fetches its own for the Tamil letters (even the switch's 'தமிழ்'):
  // the worst case, which a phone with Noto Sans Tamil (most Android phones) never pays.
  for (const language of ['en', 'ta'] as const) {
    it(`loads within 150 kB compressed in ${language === 'en' ? 'English' : 'Tamil'}, none of the staff app`, async () => {
      const setup = await browser.context.newPage();
      await setup.goto(`${app.url}/v`);
      await setup.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language]);
      await setup.close();
      const load = await measureLoad(
        browser.context,
        `${app.url}/v`,
        (page) => page.getByRole('button', { name: language === 'en' ? 'Verify' : 'சரிபார்க்கவும்' }),
        { compressed: true },
      );
      // The page's own files: the JWKS and the standing are data, and come only with a code.
      const files = load.files.filter((file) => !/^\/(api|\.well-known)\//.test(file.path));
      const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
      const listing = files.map((file) => `${file.bytes} ${file.path}`).join('\n');
      process.stdout.write(`verify page first load (${language}): ${bytes} bytes\n${listing}\n`);
      expect(bytes, listing).toBeLessThanOrEqual(150_000);
      expect(
        files.filter((file) => /blueprint|toaster|StaffApp/i.test(file.path)),
        listing,
      ).toEqual([]);
    });
  }
});

describe('the verify page against the real server', () => {
  it('opens the QR of a farmer bill the worker printed: genuine, in force, in the history; typed, the same', async () => {
    market.setClock('09:00');
    await weighLots(market, [{ farmer: 0, reeler: 0, ratePaise: 71_000, netGrams: 84_250 }]);
    await app.settle();
    const billed = await market.api.post('/Invoice/Save_BillProcess', { date: market.today() }, market.staff);
    expect(billed.status, JSON.stringify(billed.body)).toBe(200);
    await app.settle();
    const list = await market.api.get(
      `/Invoice/getAll_Invoice?billType=farmer&from=${market.today()}&to=${market.today()}`,
      market.staff,
    );
    const bill = list.body.data[0] as { billId: string; invoiceNo: string; auctionDate: string };
    const requested = await market.api.post(
      '/documents',
      { kind: 'farmer-bill', date: market.today(), ids: [bill.billId] },
      market.staff,
    );
    let state = { status: 'queued' };
    for (let attempt = 0; attempt < 600 && state.status !== 'ready'; attempt++) {
      state = (await market.api.get(`/documents/${requested.body.documentId}`, market.staff)).body;
      if (state.status !== 'ready') await new Promise((done) => setTimeout(done, 100));
    }
    const file = await fetch(`${app.url}/api/documents/${requested.body.documentId}/file`, {
      headers: { authorization: `Bearer ${market.staff}` },
    });
    const { writeFile } = await import('node:fs/promises');
    const pdfPath = `/tmp/verify-real-bill-${process.pid}.pdf`;
    await writeFile(pdfPath, Buffer.from(await file.arrayBuffer()));
    const [url] = await readQrCodesFromPdf(pdfPath);
    expect(url?.startsWith(`${app.url}/v#`)).toBe(true);

    // The phone opens the URL as the camera gives it: the real keys, the real standing, nothing routed.
    const page = await browser.context.newPage();
    await page.setViewportSize(PHONE);
    await page.goto(`${app.url}/v`);
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.goto(url!);
    await visible(verdict(page).getByText('Genuine and in force'));
    expect(await figure(page, 'Document number').textContent()).toBe(bill.invoiceNo);
    await visible(page.getByText('The issuing event matches the history; not yet sealed'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'verify-real-bill-360-en');
    await page.close();

    const typed = await browser.context.newPage();
    await typed.setViewportSize(PHONE);
    await typed.goto(`${app.url}/v`);
    const code = checkCode(tokenOfUrl(url!)!);
    const [year, month, day] = bill.auctionDate.split('-');
    await typed.getByLabel('Document number').fill(bill.invoiceNo);
    await typed.getByLabel('Date').fill(`${day}/${month}/${year}`);
    await typed.getByLabel('Check code').fill(code);
    await typed.getByRole('button', { name: 'Verify' }).click();
    await visible(typed.locator('.manual').getByRole('status').getByText('Genuine and in force'));
    await typed.close();
  });
});
