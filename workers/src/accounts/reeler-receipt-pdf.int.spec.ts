import { amountInWords, formatRupees } from '@cocoon/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SavedPdf, savePdf } from '../pdf/testing/pdf-files.js';
import { renderReelerReceiptsPdf } from './reeler-receipt-pdf.js';
import {
  advanceReelerReceiptFixture,
  reelerReceiptFixture,
  reversedReelerReceiptFixture,
  transferReelerReceiptFixture,
} from './testing/reeler-receipt-fixtures.js';

const options = { generatedAt: new Date('2026-11-23T06:35:00Z'), requestedBy: 'Branch Admin (DPI)' };
const receipt = reelerReceiptFixture();
const figure = (paise: number) => formatRupees(paise).replace(/^Rs /, '');
const flat = (pdf: SavedPdf) => pdf.flowText.replace(/\s+/g, ' ');

let original: SavedPdf;
let duplicate: SavedPdf;
let reversed: SavedPdf;
let advance: SavedPdf;
let transfer: SavedPdf;
let long: SavedPdf;

beforeAll(async () => {
  original = savePdf('reeler-receipt', await renderReelerReceiptsPdf([{ receipt, copy: 1 }], options));
  duplicate = savePdf(
    'reeler-receipt-duplicate',
    await renderReelerReceiptsPdf([{ receipt, copy: 2 }], options),
  );
  reversed = savePdf(
    'reeler-receipt-reversed',
    await renderReelerReceiptsPdf([{ receipt: reversedReelerReceiptFixture(), copy: 1 }], options),
  );
  advance = savePdf(
    'reeler-receipt-advance',
    await renderReelerReceiptsPdf([{ receipt: advanceReelerReceiptFixture(), copy: 1 }], options),
  );
  transfer = savePdf(
    'reeler-receipt-transfer',
    await renderReelerReceiptsPdf([{ receipt: transferReelerReceiptFixture(), copy: 1 }], options),
  );
  long = savePdf(
    'reeler-receipt-60-invoices',
    await renderReelerReceiptsPdf([{ receipt: transferReelerReceiptFixture(60), copy: 1 }], options),
  );
});

describe('renderReelerReceiptsPdf', () => {
  it('prints the letterhead, the market and the title in English and Tamil, on one numbered page', () => {
    for (const expected of [
      'Department of Sericulture',
      'Government Cocoon Market, Dharmapuri',
      'அரசு பட்டுக்கூடு அங்காடி, தருமபுரி',
      'Reeler Receipt',
      'நூற்பாளர் பண வரவு ரசீது',
      'Page 1 of 1',
    ]) {
      expect(original.pages[0]).toContain(expected);
    }
    expect(original.pageCount).toBe(1);
  });

  it('prints the receipt number, date, reeler, mode with the cheque number and who received it, labelled in both languages', () => {
    for (const expected of [
      'DPI/RR2627/00017',
      '23/11/2026',
      'Kaliyaperumal Silk Reeling Unit',
      'DPI-R-000012',
      'Cheque / காசோலை',
      'Cheque No / காசோலை எண்',
      '004512',
      'Receipt No / ரசீது எண்',
      'Received on / பெற்ற நாள்',
      'Branch Admin (DPI)',
    ]) {
      expect(flat(original)).toContain(expected);
    }
    // The reeler's labels wrap in their narrow column: each half is checked.
    for (const expected of ['Reeler Name / நூற்பாளர்', 'Reeler Code / நூற்பாளர்', 'பெயர்', 'குறியீடு']) {
      expect(original.text).toContain(expected);
    }
    expect(flat(original)).toContain('A cheque is credited subject to its realisation.');
  });

  it('lists the invoices it paid and the deposit it kept, totalled to the amount received', () => {
    const lines = original.text.split('\n');
    for (const applied of receipt.applied ?? []) {
      const row = lines.find((line) => line.includes(applied.invoiceNo));
      expect(row).toContain(figure(applied.amountPaise));
    }
    expect(lines.find((line) => line.includes('Kept as deposit'))).toContain(figure(15_641_36));
    const totals = lines.find((line) => line.includes('Total /')) ?? '';
    expect(totals).toContain(figure(receipt.amountPaise));
    expect(figure(receipt.amountPaise)).toBe('1,25,000.00');
  });

  it('states the amount in figures and in words in English and Tamil', () => {
    expect(flat(original)).toContain('Amount received / பெற்ற தொகை: Rs 1,25,000.00');
    expect(flat(original)).toContain(amountInWords(receipt.amountPaise, 'en'));
    expect(flat(original)).toContain(amountInWords(receipt.amountPaise, 'ta'));
    expect(flat(original)).toContain('Received by (cashier) / பெற்றவர் (காசாளர்)');
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

  it('stamps a reversed receipt REVERSED with the reversal number, reason, date and who', () => {
    for (const expected of [
      'REVERSED / திருப்பப்பட்டது',
      'DPI/RX2627/00002',
      'Cheque bounced: insufficient funds',
      '26/11/2026',
      'Branch Admin (DPI)',
    ]) {
      expect(reversed.text).toContain(expected);
    }
  });

  it('prints a cash advance as a deposit and a transfer with its reference', () => {
    expect(flat(advance)).toContain('Cash / ரொக்கம்');
    expect(advance.text.split('\n').find((line) => line.includes('Kept as deposit'))).toContain('25,000.00');
    expect(flat(advance)).not.toContain('realisation');
    expect(flat(transfer)).toContain('Bank transfer / வங்கிப் பரிமாற்றம்');
    expect(flat(transfer)).toContain('SBIN526330012345');
    expect(transfer.text).not.toContain('Kept as deposit');
  });

  it('runs a receipt of many invoices over pages, numbered, and keeps the closing block whole', () => {
    expect(long.pageCount).toBeGreaterThan(1);
    const last = long.pages.at(-1) ?? '';
    expect(last).toContain('continued');
    expect(last).toContain('Received by (cashier)');
    expect(last).toContain('Amount in words');
    expect(last).toContain(`Page ${long.pageCount} of ${long.pageCount}`);
  });
});
