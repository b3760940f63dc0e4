import { type Bill, displayInstant } from '@cocoon/domain';
import type { PrintedDocumentCode } from '../documents/document-codes.js';
import { drawCancelledStamp, drawCopyTag, drawWatermark, watermarkFor } from '../pdf/copy-marks.js';
import { drawDepartmentHeader } from '../pdf/department-header.js';
import { drawFieldGrid, measureFieldGrid } from '../pdf/fields.js';
import { drawMixedText, layoutMixedText, lineHeight, type TextStyle } from '../pdf/mixed-text.js';
import { drawTable } from '../pdf/table.js';
import {
  billFields,
  billTitle,
  customerFields,
  lotColumns,
  payableFields,
  signatories,
  totalsRow,
} from './bill-sections.js';
import { bilingual, LABELS } from './labels.js';
import { drawSignatureLines } from './signature-lines.js';

export interface BillPrint {
  bill: Bill;
  copy: number;
  /** The bill's signed code (issue 26), printed as a QR in the letterhead's corner. */
  code?: PrintedDocumentCode | undefined;
}

export interface BillPageContext {
  generatedAt: Date;
  requestedBy: string;
}

const FIELD_SIZE = 8.5;
const TABLE_SIZE = 8;

const content = (doc: PDFKit.PDFDocument) => {
  const x = doc.page.margins.left;
  return { x, width: doc.page.width - x - doc.page.margins.right };
};

/**
 * One bill, starting on the current (fresh) page: letterhead, the copy's mark, the customer and the bill's
 * facts, its lots with a totals row (a long bill runs on over pages, each with the table header and a
 * continuation line), then what is payable in figures and in words, and the signature lines.
 */
export function drawBill(doc: PDFKit.PDFDocument, print: BillPrint, context: BillPageContext): void {
  const { bill, copy } = print;
  const { x, width } = content(doc);
  const cancelled = bill.status === 'Cancelled';
  const title = billTitle(bill);

  const decoratePage = (): void => {
    const mark = watermarkFor(copy, cancelled);
    if (mark) {
      const top = doc.page.margins.top;
      drawWatermark(
        doc,
        { x, y: top, width, height: doc.page.height - top - doc.page.margins.bottom },
        mark.text,
        mark.color,
      );
    }
  };
  const voided = cancelled ? LABELS.cancelled : undefined;
  const continuationPage = (): number => {
    decoratePage();
    const tagWidth = drawCopyTag(
      doc,
      { right: x + width, top: doc.page.margins.top },
      copy,
      undefined,
      voided,
    );
    return (
      drawMixedText(
        doc,
        `${bilingual(title)} ${bill.invoiceNo} · ${bill.customer.code} ${bill.customer.name} (${bilingual(LABELS.continued)})`,
        { x, top: doc.page.margins.top + 2, width: width - Math.max(150, tagWidth + 12) },
        { size: 9, weight: 'bold' },
      ) + 8
    );
  };

  decoratePage();
  let y = drawDepartmentHeader(doc, {
    titleEnglish: title.en,
    titleTamil: title.ta,
    generatedAt: context.generatedAt,
    requestedBy: context.requestedBy,
    issuer: { name: `${bill.market.nameEn} / ${bill.market.nameTa}`, address: bill.market.address },
    code: print.code,
    copy,
    voided,
  });
  if (cancelled) {
    y =
      drawCancelledStamp(
        doc,
        { x, top: y, width },
        {
          reason: bill.cancelReason,
          cancelledOn: bill.cancelledAt
            ? `${displayInstant(bill.cancelledAt)} · ${bill.cancelledBy ?? ''}`
            : null,
          replacedBy: bill.replacedBy?.invoiceNo ?? null,
        },
      ) + 6;
  }

  const half = (width - 16) / 2;
  const grid = { top: y, width: half, labelShare: 0.52, size: FIELD_SIZE, gap: 1 };
  y =
    Math.max(
      drawFieldGrid(doc, customerFields(bill), { ...grid, x }),
      drawFieldGrid(doc, billFields(bill), { ...grid, x: x + half + 16 }),
    ) + 8;

  y = drawTable(doc, {
    columns: lotColumns(bill),
    rows: bill.lots,
    top: y,
    footer: totalsRow(bill),
    fontSize: TABLE_SIZE,
    headerFontSize: 7,
    cellPadding: 3,
    onNewPage: continuationPage,
  });

  if (y + closingHeight(doc, bill) > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    y = continuationPage();
  }
  drawClosing(doc, bill, y);
}

const SUMMARY_WIDTH = 250;
const SIGNATURE_GAP = 30;
const WORDS_CAPTION: TextStyle = { size: 8.5, weight: 'regular', color: '#444444' };
const WORDS: TextStyle = { size: 8.5, weight: 'bold' };
const SIGNATORY_SIZE = 8.5;

const summaryGrid = (x: number, top: number) => ({
  x,
  top,
  width: SUMMARY_WIDTH,
  labelShare: 0.6,
  size: 9.5,
  gap: 2,
});

/** The amount in words to the left of the payable summary: the caption, the English, the Tamil. */
const wordsBlocks = (bill: Bill) => [
  { text: `${bilingual(LABELS.inWords)}:`, style: WORDS_CAPTION },
  { text: bill.netInWords.en, style: WORDS },
  { text: bill.netInWords.ta, style: WORDS },
];

/** What drawClosing takes, measured the same way, so the block moves whole to a new page when it must. */
function closingHeight(doc: PDFKit.PDFDocument, bill: Bill): number {
  const { width } = content(doc);
  const wordsWidth = width - SUMMARY_WIDTH - 16;
  const summary = measureFieldGrid(doc, payableFields(bill), summaryGrid(0, 0));
  const words = wordsBlocks(bill).reduce(
    (total, block) =>
      total + layoutMixedText(doc, block.text, block.style, wordsWidth).length * lineHeight(block.style),
    0,
  );
  return (
    10 +
    Math.max(summary, words) +
    SIGNATURE_GAP +
    2 * lineHeight({ size: SIGNATORY_SIZE, weight: 'regular' })
  );
}

function drawClosing(doc: PDFKit.PDFDocument, bill: Bill, top: number): void {
  const { x, width } = content(doc);
  const wordsWidth = width - SUMMARY_WIDTH - 16;
  const afterSummary = drawFieldGrid(
    doc,
    payableFields(bill),
    summaryGrid(x + width - SUMMARY_WIDTH, top + 10),
  );
  let afterWords = top + 10;
  for (const block of wordsBlocks(bill)) {
    afterWords = drawMixedText(doc, block.text, { x, top: afterWords, width: wordsWidth }, block.style);
  }
  drawSignatureLines(
    doc,
    { x, top: Math.max(afterSummary, afterWords), width, gapAbove: SIGNATURE_GAP, size: SIGNATORY_SIZE },
    signatories(bill),
  );
}
