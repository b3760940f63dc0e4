import {
  displayDate,
  displayInstant,
  formatHundredths,
  formatKg,
  formatPercentBp,
  type InwardToken,
  type InwardTokenLayout,
  rupeesFigure,
} from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { createPdfDocument, drawPageFooters, finishPdf } from '../pdf/document.js';
import { drawDocumentCode } from '../pdf/document-code.js';
import { drawFieldGrid, type Field } from '../pdf/fields.js';
import { drawMixedText } from '../pdf/mixed-text.js';
import { type OnProgress, recordDone } from './batch-progress.js';
import { bilingual, LABELS } from './labels.js';
import { gramsFromMg, printedCaption } from './print-format.js';
import {
  type Band,
  drawCutLine,
  drawTokenHeading,
  TOKEN_QR_CAPTION_WIDTH,
  TOKEN_QR_SIZE,
} from './token-band.js';

export interface InwardTokenPrint {
  token: InwardToken;
  copy: number;
  /** The token's signed code (issue 26), its QR in the heading's corner. */
  code?: PrintedDocumentCode | undefined;
}

export interface RenderTokensOptions {
  generatedAt: Date;
  requestedBy: string;
  onProgress?: OnProgress;
}

export interface RenderInwardTokensOptions extends RenderTokensOptions {
  /** Two tokens to an A4 sheet (the default) or three, a third of the sheet each, to save paper (issue 27). */
  layout?: InwardTokenLayout;
}

/** A token's type size and how many share a sheet: a third of a page takes the compact heading and smaller type. */
const LAYOUTS: Record<InwardTokenLayout, { perPage: number; size: number; compact: boolean }> = {
  'two-per-page': { perPage: 2, size: 10, compact: false },
  'three-per-page': { perPage: 3, size: 8, compact: true },
};

const who = (token: InwardToken): Field[] => [
  { label: bilingual(LABELS.inwardDate), value: displayDate(token.inwardDate) },
  { label: bilingual(LABELS.farmerCode), value: token.farmerCode },
  { label: bilingual(LABELS.farmerName), value: token.farmerName },
  { label: bilingual(LABELS.village), value: token.village ?? '' },
  { label: bilingual(LABELS.race), value: token.race },
  { label: bilingual(LABELS.lays), value: String(token.lays) },
];

const sample = (token: InwardToken): Field[] => [
  { label: bilingual(LABELS.grossCocoonWeight), value: formatKg(token.cocoonWeightGrams) },
  { label: bilingual(LABELS.sampleCount), value: String(token.sampleCount) },
  { label: bilingual(LABELS.sampleCocoonWeight), value: gramsFromMg(token.cocoonWeightMg) },
  { label: bilingual(LABELS.sampleShellWeight), value: gramsFromMg(token.shellWeightMg) },
  { label: bilingual(LABELS.defectiveCount), value: String(token.defectiveCount) },
];

const grades = (token: InwardToken): Field[] => [
  { label: bilingual(LABELS.shellRatio), value: formatPercentBp(token.shellRatioBp) },
  { label: bilingual(LABELS.defectPercent), value: formatPercentBp(token.defectBp) },
  { label: bilingual(LABELS.renditta), value: formatHundredths(token.rendittaX100) },
  { label: bilingual(LABELS.floorPrice), value: rupeesFigure(token.floorPricePaisePerKg) },
];

/**
 * One inward token in its band (half or a third of the page): the lot number large in both languages, the
 * farmer, the sample. Everything scales from the layout's type size.
 */
export function drawInwardToken(
  doc: PDFKit.PDFDocument,
  band: Band,
  print: InwardTokenPrint,
  layout: { size: number; compact: boolean } = LAYOUTS['two-per-page'],
): void {
  const { token } = print;
  const { size, compact } = layout;
  // A third of a page has no height for a QR above the body: the compact token keeps its heading short and
  // puts the QR (its full size, still read by a phone) beside the lot number and the farmer instead.
  const codeBeside = compact && print.code !== undefined;
  let y = drawTokenHeading(doc, band, {
    market: token.market,
    title: LABELS.inwardToken,
    copy: print.copy,
    code: codeBeside ? undefined : print.code,
    size,
    compact,
  });
  const codeColumn = codeBeside ? TOKEN_QR_CAPTION_WIDTH : 0;
  const codeBottom =
    print.code && codeBeside
      ? drawDocumentCode(doc, print.code, {
          x: band.x + band.width - codeColumn / 2 - TOKEN_QR_SIZE / 2,
          y,
          size: TOKEN_QR_SIZE,
          captionWidth: codeColumn,
        })
      : y;
  const bodyRight = band.x + band.width - (codeColumn ? codeColumn + 8 : 0);

  // The lot number is what the farmer and the porters read from across the hall.
  const lotWidth = (bodyRight - band.x) * 0.3;
  doc
    .lineWidth(1.5)
    .strokeColor('#000000')
    .rect(band.x, y, lotWidth, size * 9.5)
    .stroke();
  const centred = (top: number) => ({ x: band.x, top, width: lotWidth, align: 'center' as const });
  let lotY = drawMixedText(doc, LABELS.lotNo.en, centred(y + size * 0.4), {
    size: size * 1.4,
    weight: 'bold',
  });
  lotY = drawMixedText(doc, LABELS.lotNo.ta, centred(lotY), { size: size * 1.4, weight: 'bold' });
  drawMixedText(doc, String(token.lotNo), centred(lotY), { size: size * 3.6, weight: 'bold' });

  const gridX = band.x + lotWidth + 12;
  const afterWho = drawFieldGrid(doc, who(token), {
    x: gridX,
    top: y,
    width: bodyRight - gridX,
    labelShare: 0.45,
    size,
    gap: 1,
  });
  y = Math.max(afterWho, y + size * 9.5, codeBottom) + size;

  // The sample's labels are the longer ones: its column takes more of the width.
  const sampleWidth = band.width * 0.58;
  const grid = { top: y, labelShare: 0.64, size, gap: 2 };
  y = Math.max(
    drawFieldGrid(doc, sample(token), { ...grid, x: band.x, width: sampleWidth }),
    drawFieldGrid(doc, grades(token), {
      ...grid,
      x: band.x + sampleWidth + 16,
      width: band.width - sampleWidth - 16,
      labelShare: 0.55,
    }),
  );
  const inwarded = `${bilingual(LABELS.inwardedBy)}: ${token.inwardedBy ?? '-'} · ${displayInstant(token.inwardedAt)}`;
  drawMixedText(
    doc,
    inwarded,
    { x: band.x, top: y + size * 0.6, width: band.width },
    {
      size: size * 0.85,
      weight: 'regular',
      color: '#444444',
    },
  );
}

/**
 * Inward tokens, two or three to an A4 page (the layout asked for) with cut lines between them, in the order
 * given. Pure: the same tokens, copies and layout give the same document.
 */
export async function renderInwardTokensPdf(
  items: ReadonlyArray<InwardTokenPrint>,
  options: RenderInwardTokensOptions,
): Promise<Buffer> {
  const first = items[0];
  if (!first) throw new RangeError('renderInwardTokensPdf needs at least one token to print');
  const doc = createPdfDocument({ title: LABELS.inwardToken.en, generatedAt: options.generatedAt });
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const top = doc.page.margins.top;
  const layout = LAYOUTS[options.layout ?? 'two-per-page'];
  const bandHeight = (doc.page.height - top - doc.page.margins.bottom) / layout.perPage;
  for (const [index, item] of items.entries()) {
    const slot = index % layout.perPage;
    if (index > 0 && slot === 0) doc.addPage();
    const y = top + slot * bandHeight;
    if (slot > 0) drawCutLine(doc, y - 6, LABELS.cutHere);
    drawInwardToken(doc, { x, y: y + (slot > 0 ? 6 : 0), width, height: bandHeight - 12 }, item, layout);
    await recordDone(options.onProgress, index + 1, items.length);
  }
  drawPageFooters(doc, printedCaption(LABELS.inwardToken.en, options));
  return finishPdf(doc);
}
