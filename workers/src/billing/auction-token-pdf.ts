import { type AuctionToken, displayDate, displayInstant, rupeesFigure } from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { createPdfDocument, drawPageFooters, finishPdf } from '../pdf/document.js';
import { drawFieldGrid, type Field } from '../pdf/fields.js';
import { drawMixedText } from '../pdf/mixed-text.js';
import { recordDone } from './batch-progress.js';
import { drawCrateGrid } from './crate-grid.js';
import { drawFigureBoxes } from './figure-boxes.js';
import type { RenderTokensOptions } from './inward-token-pdf.js';
import { bilingual, LABELS } from './labels.js';
import { printedCaption } from './print-format.js';
import { drawSignatureLines } from './signature-lines.js';
import { type Band, drawCutLine, drawTokenHeading } from './token-band.js';

export interface AuctionTokenPrint {
  token: AuctionToken;
  copy: number;
  /** The token's signed code (issue 26), its QR in the heading's corner. */
  code?: PrintedDocumentCode | undefined;
}

/** All three copies on one A4 sheet to be cut apart, or each copy on its own page. */
export type AuctionTokenLayout = 'one-sheet' | 'three-pages';

export interface RenderAuctionTokensOptions extends RenderTokensOptions {
  layout: AuctionTokenLayout;
}

/** The bid slip in triplicate, in the order the Karnataka market hands them out. */
export const BID_SLIP_COPIES = [LABELS.farmerCopy, LABELS.reelerCopy, LABELS.officeCopy] as const;

/** Body type size: a third of a page is tight, a page of its own reads at a normal size. */
const SIZE: Record<AuctionTokenLayout, number> = { 'one-sheet': 6.8, 'three-pages': 10 };
/** The smallest type a slip is shrunk to so that a lot with many crates still fits its third of the page. */
const MIN_SIZE = 5;

interface FieldColumn {
  heading: string;
  fields: Field[];
}

/** Three columns under their headings, so each label can be short: the lot, the farmer, the reeler. */
const fieldColumns = (token: AuctionToken): FieldColumn[] => [
  {
    heading: bilingual(LABELS.lot),
    fields: [
      { label: bilingual(LABELS.lotNo), value: String(token.lotNo) },
      { label: bilingual(LABELS.date), value: displayDate(token.inwardDate) },
      { label: bilingual(LABELS.race), value: token.race },
      { label: bilingual(LABELS.slot), value: token.slotNo === null ? '' : String(token.slotNo) },
    ],
  },
  {
    heading: bilingual(LABELS.farmer),
    fields: [
      { label: bilingual(LABELS.name), value: token.farmerName },
      { label: bilingual(LABELS.code), value: token.farmerCode },
      { label: bilingual(LABELS.village), value: token.village ?? '' },
    ],
  },
  {
    heading: bilingual(LABELS.reeler),
    fields: [
      { label: bilingual(LABELS.name), value: token.reelerName },
      { label: bilingual(LABELS.code), value: token.reelerCode },
      { label: bilingual(LABELS.licenceShort), value: token.reelerLicenseNo ?? '' },
    ],
  },
];

/**
 * One copy of the bid slip: who sold to whom, every crate, the rate and what each side pays or gets, who
 * weighed it, the farmer's consent to deliver, and the three signatures.
 */
function drawBidSlip(
  doc: PDFKit.PDFDocument,
  band: Band,
  print: AuctionTokenPrint,
  copyName: (typeof BID_SLIP_COPIES)[number],
  slip: { size: number; compact: boolean },
): number {
  const { token } = print;
  const { size } = slip;
  let y = drawTokenHeading(doc, band, {
    market: token.market,
    title: LABELS.auctionToken,
    copy: print.copy,
    code: print.code,
    copyName,
    size,
    compact: slip.compact,
  });

  const columnWidth = (band.width - 24) / 3;
  y = Math.max(
    ...fieldColumns(token).map((column, index) => {
      const x = band.x + index * (columnWidth + 12);
      const below = drawMixedText(
        doc,
        column.heading,
        { x, top: y, width: columnWidth },
        {
          size: size * 1.05,
          weight: 'bold',
          color: '#5b3a1a',
        },
      );
      return drawFieldGrid(doc, column.fields, {
        x,
        top: below,
        width: columnWidth,
        labelShare: 0.36,
        size,
        stacked: !slip.compact,
        gap: slip.compact ? 0 : size * 0.3,
      });
    }),
  );

  y = drawCrateGrid(
    doc,
    { x: band.x, top: y + size * 0.4, width: band.width, size },
    token.crates,
    token.netGrams,
  );

  y = drawFigureBoxes(doc, { x: band.x, top: y, width: band.width, size }, [
    { label: LABELS.winningRate, value: rupeesFigure(token.ratePaisePerKg) },
    { label: LABELS.amount, value: rupeesFigure(token.amountPaise) },
    { label: LABELS.farmerLevy, value: rupeesFigure(token.farmerLevyPaise) },
    { label: LABELS.reelerLevy, value: rupeesFigure(token.reelerLevyPaise) },
    { label: LABELS.toFarmer, value: rupeesFigure(token.farmerNetPaise), strong: true },
    { label: LABELS.reelerPays, value: rupeesFigure(token.reelerPayablePaise), strong: true },
  ]);

  const small = { size: size * 0.9, weight: 'regular' as const, color: '#333333' };
  const weighed =
    `${bilingual(LABELS.weighedBy)}: ${token.weighedBy ?? '-'}   ` +
    `${bilingual(LABELS.weighedAt)}: ${displayInstant(token.weighedAt)}` +
    (token.weightCorrections > 0
      ? `   (${bilingual(LABELS.weightCorrected)}: ${token.weightCorrections})`
      : '');
  y = drawMixedText(doc, weighed, { x: band.x, top: y + size * 0.3, width: band.width }, small);
  const consent = { size, weight: 'bold' as const };
  y = drawMixedText(doc, LABELS.consent.en, { x: band.x, top: y, width: band.width }, consent);
  y = drawMixedText(doc, LABELS.consent.ta, { x: band.x, top: y, width: band.width }, consent);
  return drawSignatureLines(
    doc,
    { x: band.x, top: y, width: band.width, gapAbove: size * 2.6, size: size * 0.9 },
    [LABELS.farmer, LABELS.reeler, LABELS.marketOfficer],
  );
}

/**
 * The type size at which a slip fits its third of the page. Most lots fit at the usual size; a lot with
 * many crates (two or more rows of them) is laid out on a scratch document, measured, and shrunk to fit.
 */
function fittedSize(print: AuctionTokenPrint, band: Band, generatedAt: Date): number {
  let size = SIZE['one-sheet'];
  const scratch = createPdfDocument({ title: 'measure', generatedAt });
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0) scratch.addPage();
    const needed = drawBidSlip(scratch, band, print, LABELS.officeCopy, { size, compact: true }) - band.y;
    if (needed <= band.height || size <= MIN_SIZE) break;
    size = Math.max(MIN_SIZE, size * (band.height / needed) * 0.98);
  }
  return size;
}

/**
 * Auction tokens (bid slips) in triplicate: Farmer, Reeler and Office copies of each lot, either on one
 * A4 sheet in three bands with cut lines, or one copy to a page. Pure: same tokens, same document.
 */
export async function renderAuctionTokensPdf(
  items: ReadonlyArray<AuctionTokenPrint>,
  options: RenderAuctionTokensOptions,
): Promise<Buffer> {
  const first = items[0];
  if (!first) throw new RangeError('renderAuctionTokensPdf needs at least one token to print');
  const doc = createPdfDocument({ title: LABELS.auctionToken.en, generatedAt: options.generatedAt });
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const top = doc.page.margins.top;
  const height = doc.page.height - top - doc.page.margins.bottom;
  let started = false;
  for (const [index, item] of items.entries()) {
    if (options.layout === 'one-sheet') {
      if (started) doc.addPage();
      started = true;
      const bandHeight = height / BID_SLIP_COPIES.length;
      const band = (slot: number): Band => ({
        x,
        y: top + slot * bandHeight + (slot > 0 ? 6 : 0),
        width,
        height: bandHeight - 10,
      });
      const size = fittedSize(item, band(0), options.generatedAt);
      BID_SLIP_COPIES.forEach((copyName, slot) => {
        if (slot > 0) drawCutLine(doc, top + slot * bandHeight - 4, LABELS.cutHere);
        drawBidSlip(doc, band(slot), item, copyName, { size, compact: true });
      });
    } else {
      for (const copyName of BID_SLIP_COPIES) {
        if (started) doc.addPage();
        started = true;
        drawBidSlip(doc, { x, y: top, width, height }, item, copyName, {
          size: SIZE['three-pages'],
          compact: false,
        });
      }
    }
    await recordDone(options.onProgress, index + 1, items.length);
  }
  drawPageFooters(doc, printedCaption(LABELS.auctionToken.en, options));
  return finishPdf(doc);
}
