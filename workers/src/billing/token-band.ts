import { DEPARTMENT_NAME_EN, DEPARTMENT_NAME_TA, type PrintMarket } from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { drawCopyTag, drawWatermark, watermarkFor } from '../pdf/copy-marks.js';
import { drawDocumentCode } from '../pdf/document-code.js';
import { drawEmblem } from '../pdf/emblem.js';
import { drawMixedText } from '../pdf/mixed-text.js';
import { bilingual, GOVERNMENT, type Label } from './labels.js';

/** A rectangle of a page one token (or one copy of a bid slip) is laid out in. */
export interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

const BRAND = '#5b3a1a';
/** A token's QR: about 24 mm, modules of 0.28 mm, still read by a phone off a laser print. */
export const TOKEN_QR_SIZE = 68;
export const TOKEN_QR_CAPTION_WIDTH = 92;
const DEPARTMENT = `${DEPARTMENT_NAME_EN}, ${GOVERNMENT.en} / ${DEPARTMENT_NAME_TA}, ${GOVERNMENT.ta}`;

/**
 * The top of a token: the department and the market in both languages beside the emblem, the token's
 * title, and the copy's tag (ORIGINAL or DUPLICATE) in the corner; a reprint also gets the faint diagonal
 * DUPLICATE across the band. `size` is the band's body type size; everything scales from it.
 * Returns the y below the heading.
 */
export function drawTokenHeading(
  doc: PDFKit.PDFDocument,
  band: Band,
  heading: {
    market: PrintMarket;
    title: Label;
    copy: number;
    /** Which of a set of copies this is (a bid slip's Farmer, Reeler or Office copy). */
    copyName?: Label;
    size: number;
    /** For a third of a page: the market on one line, no address, the copy's name beside the title. */
    compact?: boolean;
    /** The token's signed code (issue 26): its QR in the band's top right corner. */
    code?: PrintedDocumentCode | undefined;
  },
): number {
  const { size } = heading;
  const mark = watermarkFor(heading.copy, false);
  if (mark) drawWatermark(doc, band, mark.text, mark.color);
  const compact = heading.compact ?? false;
  const emblem = size * (compact ? 3.2 : 4);
  drawEmblem(doc, { x: band.x, y: band.y, size: emblem });
  // The QR takes the right corner; the centred lines keep clear of it on both sides.
  const codeColumn = heading.code ? TOKEN_QR_CAPTION_WIDTH : 0;
  const codeBottom = heading.code
    ? drawDocumentCode(doc, heading.code, {
        x: band.x + band.width - codeColumn / 2 - TOKEN_QR_SIZE / 2,
        y: band.y,
        size: TOKEN_QR_SIZE,
        captionWidth: codeColumn,
      })
    : band.y;
  const side = Math.max(emblem, codeColumn) + 6;
  const inner = { x: band.x + side, width: band.width - 2 * side };
  const centred = (top: number) => ({ ...inner, top, align: 'center' as const });
  // A third of a page has no room for the department's line: the market's name says whose slip it is.
  let y = compact
    ? band.y
    : drawMixedText(doc, DEPARTMENT, centred(band.y), {
        size: size * 0.85,
        weight: 'regular',
        color: '#333333',
      });
  const names = compact
    ? [`${heading.market.nameEn} / ${heading.market.nameTa}`]
    : [heading.market.nameEn, heading.market.nameTa];
  for (const name of names) {
    y = drawMixedText(doc, name, centred(y), { size: size * 1.1, weight: 'bold', color: BRAND });
  }
  if (!compact) {
    y = drawMixedText(doc, heading.market.address, centred(y), {
      size: size * 0.8,
      weight: 'regular',
      color: '#333333',
    });
  }
  // The copy's tag sits at the right of the title line, clear of the centred market lines above.
  const titleTop = Math.max(y + size * 0.2, band.y + emblem - size * 1.4);
  const tagRight = band.x + band.width - (codeColumn ? codeColumn + 4 : 0);
  const tagWidth = drawCopyTag(doc, { right: tagRight, top: titleTop }, heading.copy, size * 0.95);
  const title =
    compact && heading.copyName
      ? `${bilingual(heading.title)} · ${bilingual(heading.copyName)}`
      : bilingual(heading.title);
  const titleBox = { x: inner.x, width: tagRight - tagWidth - 6 - inner.x };
  y = drawMixedText(
    doc,
    title,
    { ...titleBox, top: titleTop, align: compact ? 'left' : 'center' },
    {
      size: size * 1.35,
      weight: 'bold',
    },
  );
  if (heading.copyName && !compact) {
    y = drawMixedText(doc, bilingual(heading.copyName), centred(y), {
      size: size * 1.1,
      weight: 'bold',
      color: BRAND,
    });
  }
  y = Math.max(y, band.y + emblem, codeBottom) + size * 0.3;
  doc
    .moveTo(band.x, y)
    .lineTo(band.x + band.width, y)
    .lineWidth(0.8)
    .strokeColor(BRAND)
    .stroke();
  return y + size * 0.5;
}

/** A dashed line across the page between two tokens, with where to cut said in both languages. */
export function drawCutLine(doc: PDFKit.PDFDocument, y: number, label: Label): void {
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  doc.save();
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .dash(4, { space: 3 })
    .lineWidth(0.6)
    .strokeColor('#777777')
    .stroke();
  doc.restore();
  const text = bilingual(label);
  const style = { size: 6.5, weight: 'regular' as const, color: '#777777' };
  doc.rect(x + width / 2 - 50, y - 5, 100, 10).fill('#ffffff');
  drawMixedText(doc, text, { x: x + width / 2 - 50, top: y - 5, width: 100, align: 'center' }, style);
}
