import { DEPARTMENT_NAME_EN, DEPARTMENT_NAME_TA, displayInstant } from '@cocoon/domain';
import type { Label } from '../billing/labels.js';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { drawCopyTag } from './copy-marks.js';
import { drawDocumentCode } from './document-code.js';
import { drawEmblem } from './emblem.js';
import { drawMixedText, type TextStyle } from './mixed-text.js';

export interface DocumentHeading {
  titleEnglish: string;
  /** A record's title in Tamil too (bills, tokens, lists); a report's title is the definition's, in English. */
  titleTamil?: string;
  generatedAt: Date;
  requestedBy: string;
  /** Extra line under the title, e.g. a record count or the period covered. */
  summary?: string;
  /**
   * The office issuing it or the one it is about, printed under the government's line: a bill's market
   * ('Hosur / ஓசூர்') with its address, a report's market or office ('All markets of Salem region').
   */
  issuer?: { name: string; address?: string };
  /** A record's signed code (issue 26): its QR in the top right corner, the check code and address under it. */
  code?: PrintedDocumentCode | undefined;
  /**
   * A record's copy number: its ORIGINAL or DUPLICATE tag goes in the top right corner, or, when the QR holds the
   * corner, on the right just under the letterhead.
   */
  copy?: number;
  /**
   * What voided the record (a bill's CANCELLED, a receipt's REVERSED): its tag says so instead of ORIGINAL, and
   * being wider than the corner allows, it takes its own line under the letterhead.
   */
  voided?: Label | undefined;
}

const EMBLEM_SIZE = 46;
/** About 28 mm: a module of a version-16 QR is then 0.33 mm, which a phone camera reads off a laser print. */
const QR_SIZE = 80;
const QR_CAPTION_WIDTH = 104;

const GOVERNMENT = 'Government of Tamil Nadu / தமிழ்நாடு அரசு';

const BRAND = '#5b3a1a';
const style = (size: number, weight: TextStyle['weight'], color = '#000000'): TextStyle => ({
  size,
  weight,
  color,
});

/**
 * The bilingual letterhead every printed document of the department carries, then the document's title
 * in both languages and who asked for it when. Returns the y where the body can start.
 */
export function drawDepartmentHeader(doc: PDFKit.PDFDocument, heading: DocumentHeading): number {
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  // The letterhead stays centred on the page; with a QR in the corner its lines keep clear of both sides.
  const inset = heading.code ? QR_CAPTION_WIDTH + 4 : 0;
  const centred = (top: number) => ({
    x: x + inset,
    top,
    width: width - 2 * inset,
    align: 'center' as const,
  });

  let y = doc.page.margins.top;
  drawEmblem(doc, { x, y, size: EMBLEM_SIZE });
  const codeBottom = heading.code
    ? drawDocumentCode(doc, heading.code, {
        x: x + width - QR_CAPTION_WIDTH / 2 - QR_SIZE / 2,
        y,
        size: QR_SIZE,
        captionWidth: QR_CAPTION_WIDTH,
      })
    : y;
  y = drawMixedText(doc, DEPARTMENT_NAME_TA, centred(y), style(14, 'bold', BRAND));
  y = drawMixedText(doc, DEPARTMENT_NAME_EN, centred(y), style(14, 'bold', BRAND));
  y = drawMixedText(doc, GOVERNMENT, centred(y), style(10, 'regular', '#333333'));
  if (heading.issuer) {
    const { name, address } = heading.issuer;
    y = drawMixedText(doc, name, centred(y + 2), style(11, 'bold'));
    if (address) y = drawMixedText(doc, address, centred(y), style(9, 'regular', '#333333'));
  }
  y = Math.max(y, codeBottom) + 4;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke();
  doc
    .moveTo(x, y + 3)
    .lineTo(x + width, y + 3)
    .lineWidth(0.5)
    .stroke();
  y += 10;

  y = drawMixedText(doc, heading.titleEnglish, centred(y), style(15, 'bold'));
  if (heading.titleTamil) y = drawMixedText(doc, heading.titleTamil, centred(y), style(12, 'bold'));
  y += 6;

  const meta = style(9, 'regular', '#333333');
  const generated = `Generated on: ${displayInstant(heading.generatedAt)} IST`;
  const requested = `Requested by: ${heading.requestedBy}`;
  drawMixedText(doc, generated, { x, top: y, width: width / 2 }, meta);
  y = drawMixedText(doc, requested, { x: x + width / 2, top: y, width: width / 2, align: 'right' }, meta);
  if (heading.summary) y = drawMixedText(doc, heading.summary, { x, top: y, width }, meta);
  if (heading.copy !== undefined) {
    if (heading.code || heading.voided) {
      drawCopyTag(doc, { right: x + width, top: y + 2 }, heading.copy, undefined, heading.voided);
      y += 20;
    } else {
      drawCopyTag(doc, { right: x + width, top: doc.page.margins.top }, heading.copy);
    }
  }
  return y + 6;
}
