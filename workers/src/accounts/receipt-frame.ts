import { displayDate, type PrintMarket } from '@cocoon/domain';
import { type OnProgress, recordDone } from '../billing/batch-progress.js';
import { bilingual, LABELS, type Label } from '../billing/labels.js';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { drawCopyTag, drawStamp, drawWatermark, isDuplicate } from '../pdf/copy-marks.js';
import { drawDepartmentHeader } from '../pdf/department-header.js';
import { createPdfDocument, drawGroupedPageFooters, finishPdf, type PageGroup } from '../pdf/document.js';
import { drawMixedText } from '../pdf/mixed-text.js';

/**
 * What every cash receipt (a farmer's payment, a reeler's receipt) prints around its own figures: the letterhead
 * with the copy's tag and the signed code, the REVERSED or DUPLICATE watermark on every page, the REVERSED stamp
 * with the reversal, and a continuation line atop each page after the first; and the PDF of many, each numbered
 * within itself.
 */
export interface ReceiptFrame {
  title: Label;
  receiptNo: string;
  market: PrintMarket;
  copy: number;
  code?: PrintedDocumentCode | undefined;
  reversal: { reversalNo: string; reason: string; reversedOn: string; reversedBy: string } | null;
}

export interface RenderReceiptsOptions {
  generatedAt: Date;
  requestedBy: string;
  onProgress?: OnProgress;
}

const REVERSED_RED = '#b00020';

/** Starts a receipt on the current (fresh) page; answers where its body starts and how to start a next page. */
export function startReceipt(
  doc: PDFKit.PDFDocument,
  frame: ReceiptFrame,
  options: RenderReceiptsOptions,
): { y: number; x: number; width: number; continuation: () => number } {
  const x = doc.page.margins.left;
  const width = doc.page.width - x - doc.page.margins.right;
  const decorate = () => {
    const mark = frame.reversal
      ? { text: LABELS.reversed.en, color: REVERSED_RED }
      : isDuplicate(frame.copy)
        ? { text: LABELS.duplicate.en, color: '#000000' }
        : undefined;
    if (!mark) return;
    const top = doc.page.margins.top;
    drawWatermark(
      doc,
      { x, y: top, width, height: doc.page.height - top - doc.page.margins.bottom },
      mark.text,
      mark.color,
    );
  };
  // A reversed receipt is void: its tag says REVERSED, never ORIGINAL, under the REVERSED watermark.
  const voided = frame.reversal ? LABELS.reversed : undefined;
  const continuation = () => {
    decorate();
    const tagWidth = drawCopyTag(
      doc,
      { right: x + width, top: doc.page.margins.top },
      frame.copy,
      undefined,
      voided,
    );
    return (
      drawMixedText(
        doc,
        `${bilingual(frame.title)} ${frame.receiptNo} (${bilingual(LABELS.continued)})`,
        { x, top: doc.page.margins.top + 2, width: width - Math.max(150, tagWidth + 12) },
        { size: 9, weight: 'bold' },
      ) + 8
    );
  };

  decorate();
  let y = drawDepartmentHeader(doc, {
    titleEnglish: frame.title.en,
    titleTamil: frame.title.ta,
    generatedAt: options.generatedAt,
    requestedBy: options.requestedBy,
    issuer: { name: `${frame.market.nameEn} / ${frame.market.nameTa}`, address: frame.market.address },
    code: frame.code,
    copy: frame.copy,
    voided,
  });
  if (frame.reversal) {
    const { reversalNo, reason, reversedOn, reversedBy } = frame.reversal;
    y =
      drawStamp(
        doc,
        { x, top: y, width },
        {
          heading: LABELS.reversed,
          lines: [
            `${bilingual(LABELS.reversalNo)}: ${reversalNo}`,
            `${bilingual(LABELS.reason)}: ${reason}`,
            `${bilingual(LABELS.reversedOn)}: ${displayDate(reversedOn)} · ${reversedBy}`,
          ],
        },
      ) + 6;
  }
  return { y, x, width, continuation };
}

/**
 * Receipts one after another in one PDF, each from a new page and numbered within itself. Pure: the same
 * receipts and copies give the same document.
 */
export async function renderReceiptsPdf<P>(
  items: ReadonlyArray<P>,
  options: RenderReceiptsOptions,
  kind: {
    title: Label;
    plural: string;
    frameOf(item: P): ReceiptFrame;
    draw(doc: PDFKit.PDFDocument, item: P): void;
  },
): Promise<Buffer> {
  const first = items[0];
  if (!first) throw new RangeError(`${kind.plural} print needs at least one receipt`);
  const doc = createPdfDocument({
    title: items.length === 1 ? `${kind.title.en} ${kind.frameOf(first).receiptNo}` : kind.plural,
    generatedAt: options.generatedAt,
  });
  const groups: PageGroup[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0) doc.addPage();
    const firstPage = doc.bufferedPageRange().count - 1;
    kind.draw(doc, item);
    const frame = kind.frameOf(item);
    groups.push({
      caption: `${kind.title.en} ${frame.receiptNo} · ${frame.market.nameEn}`,
      firstPage,
      pageCount: doc.bufferedPageRange().count - firstPage,
    });
    await recordDone(options.onProgress, index + 1, items.length);
  }
  drawGroupedPageFooters(doc, groups);
  return finishPdf(doc);
}
