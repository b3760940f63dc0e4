import { amountInWords, formatRupees } from '@cocoon/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SavedPdf, savePdf } from '../pdf/testing/pdf-files.js';
import { renderPaymentReceiptsPdf } from './payment-receipt-pdf.js';
import { receiptFixture, reversedReceiptFixture, setOffReceiptFixture } from './testing/receipt-fixtures.js';

const options = { generatedAt: new Date('2026-11-23T06:35:00Z'), requestedBy: 'Market Officer (DPI)' };
const receipt = receiptFixture();
const figure = (paise: number) => formatRupees(paise).replace(/^Rs /, '');
const flat = (pdf: SavedPdf) => pdf.flowText.replace(/\s+/g, ' ');

let original: SavedPdf;
let duplicate: SavedPdf;
let reversed: SavedPdf;
let long: SavedPdf;
let setOff: SavedPdf;

beforeAll(async () => {
  original = savePdf(
    'farmer-payment-receipt',
    await renderPaymentReceiptsPdf([{ receipt, copy: 1 }], options),
  );
  duplicate = savePdf(
    'farmer-payment-receipt-duplicate',
    await renderPaymentReceiptsPdf([{ receipt, copy: 2 }], options),
  );
  reversed = savePdf(
    'farmer-payment-receipt-reversed',
    await renderPaymentReceiptsPdf([{ receipt: reversedReceiptFixture(), copy: 1 }], options),
  );
  setOff = savePdf(
    'farmer-payment-receipt-set-off',
    await renderPaymentReceiptsPdf([{ receipt: setOffReceiptFixture(), copy: 1 }], options),
  );
  long = savePdf(
    'farmer-payment-receipt-60-lots',
    await renderPaymentReceiptsPdf([{ receipt: receiptFixture(60), copy: 1 }], options),
  );
});

describe('renderPaymentReceiptsPdf', () => {
  it('prints the letterhead, the market and the title in English and Tamil', () => {
    for (const expected of [
      'Department of Sericulture',
      'Government Cocoon Market, Dharmapuri',
      'அரசு பட்டுக்கூடு அங்காடி, தருமபுரி',
      'Farmer Payment Receipt',
      'விவசாயி பணப் பட்டுவாடா ரசீது',
    ]) {
      expect(original.pages[0]).toContain(expected);
    }
    expect(original.pageCount).toBe(1);
  });

  it('prints the receipt number, date, farmer particulars and who paid in cash', () => {
    for (const expected of [
      'DPI/FP2627/00042',
      '23/11/2026',
      'Murugesan Ramasamy',
      'F1001',
      'Ramasamy',
      'Palacode',
      'Paid in cash by',
      'Market Officer (DPI)',
    ]) {
      expect(original.text).toContain(expected);
    }
  });

  it('lists every lot with its auction date, bill number and amount, and totals them', () => {
    for (const lot of receipt.lots) {
      const row = original.text
        .split('\n')
        .find((line) => new RegExp(`^\\s*\\d+\\s+${lot.lotNo}\\s`).test(line));
      expect(row).toBeDefined();
      expect(row).toContain(figure(lot.amountPaise));
      expect(row).toContain(`${lot.auctionDate.slice(8)}/11/2026`);
      expect(row).toContain(lot.billNo ?? 'not billed');
    }
    const totals = original.text.split('\n').find((line) => line.includes('Total /')) ?? '';
    expect(totals).toContain(figure(receipt.totalPaise));
    expect(figure(receipt.totalPaise)).toMatch(/^\d,\d\d,\d{3}\.\d\d$/);
  });

  it('prints a set-off below the lots: the lots keep their amounts, the amount paid is the lots less the set-off', () => {
    const fixture = setOffReceiptFixture();
    const gross = fixture.lots.reduce((total, lot) => total + lot.amountPaise, 0);
    const totals = setOff.text.split('\n').find((line) => line.includes('Lots total /')) ?? '';
    expect(totals).toContain(figure(gross));
    expect(flat(setOff)).toContain('Less: recovered (lot corrected after payment)');
    expect(flat(setOff)).toMatch(/77, 18\/11\/2026: - Rs 49,183\.20/);
    expect(flat(setOff)).toContain(`Amount paid / வழங்கிய தொகை: Rs ${figure(gross - 49_183_20)}`);
    expect(flat(setOff)).toContain(amountInWords(gross - 49_183_20, 'en'));
  });

  it('states the amount in figures and in words in English and Tamil', () => {
    expect(original.text).toContain(`Rs ${figure(receipt.totalPaise)}`);
    expect(flat(original)).toContain(amountInWords(receipt.totalPaise, 'en'));
    expect(flat(original)).toContain(amountInWords(receipt.totalPaise, 'ta'));
  });

  it("has the farmer's acknowledgement and signature line", () => {
    expect(flat(original)).toContain('Received the above amount in cash');
    expect(flat(original)).toMatch(/Farmer's signature \/ விவசாயி கையொப்பம்/);
  });

  it('marks the first copy ORIGINAL and a reprint DUPLICATE with its copy number', () => {
    expect(original.text).toContain('ORIGINAL / அசல்');
    expect(original.text).not.toMatch(/DUPLICATE|REVERSED/);
    expect(duplicate.text).toContain('DUPLICATE / நகல் (copy 2)');
    expect(duplicate.text).not.toContain('ORIGINAL');
  });

  it('tags a reversed receipt REVERSED, never ORIGINAL, under its REVERSED watermark', () => {
    expect(reversed.text.match(/REVERSED \/ திருப்பப்பட்டது/g)?.length).toBeGreaterThanOrEqual(2);
    expect(reversed.text).not.toContain('ORIGINAL');
  });

  it('stamps a reversed payment REVERSED with the reversal number, reason, date and who', () => {
    for (const expected of [
      'REVERSED / திருப்பப்பட்டது',
      'DPI/FX2627/00003',
      'Paid to the wrong farmer',
      '24/11/2026',
      'Branch Admin (DPI)',
    ]) {
      expect(reversed.text).toContain(expected);
    }
  });

  it('runs a long receipt over pages, repeating the heading, and keeps the closing block whole', () => {
    expect(long.pageCount).toBeGreaterThan(1);
    const last = long.pages.at(-1) ?? '';
    expect(last).toContain('continued');
    expect(last).toContain("Farmer's signature");
    expect(last).toContain('Amount in words');
  });
});
