import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkCode, tokenOfUrl } from '@cocoon/domain';
import { generateSealKeyPem, keyId, parsePrivateSealKey, sealHistory } from '@cocoon/eventstore';
import { readQrCodesFromPdf, signDocumentClaims } from '@cocoon/workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuctionTestMarket, startAuctionMarket } from '../../auction/testing.js';
import { type WeighedLot, weighLots } from '../../billing/testing.js';
import { printDocument } from '../testing.js';
import { JWKS_PATH } from './verify-routes.js';

/**
 * Issue 26, done when: a real farmer bill printed through the worker carries a QR that a camera reads off the
 * page image; its token says "genuine, in force"; after a weight correction the same paper says "cancelled,
 * replaced by N"; an altered token, another key's token, a number without a token and a token for a document
 * that does not exist are each refused with the right reason; guessing numbers learns nothing.
 */
let m: AuctionTestMarket;
let lots: WeighedLot[];
let bill: { billId: string; invoiceNo: string; netPaise: number; auctionDate: string };
let url: string;
let token: string;
let pdfPath: string;
const sealKey = generateSealKeyPem().privateKeyPem;

beforeAll(async () => {
  m = await startAuctionMarket(
    'verify-documents',
    { farmers: 2, reelers: 1 },
    {
      AUDIT_SEAL_PRIVATE_KEY: sealKey,
      VERIFY_RATE_PER_MINUTE: '200',
    },
  );
  m.setClock('09:00');
  lots = await weighLots(m, [
    { farmer: 0, reeler: 0, ratePaise: 71_000, netGrams: 84_250 },
    { farmer: 1, reeler: 0, ratePaise: 72_000, netGrams: 61_000 },
  ]);
  await m.app.settle();
  const billed = await m.api.post('/Invoice/Save_BillProcess', { date: m.today() }, m.staff);
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  await m.app.settle();
  const list = await m.api.get(
    `/Invoice/getAll_Invoice?billType=farmer&from=${m.today()}&to=${m.today()}`,
    m.staff,
  );
  bill = list.body.data.find((b: { customerId: string }) => b.customerId === m.farmers[0]!.customerId);
  expect(bill).toBeDefined();

  const printed = await printBill(bill.billId, 'verify-farmer-bill');
  pdfPath = printed.path;
  url = (await readQrCodesFromPdf(printed.path))[0] ?? '';
  token = tokenOfUrl(url ?? '') ?? '';
}, 240_000);
afterAll(async () => m?.app.stop());

async function printBill(billId: string, name: string) {
  return (await printDocument(m, { kind: 'farmer-bill', date: m.today(), ids: [billId] }, name)).pdf;
}

const cli = fileURLToPath(new URL('../../../dist/audit/cli.js', import.meta.url));

/** `npm run verify` as an auditor runs it: the built CLI (npm test builds first), its output and exit code. */
async function cliRun(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** The public call: no login, as a phone makes it. */
async function standing(query: Record<string, string>): Promise<{ status: number; body: any }> {
  const response = await fetch(`${m.app.url}/api/verify/standing?${new URLSearchParams(query)}`);
  return { status: response.status, body: await response.json() };
}

describe('a printed farmer bill verified by anyone', () => {
  it('carries a QR opening the verify page with its signed code, and the code and address in plain text', async () => {
    expect(url.startsWith(`${m.app.url}/v#`)).toBe(true);
    expect(token.length).toBeGreaterThan(300);
    expect(token.length).toBeLessThan(520);
  });

  it('answers genuine and in force, with the figures of the paper and the issuing event in the history', async () => {
    const answer = await standing({ token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      standing: 'in-force',
      document: {
        kind: 'FB',
        number: bill.invoiceNo,
        marketCode: 'HSR',
        market: { nameEn: expect.stringContaining('Hosur') },
        date: bill.auctionDate,
        partyCode: expect.any(String),
        amountPaise: bill.netPaise,
        checkCode: checkCode(token),
      },
      key: { kid: m.app.documentKey.kid, withdrawnOn: null },
      payment: 'unpaid',
      replacedBy: null,
      history: { matches: true, sealedBy: null },
    });
    // Nothing personal: the farmer's name, bank account and mobile are on the paper, never in the answer.
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(m.farmers[0]!.name);

    // Once the history is sealed, the answer names the seal covering the issuing event.
    await sealHistory({
      store: m.app.deps.store,
      audit: m.app.deps.audit.log,
      privateKey: parsePrivateSealKey(sealKey),
      now: new Date(),
    });
    const sealed = await standing({ token });
    expect(sealed.body.history).toMatchObject({ matches: true, sealedBy: { sequence: 1 } });
  });

  it('npm run verify -- --document checks the PDF offline: signature, standing, the sealed issuing event', async () => {
    const jwksFile = path.join(tmpdir(), `jwks-${process.pid}.json`);
    await writeFile(jwksFile, await (await fetch(`${m.app.url}${JWKS_PATH}`)).text());
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: m.app.databaseUrl,
      LOG_LEVEL: 'silent',
      AUDIT_SEAL_PRIVATE_KEY: sealKey,
    };
    const good = await cliRun(['--document', pdfPath, '--keys', jwksFile], env);
    expect(good.code, good.out).toBe(0);
    expect(good.out).toContain(`Farmer bill ${bill.invoiceNo}`);
    expect(good.out).toContain('genuine and in force');
    expect(good.out).toMatch(
      /issuing event: in the history, its chain hash recomputed and matching; covered by seal 1/,
    );
    // The URL and the bare token work too; an altered token exits 1 saying why.
    expect((await cliRun(['--document', url, '--keys', jwksFile], env)).code).toBe(0);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const altered = `${header}.${payload.slice(0, 12)}${payload[12] === 'x' ? 'y' : 'x'}${payload.slice(13)}.${signature}`;
    const bad = await cliRun(['--document', altered, '--keys', jwksFile], env);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/NOT GENUINE: (The signature does not match|This is not a document code)/);
  });

  it('the typed form finds the same document by number, date and check code, and nothing without all three', async () => {
    const code = checkCode(token);
    const typed = await standing({
      number: bill.invoiceNo.toLowerCase(),
      date: bill.auctionDate,
      code: `${code.slice(0, 3)}-${code.slice(3)}`.toLowerCase(),
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.document.number).toBe(bill.invoiceNo);
    // A number alone never answers: it would let anyone list every farmer's amounts.
    const numberOnly = await standing({ number: bill.invoiceNo });
    expect(numberOnly.status).toBe(400);
    expect(numberOnly.body.errors).toMatchObject({
      date: ['Enter the date printed on the document'],
      code: ['Enter the 6-character code printed under the QR'],
    });
    const wrongCode = await standing({
      number: bill.invoiceNo,
      date: bill.auctionDate,
      code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA',
    });
    expect(wrongCode).toMatchObject({
      status: 404,
      body: { message: 'No document matches this number, date and code' },
    });
  });

  it('refuses an altered token, another key, and a forged document, naming what failed', async () => {
    // One character of the payload changed: the signature no longer matches.
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = payload[10] === 'A' ? 'B' : 'A';
    const altered = `${header}.${payload.slice(0, 10)}${flipped}${payload.slice(11)}.${signature}`;
    const alteredAnswer = await standing({ token: altered });
    expect(alteredAnswer.status).toBe(400);
    expect(alteredAnswer.body.errors.token[0]).toMatch(/altered or forged|not a document code/);

    // A well-formed document signed by a key the department never published, for a document that does not
    // exist (a forger's own "bill"), and the same signed with another key under the real key's id.
    const stranger = generateKeyPairSync('ed25519');
    const claims = {
      v: 1 as const,
      k: 'FB' as const,
      n: 'HSR/FB2627/99999',
      m: 'HSR',
      d: bill.auctionDate,
      c: 'F0001',
      a: 99_999_900,
      l: 'abcdefghijklmnop',
      s: '1-1',
      h: 'a'.repeat(64),
    };
    const foreign = await signDocumentClaims(claims, {
      privateKey: stranger.privateKey,
      kid: keyId(stranger.publicKey),
    });
    expect(await standing({ token: foreign })).toMatchObject({
      status: 400,
      body: {
        errors: { token: ['Signed with a key the department has not published: not a genuine document'] },
      },
    });
    const impostor = await signDocumentClaims(claims, {
      privateKey: stranger.privateKey,
      kid: m.app.documentKey.kid,
    });
    expect(await standing({ token: impostor })).toMatchObject({
      status: 400,
      body: { errors: { token: ['The signature does not match: the document code was altered or forged'] } },
    });
    // Genuinely signed (the department's key) but for no document in the records.
    const orphan = await signDocumentClaims(claims, m.app.documentKey);
    const orphanAnswer = await standing({ token: orphan });
    expect(orphanAnswer.status).toBe(200);
    expect(orphanAnswer.body).toMatchObject({ standing: 'unknown', history: null, payment: null });
    expect(await standing({ token: 'not.a.token' })).toMatchObject({ status: 400 });
  });

  it('an enumeration over numbers learns nothing, and the calls are rate-limited', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        standing({
          number: `HSR/FB2627/${String(index + 1).padStart(5, '0')}`,
          date: bill.auctionDate,
          code: '000000',
        }),
      ),
    );
    // Every guess gets the same refusal, whether the number exists or not.
    expect(new Set(answers.map((answer) => `${answer.status} ${answer.body.message}`))).toEqual(
      new Set(['404 No document matches this number, date and code']),
    );
    let limited: { status: number; body: { message: string } } | undefined;
    for (let attempt = 0; attempt < 260 && !limited; attempt++) {
      const answer = await standing({ token });
      if (answer.status === 429) limited = answer;
    }
    expect(limited?.body.message).toBe(
      'Too many checks from this address. Please wait a minute and try again.',
    );
  });

  it('publishes the signing key at the well-known address', async () => {
    const response = await fetch(`${m.app.url}${JWKS_PATH}`);
    expect(response.status).toBe(200);
    const jwks: any = await response.json();
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', kid: m.app.documentKey.kid, alg: 'EdDSA' }),
    ]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d"/);
  });
});

describe('fuzzed public checks', () => {
  it('never answer 5xx; a changed token is refused or, when the change decodes to the same bytes, the same document', async () => {
    m.setClock('09:02');
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: token.length - 1 }),
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
        async (index, character) => {
          const changed = `${token.slice(0, index)}${character}${token.slice(index + 1)}`;
          const answer = await standing({ token: changed });
          if (answer.status === 200) expect(answer.body.document.number).toBe(bill.invoiceNo);
          else expect(answer.status).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('token', 'number', 'date', 'code', 'other'),
          fc.string({ maxLength: 60 }),
        ),
        async (query) => {
          const answer = await standing(query);
          expect([400, 404]).toContain(answer.status);
          expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.(js|ts):\d+/);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('after a weight correction', () => {
  it('the same paper says cancelled, replaced by the new bill; the new bill verifies in force', async () => {
    // Minutes later (the rate limit's window of the test before has passed).
    m.setClock('09:05');
    const corrected = await m.api.post(
      '/CocoonAuction/CorrectWeight',
      { lotId: lots[0]!.lotId, netGrams: 84_000, reason: 'Scale recalibrated' },
      m.staff,
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    await m.app.settle();
    const old = await standing({ token });
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    expect(old.body).toMatchObject({ standing: 'cancelled', replacedBy: expect.stringMatching(/^HSR\/FB/) });
    expect(old.body.replacedBy).not.toBe(bill.invoiceNo);
    expect(old.body.reason).toMatch(/lot/i);

    const cancelled = await m.api.get(`/Invoice/get_Invoice/${bill.billId}`, m.staff);
    expect(cancelled.body.replacedBy.invoiceNo).toBe(old.body.replacedBy);
    const printed = await printBill(cancelled.body.replacedBy.billId, 'verify-farmer-bill-replacement');
    const [nextUrl] = await readQrCodesFromPdf(printed.path);
    const fresh = await standing({ token: tokenOfUrl(nextUrl!)! });
    expect(fresh.body).toMatchObject({ standing: 'in-force', document: { number: old.body.replacedBy } });
  });
});
