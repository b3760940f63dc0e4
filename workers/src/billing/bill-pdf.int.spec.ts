import { type Bill, formatRupees } from '@cocoon/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SavedPdf, savePdf } from '../pdf/testing/pdf-files.js';
import { renderBillsPdf } from './bill-pdf.js';
import { billFixture } from './testing/fixtures.js';

const options = { generatedAt: new Date('2026-11-23T06:35:00Z'), requestedBy: 'Market Officer (DPI)' };

const farmerBill = billFixture({ customer: 0, sequence: 123, lotNos: [101, 102, 103, 104] });
const reelerInvoice = billFixture({ billType: 'reeler', customer: 1, sequence: 45, lotNos: [101, 107, 112] });
const cancelledBill = billFixture({ customer: 2, sequence: 124, lotNos: [131, 132], cancelled: true });
const replacement = {
  ...billFixture({ customer: 2, sequence: 125, lotNos: [131, 132] }),
  replaces: { billId: cancelledBill.billId, invoiceNo: cancelledBill.invoiceNo },
};
const sparse = billFixture({ customer: 4, sequence: 126, lotNos: [150] });
const sparseBill: Bill = {
  ...sparse,
  customer: {
    ...sparse.customer,
    fatherName: null,
    village: null,
    tscName: null,
    mobileNo: null,
    bankName: null,
    bankAccountMasked: null,
    ifscCode: null,
  },
};
const longBill = billFixture({
  customer: 3,
  sequence: 125,
  lotNos: Array.from({ length: 40 }, (_, index) => 201 + index),
});

let original: SavedPdf;
let duplicate: SavedPdf;
let reeler: SavedPdf;
let cancelled: SavedPdf;
let replacing: SavedPdf;
let long: SavedPdf;
let batch: SavedPdf;
const progress: Array<[number, number]> = [];

beforeAll(async () => {
  original = savePdf('farmer-bill', await renderBillsPdf([{ bill: farmerBill, copy: 1 }], options));
  duplicate = savePdf(
    'farmer-bill-duplicate',
    await renderBillsPdf([{ bill: farmerBill, copy: 2 }], options),
  );
  reeler = savePdf('reeler-invoice', await renderBillsPdf([{ bill: reelerInvoice, copy: 1 }], options));
  cancelled = savePdf(
    'farmer-bill-cancelled',
    await renderBillsPdf([{ bill: cancelledBill, copy: 1 }], options),
  );
  replacing = savePdf(
    'farmer-bill-replacing',
    await renderBillsPdf([{ bill: replacement, copy: 1 }], options),
  );
  long = savePdf('farmer-bill-40-lots', await renderBillsPdf([{ bill: longBill, copy: 1 }], options));
  batch = savePdf(
    'bills-batch',
    await renderBillsPdf(
      [
        { bill: farmerBill, copy: 3 },
        { bill: longBill, copy: 1 },
        { bill: reelerInvoice, copy: 1 },
      ],
      { ...options, onProgress: (done, total) => progress.push([done, total]) },
    ),
  );
});

/** en-IN grouping with two decimals, as a column headed "Rs" prints it: 1,23,456.78. */
const figure = (paise: number) => formatRupees(paise).replace(/^Rs /, '');

function expectLots(pdf: SavedPdf, bill: Bill): void {
  for (const lot of bill.lots) expect(pdf.text).toMatch(new RegExp(`\\s${lot.lotNo}\\s+(BV|CB)\\s`));
}

describe('renderBillsPdf: a farmer bill', () => {
  it('prints the letterhead, the market in English and Tamil, and the bill title in both languages', () => {
    const page = original.pages[0] ?? '';
    for (const expected of [
      'Department of Sericulture',
      'பட்டு வளர்ச்சித் துறை',
      'Government Cocoon Market, Dharmapuri',
      'அரசு பட்டுக்கூடு அங்காடி, தருமபுரி',
      'Salem Main Road, Dharmapuri 636701',
      'Farmer Bill',
      'விவசாயி பட்டியல்',
    ]) {
      expect(page).toContain(expected);
    }
  });

  it('prints the bill number, auction date, financial year and the customer with a masked account', () => {
    expect(farmerBill.invoiceNo).toBe('DPI/FB2627/00123');
    expect(original.text).toContain('DPI/FB2627/00123');
    expect(original.text).toContain('23/11/2026');
    expect(original.text).toContain('2026-27');
    for (const value of [
      'F1001',
      'Murugesan Ramasamy',
      'Ramasamy',
      'Palacode',
      'TSC Palacode',
      'Indian Bank',
      'IDIB000D011',
    ]) {
      expect(original.text).toContain(value);
    }
    expect(original.text).toContain(farmerBill.customer.bankAccountMasked ?? 'missing');
    expect(original.text).toMatch(/XXXXXX\d{4}/);
  });

  it('prints every lot with its weight to 3 decimals, rate, amount, levy, net and the reeler', () => {
    expectLots(original, farmerBill);
    for (const lot of farmerBill.lots) {
      const row =
        original.text.split('\n').find((line) => new RegExp(`\\s${lot.lotNo}\\s+(BV|CB)\\s`).test(line)) ??
        '';
      for (const value of [
        (lot.netGrams / 1000).toFixed(3),
        figure(lot.ratePaisePerKg),
        figure(lot.amountPaise),
        figure(lot.levyPaise),
        figure(lot.netPaise),
        lot.counterpartCode,
      ]) {
        expect(row).toContain(value);
      }
    }
  });

  it('totals gross, levy and net with en-IN grouping and states the net payable in figures', () => {
    expect(farmerBill.grossPaise).toBeGreaterThan(10_000_000); // over a lakh: the grouping shows
    const totals = original.text.split('\n').find((line) => line.includes('Total /')) ?? '';
    expect(totals).toContain(figure(farmerBill.grossPaise));
    expect(totals).toContain(figure(farmerBill.levyPaise));
    expect(totals).toContain(figure(farmerBill.netPaise));
    expect(figure(farmerBill.netPaise)).toMatch(/^\d,\d\d,\d{3}\.\d\d$/);
    expect(original.text).toMatch(
      new RegExp(`Net payable.*Rs ${figure(farmerBill.netPaise).replace('.', '\\.')}`),
    );
  });

  it('states the net in words in English and in Tamil', () => {
    expect(original.flowText.replace(/\s+/g, ' ')).toContain(farmerBill.netInWords.en);
    expect(farmerBill.netInWords.ta).toMatch(/^ரூபாய் .* மட்டும்$/);
    // The Tamil words extract whole once the pre-base vowel signs are put back in logical order.
    expect(original.flowText.replace(/\s+/g, ' ')).toContain(farmerBill.netInWords.ta);
  });

  it('has signature lines for the farmer, the market officer and the branch admin', () => {
    expect(original.text).toMatch(/Farmer \/ விவசாயி\s+Market Officer \/ சந்தை அலுவலர்\s+Branch Admin/);
  });

  it('marks the first copy ORIGINAL and a reprint DUPLICATE with its copy number', () => {
    expect(original.text).toContain('ORIGINAL / அசல்');
    expect(original.text).not.toContain('DUPLICATE');
    expect(duplicate.text).toContain('DUPLICATE / நகல் (copy 2)');
    expect(duplicate.text).not.toContain('ORIGINAL');
    expect(duplicate.text).not.toContain('CANCELLED');
  });
});

describe('renderBillsPdf: a reeler invoice', () => {
  it('prints the title, licence, the farmers it bought from, the total payable and the due date', () => {
    expect(reeler.text).toContain('Reeler Invoice');
    expect(reeler.text).toContain('நூற்பாளர் விலைப்பட்டியல்');
    expect(reeler.text).toContain(reelerInvoice.invoiceNo);
    expect(reelerInvoice.invoiceNo).toBe('DPI/RI2627/00045');
    expect(reeler.text).toContain('TN/DPI/RL/0041');
    expectLots(reeler, reelerInvoice);
    for (const lot of reelerInvoice.lots) expect(reeler.text).toContain(lot.counterpartCode);
    expect(reeler.text).toMatch(
      new RegExp(`Total payable.*Rs ${figure(reelerInvoice.netPaise).replace('.', '\\.')}`),
    );
    expect(reeler.text).toMatch(/Due Date.*30\/11\/2026/);
    expect(reeler.flowText.replace(/\s+/g, ' ')).toContain(reelerInvoice.netInWords.en);
    expect(reeler.text).toMatch(/Reeler \/ நூற்பாளர்\s+Market Officer \/ சந்தை அலுவலர்/);
    expect(reeler.text).not.toContain('Branch Admin');
  });
});

describe('renderBillsPdf: a customer with no bank or contact details', () => {
  it('prints a dash for each missing detail', async () => {
    const pdf = savePdf('farmer-bill-sparse', await renderBillsPdf([{ bill: sparseBill, copy: 1 }], options));
    for (const label of ["Father's Name", 'Village', 'TSC', 'Mobile', 'Bank account']) {
      expect(pdf.text).toMatch(new RegExp(`${label} / \\S.*\\s-\\s`));
    }
    expect(pdf.text).toContain(sparseBill.invoiceNo);
  });
});

describe('renderBillsPdf: a cancelled bill', () => {
  it('says CANCELLED with the reason and the bill replacing it', () => {
    expect(cancelled.text).toContain('CANCELLED / ரத்து செய்யப்பட்டது');
    expect(cancelled.text).toContain('Weight of lot corrected after billing');
    expect(cancelled.text).toContain(cancelledBill.replacedBy?.invoiceNo ?? 'missing');
    expect(original.text).not.toContain('CANCELLED');
  });

  it('is never tagged ORIGINAL: the first copy is tagged CANCELLED on every page, a reprint CANCELLED and DUPLICATE', async () => {
    // The tag in the corner and the stamp under the letterhead both say it; nothing on the page says ORIGINAL.
    expect(cancelled.text.match(/CANCELLED \/ ரத்து செய்யப்பட்டது/g)?.length).toBeGreaterThanOrEqual(2);
    expect(cancelled.text).not.toContain('ORIGINAL');
    expect(cancelled.text).not.toContain('அசல்');

    const longCancelled = billFixture({
      customer: 2,
      sequence: 127,
      lotNos: Array.from({ length: 40 }, (_, index) => 301 + index),
      cancelled: true,
    });
    const pages = savePdf(
      'cancelled-farmer-bill-40-lots',
      await renderBillsPdf([{ bill: longCancelled, copy: 1 }], options),
    );
    expect(pages.pageCount).toBeGreaterThan(1);
    for (const page of pages.pages) {
      expect(page).toContain('CANCELLED / ரத்து செய்யப்பட்டது');
      expect(page).not.toContain('ORIGINAL');
    }
    // The continuation line keeps clear of the wider tag: the bill's number reads whole beside it.
    expect(pages.pages[1]).toContain(longCancelled.invoiceNo);

    const reprint = savePdf(
      'cancelled-farmer-bill-duplicate',
      await renderBillsPdf([{ bill: cancelledBill, copy: 2 }], options),
    );
    expect(reprint.text).toContain('CANCELLED / ரத்து செய்யப்பட்டது · DUPLICATE / நகல் (copy 2)');
    expect(reprint.text).not.toContain('ORIGINAL');
  });

  it('is named by the bill that replaces it, which is itself an ordinary issued bill', () => {
    expect(replacing.text).toMatch(/Replaces \/ .*DPI\/FB2627\/00124/);
    expect(replacing.text).toContain('DPI/FB2627/00125');
    expect(replacing.text).not.toContain('CANCELLED');
  });
});

describe('renderBillsPdf: a 40-lot bill', () => {
  it('runs over pages, repeating the table header, with the totals and words on the last page', () => {
    expect(long.pageCount).toBeGreaterThan(1);
    expectLots(long, longBill);
    const tablePages = long.pages.filter((page) => /\s2\d\d\s+(BV|CB)\s/.test(page));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(page).toMatch(/S\.No\s+Lot No/);
    const last = long.pages.at(-1) ?? '';
    expect(last).toContain(`Page ${long.pageCount} of ${long.pageCount}`);
    expect(last).toContain(figure(longBill.grossPaise));
    expect(last).toContain(figure(longBill.netPaise));
    expect(last).toContain('Net payable');
    for (const page of long.pages.slice(1)) expect(page).toContain(`${longBill.invoiceNo}`);
    for (const page of long.pages.slice(0, -1)) expect(page).not.toContain('Net payable');
  });
});

describe('renderBillsPdf: a batch', () => {
  it('starts each bill on its own page, numbers pages per bill and reports progress per bill', () => {
    expect(batch.pageCount).toBe(1 + long.pageCount + 1);
    expect(batch.pages[0]).toContain('DUPLICATE');
    expect(batch.pages[0]).toContain('Page 1 of 1');
    expect(batch.pages[1]).toContain(longBill.invoiceNo);
    expect(batch.pages[1]).toContain(`Page 1 of ${long.pageCount}`);
    expect(batch.pages[1]).not.toContain('DUPLICATE');
    expect(batch.pages.at(-1)).toContain(reelerInvoice.invoiceNo);
    expect(progress).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('refuses an empty batch', async () => {
    await expect(renderBillsPdf([], options)).rejects.toThrow(/at least one bill/);
  });
});
