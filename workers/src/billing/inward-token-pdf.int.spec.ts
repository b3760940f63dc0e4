import { beforeAll, describe, expect, it } from 'vitest';
import { type SavedPdf, savePdf } from '../pdf/testing/pdf-files.js';
import { renderInwardTokensPdf } from './inward-token-pdf.js';
import { inwardTokenFixture } from './testing/fixtures.js';

const options = { generatedAt: new Date('2026-11-23T06:35:00Z'), requestedBy: 'Inward Clerk (DPI)' };
const tokens = [inwardTokenFixture(101, 0), inwardTokenFixture(102, 1), inwardTokenFixture(117, 2)];

let pdf: SavedPdf;
let reprint: SavedPdf;
let thirds: SavedPdf;
const progress: Array<[number, number]> = [];

beforeAll(async () => {
  pdf = savePdf(
    'inward-tokens',
    await renderInwardTokensPdf(
      tokens.map((token) => ({ token, copy: 1 })),
      { ...options, onProgress: (done, total) => progress.push([done, total]) },
    ),
  );
  reprint = savePdf(
    'inward-token-duplicate',
    await renderInwardTokensPdf([{ token: tokens[1]!, copy: 2 }], options),
  );
  thirds = savePdf(
    'inward-tokens-three-per-page',
    await renderInwardTokensPdf(
      [...tokens, inwardTokenFixture(10_118, 3)].map((token, index) => ({
        token,
        copy: index === 1 ? 2 : 1,
      })),
      { ...options, layout: 'three-per-page' },
    ),
  );
});

describe('renderInwardTokensPdf', () => {
  it('puts two tokens on each A4 page, with a cut line between them', () => {
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toContain('cut here / இங்கே வெட்டவும்');
    expect(pdf.pages[0]?.match(/Inward Token \/ வரவுச் சீட்டு/g)).toHaveLength(2);
    expect(pdf.pages[1]?.match(/Inward Token \/ வரவுச் சீட்டு/g)).toHaveLength(1);
    expect(progress.at(-1)).toEqual([3, 3]);
    // 06:35 UTC is 12:05 in Asia/Kolkata.
    expect(pdf.pages[1]).toContain('printed 23/11/2026 12:05 IST by Inward Clerk (DPI)');
    expect(pdf.pages[1]).toContain('Page 2 of 2');
  });

  it('prints the market, the lot number with its Tamil label, the farmer and the race', () => {
    expect(pdf.text).toContain('Government Cocoon Market, Dharmapuri');
    expect(pdf.text).toContain('அரசு பட்டுக்கூடு அங்காடி, தருமபுரி');
    expect(pdf.text).toContain('லாட் எண்');
    for (const token of tokens) {
      expect(pdf.text).toMatch(new RegExp(`^\\s*${token.lotNo}\\s`, 'm'));
      expect(pdf.text).toContain(token.farmerCode);
      expect(pdf.text).toContain(token.farmerName);
      expect(pdf.text).toContain(token.village ?? 'missing');
    }
    expect(pdf.text).toContain('23/11/2026');
  });

  it('prints the weight, the sample figures, SR %, defect %, renditta and the floor price', () => {
    const token = tokens[0]!;
    expect(pdf.pages[0]).toContain(`${(token.cocoonWeightGrams / 1000).toFixed(3)}`);
    expect(pdf.pages[0]).toMatch(new RegExp(`Sample cocoons.*\\b${token.sampleCount}\\b`));
    expect(pdf.pages[0]).toContain((token.cocoonWeightMg / 1000).toFixed(3));
    expect(pdf.pages[0]).toContain((token.shellWeightMg / 1000).toFixed(3));
    expect(pdf.pages[0]).toMatch(new RegExp(`Defective cocoons.*\\b${token.defectiveCount}\\b`));
    expect(pdf.pages[0]).toContain((token.shellRatioBp / 100).toFixed(2));
    expect(pdf.pages[0]).toContain((token.defectBp / 100).toFixed(2));
    expect(pdf.pages[0]).toContain((token.rendittaX100 / 100).toFixed(2));
    expect(pdf.pages[0]).toContain((token.floorPricePaisePerKg / 100).toFixed(2));
    expect(pdf.pages[0]).toContain(`Lays (DFLs) / முட்டைத் தொகுதிகள்`);
  });

  it('marks a first print ORIGINAL and a reprint DUPLICATE', () => {
    expect(pdf.text).toContain('ORIGINAL / அசல்');
    expect(pdf.text).not.toContain('DUPLICATE');
    expect(reprint.text).toContain('DUPLICATE / நகல் (copy 2)');
    expect(reprint.text).not.toContain('ORIGINAL');
  });
});

describe('renderInwardTokensPdf: three to a sheet (issue 27)', () => {
  it('puts three tokens on each A4 page, two cut lines between them, the fourth on the next page', () => {
    expect(thirds.pageCount).toBe(2);
    expect(thirds.pages[0]?.match(/Inward Token \/ வரவுச் சீட்டு/g)).toHaveLength(3);
    expect(thirds.pages[0]?.match(/cut here \/ இங்கே வெட்டவும்/g)).toHaveLength(2);
    expect(thirds.pages[1]?.match(/Inward Token \/ வரவுச் சீட்டு/g)).toHaveLength(1);
    expect(thirds.pages[1]).toContain('Page 2 of 2');
  });

  it('keeps every figure of each token in its third: lot, farmer, sample, grades, who inwarded it', () => {
    const page = thirds.pages[0] ?? '';
    for (const token of tokens) {
      expect(page).toMatch(new RegExp(`^\\s*${token.lotNo}\\s`, 'm'));
      expect(page).toContain(token.farmerCode);
      expect(page).toContain(token.farmerName);
      expect(page).toContain((token.floorPricePaisePerKg / 100).toFixed(2));
      expect(page).toContain((token.rendittaX100 / 100).toFixed(2));
    }
    expect(page.match(/Inwarded by/g)).toHaveLength(3);
    expect(page.match(/Defective cocoons/g)).toHaveLength(3);
    // The compact heading: the market on one line, each token's copy tag beside its title.
    expect(page.match(/Government Cocoon Market, Dharmapuri \/ அரசு/g)).toHaveLength(3);
    expect(page.match(/ORIGINAL \/ அசல்/g)).toHaveLength(2);
    expect(page).toContain('DUPLICATE / நகல் (copy 2)');
    expect(thirds.pages[1]).toMatch(/^\s*10118\s/m);
  });
});
