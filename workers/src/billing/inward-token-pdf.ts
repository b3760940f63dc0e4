import {
  displayDate,
  displayInstant,
  formatHundredths,
  formatKg,
  formatPercentBp,
  type InwardToken,
  rupeesFigure,
} from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { createPdfDocument, drawPageFooters, finishPdf } from '../pdf/document.js';
import { drawFieldGrid, type Field } from '../pdf/fields.js';
import { drawMixedText } from '../pdf/mixed-text.js';
import { type OnProgress, recordDone } from './batch-progress.js';
import { bilingual, LABELS } from './labels.js';
import { gramsFromMg, printedCaption } from './print-format.js';
import { type Band, drawCutLine, drawTokenHeading } from './token-band.js';

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

const SIZE = 10;
const TOKENS_PER_PAGE = 2;

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

/** One inward token in its half of the page: the lot number large in both languages, the farmer, the sample. */
export function drawInwardToken(doc: PDFKit.PDFDocument, band: Band, print: InwardTokenPrint): void {
  const { token } = print;
  let y = drawTokenHeading(doc, band, {
    market: token.market,
    title: LABELS.inwardToken,
    copy: print.copy,
    code: print.code,
    size: SIZE,
  });

  // The lot number is what the farmer and the porters read from across the hall.
  const lotWidth = band.width * 0.3;
  doc
    .lineWidth(1.5)
    .strokeColor('#000000')
    .rect(band.x, y, lotWidth, SIZE * 9.5)
    .stroke();
  const centred = (top: number) => ({ x: band.x, top, width: lotWidth, align: 'center' as const });
  let lotY = drawMixedText(doc, LABELS.lotNo.en, centred(y + SIZE * 0.4), {
    size: SIZE * 1.4,
    weight: 'bold',
  });
  lotY = drawMixedText(doc, LABELS.lotNo.ta, centred(lotY), { size: SIZE * 1.4, weight: 'bold' });
  drawMixedText(doc, String(token.lotNo), centred(lotY), { size: SIZE * 3.6, weight: 'bold' });

  const gridX = band.x + lotWidth + 12;
  const afterWho = drawFieldGrid(doc, who(token), {
    x: gridX,
    top: y,
    width: band.x + band.width - gridX,
    labelShare: 0.45,
    size: SIZE,
    gap: 1,
  });
  y = Math.max(afterWho, y + SIZE * 9.5) + SIZE;

  // The sample's labels are the longer ones: its column takes more of the width.
  const sampleWidth = band.width * 0.58;
  const grid = { top: y, labelShare: 0.64, size: SIZE, gap: 2 };
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
    { x: band.x, top: y + SIZE * 0.6, width: band.width },
    {
      size: SIZE * 0.85,
      weight: 'regular',
      color: '#444444',
    },
  );
}

/**
 * Inward tokens, two to an A4 page with a cut line between them, in the order given. Pure: the same tokens
 * and copies give the same document.
 */
export async function renderInwardTokensPdf(
  items: ReadonlyArray<InwardTokenPrint>,
  options: RenderTokensOptions,
): Promise<Buffer> {
  const first = items[0];
  if (!first) throw new RangeError('renderInwardTokensPdf needs at least one token to print');
  const doc = createPdfDocument({ title: LABELS.inwardToken.en, generatedAt: options.generatedAt });
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const top = doc.page.margins.top;
  const bandHeight = (doc.page.height - top - doc.page.margins.bottom) / TOKENS_PER_PAGE;
  for (const [index, item] of items.entries()) {
    const slot = index % TOKENS_PER_PAGE;
    if (index > 0 && slot === 0) doc.addPage();
    const y = top + slot * bandHeight;
    if (slot > 0) drawCutLine(doc, y - 6, LABELS.cutHere);
    drawInwardToken(doc, { x, y: y + (slot > 0 ? 6 : 0), width, height: bandHeight - 12 }, item);
    await recordDone(options.onProgress, index + 1, items.length);
  }
  drawPageFooters(doc, printedCaption(LABELS.inwardToken.en, options));
  return finishPdf(doc);
}
