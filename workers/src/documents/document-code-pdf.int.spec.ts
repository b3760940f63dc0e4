import { generateKeyPairSync } from 'node:crypto';
import { checkCode, type DocumentClaims, tokenOfUrl, verifyUrl } from '@cocoon/domain';
import { keyId } from '@cocoon/eventstore';
import { describe, expect, it } from 'vitest';
import { renderPaymentReceiptsPdf } from '../accounts/payment-receipt-pdf.js';
import { renderReelerReceiptsPdf } from '../accounts/reeler-receipt-pdf.js';
import { receiptFixture } from '../accounts/testing/receipt-fixtures.js';
import { reversedReelerReceiptFixture } from '../accounts/testing/reeler-receipt-fixtures.js';
import { renderAuctionTokensPdf } from '../billing/auction-token-pdf.js';
import { renderBillsPdf } from '../billing/bill-pdf.js';
import { renderInwardTokensPdf } from '../billing/inward-token-pdf.js';
import { auctionTokenFixture, billFixture, inwardTokenFixture } from '../billing/testing/fixtures.js';
import { savePdf } from '../pdf/testing/pdf-files.js';
import type { PrintedDocumentCode } from './document-codes.js';
import { lotDigest, signDocumentClaims, verifyDocumentToken } from './document-signing.js';
import { readQrCodesFromPdf } from './qr-reader.js';

/**
 * Issue 26: every printed record carries its signed code as a QR a camera reads off the page. These render real
 * PDFs with real signed codes, draw the pages as pictures and read the QRs back, as a phone would.
 */
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const key = { privateKey, kid: keyId(publicKey) };
const published = [{ publicKey, kid: key.kid, withdrawnOn: null }];
const BASE = 'https://sericulture.tn.gov.in';
const options = { generatedAt: new Date('2026-11-23T06:35:00Z'), requestedBy: 'Market Officer (DPI)' };

// A realistic issuing event: a long-running store's position and a SHA-256 chain hash.
const issuing = {
  s: '48213377-1204518',
  h: 'a3f1c2e4b5d6978812ab34cd56ef7890a1b2c3d4e5f60718293a4b5c6d7e8f90',
};

async function codeFor(claims: Omit<DocumentClaims, 'v' | 's' | 'h'>): Promise<PrintedDocumentCode> {
  const token = await signDocumentClaims({ v: 1, ...claims, ...issuing }, key);
  return { token, url: verifyUrl(BASE, token), verifyAddress: `${BASE}/v`, checkCode: checkCode(token) };
}

async function readBack(name: string, pdf: Buffer) {
  const saved = savePdf(name, pdf);
  const urls = await readQrCodesFromPdf(saved.path);
  return { saved, urls };
}

describe('printed documents carry a QR a camera reads back', () => {
  it('a farmer bill: the QR opens the verify page with a token that verifies to the bill as printed', async () => {
    const bill = billFixture({ customer: 0, sequence: 123, lotNos: [101, 102, 103, 104] });
    const code = await codeFor({
      k: 'FB',
      n: bill.invoiceNo,
      m: bill.market.code,
      d: bill.auctionDate,
      c: bill.customerCode,
      a: bill.netPaise,
      l: lotDigest(bill.lots.map((lot) => lot.lotNo)),
    });
    // The token stays QR-printable: about 400-500 characters (the GST e-invoice's RSA token is ~950).
    expect(code.token.length).toBeGreaterThan(300);
    expect(code.url.length).toBeLessThan(560);
    const { saved, urls } = await readBack(
      'bill-with-code',
      await renderBillsPdf([{ bill, copy: 1, code }], options),
    );
    expect(urls).toEqual([code.url]);
    const verified = await verifyDocumentToken(tokenOfUrl(urls[0]!)!, published);
    expect(verified.claims).toMatchObject({
      k: 'FB',
      n: bill.invoiceNo,
      a: bill.netPaise,
      c: bill.customerCode,
    });
    // The plain text a forger cannot move into the QR: the check code and the official address.
    expect(saved.pages[0]).toContain(`${code.checkCode.slice(0, 3)}-${code.checkCode.slice(3)}`);
    expect(saved.flowText).toContain(`${BASE}/v`);
    expect(saved.pages[0]).toContain('ORIGINAL');
  });

  it('inward tokens two to a page and bid slips three to a sheet: each band its own readable QR', async () => {
    const inward = [inwardTokenFixture(7), inwardTokenFixture(8, 1)];
    const inwardCodes = await Promise.all(
      inward.map((token) =>
        codeFor({
          k: 'IT',
          n: String(token.lotNo),
          m: token.market.code,
          d: token.inwardDate,
          c: token.farmerCode,
          a: 0,
          l: lotDigest([token.lotNo]),
        }),
      ),
    );
    const inwardPdf = await renderInwardTokensPdf(
      inward.map((token, index) => ({ token, copy: 1, code: inwardCodes[index] })),
      options,
    );
    const inwardRead = await readBack('inward-tokens-with-code', inwardPdf);
    expect(inwardRead.urls.sort()).toEqual(inwardCodes.map((code) => code.url).sort());

    const slip = auctionTokenFixture(12);
    const slipCode = await codeFor({
      k: 'AT',
      n: String(slip.lotNo),
      m: slip.market.code,
      d: slip.inwardDate,
      c: slip.farmerCode,
      a: slip.amountPaise,
      l: lotDigest([slip.lotNo]),
    });
    const slipPdf = await renderAuctionTokensPdf([{ token: slip, copy: 2, code: slipCode }], {
      ...options,
      layout: 'one-sheet',
    });
    const slipRead = await readBack('bid-slips-with-code', slipPdf);
    expect(slipRead.urls).toEqual([slipCode.url]);
    expect(slipRead.saved.pageCount).toBe(1);
  });

  it('inward tokens three to a sheet (issue 27): each third its own readable QR', async () => {
    // Five-digit lots and the longest farmers' names the fixtures have: the fullest a third of a page gets.
    const inward = [
      inwardTokenFixture(10_117, 0),
      inwardTokenFixture(10_118, 1),
      inwardTokenFixture(10_119, 2),
    ];
    const codes = await Promise.all(
      inward.map((token) =>
        codeFor({
          k: 'IT',
          n: String(token.lotNo),
          m: token.market.code,
          d: token.inwardDate,
          c: token.farmerCode,
          a: 0,
          l: lotDigest([token.lotNo]),
        }),
      ),
    );
    const { saved, urls } = await readBack(
      'inward-tokens-three-per-page-with-code',
      await renderInwardTokensPdf(
        inward.map((token, index) => ({ token, copy: 1, code: codes[index] })),
        { ...options, layout: 'three-per-page' },
      ),
    );
    expect(saved.pageCount).toBe(1);
    expect(urls.sort()).toEqual(codes.map((code) => code.url).sort());
    for (const code of codes) {
      expect(saved.pages[0]).toContain(`${code.checkCode.slice(0, 3)}-${code.checkCode.slice(3)}`);
    }
  });

  it('a farmer cash receipt carries its code too', async () => {
    const receipt = receiptFixture(3);
    const code = await codeFor({
      k: 'FR',
      n: receipt.receiptNo,
      m: receipt.market.code,
      d: receipt.paidOn,
      c: receipt.farmer.code,
      a: receipt.totalPaise,
      l: lotDigest(receipt.lots.map((lot) => lot.lotNo)),
    });
    const { urls } = await readBack(
      'receipt-with-code',
      await renderPaymentReceiptsPdf([{ receipt, copy: 1, code }], options),
    );
    expect(urls).toEqual([code.url]);
  });

  it('a reeler receipt, reversed, carries its code under the REVERSED stamp', async () => {
    const receipt = reversedReelerReceiptFixture();
    const code = await codeFor({
      k: 'RR',
      n: receipt.receiptNo,
      m: receipt.market.code,
      d: receipt.receivedOn,
      c: receipt.reelerCode,
      a: receipt.amountPaise,
      l: lotDigest([]),
    });
    const { saved, urls } = await readBack(
      'reeler-receipt-with-code',
      await renderReelerReceiptsPdf([{ receipt, copy: 2, code }], options),
    );
    expect(urls).toEqual([code.url]);
    expect(saved.text).toContain('DUPLICATE');
    expect(saved.text).toContain('REVERSED');
  });
});
