import { formatRupees } from '@cocoon/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SavedPdf, savePdf } from '../pdf/testing/pdf-files.js';
import { renderAuctionTokensPdf } from './auction-token-pdf.js';
import { auctionTokenFixture } from './testing/fixtures.js';

const options = { generatedAt: new Date('2026-11-23T07:10:00Z'), requestedBy: 'Weighman (DPI)' };
const token = auctionTokenFixture(101, { farmer: 0, reeler: 2, crates: 4 });
const bigLot = { ...auctionTokenFixture(117, { farmer: 1, reeler: 0, crates: 13 }), weightCorrections: 1 };
const figure = (paise: number) => formatRupees(paise).replace(/^Rs /, '');

let sheet: SavedPdf;
let pages: SavedPdf;
let reprint: SavedPdf;

beforeAll(async () => {
  sheet = savePdf(
    'auction-tokens-one-sheet',
    await renderAuctionTokensPdf(
      [
        { token, copy: 1 },
        { token: bigLot, copy: 1 },
      ],
      { ...options, layout: 'one-sheet' },
    ),
  );
  pages = savePdf(
    'auction-token-three-pages',
    await renderAuctionTokensPdf([{ token, copy: 1 }], { ...options, layout: 'three-pages' }),
  );
  reprint = savePdf(
    'auction-token-duplicate',
    await renderAuctionTokensPdf([{ token, copy: 2 }], { ...options, layout: 'one-sheet' }),
  );
});

describe('renderAuctionTokensPdf', () => {
  it('puts the farmer, reeler and office copies of a lot on one sheet, or one to a page', () => {
    expect(sheet.pageCount).toBe(2);
    for (const page of sheet.pages) {
      for (const copy of [
        'Farmer Copy / விவசாயி நகல்',
        'Reeler Copy / நூற்பாளர் நகல்',
        'Office Copy / அலுவலக நகல்',
      ]) {
        expect(page).toContain(copy);
      }
      expect(page.match(/cut here/g)).toHaveLength(2);
    }
    expect(pages.pageCount).toBe(3);
    expect(pages.pages[2]).toContain('printed 23/11/2026 12:40 IST by Weighman (DPI)');
    expect(pages.pages[0]).toContain('Farmer Copy');
    expect(pages.pages[1]).toContain('Reeler Copy');
    expect(pages.pages[2]).toContain('Office Copy');
  });

  it('names the lot, the farmer and the reeler with his licence', () => {
    const page = pages.pages[0] ?? '';
    for (const value of [
      'Government Cocoon Market, Dharmapuri',
      '101',
      '23/11/2026',
      token.race,
      token.farmerName,
      token.farmerCode,
      token.village ?? 'missing',
      token.reelerName,
      token.reelerCode,
      token.reelerLicenseNo ?? 'missing',
    ]) {
      expect(page).toContain(value);
    }
  });

  it('keeps each copy inside its third of the sheet, a 13-crate lot included', () => {
    // In reading order every band ends with its signatures before the cut line and the next copy begins.
    const inOrder =
      /Farmer Copy.*Market Officer[^\n]*\n.*cut here.*Reeler Copy.*Market Officer[^\n]*\n.*cut here.*Office Copy.*Market Officer/s;
    for (const page of sheet.pages) expect(page).toMatch(inOrder);
    expect(sheet.pages[1]).toContain('weight corrected / எடை திருத்தப்பட்டது: 1');
  });

  it('prints every crate and the total net kg, wrapping a 13-crate lot', () => {
    for (const crate of token.crates) {
      expect(pages.text).toContain((crate.grossGrams / 1000).toFixed(3));
      expect(pages.text).toContain((crate.netGrams / 1000).toFixed(3));
    }
    expect(pages.text).toContain((crate0Tare() / 1000).toFixed(3));
    expect(pages.text).toContain((token.netGrams / 1000).toFixed(3));
    const bigPage = sheet.pages[1] ?? '';
    expect(bigPage).toMatch(/\b13\b/);
    expect(bigPage).toContain((bigLot.netGrams / 1000).toFixed(3));
  });

  it('prints the rate, amount, both levies, what the farmer gets and what the reeler pays', () => {
    for (const paise of [
      token.ratePaisePerKg,
      token.amountPaise,
      token.farmerLevyPaise,
      token.reelerLevyPaise,
      token.farmerNetPaise,
      token.reelerPayablePaise,
    ]) {
      expect(pages.pages[0]).toContain(figure(paise));
      expect(sheet.pages[0]).toContain(figure(paise));
    }
  });

  it('says who weighed it when, the consent to deliver in English and Tamil, and has three signature lines', () => {
    expect(pages.text).toContain('Weighman Dharmapuri');
    expect(pages.text).toContain('23/11/2026 12:35');
    expect(pages.flowText.replace(/\s+/g, ' ')).toContain(
      'I agree to deliver this lot to the above reeler at the rate shown.',
    );
    expect(pages.flowText.replace(/\s+/g, ' ')).toContain('நான் ஒப்புக்கொள்கிறேன்');
    expect(pages.pages[0]).toMatch(/Farmer \/ விவசாயி\s+Reeler \/ நூற்பாளர்\s+Market Officer \/ சந்தை அலுவலர்/);
  });

  it('marks a first print ORIGINAL and a reprint DUPLICATE on every copy', () => {
    expect(sheet.text).not.toContain('DUPLICATE');
    expect(sheet.pages[0]?.match(/ORIGINAL \/ அசல்/g)).toHaveLength(3);
    expect(reprint.pages[0]?.match(/DUPLICATE \/ நகல் \(copy 2\)/g)).toHaveLength(3);
    expect(reprint.text).not.toContain('ORIGINAL');
  });
});

function crate0Tare(): number {
  return token.crates[0]?.tareGrams ?? Number.NaN;
}
